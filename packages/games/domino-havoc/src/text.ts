/**
 * Double Domino Havoc in a terminal, as one viewer sees it: the table
 * (`text/render.ts`), and moves in words and in menus (`text/describe.ts`).
 * Reads views and moves; knows no rules.
 */
import type { TextUi } from '@gameshelf/engine';
import { describe, menuPath } from './text/describe.ts';
import { render } from './text/render.ts';
import type { HavocMove, HavocView } from './types.ts';

export const text: TextUi<HavocView, HavocMove> = { render, describe, menuPath };

/**
 * Double Domino Havoc in a terminal, as one viewer sees it: the table
 * (`text/render.ts`), the log in words (`text/narrate.ts`) and moves in menus
 * (`text/menus.ts`). Reads views and moves; knows no rules.
 */
import type { TextUi } from '@gameshelf/engine';
import { menuPath } from './text/menus.ts';
import { narrate } from './text/narrate.ts';
import { render } from './text/render.ts';
import type { HavocMove, HavocView } from './types.ts';

export const text: TextUi<HavocView, HavocMove> = { render, narrate, menuPath };

/**
 * Each game's board, by game id: one lazy import per game, so a board (and
 * three.js for Smashdodes) loads only on its own pages. A game without an
 * entry here is played on the generic board (`kit/MenuBoard.tsx`), which
 * offers its legal moves as the menus of its text UI.
 */
import type { AnyBoard } from './board.ts';

export const BOARDS: Readonly<Record<string, () => Promise<{ default: AnyBoard }>>> = {
  'digit-dash': () => import('./digit-dash/Board.tsx'),
  digit: () => import('./digit/Board.tsx'),
  'domino-havoc': () => import('./domino-havoc/Board.tsx'),
  'domino-run': () => import('./domino-run/Board.tsx'),
  smashdodes: () => import('./smashdodes/Board.tsx'),
};

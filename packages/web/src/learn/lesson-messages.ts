/**
 * What the tutorial page and its worker say to each other. The worker (the
 * host, lesson-host.ts) runs the script's `TutorialTable` through the engine,
 * Smashdodes' physics included; the page only shows the table and the step it
 * is sent, and sends the moves the board chose.
 */
import type { TableState } from '../session/table.ts';
import type { TutorialProgress } from './tutorial-table.ts';

export type LessonGuestMessage =
  /** Start the game's tutorial at its first step. */
  | { readonly type: 'start'; readonly game: string }
  | { readonly type: 'move'; readonly move: unknown }
  | { readonly type: 'restart' };

/** The table and the step, after every message the page sent (also when nothing changed). */
export type LessonHostMessage = {
  readonly type: 'lesson';
  readonly state: TableState;
  readonly progress: TutorialProgress;
};

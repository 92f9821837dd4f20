/**
 * What the lab page and its Web Workers say to each other. The page plans
 * the experiment and hands each worker a few games at a time; a worker plays
 * them with the lab's core, exactly as a worker thread of the command line
 * does, and sends back each game's measures as it finishes it.
 */
import type { ExperimentRequest, GameJob, GameMeasures } from '@gameshelf/lab/core';

export type LabGuestMessage =
  /** The experiment: the worker loads its game and plans it (as the page did). */
  | { readonly type: 'start'; readonly request: ExperimentRequest }
  /** Play these games of it, one after another. */
  | { readonly type: 'play'; readonly jobs: readonly GameJob[] };

export type LabHostMessage =
  /** One game played and measured. */
  | { readonly type: 'measured'; readonly measures: GameMeasures }
  /** Every game of the last `play` is played: hand over more. */
  | { readonly type: 'played' }
  /** The experiment cannot go on here (an unknown game, a plan refused, a bot that failed). */
  | { readonly type: 'failed'; readonly error: { readonly code: string; readonly message: string } };

/**
 * The rules worker's tasks and their answers, and the work itself: on a
 * copy of the match resumed where the live one stands, exactly what the
 * inline rules do on the live one, so refusals carry the same codes.
 */
import {
  type AnyGameModule,
  type GameError,
  Match,
  type MatchConfig,
  type MatchProgress,
  type Move,
  ok,
  type Result,
} from '@gameshelf/engine';
import type { WireError } from '@gameshelf/protocol';
import type { StoredMatch, StoredMove } from '../store/store.ts';
import { copyAt, type MatchAt, type MatchParts, partsOf } from './carry.ts';
import { playStored, rebuild } from './replay.ts';

export type RulesTask =
  | { readonly op: 'create'; readonly game: string; readonly config: MatchConfig }
  | {
      readonly op: 'play';
      readonly game: string;
      readonly at: MatchAt;
      readonly seat: number;
      readonly move: unknown;
    }
  | { readonly op: 'rebuild'; readonly game: string; readonly stored: StoredMatch }
  | {
      readonly op: 'playStored';
      readonly game: string;
      readonly at: MatchAt;
      /** The live match's position: the first stored move's `seq`. */
      readonly from: number;
      readonly moves: readonly StoredMove[];
    };

export type Progress = MatchProgress<unknown, Move>;

/** What each task is answered with. */
export interface RulesAnswers {
  readonly create: Result<MatchParts, GameError>;
  readonly play: Result<Progress, GameError>;
  readonly rebuild: Result<MatchParts, WireError>;
  /** Null when the stored moves do not follow. */
  readonly playStored: Progress | null;
}

/** Does a task; throws only when the rules do (or the game is missing), which fails the task. */
export function perform(
  task: RulesTask,
  find: (game: string) => AnyGameModule | undefined,
): RulesAnswers[RulesTask['op']] {
  const module = find(task.game);
  if (!module) throw new Error(`the rules worker has no game ${task.game}`);
  switch (task.op) {
    case 'create': {
      const created = Match.create(module.game, task.config);
      return created.ok ? ok(partsOf(created.value)) : created;
    }
    case 'play': {
      const copy = copyAt(module, task.at);
      const played = copy.play(task.seat, task.move);
      return played.ok ? ok(copy.progress(0)) : played;
    }
    case 'rebuild': {
      const rebuilt = rebuild(module, task.stored);
      return rebuilt.ok ? ok(partsOf(rebuilt.value)) : rebuilt;
    }
    case 'playStored': {
      const copy = copyAt(module, task.at);
      return playStored(copy, task.moves, task.from) ? copy.progress(0) : null;
    }
  }
}

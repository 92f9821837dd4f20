/**
 * How the service has the rules applied: creating a match, a seat's move,
 * rebuilding a match from its stored log, and playing stored moves on top
 * of a live match. Inline (on the calling thread) for every game by default;
 * `WorkerRules` sends the games whose moves take long (`costlyMoves`) to
 * worker threads, so one Smashdodes shot does not stop the whole server.
 *
 * The service calls these inside the match's queue, so a match never
 * changes while its rules are being applied elsewhere.
 */
import type {
  AnyGameModule,
  AnyMatch,
  GameError,
  LogEntry,
  MatchConfig,
  Move,
  Result,
} from '@gameshelf/engine';
import type { WireError } from '@gameshelf/protocol';
import type { StoredMatch, StoredMove } from '../store/store.ts';
import type { FairKey } from '../workers/fair-queue.ts';

/**
 * An answer now, or later when it is worked out on another thread. Callers
 * on the hot path (a move of a cheap game) take the first without waiting
 * for a turn of the event loop.
 */
export type Answer<T> = T | Promise<T>;

/**
 * Each call may name `share`, whose work it is (`[address, client]`: the
 * address and the opaque id of the client that created the match, as
 * `shareOf` gives them; http/client.ts): work that waits for a worker is
 * served an address, then a client, at a time, in turns, as bot work is
 * (workers/pool.ts), so one client's many shots never queue ahead of
 * everyone else's, nor do those of many accounts behind one address.
 */
export interface RulesRunner {
  /** A new match, its setup's chance steps played; the engine's coded refusal of a bad setup. */
  create(module: AnyGameModule, config: MatchConfig, share?: FairKey): Answer<Result<AnyMatch, GameError>>;
  /**
   * The seat's move on the match, and the chance steps it sets off: the new
   * log entries, or the engine's coded refusal with nothing changed.
   */
  play(
    module: AnyGameModule,
    match: AnyMatch,
    seat: number,
    move: unknown,
    share?: FairKey,
  ): Answer<Result<readonly LogEntry<Move>[], GameError>>;
  /**
   * The match a stored log leads to; `match/corrupt` if it does not replay to
   * the stored position. Its work is the stored match's (its address's and client's).
   */
  rebuild(module: AnyGameModule, stored: StoredMatch): Answer<Result<AnyMatch, WireError>>;
  /**
   * Plays moves read from the store (from the match's position on) on the
   * match; false when they do not follow, and the match is then to be rebuilt.
   */
  playStored(
    module: AnyGameModule,
    match: AnyMatch,
    moves: readonly StoredMove[],
    share?: FairKey,
  ): Answer<boolean>;
  close(): Promise<void>;
}

/**
 * The rules failed on another thread: they threw there, or the worker died
 * or overran. The live match was not touched and can be used on.
 */
export class RulesFailedElsewhere extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'RulesFailedElsewhere';
  }
}

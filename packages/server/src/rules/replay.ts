/**
 * Rebuilding matches from the stored log, the only source of truth: a whole
 * match through the engine's `replayRecord` (which re-draws every chance
 * step from the seed and checks it, and checks the final state's hash), or
 * the moves another process added since, played on top of a live match.
 */
import {
  type AnyGameModule,
  type AnyMatch,
  err,
  type GameRecord,
  ok,
  type Result,
  replayRecord,
} from '@gameshelf/engine';
import { type WireError, wireError } from '@gameshelf/protocol';
import type { StoredMatch, StoredMove } from '../store/store.ts';

export function recordOf(stored: StoredMatch): GameRecord {
  const { row } = stored;
  return {
    format: 'gameshelf-record',
    version: 1,
    engineVersion: row.engineVersion,
    game: row.game,
    players: row.players,
    options: row.options,
    seed: row.seed,
    seats: stored.seats.map((s) => ({
      kind: s.kind === 'bot' ? `bot:${s.bot}` : 'human',
      ...(s.name ? { name: s.name } : {}),
    })),
    moves: stored.moves.map((m) => ({ player: m.actor, move: m.move })),
    finalHash: row.stateHash,
    result: row.result,
  };
}

/** The match a stored log leads to; `match/corrupt` if the log does not replay to the stored position. */
export function rebuild(module: AnyGameModule, stored: StoredMatch): Result<AnyMatch, WireError> {
  const gap = stored.moves.findIndex((m, i) => m.seq !== i);
  if (gap >= 0) return err(wireError('match/corrupt', `match ${stored.row.id}: the log has a gap at ${gap}`));
  const replayed = replayRecord(module.game, recordOf(stored));
  if (!replayed.ok) {
    return err(
      wireError('match/corrupt', `match ${stored.row.id} no longer replays: ${replayed.error.message}`),
    );
  }
  return ok(replayed.value as AnyMatch);
}

/**
 * Plays `moves` (read from the store, starting at the match's position) on
 * the live match through `Match.replay`: each player move checked as a move
 * from outside, each chance step drawn from the match's generator and
 * checked against the stored one. False, and the match unchanged, when the
 * stored moves do not follow (the caller then rebuilds the match from
 * scratch). `from` is the match's position: its log's length, unless it is
 * a copy resumed on a rules worker, whose log starts empty where the
 * original stands.
 */
export function playStored(match: AnyMatch, moves: readonly StoredMove[], from = match.log.length): boolean {
  if (moves.some((m, i) => m.seq !== from + i)) return false;
  return match.replay(moves.map((m) => ({ player: m.actor, move: m.move }))).ok;
}

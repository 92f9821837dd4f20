/**
 * A finished match as a timeline to step through: the record is checked and
 * replayed by the engine (`replayRecord` re-draws every chance event from
 * the seed and refuses a tampered record), keeping the state after each move.
 */
import {
  type AnyGameModule,
  type AnyMatch,
  type GameRecord,
  parseRecord,
  replayRecord,
  type Viewer,
} from '@gameshelf/engine';
import type { RawLogEntry, TableError } from '../session/table.ts';

export interface Timeline {
  readonly record: GameRecord;
  /** The state after each move: `states[i]` follows move `i`. */
  readonly states: readonly unknown[];
  readonly match: AnyMatch;
}

export function buildTimeline(
  module: AnyGameModule,
  raw: unknown,
): { ok: true; value: Timeline } | { ok: false; error: TableError } {
  const record = parseRecord(raw);
  if (!record.ok) return record;
  if (record.value.game !== module.game.id) {
    return {
      ok: false,
      error: { code: 'record/corrupt', message: `this is a record of ${record.value.game}` },
    };
  }
  const states: unknown[] = [];
  let replayed: ReturnType<typeof replayRecord>;
  try {
    replayed = replayRecord(module.game, record.value, (step) => states.push(step.state));
  } catch (error) {
    return { ok: false, error: { code: 'record/corrupt', message: String(error) } };
  }
  if (!replayed.ok) return replayed;
  if (states.length === 0)
    return { ok: false, error: { code: 'record/malformed', message: 'the record has no moves' } };
  return { ok: true, value: { record: record.value, states, match: replayed.value } };
}

/** What a viewer sees after `step` moves (1 to the number of moves). */
export function frameAt(module: AnyGameModule, timeline: Timeline, step: number, viewer: Viewer) {
  const index = Math.min(Math.max(step, 1), timeline.states.length) - 1;
  const state = timeline.states[index];
  const log: RawLogEntry[] = timeline.match.logFor(viewer).slice(0, index + 1) as RawLogEntry[];
  return { view: module.game.view(state, viewer), log, result: module.game.result(state) };
}

/** The record's game id, read before its game is loaded (a record file of unknown shape gives null). */
export function recordGame(raw: unknown): string | null {
  const game = (raw as { game?: unknown } | null)?.game;
  return typeof raw === 'object' && raw !== null && typeof game === 'string' ? game : null;
}

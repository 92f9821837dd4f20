/**
 * A finished match as a timeline to step through: the record is checked and
 * replayed by the engine (`replayRecord` re-draws every chance event from
 * the seed and refuses a tampered record), and each step is the engine's
 * `positionFor` at that point of the match: what the chosen viewer saw then.
 */
import {
  type AnyGameModule,
  type AnyMatch,
  type GameRecord,
  isRecord,
  Match,
  parseRecord,
  positionFor,
  Rng,
  replayRecord,
  type Viewer,
} from '@gameshelf/engine';
import type { TableError } from '../session/table.ts';
import type { ReplayAnswer } from './replayer.ts';

export interface Timeline {
  readonly record: GameRecord;
  /** The replayed match: it keeps the state after each move (`stateAt`). */
  readonly match: AnyMatch;
  /** How many moves there are to step through. */
  readonly steps: number;
}

export type TimelineResult = { ok: true; value: Timeline } | { ok: false; error: TableError };

/**
 * The timeline of a record replayed elsewhere (a worker, replayer.ts): the match is rebuilt from
 * the course the replay handed back, without applying a move here, so the page needs no physics.
 */
export function timelineFrom(module: AnyGameModule, raw: unknown, answer: ReplayAnswer): TimelineResult {
  const record = parseRecord(raw);
  if (!record.ok) return record;
  if (record.value.game !== module.game.id) {
    return {
      ok: false,
      error: { code: 'record/corrupt', message: `this is a record of ${record.value.game}` },
    };
  }
  if (!answer.ok) return answer;
  const { progress, options } = answer;
  const setup = module.game.checkSetup(record.value.players, options);
  const rng = Rng.fromState(progress.rng);
  if (!setup.ok || !rng || progress.entries.length !== progress.befores.length) {
    return {
      ok: false,
      error: { code: 'record/corrupt', message: 'the replay handed back a malformed course' },
    };
  }
  const steps = progress.entries.length;
  if (steps === 0)
    return { ok: false, error: { code: 'record/malformed', message: 'the record has no moves' } };
  const match = Match.resume(module.game, {
    setup: setup.value,
    options,
    seed: record.value.seed,
    rng,
    state: progress.state,
    log: progress.entries,
    befores: progress.befores,
  });
  return { ok: true, value: { record: record.value, match, steps } };
}

/** The timeline of a record replayed in this thread (tests; the page replays in a worker). */
export function buildTimeline(module: AnyGameModule, raw: unknown): TimelineResult {
  const record = parseRecord(raw);
  if (!record.ok) return record;
  if (record.value.game !== module.game.id) {
    return {
      ok: false,
      error: { code: 'record/corrupt', message: `this is a record of ${record.value.game}` },
    };
  }
  let replayed: ReturnType<typeof replayRecord>;
  try {
    replayed = replayRecord(module.game, record.value);
  } catch (error) {
    return { ok: false, error: { code: 'record/corrupt', message: String(error) } };
  }
  if (!replayed.ok) return replayed;
  const steps = replayed.value.log.length;
  if (steps === 0)
    return { ok: false, error: { code: 'record/malformed', message: 'the record has no moves' } };
  return { ok: true, value: { record: record.value, match: replayed.value, steps } };
}

/** What a viewer saw after `step` moves (1 to the number of moves): their view, their log so far, the result. */
export function frameAt(timeline: Timeline, step: number, viewer: Viewer) {
  const at = Math.min(Math.max(step, 1), timeline.steps);
  const { view, log, result } = positionFor(timeline.match, viewer, { at });
  return { view, log, result };
}

/** The record's game id, read before its game is loaded (a record file of unknown shape gives null). */
export function recordGame(raw: unknown): string | null {
  const game = isRecord(raw) ? raw.game : undefined;
  return typeof game === 'string' ? game : null;
}

/**
 * Replaying a record by the rules, away from the page: the page shows a
 * finished match, but re-running its moves is the rules' work, and for
 * Smashdodes the physics', which pages never load (build/page-imports.ts).
 * A module Web Worker (`replay-worker.ts`) replays the record with the
 * game's full module, checking every chance event and hash (`replayRecord`),
 * and hands back the match's course (`Match.progress`); the page rebuilds
 * the match from it (`Match.resume`) without applying a move. Without
 * workers (component tests), the same answer is computed in this thread.
 */
import {
  type AnyGameModule,
  type GameError,
  type MatchProgress,
  type Move,
  type OptionValue,
  parseRecord,
  replayRecord,
} from '@gameshelf/engine';
import { loadModule } from '@gameshelf/shelf/catalog';
import { workerCalls } from '../kit/worker-calls.ts';

export interface ReplayRequest {
  readonly id: number;
  readonly raw: unknown;
}

export type ReplayAnswer =
  | {
      readonly ok: true;
      readonly options: Readonly<Record<string, OptionValue>>;
      readonly progress: MatchProgress<unknown, Move>;
    }
  | { readonly ok: false; readonly error: GameError };

export type ReplayReply = ReplayAnswer & { readonly id: number };

/** Replays a raw record with its game's module: the match's course, or the coded reason it does not replay. */
export async function replayHere(
  raw: unknown,
  load: (id: string) => Promise<AnyGameModule> | null = loadModule,
): Promise<ReplayAnswer> {
  const record = parseRecord(raw);
  if (!record.ok) return { ok: false, error: record.error };
  const module = await load(record.value.game);
  if (!module) return { ok: false, error: { code: 'game/unknown', message: record.value.game } };
  try {
    const replayed = replayRecord(module.game, record.value);
    if (!replayed.ok) return { ok: false, error: replayed.error };
    return { ok: true, options: replayed.value.options, progress: replayed.value.progress(0) };
  } catch (error) {
    return { ok: false, error: { code: 'record/corrupt', message: String(error) } };
  }
}

export type Replayer = (raw: unknown) => Promise<ReplayAnswer>;

/** A replayer in a module Web Worker, started on first use and kept for the page's next replays. */
function workerReplayer(): Replayer {
  const call = workerCalls<Omit<ReplayRequest, 'id'>, ReplayAnswer>(
    () => new Worker(new URL('./replay-worker.ts', import.meta.url), { type: 'module' }),
  );
  return (raw) => call({ raw });
}

let shared: Replayer | null = null;

/** The page's replayer: in a worker where the browser has module workers, else in this thread. */
export function defaultReplayer(): Replayer {
  shared ??= typeof Worker === 'function' ? workerReplayer() : (raw) => replayHere(raw);
  return shared;
}

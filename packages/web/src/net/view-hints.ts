/**
 * Hints where the page has only what its seat was sent (an online match: the
 * server knows no rules, and the browser holds no match of its own): the
 * medium bot's move from the seat's view and legal moves, computed in a
 * module Web Worker (`hint-worker.ts`) with the game's full module, away
 * from the page's thread. A bot that would use the log decides from the view
 * alone, as the engine allows. Without workers (component tests), the same
 * answer is computed in this thread.
 */
import type { AnyGameModule, Player } from '@gameshelf/engine';
import { loadModule } from '@gameshelf/shelf/catalog';
import { workerCalls } from '../kit/worker-calls.ts';
import { chooseHint, hintRng } from '../local/hint.ts';
import type { HintAnswer } from '../session/table.ts';

/** What the page knows at the seat's turn: everything a hint may be made from. */
export interface ViewHintRequest {
  readonly game: string;
  /** Names the match, for the hint's own generator. */
  readonly seed: string;
  readonly seat: Player;
  readonly seq: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
}

export type ViewHinter = (request: ViewHintRequest) => Promise<HintAnswer>;

export async function hintHere(
  request: ViewHintRequest,
  load: (id: string) => Promise<AnyGameModule> | null = loadModule,
): Promise<HintAnswer> {
  const { seat, seq } = request;
  const loading = load(request.game);
  const module = loading && (await loading);
  if (!module) return { ok: false, seat, seq, error: { code: 'game/unknown', message: request.game } };
  const decide = () => ({ view: request.view, player: seat, legal: request.legal });
  return chooseHint(module, { seat, seq }, decide, hintRng(request.seed, seq, seat));
}

/** A hinter in a module Web Worker, started on first use and kept for the page's next hints. */
function workerHinter(): ViewHinter {
  const call = workerCalls<ViewHintRequest, HintAnswer>(
    () => new Worker(new URL('./hint-worker.ts', import.meta.url), { type: 'module' }),
  );
  return (request) => call(request);
}

let shared: ViewHinter | null = null;

/** The page's hinter: in a worker where the browser has module workers, else in this thread. */
export function defaultViewHinter(): ViewHinter {
  shared ??= typeof Worker === 'function' ? workerHinter() : (request) => hintHere(request);
  return shared;
}

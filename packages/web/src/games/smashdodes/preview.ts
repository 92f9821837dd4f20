/**
 * The shot preview: where the aim leads, simulated by the game's own rules
 * (`@gameshelf/smashdodes/preview`: the shot executed exactly as aimed) in a
 * module Web Worker, so the page never runs or loads the physics; the board
 * plays the answer's trajectory as a film and stays where it was. Without
 * workers (component tests) the same function runs in this thread.
 */
import type { GameError, Player } from '@gameshelf/engine';
import type { SmashMove, SmashView } from '@gameshelf/smashdodes';
import { workerCalls } from '../../kit/worker-calls.ts';

export interface PreviewRequest {
  readonly id: number;
  readonly view: SmashView;
  readonly player: Player;
  readonly move: SmashMove;
}

export type PreviewAnswer =
  | { readonly ok: true; readonly value: SmashView }
  | { readonly ok: false; readonly error: GameError };

export type PreviewReply = PreviewAnswer & { readonly id: number };

export type Previewer = (view: SmashView, player: Player, move: SmashMove) => Promise<PreviewAnswer>;

function workerPreviewer(): Previewer {
  const call = workerCalls<Omit<PreviewRequest, 'id'>, PreviewAnswer>(
    () => new Worker(new URL('./preview-worker.ts', import.meta.url), { type: 'module' }),
  );
  return (view, player, move) => call({ view, player, move });
}

const inThread: Previewer = async (view, player, move) => {
  const { previewShot } = await import('@gameshelf/smashdodes/preview');
  return previewShot(view, player, move);
};

let shared: Previewer | null = null;

export function previewer(): Previewer {
  shared ??= typeof Worker === 'function' ? workerPreviewer() : inThread;
  return shared;
}

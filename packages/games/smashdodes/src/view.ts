/**
 * Views. Nothing in Smashdodes is hidden: every player and spectator sees
 * every die, its pose and value, and the last shot with its trajectory. So a
 * view is the state plus who looks, and every move is seen as it was made.
 */
import type { Actor, Viewer } from '@gameshelf/engine';
import type { SmashMove, SmashState, SmashView } from './types.ts';

export function view(state: SmashState, viewer: Viewer): SmashView {
  return { ...state, viewer };
}

export function redactMove(_before: SmashState, _actor: Actor, move: SmashMove, _viewer: Viewer): unknown {
  return move;
}

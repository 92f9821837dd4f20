/**
 * Nothing in Smashdodes is hidden, so the full state behind a view is the
 * view itself without its viewer.
 */
import type { Player } from '@gameshelf/engine';
import type { SmashState, SmashView } from './types.ts';

export function determinize(v: SmashView, _player: Player): SmashState {
  const { viewer: _viewer, ...state } = v;
  return state;
}

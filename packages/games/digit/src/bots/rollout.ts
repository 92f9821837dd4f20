/**
 * The rollout policy for search bots, on full (determinized) states: make one
 * of your own cards when a move does, otherwise move at random. Fast: it
 * reads the precomputed layout table and allocates nothing per move.
 */
import type { Player, Rng, RolloutPolicy } from '@gameshelf/engine';
import { findMove, layoutOf } from '../geometry/layouts.ts';
import type { DigitMove, DigitState } from '../types.ts';

export const digitRollout: RolloutPolicy<DigitState, DigitMove> = (
  state: DigitState,
  player: Player,
  legal: readonly DigitMove[],
  rng: Rng,
) => {
  if (state.phase.type === 'respond') return legal.find((m) => m.type === 'discard') ?? rng.pick(legal);
  const layout = layoutOf(state.figure);
  const hand = state.hands[player];
  if (layout && hand) {
    for (const move of legal) {
      if (move.type !== 'move') continue;
      const k = findMove(layout, move.from, move.to);
      if (k !== undefined && hand.includes(layout.nextCard[k] as number)) return move;
    }
  }
  return rng.pick(legal);
};

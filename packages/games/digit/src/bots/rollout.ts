/**
 * The rollout policy for search bots, on full (determinized) states: each
 * player plays as `greedy` would from their own view (make one of their
 * cards when a move does, else head for the figure nearest their cards,
 * without gifting a card in Open). Random moves rarely match a card, so
 * random rollouts say little about who is ahead: measured with 1,000
 * iterations against `greedy` (2 players, Standard, 20 mirrored games),
 * IS-MCTS won 32.5% with the old make-a-card-else-random rollouts and 55%
 * with these.
 */
import type { Player, Rng, RolloutPolicy } from '@gameshelf/engine';
import type { DigitMove, DigitState } from '../types.ts';
import { view } from '../view.ts';
import { greedyMove } from './greedy.ts';

export const digitRollout: RolloutPolicy<DigitState, DigitMove> = (
  state: DigitState,
  player: Player,
  legal: readonly DigitMove[],
  rng: Rng,
) => greedyMove(view(state, player), player, legal, rng);

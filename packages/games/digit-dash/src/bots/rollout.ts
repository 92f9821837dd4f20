/**
 * The rollout policy for search bots: the greedy choices, read from a full
 * (determinized) state instead of a view. Cheap enough for many playouts.
 */
import type { Player, RolloutPolicy } from '@gameshelf/engine';
import type { DigitDashMove, DigitDashState } from '../types.ts';
import { decide } from './greedy.ts';

export const rollout: RolloutPolicy<DigitDashState, DigitDashMove> = (state, player: Player, legal) =>
  decide(
    {
      phase: state.phase,
      player,
      turn: state.turn,
      hand: state.hands[player] ?? [],
      table: state.table,
      powerDiscards: state.powerDiscards,
      handSizes: state.hands.map((h) => h.length),
    },
    legal,
  );

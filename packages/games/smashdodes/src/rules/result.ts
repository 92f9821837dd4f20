/** The end of the game (SD-11): a player whose D20 is KO loses; the winner scores 1, the loser 0. */
import type { GameResult } from '@gameshelf/engine';
import type { SmashState } from '../types.ts';

export function result(state: SmashState): GameResult | null {
  const s = state.stage;
  if (s.kind !== 'over') return null;
  return { scores: [0, 1].map((p) => (p === s.winner ? 1 : 0)), winners: [s.winner], summary: s.reason };
}

/**
 * The end of the game (DR-10): seven keys win; being caught with no
 * treasure, or (option) still running at the turn limit, loses. The score
 * is the number of keys claimed either way.
 */
import type { GameResult } from '@gameshelf/engine';
import type { DominoRunState } from '../types.ts';
import { keysClaimed } from './enemy.ts';
import { keysToWin } from './tiles.ts';

export function isOver(state: DominoRunState): boolean {
  return state.phase === 'won' || state.phase === 'lost';
}

export function result(state: DominoRunState): GameResult | null {
  if (!isOver(state)) return null;
  const keys = keysClaimed(state);
  if (state.phase === 'won')
    return {
      scores: [keys],
      winners: [0],
      summary: `escaped with all ${keysToWin(state.options)} keys on turn ${state.turn}`,
    };
  const how = state.loss === 'time' ? 'still running at the turn limit' : 'caught with no treasure';
  return { scores: [keys], winners: [], summary: `${how} on turn ${state.turn}, with ${keys} keys` };
}

/**
 * Statistics for `gameshelf simulate`: keys claimed, turns played,
 * treasures taken, times caught (averaged over games), and how each game
 * ended and on which turn, in five-turn buckets (counted as distributions).
 */
import type { StatsCollector } from '@gameshelf/engine';
import { keysClaimed } from './rules/enemy.ts';
import type { DominoRunMove, DominoRunState } from './types.ts';

export function stats(): StatsCollector<DominoRunState, DominoRunMove> {
  return {
    // Everything needed is tallied in the state itself.
    onMove() {},
    finish(final) {
      const end = final.phase === 'won' ? 'escaped' : final.loss === 'time' ? 'turn limit' : 'caught';
      return {
        keys: keysClaimed(final),
        turns: final.turn,
        treasures: final.treasuresTaken,
        caught: final.timesCaught,
        mulliganed: final.mulliganed ? 1 : 0,
        end,
        // The outcome with the turn, so that wins and losses are told apart.
        'ends on turn': `${end}, turn ${turnBucket(final.turn)}`,
      };
    },
  };
}

/** Five-turn buckets up to 30, so the distribution of the turn a game ends on reads at a glance. */
function turnBucket(turn: number): string {
  if (turn > 30) return '31+';
  const low = Math.floor((Math.max(1, turn) - 1) / 5) * 5 + 1;
  return `${String(low).padStart(2, '0')}-${String(low + 4).padStart(2, '0')}`;
}

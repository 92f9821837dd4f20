/**
 * A quick guess of each player's chance to win, for search bots that cut
 * their rollouts short: the DD-9 score as if the game ended now (tiles
 * placed, less the tiles in hand, a power tile 10), a tile in hand weighing
 * a little less than its value since it may yet be placed, and, in a match
 * (DD-10), the totals of the games already played. Chances fall off
 * smoothly with the distance to the best estimate.
 */
import { itemAt } from '@gameshelf/engine';
import { gameScores, result, totals } from '../rules/result.ts';
import type { DigitDashState } from '../types.ts';

/** Points behind the leader that make a player e (2.7) times less likely to win. */
const SPREAD = 8;
/** Each tile still in hand, on top of its value: the turns it takes to get rid of it. */
const PER_TILE = 1.5;

export function evaluate(state: DigitDashState): number[] {
  const done = result(state);
  if (done !== null)
    return done.scores.map((_, p) => (done.winners.includes(p) ? 1 / done.winners.length : 0));
  const now = gameScores(state);
  const before = state.options.match ? totals(state.players, state.games) : now.map(() => 0);
  const estimate = now.map((s, p) => s + itemAt(before, p) - PER_TILE * (state.hands[p]?.length ?? 0));
  const best = Math.max(...estimate);
  const weights = estimate.map((e) => Math.exp((e - best) / SPREAD));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/**
 * A quick guess of each player's chance to win, for search bots that cut
 * their rollouts short. A player's expected final penalty is their total so
 * far plus, for the round under way, the pips in their tray times the chance
 * that someone else finishes first; that chance grows steeply with the
 * length of the other trains (DH-7). Chances to win then fall off smoothly
 * with the expected penalty, the more smoothly the more rounds remain.
 */
import { totalPips } from '../dominoes.ts';
import { penaltyTotals, result } from '../result.ts';
import type { HavocState } from '../types.ts';

/** How much more likely a train one domino longer is to finish first. */
const PER_LINK = 1.2;
/** Pips of expected penalty that make a player e (2.7) times less likely to win, with no round left. */
const SPREAD = 10;

export function evaluate(state: HavocState): number[] {
  const done = result(state);
  if (done !== null)
    return state.racks.map((_, p) => (done.winners.includes(p) ? 1 / done.winners.length : 0));
  const totals = penaltyTotals(state.history, state.racks.length);
  const inRound = state.phase.kind !== 'deal';
  const pace = state.racks.map((rack) => Math.exp(PER_LINK * rack.train.length));
  const paceSum = pace.reduce((a, b) => a + b, 0);
  const expected = state.racks.map(
    (rack, p) => totals[p]! + (inRound ? (1 - pace[p]! / paceSum) * totalPips(rack.tray) : 0),
  );
  const roundsLeft = state.options.rounds - state.history.length - (inRound ? 1 : 0);
  const spread = SPREAD * Math.sqrt(1 + roundsLeft);
  const best = Math.min(...expected);
  const weights = expected.map((e) => Math.exp(-(e - best) / spread));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/**
 * A quick guess of each player's chance to win, for search bots that cut
 * their rollouts short.
 *
 * A round is a race (DH-7): a player's tray holds what their train still
 * needs (DH-5), so what separates them from winning is the longest chain of
 * tray dominoes that can follow the open end (one turn each) and the
 * dominoes outside it, each to be swapped for one that fits (about
 * `TURNS_PER_SWAP` turns each, drawing or taking discards). The player to
 * move is half a turn ahead. The fewer turns a player needs, the likelier
 * they finish first; everyone else then scores their tray. A player's
 * expected penalty is their total so far plus their tray's pips times the
 * chance someone else finishes first; chances to win the game fall off
 * smoothly with it, the more smoothly the more rounds remain.
 */
import { pips } from '../rules/dominoes.ts';
import { playerToAct } from '../rules/legal.ts';
import { openEnd, rackOf } from '../rules/racks.ts';
import { penaltyTotals, result } from '../rules/result.ts';
import { type HavocState, rackSize } from '../types.ts';
import { bestChain } from './chains.ts';

/** Turns to replace a tray domino that does not fit by one that does. */
export const TURNS_PER_SWAP = 3;
/** Turns of difference that make a player e (2.7) times less likely to finish first. */
const RACE_SPREAD = 1.5;
/** Pips of expected penalty that make a player e (2.7) times less likely to win, with no round left. */
const SPREAD = 10;

/** The turns a player still needs to fill their train, roughly. */
export function turnsToFinish(state: HavocState, p: number): number {
  const rack = rackOf(state.racks, p);
  const room = rackSize(state.options) - rack.train.length;
  const chain = bestChain(rack.tray, openEnd(rack.train), room).length;
  const tempo = playerToAct(state) === p ? 0.5 : 0;
  return chain + TURNS_PER_SWAP * (room - chain) - tempo;
}

export function evaluate(state: HavocState): number[] {
  const done = result(state);
  if (done !== null)
    return state.racks.map((_, p) => (done.winners.includes(p) ? 1 / done.winners.length : 0));
  const totals = penaltyTotals(state.history, state.racks.length);
  const inRound = state.phase.kind !== 'deal';
  const pace = state.racks.map((_, p) => (inRound ? Math.exp(-turnsToFinish(state, p) / RACE_SPREAD) : 1));
  const paceSum = pace.reduce((a, b) => a + b, 0);
  const expected = state.racks.map((rack, p) => {
    let trayPips = 0;
    for (const d of rack.tray) trayPips += pips(d);
    // totals and pace have one entry per seat, as the racks.
    return (totals[p] ?? 0) + (inRound ? (1 - (pace[p] ?? 0) / paceSum) * trayPips : 0);
  });
  const roundsLeft = state.options.rounds - state.history.length - (inRound ? 1 : 0);
  const spread = SPREAD * Math.sqrt(1 + roundsLeft);
  const best = Math.min(...expected);
  const weights = expected.map((e) => Math.exp(-(e - best) / spread));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

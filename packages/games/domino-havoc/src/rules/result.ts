/**
 * The end of the game (DH-11): penalty pips add up over the rounds and the
 * lowest total wins; ties share the win. Scores are reported as minus the
 * total, so that, as for every game on the shelf, a higher score is better.
 */
import type { GameResult } from '@gameshelf/engine';
import { type HavocState, RACK_SIZE, type RoundResult } from '../types.ts';
import { fullSet, pips } from './dominoes.ts';

/** The most pips a tray can hold at the end of a round: the six heaviest double-12 dominoes. */
export const MAX_TRAY_PIPS = fullSet('double-12')
  .map(pips)
  .sort((a, b) => b - a)
  .slice(0, RACK_SIZE)
  .reduce((a, b) => a + b, 0);

export function penaltyTotals(history: readonly RoundResult[], players: number): number[] {
  return Array.from({ length: players }, (_, p) =>
    history.reduce((total, round) => total + (round.penalties[p] ?? 0), 0),
  );
}

export function result(state: HavocState): GameResult | null {
  if (state.phase.kind !== 'over') return null;
  const totals = penaltyTotals(state.history, state.racks.length);
  const best = Math.min(...totals);
  const winners = totals.flatMap((t, p) => (t === best ? [p] : []));
  // Records keep the summary as it was first written (`P1 46`): its words must not change.
  const summary = `penalty pips: ${totals.map((t, p) => `P${p + 1} ${t}`).join(', ')}`;
  return { scores: totals.map((t) => (t === 0 ? 0 : -t)), winners, summary };
}

/** Chance deals any card of the deck, each equally likely. */
import type { ChanceOutcome, Rng } from '../../../../src/index.ts';
import type { ToyMove, ToyState } from '../types.ts';

export function sampleChance(s: ToyState, rng: Rng): ToyMove {
  return { type: 'deal', card: rng.pick(s.deck) };
}

export function chanceOutcomes(s: ToyState): ChanceOutcome<ToyMove>[] {
  return s.deck.map((card) => ({ move: { type: 'deal', card }, probability: 1 / s.deck.length }));
}

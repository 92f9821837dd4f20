/** Every card is in exactly one place: a hand or the deck. */
import { CARDS, type ToyState } from '../types.ts';

export function checkInvariants(s: ToyState): string[] {
  const all = [...s.hands.flat(), ...s.deck].sort();
  return all.length === CARDS.length && new Set(all).size === CARDS.length ? [] : ['cards are not conserved'];
}

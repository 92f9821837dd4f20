/** The deal: one card face down to each player, the rest in the deck. */
import { impossible, type Rng } from '../../../../src/index.ts';
import { CARDS, type ToyState, type Variant } from '../types.ts';

export function setup(players: number, variant: Variant, rng: Rng): ToyState {
  const deck = rng.shuffle([...CARDS]);
  const hands = Array.from({ length: players }, () => [
    deck.pop() ?? impossible('the deck holds a card for every player'),
  ]);
  return {
    hands,
    deck: [...deck].sort(),
    stood: hands.map(() => false),
    turn: 0,
    dealing: false,
    variant,
  };
}

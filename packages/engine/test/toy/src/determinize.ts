/** A full state from one player's view: the cards they cannot see dealt at random from those not in sight. */
import { impossible, itemAt, type Player, type Rng } from '../../../src/index.ts';
import { CARDS, type ToyState, type ToyView } from './types.ts';

export function determinize(view: ToyView, player: Player, rng: Rng): ToyState {
  if (view.secret) return view.secret;
  // A player sees every card of their own hand.
  const mine = itemAt(view.hands, player).filter((c) => typeof c === 'number');
  const unseen = rng.shuffle(CARDS.filter((c) => !mine.includes(c)));
  const hands = view.hands.map((h, i) =>
    i === player ? mine : h.map(() => unseen.pop() ?? impossible('a hidden card is one not in sight')),
  );
  const deck = unseen.slice(0, view.deckSize).sort();
  return {
    hands,
    deck,
    stood: view.stood,
    turn: view.turn,
    dealing: view.dealing,
    variant: view.variant,
  };
}

/**
 * A full state consistent with a player's view, for search bots: the cards
 * they cannot see (other closed hands and the deck) are dealt at random from
 * those not in sight.
 */
import { impossible, type Player, type Rng } from '@gameshelf/engine';
import { ALL_CARDS } from './rules/geometry/deck.ts';
import type { CardId, DigitState, DigitView, SeenCard } from './types.ts';

export function determinize(v: DigitView, _player: Player, rng: Rng): DigitState {
  const known = (hand: readonly SeenCard[]): CardId[] =>
    hand.filter((c): c is CardId => typeof c === 'number');
  const seen = new Set<CardId>([...v.hands.flatMap(known), ...v.piles.flat()]);
  if (v.start !== null) seen.add(v.start);
  // In ascending order, as the deck is kept; what the hands take out leaves it so.
  const unseen = ALL_CARDS.filter((c) => !seen.has(c));
  const hands = v.hands.map((hand) => {
    const cards = known(hand);
    while (cards.length < hand.length) {
      const [card] = unseen.splice(rng.int(unseen.length), 1);
      cards.push(card ?? impossible('the cards out of sight fill the hidden hands'));
    }
    return cards.sort((a, b) => a - b);
  });
  const { viewer: _viewer, deckSize: _deckSize, ...rest } = v;
  return { ...rest, hands, deck: unseen };
}

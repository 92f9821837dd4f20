/**
 * `greedy`: one move deep, with the move graph for a compass.
 *
 * - A move that makes one of its own cards is taken; among several, the one
 *   whose figure lies next to most of its remaining cards (so Plus and
 *   Solitaire can chain extra moves).
 * - Otherwise it moves towards its cards: the figure fewest moves from one of
 *   them, then the figure next to most of them.
 * - In Open (DG-8) it looks at the other hands first: in Standard it avoids
 *   making a figure that matches another player's card (they would discard
 *   it), and in every version it avoids leaving the next player a figure one
 *   move from one of their cards.
 * Ties are broken at random.
 */
import { type Bot, type BotFactory, ok, type Player, type Rng } from '@gameshelf/engine';
import type { DigitMove, DigitOptions, DigitState, DigitView } from '../types.ts';
import { countAt, lowest, nearest, type Option, othersCards, ownCards, stickOptions } from './sight.ts';

export function greedyMove(
  view: DigitView,
  player: Player,
  legal: readonly DigitMove[],
  rng: Rng,
): DigitMove {
  const options = stickOptions(view, legal);
  if (options.length === 0) return rng.pick(legal);
  const mine = ownCards(view, player);
  const matches = options.filter((o) => mine.includes(o.card));
  if (matches.length > 0) {
    const rest = (o: Option) => mine.filter((c) => c !== o.card);
    return rng.pick(lowest(matches, (o) => -countAt(o.card, rest(o), 1))).move;
  }
  const others = othersCards(view, player);
  const next = others[(player + 1) % view.players] ?? [];
  const gifts = view.options.version === 'standard' ? others.flat() : [];
  // In this order: no gift, fewest of the next player's cards one move away, nearest to
  // its own cards, most of its own cards at that distance. A hand holds at most 55 cards
  // and figures are at most 4 moves apart, so one number keeps that order.
  const score = (o: Option) => {
    const d = nearest(o.card, mine);
    return (
      (gifts.includes(o.card) ? 1e6 : 0) + countAt(o.card, next, 1) * 1e4 + d * 100 - countAt(o.card, mine, d)
    );
  };
  return rng.pick(lowest(options, score)).move;
}

export const greedyBot: BotFactory<DigitState, DigitMove, DigitView, DigitOptions> = () =>
  ok<Bot<DigitView, DigitMove>>({
    name: 'greedy',
    choose: ({ view, player, legal, rng }) => greedyMove(view, player, legal, rng),
  });

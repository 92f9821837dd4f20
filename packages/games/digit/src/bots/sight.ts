/**
 * What a bot can work out from its view: the layout on the table, the card
 * each of its legal moves would make, its own cards, and the cards it can
 * see in other hands (Open, DG-8). Nothing here looks past the view.
 */

import { impossible, type Player } from '@gameshelf/engine';
import { distance } from '../rules/geometry/graph.ts';
import { findMove, layoutOf } from '../rules/geometry/layouts.ts';
import type { CardId, DigitMove, DigitView, SeenCard, StickMove } from '../types.ts';

const known = (hand: readonly SeenCard[] | undefined): CardId[] =>
  (hand ?? []).filter((c): c is CardId => typeof c === 'number');

export function ownCards(view: DigitView, player: Player): CardId[] {
  return known(view.hands[player]);
}

/** The other players' cards this player can see, by player (empty lists for closed hands). */
export function othersCards(view: DigitView, player: Player): CardId[][] {
  return view.hands.map((hand, p) => (p === player ? [] : known(hand)));
}

/** More moves than any two figures are apart (at most 4). */
export const FAR = 9;

/** The least number of moves from figure `card` to any of `cards` (FAR for none). */
export function nearest(card: CardId, cards: readonly CardId[]): number {
  let best = FAR;
  for (const c of cards) best = Math.min(best, distance(card, c));
  return best;
}

/** How many of `cards` lie exactly `d` moves from figure `card`. */
export function countAt(card: CardId, cards: readonly CardId[], d: number): number {
  let n = 0;
  for (const c of cards) if (distance(card, c) === d) n++;
  return n;
}

export interface Option {
  readonly move: StickMove;
  /** The card the figure matches after the move (DG-9). */
  readonly card: CardId;
}

/** Each legal stick move with the card it makes. */
export function stickOptions(view: DigitView, legal: readonly DigitMove[]): Option[] {
  const layout = layoutOf(view.figure) ?? impossible('the figure on the table is a pentastick (DG-1)');
  const out: Option[] = [];
  // Straight from the rules, the legal moves are the layout's own move objects, in order.
  if (legal.length === layout.moves.length && legal.every((m, k) => m === layout.moves[k])) {
    layout.moves.forEach((move, k) => {
      out.push({ move, card: layout.nextCard[k] ?? impossible('every move of a layout makes a card') });
    });
    return out;
  }
  for (const move of legal) {
    if (move.type !== 'move') continue;
    const k = findMove(layout, move.from, move.to);
    if (k !== undefined)
      out.push({ move, card: layout.nextCard[k] ?? impossible('every move of a layout makes a card') });
  }
  return out;
}

/** The items with the smallest score. */
export function lowest<T>(items: readonly T[], score: (item: T) => number): T[] {
  let best: T[] = [];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const s = score(item);
    if (s < bestScore) {
      best = [item];
      bestScore = s;
    } else if (s === bestScore) best.push(item);
  }
  return best;
}

/** The options with the smallest score (a list of numbers compared in order). */
export function bestBy<T>(items: readonly T[], score: (item: T) => readonly number[]): T[] {
  let best: T[] = [];
  let bestScore: readonly number[] = [];
  for (const item of items) {
    const s = score(item);
    const cmp = best.length === 0 ? -1 : compare(s, bestScore);
    if (cmp < 0) {
      best = [item];
      bestScore = s;
    } else if (cmp === 0) best.push(item);
  }
  return best;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (const [i, x] of a.entries()) {
    const d = x - (b[i] ?? impossible('scores compared have one length'));
    if (d !== 0) return d;
  }
  return 0;
}

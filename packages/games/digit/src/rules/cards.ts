/** Small helpers for sorted lists of card ids (hands, the deck). They never mutate their input. */
import type { CardId } from '../types.ts';

/** The list without one card. */
export function without(cards: readonly CardId[], card: CardId): CardId[] {
  const i = cards.indexOf(card);
  return i < 0 ? [...cards] : [...cards.slice(0, i), ...cards.slice(i + 1)];
}

/** The sorted list with one more card, in its place. */
export function withCard(cards: readonly CardId[], card: CardId): CardId[] {
  let i = 0;
  while (i < cards.length && (cards[i] ?? card) < card) i++;
  return [...cards.slice(0, i), card, ...cards.slice(i)];
}

/** A copy of a list of per-player lists with one player's list replaced. */
export function replaceAt<T>(lists: readonly T[], player: number, list: T): T[] {
  return lists.map((l, i) => (i === player ? list : l));
}

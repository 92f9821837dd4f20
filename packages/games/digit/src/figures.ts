/**
 * The public face of the deck, for programs that draw DIGIT (the web board):
 * each card's figure as the card prints it (DG-2), and the seed's names for
 * a Solitaire score (DG-7). Presentation only: which figure matches which
 * card, the moves and every other rule stay in `rules/` (and its `geometry/`).
 */
import { CARD_COUNT, type CardId, DECK } from './rules/geometry/deck.ts';
import type { Stick } from './rules/geometry/edge.ts';

export { RATINGS, type Rating, rating } from './rules/result.ts';
export type { CardId, Stick };
export { CARD_COUNT };

/**
 * A card's five sticks as the card draws them: its figure in canonical form,
 * top-left corner at (0, 0), lying as flat as it can. Empty for an id that is
 * not a card.
 */
export function cardSticks(card: CardId): readonly Stick[] {
  return DECK[card - 1]?.edges ?? [];
}

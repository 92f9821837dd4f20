/**
 * A rating belongs to a game and a player-count class: two-player games are
 * a different skill from a table of six, but 3 and 4 players, or 5 to 8, are
 * close enough to share one rating and keep each class's games numerous. The
 * class of a table is the protocol's `ratingClassOf`, which the web app uses too.
 */
import type { RatingClassName } from '@gameshelf/protocol';

export { ratingClassOf } from '@gameshelf/protocol';

export const RATING_CLASSES = ['2p', '3-4p', '5-8p'] as const;
export type RatingClass = RatingClassName;

export function isRatingClass(value: string): value is RatingClass {
  return (RATING_CLASSES as readonly string[]).includes(value);
}

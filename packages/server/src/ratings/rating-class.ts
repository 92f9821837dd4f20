/**
 * A rating belongs to a game and a player-count class: two-player games are
 * a different skill from a table of six, but 3 and 4 players, or 5 to 8, are
 * close enough to share one rating and keep each class's games numerous.
 */
export const RATING_CLASSES = ['2p', '3-4p', '5-8p'] as const;
export type RatingClass = (typeof RATING_CLASSES)[number];

/** The class of a match with this many seats (bots included); null for solo games, which are not rated. */
export function ratingClassOf(players: number): RatingClass | null {
  if (!Number.isInteger(players) || players < 2 || players > 8) return null;
  if (players === 2) return '2p';
  return players <= 4 ? '3-4p' : '5-8p';
}

export function isRatingClass(value: string): value is RatingClass {
  return (RATING_CLASSES as readonly string[]).includes(value);
}

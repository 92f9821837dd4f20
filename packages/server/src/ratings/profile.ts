/**
 * A player's profile from the store: each game and class they are rated in,
 * with the rating's history (the last HISTORY rated matches, oldest first)
 * and how many of those they won.
 */
import type { GameRating, PlayerProfile } from '@gameshelf/protocol';
import { RatingClassName } from '@gameshelf/protocol';
import type { RatingStore } from '../store/rating-store.ts';

/** How many rated matches of one game and class a profile shows (and counts wins over). */
export const HISTORY = 200;

export async function profileOf(
  store: RatingStore,
  account: { id: string; name: string },
): Promise<PlayerProfile> {
  const rows = await store.ratingsOf(account.id);
  const ratings: GameRating[] = [];
  for (const row of rows) {
    const ratingClass = RatingClassName.safeParse(row.ratingClass);
    if (!ratingClass.success) continue;
    const history = await store.historyOf(account.id, row.game, row.ratingClass, HISTORY);
    ratings.push({
      game: row.game,
      ratingClass: ratingClass.data,
      rating: Math.round(row.rating),
      rd: Math.round(row.rd),
      games: row.games,
      wins: history.filter((h) => h.place === 1).length,
      history: history.map((h) => ({
        match: h.match,
        at: h.at,
        before: Math.round(h.before),
        rating: Math.round(h.rating),
        rd: Math.round(h.rd),
      })),
    });
  }
  return { name: account.name, ratings };
}

/**
 * Each seat's rating as the lobby shows it: an account's current rating in
 * the game and the table's player-count class (null before its first rated
 * game), a bot level's measured one, nothing for a guest or an open seat.
 */
import type { SeatRatings } from '../lobby/entries.ts';
import type { BotRatings } from '../ratings/bot-ratings.ts';
import { ratingClassOf } from '../ratings/rating-class.ts';
import type { RatingStore } from '../store/rating-store.ts';

export function seatRatingsFrom(store: RatingStore, bots: BotRatings): SeatRatings {
  return async (game, players, seats) => {
    const ratingClass = ratingClassOf(players);
    if (ratingClass === null) return null;
    const ratings: (number | null)[] = [];
    for (const seat of seats) {
      if (seat.kind === 'bot') {
        const rating = seat.bot === null ? null : bots(game, ratingClass, seat.bot);
        ratings.push(rating === null ? null : Math.round(rating.rating));
      } else if (seat.account !== null && seat.tokenHash !== null) {
        const row = await store.rating(seat.account, game, ratingClass);
        ratings.push(row === null ? null : Math.round(row.rating));
      } else ratings.push(null);
    }
    return ratings;
  };
}

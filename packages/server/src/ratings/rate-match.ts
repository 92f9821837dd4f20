/**
 * A rated match's end, applied to its accounts' ratings exactly once: the
 * seats' ratings are read, the ranking rated (pairwise.ts) and the result
 * stored in one transaction keyed by the match (rating-store.ts). A replayed
 * end, or another process that got there first, finds it applied; if another
 * match moved one of the ratings in between, it is read again.
 */
import type { GameResult } from '@gameshelf/engine';
import type { RatedApply, RatingStore } from '../store/rating-store.ts';
import type { BotRatings } from './bot-ratings.ts';
import { INITIAL_RATING, type Rating } from './glicko.ts';
import { type RankedSeat, rateRanking } from './pairwise.ts';
import { placesOf } from './places.ts';
import { ratingClassOf } from './rating-class.ts';

/**
 * A seat as the rating needs it: an account's, or a bot level's. An account
 * that `resigned` (left the match under way) is rated behind every seat,
 * whatever became of its seat afterwards.
 */
export type RatedSeat =
  | { readonly kind: 'account'; readonly account: string; readonly resigned?: boolean }
  | { readonly kind: 'bot'; readonly level: string };

export interface FinishedRatedMatch {
  readonly match: string;
  readonly game: string;
  readonly seats: readonly RatedSeat[];
  readonly result: GameResult;
  readonly at: number;
}

/** Why a match cannot be rated: too few or too many seats, one account in two seats, or a bot level with no measured rating. */
export type NotRatable = 'ratings/bad-player-count' | 'ratings/same-account' | 'ratings/unrated-bot';

/** Behind the winners (1) and everyone else who played to the end (2), before places are renumbered. */
export const RESIGNED_PLACE = 3;

/** Places renumbered 1, 2, … with no gap: a seat that lost only to the ones who resigned is first. */
function denseRanks(places: readonly number[]): number[] {
  const distinct = [...new Set(places)].sort((a, b) => a - b);
  return places.map((place) => distinct.indexOf(place) + 1);
}

/** How often a stale read is retried before giving up (each retry follows another match's update). */
const RETRIES = 5;

export async function applyRatedEnd(
  store: RatingStore,
  bots: BotRatings,
  finished: FinishedRatedMatch,
): Promise<RatedApply | NotRatable> {
  const ratingClass = ratingClassOf(finished.seats.length);
  if (ratingClass === null) return 'ratings/bad-player-count';
  const accounts = finished.seats.flatMap((seat) => (seat.kind === 'account' ? [seat.account] : []));
  if (new Set(accounts).size !== accounts.length) return 'ratings/same-account';
  const places = denseRanks(
    placesOf(finished.result, finished.seats.length).map((place, seat) => {
      const held = finished.seats[seat];
      return held?.kind === 'account' && held.resigned === true ? RESIGNED_PLACE : place;
    }),
  );
  for (let attempt = 0; ; attempt++) {
    const before: { rating: Rating; games: number; fixed: boolean }[] = [];
    for (const seat of finished.seats) {
      if (seat.kind === 'bot') {
        const rating = bots(finished.game, ratingClass, seat.level);
        if (rating === null) return 'ratings/unrated-bot';
        before.push({ rating, games: 0, fixed: true });
      } else {
        const row = await store.rating(seat.account, finished.game, ratingClass);
        before.push(
          row
            ? {
                rating: { rating: row.rating, rd: row.rd, volatility: row.volatility },
                games: row.games,
                fixed: false,
              }
            : { rating: INITIAL_RATING, games: 0, fixed: false },
        );
      }
    }
    const ranked: RankedSeat[] = before.map((b, seat) => ({
      before: b.rating,
      place: places[seat] ?? 2,
      fixed: b.fixed,
    }));
    const after = rateRanking(ranked);
    const seats = finished.seats.flatMap((seat, index) => {
      const b = before[index];
      const a = after[index];
      if (seat.kind !== 'account' || !b || !a) return [];
      return [
        {
          subject: seat.account,
          gamesBefore: b.games,
          place: places[index] ?? 2,
          before: b.rating.rating,
          rating: a.rating,
          rd: a.rd,
          volatility: a.volatility,
        },
      ];
    });
    const outcome = await store.applyRated({
      match: finished.match,
      game: finished.game,
      ratingClass,
      at: finished.at,
      seats,
    });
    if (outcome !== 'stale' || attempt >= RETRIES) return outcome;
  }
}

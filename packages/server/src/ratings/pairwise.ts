/**
 * A match of 3 to 8 players rated as pairwise results from its final
 * ranking: each seat meets every other seat once in the same rating period,
 * scoring 1 against those it finished ahead of, 0.5 against those it tied
 * with and 0 against those ahead of it. Every opponent is taken as they were
 * before the match, and each pairwise game counts fully (Glicko-2's own
 * rating-period update, as the `glicko2` package's races do); a two-player
 * match is the same rule with one pair.
 */
import { type Outcome, type Rating, ratePeriod } from './glicko.ts';

/** A seat of a finished match: its rating before the match and its place (1 is first; equal places tie). */
export interface RankedSeat {
  readonly before: Rating;
  readonly place: number;
  /** A fixed rating (a bot level's) is an opponent but never moves. */
  readonly fixed: boolean;
}

/** Each seat's score against another from their places. */
export function pairwiseScore(place: number, otherPlace: number): 0 | 0.5 | 1 {
  if (place < otherPlace) return 1;
  return place === otherPlace ? 0.5 : 0;
}

/** Every seat's rating after the match, in seat order; fixed seats come back as they were. */
export function rateRanking(seats: readonly RankedSeat[]): Rating[] {
  return seats.map((seat, index) => {
    if (seat.fixed) return seat.before;
    const outcomes: Outcome[] = [];
    seats.forEach((other, otherIndex) => {
      if (otherIndex !== index)
        outcomes.push({ opponent: other.before, score: pairwiseScore(seat.place, other.place) });
    });
    return outcomes.length === 0 ? seat.before : ratePeriod(seat.before, outcomes);
  });
}

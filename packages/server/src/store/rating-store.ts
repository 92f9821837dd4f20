/**
 * Ratings, as the store keeps them (issue #22, migration 5): each account's
 * Glicko-2 rating per game and player-count class, and its history, one row
 * per rated match. Bots' ratings are fixed per release (a data file) and are
 * never stored here.
 */

export interface RatingRow {
  readonly subject: string;
  readonly game: string;
  readonly ratingClass: string;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  /** Rated matches that made it. */
  readonly games: number;
  readonly updatedAt: number;
}

export interface RatingHistoryRow {
  readonly match: string;
  readonly subject: string;
  readonly game: string;
  readonly ratingClass: string;
  /** 1 for a winner, 2 for everyone else (ratings/places.ts). */
  readonly place: number;
  readonly before: number;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly at: number;
}

/** One account's change from one rated match: `gamesBefore` is the `games` read with the rating it started from. */
export interface RatedSeatUpdate {
  readonly subject: string;
  readonly gamesBefore: number;
  readonly place: number;
  readonly before: number;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

export interface RatedMatchUpdate {
  readonly match: string;
  readonly game: string;
  readonly ratingClass: string;
  readonly at: number;
  readonly seats: readonly RatedSeatUpdate[];
}

/**
 * What became of an update: applied; `already` when this match's update was
 * applied before (a replayed end, another process); `stale` when a rating
 * moved since it was read (another match ended meanwhile): read again and retry.
 * Nothing is written unless it is applied.
 */
export type RatedApply = 'applied' | 'already' | 'stale';

export interface RatingStore {
  /** Applies one rated match's update in one transaction, at most once per match. */
  applyRated(update: RatedMatchUpdate): Promise<RatedApply>;
  rating(subject: string, game: string, ratingClass: string): Promise<RatingRow | null>;
  /** Every game and class the subject has a rating in, by game then class. */
  ratingsOf(subject: string): Promise<RatingRow[]>;
  /** The subject's history in one game and class, oldest first, the last `limit` rows. */
  historyOf(subject: string, game: string, ratingClass: string, limit: number): Promise<RatingHistoryRow[]>;
  /**
   * Rated matches that are over with no rating applied (a process stopped
   * between the last move and the update, or the update failed), the most
   * recent first, at most `limit`.
   */
  unratedEnds(limit: number): Promise<string[]>;
}

/** The query behind `unratedEnds`, the same in both adapters but for the placeholder. */
export const UNRATED_ENDS = (limit: string) =>
  `SELECT id FROM matches m WHERE m.rated = 1 AND m.status = 'over'
   AND NOT EXISTS (SELECT 1 FROM rating_history h WHERE h.match_id = m.id)
   ORDER BY m.updated_at DESC, m.id LIMIT ${limit}`;

export interface RatingRecordRow {
  subject: string;
  game: string;
  class: string;
  rating: number | string;
  rd: number | string;
  volatility: number | string;
  games: number | string;
  updated_at: number | string;
}

export interface HistoryRecordRow {
  match_id: string;
  subject: string;
  game: string;
  class: string;
  place: number | string;
  before_rating: number | string;
  rating: number | string;
  rd: number | string;
  volatility: number | string;
  at: number | string;
}

export const RATING_COLUMNS = 'subject, game, class, rating, rd, volatility, games, updated_at';
export const HISTORY_COLUMNS =
  'match_id, subject, game, class, place, before_rating, rating, rd, volatility, at';

export function ratingFromRecord(r: RatingRecordRow): RatingRow {
  return {
    subject: r.subject,
    game: r.game,
    ratingClass: r.class,
    rating: Number(r.rating),
    rd: Number(r.rd),
    volatility: Number(r.volatility),
    games: Number(r.games),
    updatedAt: Number(r.updated_at),
  };
}

export function historyFromRecord(r: HistoryRecordRow): RatingHistoryRow {
  return {
    match: r.match_id,
    subject: r.subject,
    game: r.game,
    ratingClass: r.class,
    place: Number(r.place),
    before: Number(r.before_rating),
    rating: Number(r.rating),
    rd: Number(r.rd),
    volatility: Number(r.volatility),
    at: Number(r.at),
  };
}

/** The history row's values, in HISTORY_COLUMNS' order. */
export function historyValues(u: RatedMatchUpdate, s: RatedSeatUpdate): unknown[] {
  return [u.match, s.subject, u.game, u.ratingClass, s.place, s.before, s.rating, s.rd, s.volatility, u.at];
}

/** SQLite's half of the rating store (rating-store.ts), on the adapter's connection. */
import type Database from 'better-sqlite3';
import {
  HISTORY_COLUMNS,
  type HistoryRecordRow,
  historyFromRecord,
  historyValues,
  RATING_COLUMNS,
  type RatedApply,
  type RatedMatchUpdate,
  type RatingHistoryRow,
  type RatingRecordRow,
  type RatingRow,
  type RatingStore,
  ratingFromRecord,
  UNRATED_ENDS,
} from './rating-store.ts';

/** Thrown inside the transaction to roll it back: a rating moved since it was read. */
class StaleRating extends Error {}

export class SqliteRatings implements RatingStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(db: Database.Database) {
    this.db = db;
    this.statements = {
      applied: db.prepare<[string], { one: number }>(
        'SELECT 1 AS one FROM rating_history WHERE match_id = ? LIMIT 1',
      ),
      insertHistory: db.prepare(
        `INSERT INTO rating_history (${HISTORY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertRating: db.prepare(
        `INSERT INTO ratings (${RATING_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT DO NOTHING`,
      ),
      updateRating: db.prepare(
        `UPDATE ratings SET rating = ?, rd = ?, volatility = ?, games = games + 1, updated_at = ?
         WHERE subject = ? AND game = ? AND class = ? AND games = ?`,
      ),
      rating: db.prepare<[string, string, string], RatingRecordRow>(
        `SELECT ${RATING_COLUMNS} FROM ratings WHERE subject = ? AND game = ? AND class = ?`,
      ),
      ratingsOf: db.prepare<[string], RatingRecordRow>(
        `SELECT ${RATING_COLUMNS} FROM ratings WHERE subject = ? ORDER BY game, class`,
      ),
      unratedEnds: db.prepare<[number], { id: string }>(UNRATED_ENDS('?')),
      historyOf: db.prepare<[string, string, string, number], HistoryRecordRow>(
        `SELECT ${HISTORY_COLUMNS} FROM rating_history WHERE subject = ? AND game = ? AND class = ?
         ORDER BY at DESC, match_id DESC LIMIT ?`,
      ),
    };
  }

  async applyRated(u: RatedMatchUpdate): Promise<RatedApply> {
    try {
      return this.db.transaction((): RatedApply => {
        if (this.statements.applied.get(u.match)) return 'already';
        for (const s of u.seats) {
          this.statements.insertHistory.run(...historyValues(u, s));
          const changed =
            s.gamesBefore === 0
              ? this.statements.insertRating.run(
                  s.subject,
                  u.game,
                  u.ratingClass,
                  s.rating,
                  s.rd,
                  s.volatility,
                  u.at,
                )
              : this.statements.updateRating.run(
                  s.rating,
                  s.rd,
                  s.volatility,
                  u.at,
                  s.subject,
                  u.game,
                  u.ratingClass,
                  s.gamesBefore,
                );
          if (changed.changes !== 1) throw new StaleRating();
        }
        return 'applied';
      })();
    } catch (error) {
      if (error instanceof StaleRating) return 'stale';
      // Another process stored this match's history first: its update stands.
      if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
        return 'already';
      throw error;
    }
  }

  async rating(subject: string, game: string, ratingClass: string): Promise<RatingRow | null> {
    const r = this.statements.rating.get(subject, game, ratingClass);
    return r ? ratingFromRecord(r) : null;
  }

  async ratingsOf(subject: string): Promise<RatingRow[]> {
    return this.statements.ratingsOf.all(subject).map(ratingFromRecord);
  }

  async historyOf(
    subject: string,
    game: string,
    ratingClass: string,
    limit: number,
  ): Promise<RatingHistoryRow[]> {
    return this.statements.historyOf.all(subject, game, ratingClass, limit).map(historyFromRecord).reverse();
  }

  async unratedEnds(limit: number): Promise<string[]> {
    return this.statements.unratedEnds.all(limit).map((r) => r.id);
  }
}

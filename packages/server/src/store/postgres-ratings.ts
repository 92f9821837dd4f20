/** PostgreSQL's half of the rating store (rating-store.ts), on the adapter's pool. */
import type pg from 'pg';
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

const UNIQUE_VIOLATION = '23505';

export class PostgresRatings implements RatingStore {
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  async applyRated(u: RatedMatchUpdate): Promise<RatedApply> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const outcome = await applyIn(client, u);
      await client.query(outcome === 'applied' ? 'COMMIT' : 'ROLLBACK');
      return outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      // Another process inserted this match's history first: its update stands.
      if (error instanceof Error && 'code' in error && error.code === UNIQUE_VIOLATION) return 'already';
      throw error;
    } finally {
      client.release();
    }
  }

  async rating(subject: string, game: string, ratingClass: string): Promise<RatingRow | null> {
    const r = await this.pool.query<RatingRecordRow>(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE subject = $1 AND game = $2 AND class = $3`,
      [subject, game, ratingClass],
    );
    const row = r.rows[0];
    return row ? ratingFromRecord(row) : null;
  }

  async ratingsOf(subject: string): Promise<RatingRow[]> {
    const r = await this.pool.query<RatingRecordRow>(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE subject = $1 ORDER BY game, class`,
      [subject],
    );
    return r.rows.map(ratingFromRecord);
  }

  async historyOf(
    subject: string,
    game: string,
    ratingClass: string,
    limit: number,
  ): Promise<RatingHistoryRow[]> {
    const r = await this.pool.query<HistoryRecordRow>(
      `SELECT ${HISTORY_COLUMNS} FROM rating_history WHERE subject = $1 AND game = $2 AND class = $3
       ORDER BY at DESC, match_id DESC LIMIT $4`,
      [subject, game, ratingClass, limit],
    );
    return r.rows.map(historyFromRecord).reverse();
  }

  async unratedEnds(limit: number): Promise<string[]> {
    const r = await this.pool.query<{ id: string }>(UNRATED_ENDS('$1'), [limit]);
    return r.rows.map((row) => row.id);
  }
}

async function applyIn(client: pg.PoolClient, u: RatedMatchUpdate): Promise<RatedApply> {
  const applied = await client.query('SELECT 1 FROM rating_history WHERE match_id = $1 LIMIT 1', [u.match]);
  if (applied.rowCount) return 'already';
  for (const s of u.seats) {
    await client.query(
      `INSERT INTO rating_history (${HISTORY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      historyValues(u, s),
    );
    const changed =
      s.gamesBefore === 0
        ? await client.query(
            `INSERT INTO ratings (${RATING_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, 1, $7) ON CONFLICT DO NOTHING`,
            [s.subject, u.game, u.ratingClass, s.rating, s.rd, s.volatility, u.at],
          )
        : await client.query(
            `UPDATE ratings SET rating = $1, rd = $2, volatility = $3, games = games + 1, updated_at = $4
             WHERE subject = $5 AND game = $6 AND class = $7 AND games = $8`,
            [s.rating, s.rd, s.volatility, u.at, s.subject, u.game, u.ratingClass, s.gamesBefore],
          );
    if (changed.rowCount !== 1) return 'stale';
  }
  return 'applied';
}

/**
 * PostgreSQL's half of the table around the game (issue #22), the same
 * calls as sqlite-table.ts on the adapter's pool: starting a match, the
 * lobby's listing, clocks that ran out, ends the server makes, seats handed
 * to bots, and Web Push subscriptions.
 */
import type { GameResult } from '@gameshelf/engine';
import type pg from 'pg';
import {
  type MatchRecordRow,
  matchFromRecord,
  SEAT_COLUMNS,
  type SeatRecordRow,
  seatFromRecord,
} from './rows.ts';
import type { MatchRow, PushRow, SeatRow } from './store.ts';
import { clocksDueWhere, type PushRecordRow, pushFromRecord } from './table-rows.ts';

export class PostgresTable {
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  async startMatch(id: string, at: number): Promise<boolean> {
    const r = await this.pool.query(
      'UPDATE matches SET started_at = $1 WHERE id = $2 AND started_at IS NULL',
      [at, id],
    );
    return r.rowCount === 1;
  }

  async waitingListed(limit: number, game?: string): Promise<{ row: MatchRow; seats: SeatRow[] }[]> {
    const rows = (
      await this.pool.query<MatchRecordRow>(
        `SELECT * FROM matches WHERE listed = 1 AND started_at IS NULL AND status = 'live'
         AND ($1::text IS NULL OR game = $1) ORDER BY created_at LIMIT $2`,
        [game ?? null, limit],
      )
    ).rows;
    if (rows.length === 0) return [];
    const seats = await this.pool.query<SeatRecordRow & { match_id: string }>(
      `SELECT match_id, ${SEAT_COLUMNS} FROM seats WHERE match_id = ANY($1::text[]) ORDER BY match_id, seat`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => ({
      row: matchFromRecord(r),
      seats: seats.rows.filter((s) => s.match_id === r.id).map(seatFromRecord),
    }));
  }

  async clocksDue(now: number): Promise<string[]> {
    const r = await this.pool.query<{ id: string }>(
      `SELECT id FROM matches WHERE ${clocksDueWhere('$1', '$1')}`,
      [now],
    );
    return r.rows.map((row) => row.id);
  }

  async endMatch(id: string, seq: number, result: GameResult, at: number): Promise<boolean> {
    const r = await this.pool.query(
      `UPDATE matches SET status = 'over', to_act = '[]', result = $1, updated_at = $2
       WHERE id = $3 AND seq = $4 AND status = 'live'`,
      [JSON.stringify(result), at, id, seq],
    );
    return r.rowCount === 1;
  }

  async seatBot(id: string, seat: number, bot: string, seq: number): Promise<boolean> {
    const r = await this.pool.query(
      `UPDATE seats SET kind = 'bot', bot = $1, token_hash = NULL, reserved_for = NULL
       WHERE match_id = $2 AND seat = $3 AND kind = 'human'
       AND EXISTS (SELECT 1 FROM matches WHERE id = $2 AND seq = $4 AND status = 'live')`,
      [bot, id, seat, seq],
    );
    return r.rowCount === 1;
  }

  async addPushSubscription(subscription: PushRow, tokenHashes: readonly string[]): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { endpoint, p256dh, auth, createdAt } = subscription;
      await client.query(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth`,
        [endpoint, p256dh, auth, createdAt],
      );
      const linked = await client.query(
        `INSERT INTO push_seats (token_hash, endpoint)
         SELECT token_hash, $1 FROM seats WHERE token_hash = ANY($2::text[])
         ON CONFLICT (token_hash, endpoint) DO UPDATE SET endpoint = excluded.endpoint`,
        [endpoint, [...tokenHashes]],
      );
      await client.query('COMMIT');
      return linked.rowCount ?? 0;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async removePushSubscription(endpoint: string): Promise<boolean> {
    const r = await this.pool.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
    return (r.rowCount ?? 0) > 0;
  }

  async pushSubscriptionsOf(id: string, seat: number): Promise<PushRow[]> {
    const r = await this.pool.query<PushRecordRow>(
      `SELECT p.endpoint, p.p256dh, p.auth, p.created_at FROM seats s
       JOIN push_seats ps ON ps.token_hash = s.token_hash
       JOIN push_subscriptions p ON p.endpoint = ps.endpoint
       WHERE s.match_id = $1 AND s.seat = $2`,
      [id, seat],
    );
    return r.rows.map(pushFromRecord);
  }
}

/**
 * SQLite's half of the table around the game (issue #22): starting a match,
 * the lobby's listing, clocks that ran out, ends the server makes, seats
 * handed to bots, and Web Push subscriptions. The adapter (sqlite.ts) hands
 * these calls here, on its own connection.
 */
import type { GameResult } from '@gameshelf/engine';
import type Database from 'better-sqlite3';
import {
  type MatchRecordRow,
  matchFromRecord,
  SEAT_COLUMNS,
  type SeatRecordRow,
  seatFromRecord,
} from './rows.ts';
import type { MatchRow, PushRow, SeatRow } from './store.ts';
import { clocksDueWhere, type PushRecordRow, pushFromRecord } from './table-rows.ts';

export class SqliteTable {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(db: Database.Database) {
    this.db = db;
    this.statements = {
      start: db.prepare('UPDATE matches SET started_at = ? WHERE id = ? AND started_at IS NULL'),
      waiting: db.prepare(
        `SELECT * FROM matches WHERE listed = 1 AND started_at IS NULL AND status = 'live'
         ORDER BY created_at LIMIT ?`,
      ),
      waitingOf: db.prepare(
        `SELECT * FROM matches WHERE listed = 1 AND started_at IS NULL AND status = 'live' AND game = ?
         ORDER BY created_at LIMIT ?`,
      ),
      seats: db.prepare(`SELECT ${SEAT_COLUMNS} FROM seats WHERE match_id = ? ORDER BY seat`),
      due: db.prepare(`SELECT id FROM matches WHERE ${clocksDueWhere('?', '?')}`),
      end: db.prepare(
        `UPDATE matches SET status = 'over', to_act = '[]', result = ?, updated_at = ?
         WHERE id = ? AND seq = ? AND status = 'live'`,
      ),
      bot: db.prepare(
        `UPDATE seats SET kind = 'bot', bot = ?, token_hash = NULL, reserved_for = NULL
         WHERE match_id = ? AND seat = ? AND kind = 'human'
         AND EXISTS (SELECT 1 FROM matches WHERE id = ? AND seq = ? AND status = 'live')`,
      ),
      addPush: db.prepare(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth`,
      ),
      linkPush: db.prepare(
        `INSERT INTO push_seats (token_hash, endpoint)
         SELECT token_hash, ? FROM seats WHERE token_hash = ?
         ON CONFLICT (token_hash, endpoint) DO UPDATE SET endpoint = excluded.endpoint`,
      ),
      removePush: db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?'),
      pushOf: db.prepare(
        `SELECT p.endpoint, p.p256dh, p.auth, p.created_at FROM seats s
         JOIN push_seats ps ON ps.token_hash = s.token_hash
         JOIN push_subscriptions p ON p.endpoint = ps.endpoint
         WHERE s.match_id = ? AND s.seat = ?`,
      ),
    };
  }

  startMatch(id: string, at: number): boolean {
    return this.statements.start.run(at, id).changes === 1;
  }

  waitingListed(limit: number, game?: string): { row: MatchRow; seats: SeatRow[] }[] {
    return this.db.transaction(() => {
      const rows = (
        game === undefined ? this.statements.waiting.all(limit) : this.statements.waitingOf.all(game, limit)
      ) as MatchRecordRow[];
      return rows.map((r) => ({
        row: matchFromRecord(r),
        seats: (this.statements.seats.all(r.id) as SeatRecordRow[]).map(seatFromRecord),
      }));
    })();
  }

  clocksDue(now: number): string[] {
    return (this.statements.due.all(now, now) as { id: string }[]).map((r) => r.id);
  }

  endMatch(id: string, seq: number, result: GameResult, at: number): boolean {
    return this.statements.end.run(JSON.stringify(result), at, id, seq).changes === 1;
  }

  seatBot(id: string, seat: number, bot: string, seq: number): boolean {
    return this.statements.bot.run(bot, id, seat, id, seq).changes === 1;
  }

  addPushSubscription(subscription: PushRow, tokenHashes: readonly string[]): number {
    return this.db.transaction(() => {
      const { endpoint, p256dh, auth, createdAt } = subscription;
      this.statements.addPush.run(endpoint, p256dh, auth, createdAt);
      let linked = 0;
      for (const hash of tokenHashes) linked += this.statements.linkPush.run(endpoint, hash).changes;
      return linked;
    })();
  }

  removePushSubscription(endpoint: string): boolean {
    return this.statements.removePush.run(endpoint).changes > 0;
  }

  pushSubscriptionsOf(id: string, seat: number): PushRow[] {
    return (this.statements.pushOf.all(id, seat) as PushRecordRow[]).map(pushFromRecord);
  }
}

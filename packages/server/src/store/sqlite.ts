/**
 * The embedded store: one SQLite file (better-sqlite3), nothing to install.
 * WAL with synchronous=NORMAL: a commit is in the WAL file before the call
 * returns, so a killed server process loses nothing it acknowledged; only a
 * power cut could lose the last transactions (use PostgreSQL for that).
 * Checkpoints run in a worker thread (`checkpointer.ts`), not inside the
 * main thread's commits.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '@gameshelf/bots';
import type { GameResult } from '@gameshelf/engine';
import Database from 'better-sqlite3';
import type { CheckpointReport, CheckpointTask } from './checkpointer.ts';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import {
  actorToText,
  botsToAct,
  type MatchRecordRow,
  type MoveRecordRow,
  matchFromRecord,
  matchToRecord,
  moveFromRecord,
  SEAT_COLUMNS,
  type SeatRecordRow,
  seatFromRecord,
} from './rows.ts';
import { SqliteAccounts } from './sqlite-accounts.ts';
import { SqliteRatings } from './sqlite-ratings.ts';
import { SqliteTable } from './sqlite-table.ts';
import type {
  AppendOutcome,
  MatchRow,
  MatchStore,
  NewMatch,
  PositionAfter,
  PushRow,
  SeatHolder,
  SeatRow,
  StoredMove,
} from './store.ts';

const INSERT_MATCH = `INSERT INTO matches (id, game, players, options, seed, engine_version, turn_seconds,
  created_at, seq, state_hash, status, to_act, result, rematch, client, updated_at, clock, listed, started_at, rated,
  pair_range, address)
  VALUES (@id, @game, @players, @options, @seed, @engine_version, @turn_seconds,
  @created_at, @seq, @state_hash, @status, @to_act, @result, @rematch, @client, @updated_at,
  @clock, @listed, @started_at, @rated, @pair_range, @address)`;

// Only a live match moves on: one the server ended (a seat ran out of time) takes no move.
const ADVANCE = `UPDATE matches SET seq = ?, state_hash = ?, status = ?, to_act = ?, result = ?, updated_at = ?
  WHERE id = ? AND seq = ? AND status = 'live'`;

/** SQLite's own threshold for an automatic checkpoint, in WAL pages: used again if the checkpointer fails. */
const AUTO_CHECKPOINT = 1000;

export class SqliteStore implements MatchStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;
  private readonly table: SqliteTable;
  readonly accounts: SqliteAccounts;
  readonly ratings: SqliteRatings;
  private checkpointer: Worker | null = null;
  private readonly checkpointWaiters: ((report: CheckpointReport) => void)[] = [];

  /**
   * `path` is a file (its folder is created) or `:memory:` for tests. A file
   * gets a checkpointer thread that checkpoints every `checkpointMs`.
   */
  constructor(path: string, checkpointMs = 1000) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    if (path !== ':memory:') this.startCheckpointer({ path, intervalMs: checkpointMs });
    const db = this.db;
    this.table = new SqliteTable(db);
    this.accounts = new SqliteAccounts(db);
    this.ratings = new SqliteRatings(db);
    this.statements = {
      insertMatch: db.prepare(INSERT_MATCH),
      insertSeat: db.prepare(`INSERT INTO seats (match_id, ${SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
      insertMove: db.prepare('INSERT INTO moves (match_id, seq, actor, move) VALUES (?, ?, ?, ?)'),
      row: db.prepare('SELECT * FROM matches WHERE id = ?'),
      seats: db.prepare(`SELECT ${SEAT_COLUMNS} FROM seats WHERE match_id = ? ORDER BY seat`),
      movesFrom: db.prepare(
        'SELECT seq, actor, move FROM moves WHERE match_id = ? AND seq >= ? ORDER BY seq',
      ),
      advance: db.prepare(ADVANCE),
      // The same, only while the token still holds its seat.
      advanceHeld: db.prepare(
        `${ADVANCE} AND EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND seat = ? AND token_hash = ?)`,
      ),
      seqOf: db.prepare('SELECT seq, status FROM matches WHERE id = ?'),
      claim: db.prepare(
        `UPDATE seats SET token_hash = ?, name = ?, reserved_for = NULL, account_id = ?
         WHERE match_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL
         AND (reserved_for IS NULL OR reserved_for = ?)`,
      ),
      unreserve: db.prepare('UPDATE seats SET reserved_for = NULL WHERE match_id = ? AND reserved_for = ?'),
      botsWaiting: db.prepare(
        `SELECT m.id, m.to_act, s.seat FROM matches m JOIN seats s ON s.match_id = m.id
         WHERE m.status = 'live' AND m.updated_at <= ? AND s.kind = 'bot'`,
      ),
      liveBotMatches: db.prepare<[string, string, number], { id: string }>(
        `SELECT DISTINCT m.id FROM matches m JOIN seats s ON s.match_id = m.id
         WHERE m.status = 'live' AND (m.client = ? OR m.address = ?) AND m.updated_at >= ? AND s.kind = 'bot'`,
      ),
      release: db.prepare(
        `UPDATE seats SET token_hash = NULL, name = NULL, account_id = NULL, kind = ?, bot = ?,
         resigned_account = CASE WHEN ? = 1 THEN COALESCE(resigned_account, account_id) ELSE resigned_account END
         WHERE match_id = ? AND seat = ? AND token_hash = ?`,
      ),
      resigned: db.prepare<[string], { seat: number; resigned_account: string }>(
        `SELECT seat, resigned_account FROM seats WHERE match_id = ? AND resigned_account IS NOT NULL
         ORDER BY seat`,
      ),
      byToken: db.prepare('SELECT match_id, seat FROM seats WHERE token_hash = ?'),
      linkRematch: db.prepare('UPDATE matches SET rematch = ? WHERE id = ? AND rematch IS NULL'),
    };
  }

  async createMatch(match: NewMatch): Promise<void> {
    this.db.transaction(() => this.insertNew(match))();
  }

  private insertNew({ row, seats, moves }: NewMatch): void {
    this.statements.insertMatch.run(matchToRecord(row));
    for (const s of seats)
      this.statements.insertSeat.run(
        row.id,
        s.seat,
        s.kind,
        s.bot,
        s.name,
        s.tokenHash,
        s.reservedFor,
        s.account,
      );
    for (const m of moves)
      this.statements.insertMove.run(row.id, m.seq, actorToText(m.actor), JSON.stringify(m.move));
  }

  async loadRow(id: string): Promise<MatchRow | null> {
    const r = this.statements.row.get(id) as MatchRecordRow | undefined;
    return r ? matchFromRecord(r) : null;
  }

  async loadSeats(id: string): Promise<SeatRow[]> {
    return (this.statements.seats.all(id) as SeatRecordRow[]).map(seatFromRecord);
  }

  async movesFrom(id: string, seq: number): Promise<StoredMove[]> {
    return (this.statements.movesFrom.all(id, seq) as MoveRecordRow[]).map(moveFromRecord);
  }

  async loadMatch(id: string) {
    // One read transaction, so the row and the log are of the same moment.
    return this.db.transaction(() => {
      const r = this.statements.row.get(id) as MatchRecordRow | undefined;
      if (!r) return null;
      const seats = (this.statements.seats.all(id) as SeatRecordRow[]).map(seatFromRecord);
      const moves = (this.statements.movesFrom.all(id, 0) as MoveRecordRow[]).map(moveFromRecord);
      return { row: matchFromRecord(r), seats, moves };
    })();
  }

  async appendMoves(
    id: string,
    from: number,
    moves: readonly StoredMove[],
    after: PositionAfter,
    holder?: SeatHolder,
  ): Promise<AppendOutcome> {
    const position = [
      after.seq,
      after.stateHash,
      after.status,
      JSON.stringify(after.toAct),
      after.result === null ? null : JSON.stringify(after.result),
      after.at,
      id,
      from,
    ];
    try {
      return this.db.transaction((): AppendOutcome => {
        const advanced = holder
          ? this.statements.advanceHeld.run(...position, id, holder.seat, holder.tokenHash)
          : this.statements.advance.run(...position);
        if (advanced.changes !== 1) {
          // Still live at `from`: it was the token that no longer holds its seat.
          const now = this.statements.seqOf.get(id) as { seq: number; status: string } | undefined;
          return holder && now?.seq === from && now.status === 'live' ? 'revoked' : 'conflict';
        }
        for (const m of moves)
          this.statements.insertMove.run(id, m.seq, actorToText(m.actor), JSON.stringify(m.move));
        return 'ok';
      })();
    } catch (error) {
      if (isUniqueViolation(error)) return 'conflict';
      throw error;
    }
  }

  async claimSeat(
    id: string,
    seat: number,
    tokenHash: string,
    name: string | null,
    reservation: string | null = null,
    account: string | null = null,
  ): Promise<boolean> {
    return this.statements.claim.run(tokenHash, name, account, id, seat, reservation).changes === 1;
  }

  async unreserve(id: string, reservation: string): Promise<boolean> {
    return this.statements.unreserve.run(id, reservation).changes > 0;
  }

  async botMatchesWaiting(idleSince: number): Promise<string[]> {
    return botsToAct(
      this.statements.botsWaiting.all(idleSince) as { id: string; to_act: string; seat: number }[],
    );
  }

  async liveBotMatchesOf(creator: string, since: number): Promise<string[]> {
    return this.statements.liveBotMatches.all(creator, creator, since).map((r) => r.id);
  }

  async releaseSeat(
    id: string,
    seat: number,
    tokenHash: string,
    bot: string | null,
    resign = false,
  ): Promise<boolean> {
    const kind = bot === null ? 'human' : 'bot';
    return this.statements.release.run(kind, bot, resign ? 1 : 0, id, seat, tokenHash).changes === 1;
  }

  async resignedSeats(id: string): Promise<{ seat: number; account: string }[]> {
    return this.statements.resigned
      .all(id)
      .map((r) => ({ seat: Number(r.seat), account: r.resigned_account }));
  }

  async seatsByTokenHashes(hashes: readonly string[]): Promise<{ match: string; seat: number }[]> {
    const out: { match: string; seat: number }[] = [];
    for (const hash of hashes) {
      const r = this.statements.byToken.get(hash) as { match_id: string; seat: number } | undefined;
      if (r) out.push({ match: r.match_id, seat: r.seat });
    }
    return out;
  }

  async createRematch(id: string, next: NewMatch): Promise<string> {
    try {
      this.db.transaction(() => {
        this.insertNew(next);
        // Someone else's rematch won: failing the transaction undoes ours.
        if (this.statements.linkRematch.run(next.row.id, id).changes !== 1) throw new RematchTaken();
      })();
      return next.row.id;
    } catch (error) {
      if (!(error instanceof RematchTaken)) throw error;
      const standing = (await this.loadRow(id))?.rematch;
      if (!standing) throw new Error(`match ${id} is not in the store`);
      return standing;
    }
  }

  // The table around the game (issue #22): in sqlite-table.ts.
  startMatch(id: string, at: number) {
    return Promise.resolve().then(() => this.table.startMatch(id, at));
  }

  waitingListed(limit: number, game?: string) {
    return Promise.resolve().then(() => this.table.waitingListed(limit, game));
  }

  clocksDue(now: number) {
    return Promise.resolve().then(() => this.table.clocksDue(now));
  }

  endMatch(id: string, seq: number, result: GameResult, at: number) {
    return Promise.resolve().then(() => this.table.endMatch(id, seq, result, at));
  }

  seatBot(id: string, seat: number, bot: string, seq: number) {
    return Promise.resolve().then(() => this.table.seatBot(id, seat, bot, seq));
  }

  addPushSubscription(subscription: PushRow, tokenHashes: readonly string[]) {
    return Promise.resolve().then(() => this.table.addPushSubscription(subscription, tokenHashes));
  }

  removePushSubscription(endpoint: string) {
    return Promise.resolve().then(() => this.table.removePushSubscription(endpoint));
  }

  pushSubscriptionsOf(id: string, seat: number) {
    return Promise.resolve().then(() => this.table.pushSubscriptionsOf(id, seat));
  }

  /** Resolves with the next checkpoint's report (for tests and monitoring); never for `:memory:`. */
  nextCheckpoint(): Promise<CheckpointReport> {
    return new Promise((resolve) => this.checkpointWaiters.push(resolve));
  }

  /** Whether commits checkpoint the WAL themselves (only when the checkpointer thread is not there). */
  get checkpointsInline(): boolean {
    return (this.db.pragma('wal_autocheckpoint', { simple: true }) as number) > 0;
  }

  private startCheckpointer(task: CheckpointTask): void {
    const worker = startTsWorker(new URL('./checkpointer.ts', import.meta.url), task);
    this.checkpointer = worker;
    this.db.pragma('wal_autocheckpoint = 0');
    worker.unref();
    worker.on('message', (report: CheckpointReport) => {
      for (const resolve of this.checkpointWaiters.splice(0)) resolve(report);
    });
    // A checkpointer that fails hands checkpoints back to the commits, so the WAL never grows without end.
    const fallBack = () => {
      if (this.checkpointer !== worker) return;
      this.checkpointer = null;
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT}`);
    };
    worker.on('error', fallBack);
    worker.on('exit', fallBack);
  }

  async close(): Promise<void> {
    const worker = this.checkpointer;
    this.checkpointer = null;
    if (worker) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('stop');
      await exited;
    }
    // The last connection to close checkpoints what is left in the WAL.
    this.db.close();
  }
}

class RematchTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function migrate(db: Database.Database): void {
  db.exec(MIGRATIONS_TABLE);
  // IMMEDIATE: two processes opening the same file migrate one after the other.
  db.transaction(() => {
    const done = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
        (r) => r.version,
      ),
    );
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const sql of m.statements) db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        m.version,
        Date.now(),
      );
    }
  }).immediate();
}

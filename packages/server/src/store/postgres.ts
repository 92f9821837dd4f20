/**
 * The shared store: PostgreSQL through `pg`, for several server processes.
 * Same schema and row encoding as SQLite. Every append is one transaction;
 * the (match_id, seq) primary key and the `seq = from` guard make a second
 * process's append of the same position fail as a conflict.
 */
import type { GameResult } from '@gameshelf/engine';
import pg from 'pg';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import { PostgresAccounts } from './postgres-accounts.ts';
import { PostgresRatings } from './postgres-ratings.ts';
import { PostgresTable } from './postgres-table.ts';
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

/** Any lock number will do, as long as every Gameshelf process uses the same one. */
const MIGRATION_LOCK = 0x6761_6d65;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const UNIQUE_VIOLATION = '23505';

type Queryable = pg.Pool | pg.PoolClient;

export class PostgresStore implements MatchStore {
  readonly kind = 'postgres';

  private readonly pool: pg.Pool;
  private readonly table: PostgresTable;
  readonly accounts: PostgresAccounts;
  readonly ratings: PostgresRatings;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
    this.table = new PostgresTable(pool);
    this.accounts = new PostgresAccounts(pool);
    this.ratings = new PostgresRatings(pool);
  }

  /** Connects, creates `schema` if asked for one (tests use a fresh one each run), and migrates. */
  static async open(url: string, schema?: string): Promise<PostgresStore> {
    if (schema !== undefined && !SCHEMA_NAME.test(schema))
      throw new Error(`bad schema name ${JSON.stringify(schema)}`);
    const options = schema ? `-c search_path=${schema}` : undefined;
    const pool = new pg.Pool({ connectionString: url, max: 10, ...(options ? { options } : {}) });
    // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const store = new PostgresStore(pool);
    try {
      await store.migrate(schema);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  /**
   * Creates the schema (if named) and applies the missing migrations, under one advisory lock:
   * two processes opening the same fresh schema at once (a cluster's workers) would otherwise race
   * in `CREATE SCHEMA IF NOT EXISTS`, which is not safe against a concurrent create.
   */
  private async migrate(schema?: string): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if (schema) await c.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await c.query(MIGRATIONS_TABLE);
      const done = new Set(
        (await c.query('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
      );
      for (const m of MIGRATIONS) {
        if (done.has(m.version)) continue;
        for (const sql of m.statements) await c.query(sql);
        await c.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
          m.version,
          Date.now(),
        ]);
      }
    });
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const value = await work(client);
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async createMatch(match: NewMatch): Promise<void> {
    await this.transaction((c) => insertNew(c, match));
  }

  async loadRow(id: string): Promise<MatchRow | null> {
    const r = (await this.pool.query<MatchRecordRow>('SELECT * FROM matches WHERE id = $1', [id])).rows[0];
    return r ? matchFromRecord(r) : null;
  }

  async loadSeats(id: string): Promise<SeatRow[]> {
    return selectSeats(this.pool, id);
  }

  async movesFrom(id: string, seq: number): Promise<StoredMove[]> {
    return selectMoves(this.pool, id, seq);
  }

  async loadMatch(id: string) {
    // REPEATABLE READ: the row and the log are read from one snapshot.
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const r = (await client.query<MatchRecordRow>('SELECT * FROM matches WHERE id = $1', [id])).rows[0];
      const found = r
        ? {
            row: matchFromRecord(r),
            seats: await selectSeats(client, id),
            moves: await selectMoves(client, id, 0),
          }
        : null;
      await client.query('COMMIT');
      return found;
    } finally {
      client.release();
    }
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
    // With a holder, the token must hold its seat as the position is taken (read in the same statement).
    const held = holder
      ? ' AND EXISTS (SELECT 1 FROM seats WHERE match_id = $7 AND seat = $9 AND token_hash = $10)'
      : '';
    try {
      return await this.transaction(async (c) => {
        const advanced = await c.query(
          `UPDATE matches SET seq = $1, state_hash = $2, status = $3, to_act = $4, result = $5, updated_at = $6
           WHERE id = $7 AND seq = $8 AND status = 'live'${held}`,
          holder ? [...position, holder.seat, holder.tokenHash] : position,
        );
        if (advanced.rowCount !== 1) {
          const now = await c.query<{ seq: number; status: string }>(
            'SELECT seq, status FROM matches WHERE id = $1',
            [id],
          );
          const still = Number(now.rows[0]?.seq) === from && now.rows[0]?.status === 'live';
          throw new Conflict(holder && still ? 'revoked' : 'conflict');
        }
        await insertMoves(c, id, moves);
        return 'ok' as const;
      });
    } catch (error) {
      if (error instanceof Conflict) return error.outcome;
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'conflict';
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
    const r = await this.pool.query(
      `UPDATE seats SET token_hash = $1, name = $2, reserved_for = NULL, account_id = $6
       WHERE match_id = $3 AND seat = $4 AND kind = 'human' AND token_hash IS NULL
       AND (reserved_for IS NULL OR reserved_for = $5)`,
      [tokenHash, name, id, seat, reservation, account],
    );
    return r.rowCount === 1;
  }

  async unreserve(id: string, reservation: string): Promise<boolean> {
    const r = await this.pool.query(
      'UPDATE seats SET reserved_for = NULL WHERE match_id = $1 AND reserved_for = $2',
      [id, reservation],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async botMatchesWaiting(idleSince: number): Promise<string[]> {
    const r = await this.pool.query<{ id: string; to_act: string; seat: number }>(
      `SELECT m.id, m.to_act, s.seat FROM matches m JOIN seats s ON s.match_id = m.id
       WHERE m.status = 'live' AND m.updated_at <= $1 AND s.kind = 'bot'`,
      [idleSince],
    );
    return botsToAct(r.rows);
  }

  async liveBotMatchesOf(creator: string, since: number): Promise<string[]> {
    const r = await this.pool.query<{ id: string }>(
      `SELECT DISTINCT m.id FROM matches m JOIN seats s ON s.match_id = m.id
       WHERE m.status = 'live' AND (m.client = $1 OR m.address = $1) AND m.updated_at >= $2 AND s.kind = 'bot'`,
      [creator, since],
    );
    return r.rows.map((row) => row.id);
  }

  async releaseSeat(
    id: string,
    seat: number,
    tokenHash: string,
    bot: string | null,
    resign = false,
  ): Promise<boolean> {
    const r = await this.pool.query(
      `UPDATE seats SET token_hash = NULL, name = NULL, account_id = NULL, kind = $1, bot = $2,
       resigned_account = CASE WHEN $6 THEN COALESCE(resigned_account, account_id) ELSE resigned_account END
       WHERE match_id = $3 AND seat = $4 AND token_hash = $5`,
      [bot === null ? 'human' : 'bot', bot, id, seat, tokenHash, resign],
    );
    return r.rowCount === 1;
  }

  async resignedSeats(id: string): Promise<{ seat: number; account: string }[]> {
    const r = await this.pool.query<{ seat: number; resigned_account: string }>(
      `SELECT seat, resigned_account FROM seats WHERE match_id = $1 AND resigned_account IS NOT NULL
       ORDER BY seat`,
      [id],
    );
    return r.rows.map((row) => ({ seat: Number(row.seat), account: row.resigned_account }));
  }

  async seatsByTokenHashes(hashes: readonly string[]): Promise<{ match: string; seat: number }[]> {
    const r = await this.pool.query<{ match_id: string; seat: number }>(
      'SELECT match_id, seat FROM seats WHERE token_hash = ANY($1::text[])',
      [hashes],
    );
    return r.rows.map((row) => ({ match: row.match_id, seat: Number(row.seat) }));
  }

  async createRematch(id: string, next: NewMatch): Promise<string> {
    try {
      return await this.transaction(async (c) => {
        await insertNew(c, next);
        const linked = await c.query('UPDATE matches SET rematch = $1 WHERE id = $2 AND rematch IS NULL', [
          next.row.id,
          id,
        ]);
        // Someone else's rematch won: the rollback undoes ours.
        if (linked.rowCount !== 1) throw new Conflict();
        return next.row.id;
      });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      const standing = (await this.loadRow(id))?.rematch;
      if (!standing) throw new Error(`match ${id} is not in the store`);
      return standing;
    }
  }

  // The table around the game (issue #22): in postgres-table.ts.
  startMatch(id: string, at: number) {
    return this.table.startMatch(id, at);
  }

  waitingListed(limit: number, game?: string) {
    return this.table.waitingListed(limit, game);
  }

  clocksDue(now: number) {
    return this.table.clocksDue(now);
  }

  endMatch(id: string, seq: number, result: GameResult, at: number) {
    return this.table.endMatch(id, seq, result, at);
  }

  seatBot(id: string, seat: number, bot: string, seq: number) {
    return this.table.seatBot(id, seat, bot, seq);
  }

  addPushSubscription(subscription: PushRow, tokenHashes: readonly string[]) {
    return this.table.addPushSubscription(subscription, tokenHashes);
  }

  removePushSubscription(endpoint: string) {
    return this.table.removePushSubscription(endpoint);
  }

  pushSubscriptionsOf(id: string, seat: number) {
    return this.table.pushSubscriptionsOf(id, seat);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class Conflict extends Error {
  readonly outcome: 'conflict' | 'revoked';

  constructor(outcome: 'conflict' | 'revoked' = 'conflict') {
    super(outcome);
    this.outcome = outcome;
  }
}

async function insertNew(c: Queryable, { row, seats, moves }: NewMatch): Promise<void> {
  const r = matchToRecord(row);
  await c.query(
    `INSERT INTO matches (id, game, players, options, seed, engine_version, turn_seconds, created_at, seq,
     state_hash, status, to_act, result, rematch, client, updated_at, clock, listed, started_at, rated, pair_range,
     address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [
      r.id,
      r.game,
      r.players,
      r.options,
      r.seed,
      r.engine_version,
      r.turn_seconds,
      r.created_at,
      r.seq,
      r.state_hash,
      r.status,
      r.to_act,
      r.result,
      r.rematch,
      r.client,
      r.updated_at,
      r.clock,
      r.listed,
      r.started_at,
      r.rated,
      r.pair_range,
      r.address,
    ],
  );
  for (const s of seats) {
    await c.query(`INSERT INTO seats (match_id, ${SEAT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      row.id,
      s.seat,
      s.kind,
      s.bot,
      s.name,
      s.tokenHash,
      s.reservedFor,
      s.account,
    ]);
  }
  await insertMoves(c, row.id, moves);
}

/** All the moves of one append in one statement: one round trip however many chance steps followed. */
async function insertMoves(c: Queryable, id: string, moves: readonly StoredMove[]): Promise<void> {
  if (moves.length === 0) return;
  await c.query(
    `INSERT INTO moves (match_id, seq, actor, move)
     SELECT $1, * FROM UNNEST($2::int[], $3::text[], $4::text[])`,
    [
      id,
      moves.map((m) => m.seq),
      moves.map((m) => actorToText(m.actor)),
      moves.map((m) => JSON.stringify(m.move)),
    ],
  );
}

async function selectSeats(c: Queryable, id: string): Promise<SeatRow[]> {
  const r = await c.query<SeatRecordRow>(
    `SELECT ${SEAT_COLUMNS} FROM seats WHERE match_id = $1 ORDER BY seat`,
    [id],
  );
  return r.rows.map(seatFromRecord);
}

async function selectMoves(c: Queryable, id: string, seq: number): Promise<StoredMove[]> {
  const r = await c.query<MoveRecordRow>(
    'SELECT seq, actor, move FROM moves WHERE match_id = $1 AND seq >= $2 ORDER BY seq',
    [id, seq],
  );
  return r.rows.map(moveFromRecord);
}

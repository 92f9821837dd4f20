/**
 * The store's migrations run forward on a database made by the release
 * before accounts (fixtures/, made by that release's code: schema versions
 * 1, 2 and 4): every old row is there as it was, the accounts' migration (3)
 * lands after 4, and the new tables and `seats.account_id` work.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/store/postgres.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import type { MatchStore } from '../../src/store/store.ts';
import { dropSchema, postgresUrl, uniqueSchema } from '../support/services.ts';

const fixtures = new URL('./fixtures/', import.meta.url).pathname;
const OLD_TABLES = {
  matches: 'id',
  seats: 'match_id, seat',
  moves: 'match_id, seq',
  push_subscriptions: 'endpoint',
  push_seats: 'token_hash, endpoint',
} as const;
type Rows = Record<string, Record<string, unknown>[]>;

/** Numbers as numbers whichever database read them (PostgreSQL gives BIGINT as text). */
const plain = (rows: Record<string, unknown>[]) =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        typeof v === 'string' && /^\d+$/.test(v) && k !== 'id' ? Number(v) : v,
      ]),
    ),
  );

/** What the old release left: each table, and the new column empty on every seat. */
async function expectOldRowsIntact(before: Rows, read: (sql: string) => Promise<Record<string, unknown>[]>) {
  for (const [table, order] of Object.entries(OLD_TABLES)) {
    const after = plain(await read(`SELECT * FROM ${table} ORDER BY ${order}`));
    // The new columns: seats' account (migration 3) and resigned account (migration 6), matches'
    // rated flag (migration 5), quick pairing's range (migration 7) and the creator's address
    // (migration 8), empty on old rows.
    const expected =
      table === 'seats'
        ? (before[table] ?? []).map((r) => ({ ...r, account_id: null, resigned_account: null }))
        : table === 'matches'
          ? (before[table] ?? []).map((r) => ({ ...r, rated: 0, pair_range: null, address: null }))
          : before[table];
    expect(after, table).toEqual(expected);
  }
  const versions = await read('SELECT version FROM schema_migrations ORDER BY version');
  expect(versions.map((v) => Number(v.version))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
}

/** The store reads the old matches, and accounts work beside them. */
async function expectNewTablesUsable(store: MatchStore) {
  const old = await store.loadMatch('old-over');
  expect(old?.row).toMatchObject({
    status: 'over',
    seq: 3,
    rematch: 'old-rematch',
    result: { winners: [0] },
  });
  expect(old?.moves.map((m) => m.move)).toEqual([
    { type: 'deal', seed: 'old-over' },
    { type: 'play', tile: 7 },
    { type: 'pass' },
  ]);
  expect((await store.loadSeats('old-rematch'))[0]).toMatchObject({
    reservedFor: 'a'.repeat(64),
    account: null,
  });
  expect((await store.waitingListed(10)).map((w) => w.row.id)).toEqual(['old-waiting']);
  expect(await store.pushSubscriptionsOf('old-live', 0)).toHaveLength(1);
  const account = { id: 'acc-1', name: 'Cy', nameKey: 'cy', passwordHash: null, createdAt: 1 };
  expect(await store.accounts.createAccount(account, null)).toBe(true);
  expect(await store.accounts.adoptSeats('acc-1', ['c'.repeat(64)])).toEqual([
    { match: 'old-live', seat: 0 },
  ]);
  expect((await store.loadSeats('old-live')).map((s) => s.account)).toEqual(['acc-1', null]);
  await store.accounts.createSession({
    tokenHash: 'session-1',
    account: 'acc-1',
    createdAt: 1,
    expiresAt: 10,
  });
  expect(await store.accounts.sessionAccount('session-1', 5)).toEqual(account);
  const seat = {
    subject: 'acc-1',
    gamesBefore: 0,
    place: 1,
    before: 1500,
    rating: 1662,
    rd: 290,
    volatility: 0.06,
  };
  const rated = { match: 'old-over', game: 'digit-dash', ratingClass: '2p', at: 7, seats: [seat] };
  expect(await store.ratings.applyRated(rated)).toBe('applied');
  expect((await store.ratings.rating('acc-1', 'digit-dash', '2p'))?.rating).toBe(1662);
}

describe('migrations from the release before accounts', () => {
  it('SQLite: the database file that release made opens with every old row intact, and accounts work', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gameshelf-migrate-'));
    try {
      const path = join(dir, 'previous-release.sqlite');
      copyFileSync(join(fixtures, 'previous-release.sqlite'), path);
      const raw = new Database(path, { readonly: true });
      const before: Rows = {};
      for (const [table, order] of Object.entries(OLD_TABLES))
        before[table] = plain(
          raw.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all() as Record<string, unknown>[],
        );
      raw.close();
      expect(before.moves).toHaveLength(7);

      const store = new SqliteStore(path);
      const migrated = new Database(path, { readonly: true });
      await expectOldRowsIntact(
        before,
        async (sql) => migrated.prepare(sql).all() as Record<string, unknown>[],
      );
      migrated.close();
      await expectNewTablesUsable(store);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const schema = uniqueSchema('migrate');
  afterAll(() => dropSchema(schema));

  it("PostgreSQL: a schema holding that release's schema and rows migrates with every old row intact, and accounts work", async () => {
    const client = new pg.Client({ connectionString: postgresUrl(), options: `-c search_path=${schema}` });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.query(readFileSync(join(fixtures, 'previous-release.sql'), 'utf8'));
      const before: Rows = {};
      for (const [table, order] of Object.entries(OLD_TABLES))
        before[table] = plain((await client.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows);
      expect(before.moves).toHaveLength(7);

      const store = await PostgresStore.open(postgresUrl(), schema);
      await expectOldRowsIntact(before, async (sql) => (await client.query(sql)).rows);
      await expectNewTablesUsable(store);
      await store.close();
    } finally {
      await client.end();
    }
  });
});

describe('migrations from several processes at once', () => {
  it('PostgreSQL: eight stores opening one fresh schema at the same moment all open, and it is migrated once (ten rounds)', async () => {
    // A cluster's workers start together. CREATE SCHEMA IF NOT EXISTS alone races (a duplicate key
    // in pg_namespace: about 1 open in 6 failed here before the schema was created under the
    // migration lock), so each round uses a fresh schema.
    for (let round = 0; round < 10; round++) {
      const fresh = uniqueSchema('migrate_race');
      const opened = await Promise.allSettled(
        Array.from({ length: 8 }, () => PostgresStore.open(postgresUrl(), fresh)),
      );
      const client = new pg.Client({ connectionString: postgresUrl(), options: `-c search_path=${fresh}` });
      try {
        expect(opened.filter((o) => o.status === 'rejected')).toEqual([]);
        await client.connect();
        const { rows } = await client.query(
          'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
        );
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      } finally {
        await client.end();
        await Promise.all(opened.map((o) => (o.status === 'fulfilled' ? o.value.close() : null)));
        await dropSchema(fresh);
      }
    }
  }, 60_000);
});

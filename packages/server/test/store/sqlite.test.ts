import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, MIGRATIONS_TABLE } from '../../src/store/migrations.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { accountContract } from './account-contract.ts';
import { after, newMatch, storeContract } from './contract.ts';
import { ratingContract } from './rating-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-sqlite-'));
const file = join(dir, 'nested', 'matches.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

storeContract('SQLite (in memory)', async () => new SqliteStore(':memory:'));
storeContract(
  'SQLite (file)',
  async () => new SqliteStore(file),
  async () => new SqliteStore(file),
);

accountContract('SQLite', async () => new SqliteStore(':memory:'));
ratingContract('SQLite', async () => new SqliteStore(':memory:'));

describe('SQLite migrations', () => {
  it('bring a database of the first schema up to date, its matches intact and their bots resumable', async () => {
    const path = join(dir, 'v1.db');
    const db = new Database(path);
    db.exec(MIGRATIONS_TABLE);
    for (const sql of MIGRATIONS[0]?.statements ?? []) db.exec(sql);
    db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (1, 0)').run();
    db.prepare(
      `INSERT INTO matches (id, game, players, options, seed, engine_version, turn_seconds, created_at, seq,
       state_hash, status, to_act, result, rematch) VALUES ('old', 'toy', 2, '{}', '"s"', '0.1.0', NULL, 5, 0, 'h', 'live', '[1]', NULL, NULL)`,
    ).run();
    db.prepare(
      `INSERT INTO seats (match_id, seat, kind, bot, name, token_hash) VALUES ('old', 0, 'human', NULL, NULL, 'aa'),
       ('old', 1, 'bot', 'easy', NULL, NULL)`,
    ).run();
    db.close();
    const store = new SqliteStore(path);
    expect(await store.loadRow('old')).toMatchObject({ id: 'old', client: null, updatedAt: 0 });
    expect((await store.loadSeats('old')).map((s) => s.reservedFor)).toEqual([null, null]);
    expect(await store.botMatchesWaiting(Date.now())).toEqual(['old']);
    await store.close();
  });
});

describe('SQLite checkpoints', () => {
  it('run in the checkpointer thread, not inside commits, and copy the whole WAL into the file', async () => {
    const path = join(dir, 'checkpoints.db');
    const store = new SqliteStore(path, 50);
    expect(store.checkpointsInline).toBe(false);
    const m = newMatch();
    await store.createMatch(m);
    for (let seq = 1; seq <= 400; seq++) {
      const move = { seq, actor: 0, move: { type: 'draw', n: seq } };
      expect(await store.appendMoves(m.row.id, seq, [move], after(seq + 1))).toBe('ok');
    }
    // The checkpointer copies every frame of the WAL into the database file, and reports it.
    let report = await store.nextCheckpoint();
    while (report.log === 0 || report.checkpointed < report.log) report = await store.nextCheckpoint();
    expect(report.checkpointed).toBe(report.log);
    await store.close();
    const reopened = new SqliteStore(path);
    expect((await reopened.loadMatch(m.row.id))?.moves).toHaveLength(m.moves.length + 400);
    await reopened.close();
  });

  it('in memory, there is no WAL and no checkpointer', async () => {
    const store = new SqliteStore(':memory:');
    expect(store.checkpointsInline).toBe(true);
    await store.close();
  });
});

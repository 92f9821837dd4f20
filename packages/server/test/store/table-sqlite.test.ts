/**
 * SQLite: the table around the game, and a database of the previous
 * release (schema 2, issue #19) migrated forward with its matches playable:
 * started at their creation, unlisted, without a clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, MIGRATIONS_TABLE } from '../../src/store/migrations.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { after } from './contract.ts';
import { tableContract } from './table-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

tableContract('SQLite', async () => new SqliteStore(':memory:'));

describe('SQLite migration 4', () => {
  it('brings a database of the previous release forward: its matches started at creation, unlisted, untimed, playable', async () => {
    const path = join(dir, 'v2.db');
    const db = new Database(path);
    db.exec(MIGRATIONS_TABLE);
    for (const m of MIGRATIONS.filter((m) => m.version <= 2)) {
      for (const sql of m.statements) db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)').run(m.version);
    }
    db.prepare(
      `INSERT INTO matches (id, game, players, options, seed, engine_version, turn_seconds, created_at, seq,
       state_hash, status, to_act, result, rematch, client, updated_at)
       VALUES ('old', 'toy', 2, '{}', '"s"', '0.1.0', 30, 5, 1, 'h1', 'live', '[0]', NULL, NULL, 'ip:1', 9)`,
    ).run();
    db.prepare(
      `INSERT INTO seats (match_id, seat, kind, bot, name, token_hash, reserved_for)
       VALUES ('old', 0, 'human', NULL, 'Ann', 'aa', NULL), ('old', 1, 'human', NULL, 'Bob', 'bb', NULL)`,
    ).run();
    db.close();
    const store = new SqliteStore(path);
    expect(await store.loadRow('old')).toMatchObject({
      turnSeconds: 30,
      clock: null,
      listed: false,
      startedAt: 5,
      updatedAt: 9,
    });
    expect(
      await store.appendMoves('old', 1, [{ seq: 1, actor: 0, move: {} }], after(2), {
        seat: 0,
        tokenHash: 'aa',
      }),
    ).toBe('ok');
    // Its turn timer is a live clock now, counted from its last move.
    expect(await store.clocksDue(9 + 30_000 - 1)).toEqual([]);
    expect(await store.clocksDue(2_000_000_000_000)).toEqual(['old']);
    expect(await store.waitingListed(10)).toEqual([]);
    await store.close();
  });
});

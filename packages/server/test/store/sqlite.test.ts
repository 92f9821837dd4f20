import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { after, newMatch, storeContract } from './contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-sqlite-'));
const file = join(dir, 'nested', 'matches.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

storeContract('SQLite (in memory)', async () => new SqliteStore(':memory:'));
storeContract(
  'SQLite (file)',
  async () => new SqliteStore(file),
  async () => new SqliteStore(file),
);

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

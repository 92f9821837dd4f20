import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { storeContract } from './contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-sqlite-'));
const file = join(dir, 'nested', 'matches.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

storeContract('SQLite (in memory)', async () => new SqliteStore(':memory:'));
storeContract(
  'SQLite (file)',
  async () => new SqliteStore(file),
  async () => new SqliteStore(file),
);

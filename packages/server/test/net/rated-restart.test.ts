/**
 * A rated match that ended while its ratings could not be stored (the
 * process stopped, or the update failed) is rated by the next server that
 * starts on the same store (`RatedEnds.sweep`, issue #22).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Lobby } from '../../src/service/lobby.ts';
import type { AccountRow } from '../../src/store/account-store.ts';
import { type TestServer, testServer } from '../support/server.ts';
import { playToEnd, unwrapWire } from '../support/service.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-rated-restart-'));
const running: TestServer[] = [];
afterAll(async () => {
  for (const server of running) await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('rated ends across a restart', () => {
  it('a rated end whose ratings were never stored is rated by the next server on the same store', async () => {
    const first = await testServer({ DATA_DIR: dataDir });
    running.push(first);
    const account: AccountRow = {
      id: 'acc-restart',
      name: 'Restart',
      nameKey: 'restart',
      passwordHash: null,
      createdAt: 1,
    };
    expect(await first.service.store.accounts.createAccount(account, null)).toBe(true);
    const lobby = new Lobby(first.service);
    const request = {
      game: 'digit',
      players: 2,
      options: { version: 'standard' },
      seats: [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'easy' }],
      rated: true,
    };
    const { match } = unwrapWire(await lobby.create(request, 'ip:a', account.id));
    const { token } = unwrapWire(await lobby.join(match, {}, undefined, account.id));
    // The store refuses the update, as a process that stops before it would never make it.
    first.service.store.ratings.applyRated = async () => {
      throw new Error('the process stopped');
    };
    await playToEnd(first.service, match, [token, null]);
    await first.tables.ratedEnds.settled();
    await first.close();
    running.pop();

    const second = await testServer({ DATA_DIR: dataDir });
    running.push(second);
    await expect
      .poll(async () => (await second.service.store.ratings.historyOf(account.id, 'digit', '2p', 5)).length)
      .toBe(1);
    expect((await second.service.store.ratings.rating(account.id, 'digit', '2p'))?.games).toBe(1);
    expect(await second.service.store.ratings.unratedEnds(10)).toEqual([]);
  });
});

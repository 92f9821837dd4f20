/**
 * The table around the game on two server processes sharing PostgreSQL and
 * Redis, as behind a load balancer: a lobby followed through one process
 * shows a game paired through the other, and the second player paired
 * through the other process joins it; each player sees the other at the
 * table whichever process they came through; a clock that runs out with
 * nobody at the table is acted on by one process only.
 */
import type { ServerMessage } from '@gameshelf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../support/client.ts';
import { type ServerProcess, startProcess } from '../support/process.ts';
import { dropSchema, postgresUrl, redisUrl, uniquePrefix, uniqueSchema } from '../support/services.ts';

const schema = uniqueSchema('tables');
const env = {
  DATABASE_URL: postgresUrl(),
  DATABASE_SCHEMA: schema,
  REDIS_URL: redisUrl(),
  REDIS_PREFIX: uniquePrefix('tables'),
  CLOCK_SWEEP_SECONDS: '1',
};
const processes: ServerProcess[] = [];
beforeAll(async () => {
  processes.push(...(await Promise.all([startProcess(env), startProcess(env)])));
}, 120_000);
afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill()));
  await dropSchema(schema);
});

describe('the lobby, presence and clocks on two processes', () => {
  it('pairs and shows the lobby across processes, and each player sees the other at the table', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const watcher = await TestClient.connect(two.url);
    await watcher.request({ type: 'watch-lobby', game: 'digit' });
    const first = await api(one.url, 'POST', '/api/v1/lobby/pair', {
      game: 'digit',
      players: 2,
      name: 'Ann',
    });
    expect(first.body.paired).toBe(false);
    const listed = await watcher.waitFor((m: ServerMessage) => m.type === 'lobby-entry');
    expect(listed).toMatchObject({
      entry: { match: first.body.match, seats: [{ name: 'Ann' }, { taken: false }] },
    });

    const ann = await TestClient.connect(one.url);
    await ann.request({ type: 'subscribe', match: first.body.match, token: first.body.token });
    const second = await api(two.url, 'POST', '/api/v1/lobby/pair', {
      game: 'digit',
      players: 2,
      name: 'Bob',
    });
    expect(second.body).toMatchObject({ match: first.body.match, paired: true });
    await watcher.waitFor((m: ServerMessage) => m.type === 'lobby-gone' && m.match === first.body.match);
    await ann.waitFor((m: ServerMessage) => m.type === 'info' && m.waiting === false);

    const bob = await TestClient.connect(two.url);
    await bob.request({ type: 'subscribe', match: first.body.match, token: second.body.token });
    const both = (m: ServerMessage) => m.type === 'presence' && m.seats.every((s) => s.online);
    await Promise.all([ann.waitFor(both), bob.waitFor(both)]);
    await bob.close();
    await ann.waitFor((m: ServerMessage) => m.type === 'presence' && m.seats[1]?.online === false);
    await Promise.all([watcher.close(), ann.close()]);
  });

  it('moves once for a player whose live clock ran out with nobody at the table', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const created = await api(one.url, 'POST', '/api/v1/matches', {
      game: 'digit-dash',
      players: 2,
      clock: { kind: 'live', seconds: 6 },
    });
    const { match } = created.body;
    for (const url of [one.url, two.url])
      expect((await api(url, 'POST', `/api/v1/matches/${match}/join`, {})).status).toBe(200);
    const start = (await api(two.url, 'GET', `/api/v1/matches/${match}`)).body.seq;
    const seqNow = async () => (await api(two.url, 'GET', `/api/v1/matches/${match}`)).body.seq as number;
    let moved = start;
    const deadline = Date.now() + 30_000;
    while (moved === start && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      moved = await seqNow();
    }
    expect(moved).toBeGreaterThan(start);
    // Both processes swept the same clock; the store took one move. The next may come only 6 s later.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await seqNow()).toBe(moved);
  });
});

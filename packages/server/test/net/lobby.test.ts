/**
 * The lobby and the table around the game over real sockets: the listing
 * and quick pairing over HTTP, the lobby followed live on the WebSocket,
 * a match that waits for its players (moves refused until it starts, or a
 * seated player starts it), time controls in summaries, presence frames,
 * and coded refusals of bad requests.
 */
import type { ServerMessage } from '@gameshelf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../support/client.ts';
import { type TestServer, testServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server?.stop());

const corr = { kind: 'correspondence', days: 7, onTimeout: 'bot', bot: 'easy' };

describe('the lobby over HTTP and WebSocket', () => {
  it('lists, pairs and follows live: the first player waits, the second is paired, the game leaves the lobby', async () => {
    const watcher = await TestClient.connect(server.url);
    const listing = await watcher.request({ type: 'watch-lobby', game: 'domino-havoc' });
    expect(listing).toMatchObject({ type: 'lobby', entries: [] });

    const first = await api(server.url, 'POST', '/api/v1/lobby/pair', {
      game: 'domino-havoc',
      players: 2,
      clock: corr,
      name: 'Ann',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      paired: false,
      seat: 0,
      invite: `${server.url}/join/${first.body.match}`,
    });
    const entry = await watcher.waitFor((m: ServerMessage) => m.type === 'lobby-entry');
    expect(entry).toMatchObject({
      entry: { match: first.body.match, clock: corr, seats: [{ name: 'Ann' }, { taken: false }] },
    });
    expect((await api(server.url, 'GET', '/api/v1/lobby?game=domino-havoc')).body.entries).toHaveLength(1);

    // The first player follows their table: it waits, and nobody may move.
    const ann = await TestClient.connect(server.url);
    const snapshot = await ann.request({
      type: 'subscribe',
      match: first.body.match,
      token: first.body.token,
    });
    expect(snapshot).toMatchObject({ type: 'snapshot', waiting: true, legal: null, toAct: [], clock: corr });
    await ann.waitFor((m: ServerMessage) => m.type === 'presence');
    const early = await ann.request({
      type: 'move',
      match: first.body.match,
      seq: snapshot.type === 'snapshot' ? snapshot.seq : 0,
      move: {},
    });
    expect(early).toMatchObject({ type: 'error', code: 'match/not-started' });

    const second = await api(server.url, 'POST', '/api/v1/lobby/pair', {
      game: 'domino-havoc',
      players: 2,
      clock: corr,
      name: 'Bob',
    });
    expect(second.body).toMatchObject({ match: first.body.match, seat: 1, paired: true });
    await watcher.waitFor((m: ServerMessage) => m.type === 'lobby-gone' && m.match === first.body.match);
    await ann.waitFor((m: ServerMessage) => m.type === 'info' && m.waiting === false);
    // The start is a new position for everyone: someone may act now, and the clock runs.
    const begun = await ann.waitFor((m: ServerMessage) => m.type === 'update' && m.toAct.length > 0);
    expect(begun.type === 'update' && begun.deadline).toBeGreaterThan(Date.now());
    const summary = (await api(server.url, 'GET', `/api/v1/matches/${first.body.match}`)).body;
    expect(summary).toMatchObject({ listed: true, waiting: false, clock: corr, turnSeconds: 7 * 86400 });
    // The clock counts from the start (the second player's seat), after the last move (the deal).
    const started = summary.deadline - 7 * 86_400_000;
    expect(started).toBeGreaterThanOrEqual(summary.lastMoveAt);
    expect(started).toBeLessThanOrEqual(Date.now());

    expect(await watcher.request({ type: 'unwatch-lobby' })).toMatchObject({ type: 'ack' });
    await Promise.all([watcher.close(), ann.close()]);
  });

  it('lets a seated player start a waiting game early, and no one else', async () => {
    const created = await api(server.url, 'POST', '/api/v1/matches', {
      game: 'digit',
      players: 3,
      waitForPlayers: true,
    });
    const { match } = created.body;
    expect(created.body).toMatchObject({ waiting: true, listed: false, clock: null, deadline: null });
    const host = (await api(server.url, 'POST', `/api/v1/matches/${match}/join`, { name: 'Ann' })).body;
    const anon = await api(server.url, 'POST', `/api/v1/matches/${match}/start`, {});
    expect(anon).toMatchObject({ status: 401, body: { error: { code: 'auth/bad-token' } } });
    const started = await api(server.url, 'POST', `/api/v1/matches/${match}/start`, {}, host.token);
    expect(started).toMatchObject({
      status: 200,
      body: { match, waiting: false, invite: `${server.url}/join/${match}` },
    });
  });

  it('refuses bad lobby requests with coded errors', async () => {
    expect((await api(server.url, 'GET', '/api/v1/lobby?game=NOT%20A%20GAME')).body.error.code).toBe(
      'net/invalid',
    );
    const bad = [
      { game: 'digit-dash', clock: { kind: 'correspondence', days: 2, onTimeout: 'lose' } },
      { game: 'digit-dash', rating: { min: 1800, max: 1200 } },
      { game: 'digit-dash', extra: true },
    ];
    for (const body of bad) {
      expect((await api(server.url, 'POST', '/api/v1/lobby/pair', body)).body.error.code).toBe('net/invalid');
    }
    expect(
      (await api(server.url, 'POST', '/api/v1/lobby/pair', { game: 'no-such-game' })).body.error.code,
    ).toBe('game/unknown');
    const both = await api(server.url, 'POST', '/api/v1/matches', {
      game: 'digit-dash',
      turnSeconds: 60,
      clock: { kind: 'live', seconds: 60 },
    });
    expect(both).toMatchObject({ status: 400, body: { error: { code: 'options/invalid' } } });
    const client = await TestClient.connect(server.url);
    expect(await client.request({ type: 'watch-lobby', game: 7 })).toMatchObject({
      type: 'error',
      code: 'net/invalid',
    });
    await client.close();
  });
});

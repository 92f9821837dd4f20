/** The JSON API over real HTTP: every endpoint, its status codes and its coded errors. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GamesResponse, MatchSummary, MyMatchesResponse, SeatGrant } from '@gameshelf/protocol';
import { SHELF } from '@gameshelf/shelf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/client.ts';
import { createSeated, playOverSockets, seatClients } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ MESSAGES_PER_SECOND: '10000', MESSAGE_BURST: '10000' });
});
afterAll(() => server.stop());

describe('HTTP API', () => {
  it('lists the games on the shelf', async () => {
    const { status, body } = await api(server.url, 'GET', '/api/v1/games');
    expect(status).toBe(200);
    expect(GamesResponse.parse(body).games.map((g) => g.id)).toEqual(SHELF.map((m) => m.game.id));
  });

  it('creates a match, seats people, and summarises it with an invite link', async () => {
    const created = await api(server.url, 'POST', '/api/v1/matches', { game: 'digit-dash', players: 3 });
    expect(created.status).toBe(201);
    const summary = MatchSummary.parse(created.body);
    expect(summary.invite).toBe(`${server.url}/join/${summary.match}`);
    const joined = await api(server.url, 'POST', `/api/v1/matches/${summary.match}/join`, {
      seat: 2,
      name: 'Cy',
    });
    expect(SeatGrant.parse(joined.body)).toMatchObject({ match: summary.match, seat: 2 });
    const again = await api(server.url, 'POST', `/api/v1/matches/${summary.match}/join`, { seat: 2 });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'match/no-open-seat' } } });
    const read = await api(server.url, 'GET', `/api/v1/matches/${summary.match}`);
    expect(MatchSummary.parse(read.body).seats[2]).toMatchObject({ name: 'Cy', taken: true });
    const empty = await api(server.url, 'POST', `/api/v1/matches/${summary.match}/join`);
    expect(empty.status).toBe(200);
  });

  it.each([
    ['broken JSON', 'POST', '/api/v1/matches', '{"game":', 400, 'net/bad-json'],
    [
      'an unknown field',
      'POST',
      '/api/v1/matches',
      { game: 'digit-dash', colour: 'red' },
      400,
      'net/invalid',
    ],
    ['a wrong type', 'POST', '/api/v1/matches', { game: 'digit-dash', players: '2' }, 400, 'net/invalid'],
    ['an unknown game', 'POST', '/api/v1/matches', { game: 'chess' }, 404, 'game/unknown'],
    [
      'too many players',
      'POST',
      '/api/v1/matches',
      { game: 'digit-dash', players: 7 },
      400,
      'setup/bad-player-count',
    ],
    [
      'a bad option',
      'POST',
      '/api/v1/matches',
      { game: 'digit-dash', options: { blockLimit: -4 } },
      400,
      'options/invalid',
    ],
    [
      'a huge body',
      'POST',
      '/api/v1/matches',
      { game: 'digit-dash', pad: 'x'.repeat(70_000) },
      413,
      'net/too-large',
    ],
    ['a malformed match id', 'GET', '/api/v1/matches/nope', undefined, 404, 'match/unknown'],
    ['an unknown match', 'GET', `/api/v1/matches/${'Q'.repeat(22)}`, undefined, 404, 'match/unknown'],
    ['joining an unknown match', 'POST', `/api/v1/matches/${'Q'.repeat(22)}/join`, {}, 404, 'match/unknown'],
    ['leaving without a token', 'POST', `/api/v1/matches/${'Q'.repeat(22)}/leave`, {}, 401, 'auth/bad-token'],
    ['no tokens', 'POST', '/api/v1/my-matches', { tokens: [] }, 400, 'net/invalid'],
    ['an unknown endpoint', 'GET', '/api/v1/teapot', undefined, 404, 'net/invalid'],
  ] as const)('answers %s with a coded error', async (_what, method, path, body, status, code) => {
    const answer = await api(server.url, method, path, body);
    expect(answer).toMatchObject({ status, body: { error: { code } } });
  });

  it('lets a seat leave (with its token only), hands it to a bot, and lists my matches', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const [ann, bob] = tokens as string[];
    const mine = await api(server.url, 'POST', '/api/v1/my-matches', { tokens: [ann, bob] });
    expect(
      MyMatchesResponse.parse(mine.body)
        .matches.map((m) => m.seat)
        .sort(),
    ).toEqual([0, 1]);
    expect(await api(server.url, 'POST', `/api/v1/matches/${match}/leave`, {}, 'w'.repeat(43))).toMatchObject(
      {
        status: 401,
        body: { error: { code: 'auth/bad-token' } },
      },
    );
    const left = await api(server.url, 'POST', `/api/v1/matches/${match}/leave`, { bot: 'random' }, bob);
    expect(left).toMatchObject({ status: 200, body: { match, seat: 1, bot: 'random' } });
    const clients = await seatClients(server.url, match, [ann ?? null, null]);
    await playOverSockets(match, clients);
    const summary = await api(server.url, 'GET', `/api/v1/matches/${match}`);
    expect(summary.body.status).toBe('over');
    for (const c of clients) await c?.close();
  });

  it('publishes the record and offers a rematch only after the end', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'domino-run' });
    const token = tokens[0] as string;
    expect((await api(server.url, 'GET', `/api/v1/matches/${match}/record`)).body.error.code).toBe(
      'match/in-progress',
    );
    expect(
      (await api(server.url, 'POST', `/api/v1/matches/${match}/rematch`, undefined, token)).body.error.code,
    ).toBe('match/in-progress');
    const clients = await seatClients(server.url, match, tokens);
    await playOverSockets(match, clients);
    const record = await api(server.url, 'GET', `/api/v1/matches/${match}/record`);
    expect(record.body).toMatchObject({ format: 'gameshelf-record', game: 'domino-run' });
    const rematch = await api(server.url, 'POST', `/api/v1/matches/${match}/rematch`, undefined, token);
    expect(SeatGrant.parse(rematch.body).match).not.toBe(match);
    for (const c of clients) await c?.close();
  });

  it('serves its own home page, the join page and the protocol docs while the web app is not built', async () => {
    const home = await api(server.url, 'GET', '/');
    expect(home.status).toBe(200);
    for (const m of SHELF) expect(home.body).toContain(m.game.name);
    expect(home.body).toContain('href="/docs/protocol"');
    expect((await api(server.url, 'GET', `/join/${'Q'.repeat(22)}`)).body).toContain('/api/v1/matches/QQQQ');
    const docs = await fetch(`${server.url}/docs/protocol`);
    expect(docs.headers.get('content-type')).toContain('text/markdown');
    expect(await docs.text()).toContain('/api/v1/ws');
    expect((await api(server.url, 'GET', '/nothing/here')).status).toBe(404);
  });
});

describe('HTTP with a built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'gameshelf-web-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves packages/web/dist, and its index.html for the app routes', async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>the app</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const web = await testServer({ WEB_DIST: dist });
    expect((await api(web.url, 'GET', '/')).body).toContain('the app');
    expect((await api(web.url, 'GET', `/join/${'Q'.repeat(22)}`)).body).toContain('the app');
    expect((await api(web.url, 'GET', '/assets/app.js')).body).toBe('console.log(1)');
    expect((await api(web.url, 'GET', '/api/v1/nope')).body.error.code).toBe('net/invalid');
    await web.stop();
  });
});

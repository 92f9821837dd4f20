/**
 * Per-client HTTP rate limits over real HTTP: creating, joining, rematches
 * and record downloads answer 429 with Retry-After and `net/rate-limited`
 * past their limit, for that client only. Clients are told apart by the
 * address a trusted proxy (loopback here) says they came from; a signed-in
 * client is limited by its account and by its address, so accounts made
 * behind one address share its limits. The limit on live bot matches answers
 * 429 with a Retry-After too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/config.ts';
import { clientOf, networkOf } from '../../src/http/client.ts';
import { BOT_MATCHES_RETRY_SECONDS } from '../../src/service/bot-limits.ts';
import { createSeated, playOverSockets, seatClients } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({
    TRUST_PROXY: 'loopback',
    CREATES_PER_MINUTE: '3',
    JOINS_PER_MINUTE: '4',
    REMATCHES_PER_MINUTE: '1',
    RECORDS_PER_MINUTE: '2',
    // A whole game is played over the sockets below at full speed: the WebSocket message
    // limit is not what this file tests (ws.test.ts does), so it must not refuse those moves.
    MESSAGES_PER_SECOND: '10000',
    MESSAGE_BURST: '10000',
    BOT_MATCHES_PER_CLIENT: '2',
  });
});
afterAll(() => server.stop());

/** A request from the client at `from` (signed in with the session `cookie`), as the proxy in front would pass it on. */
async function from(
  address: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  cookie?: string,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer field by field
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

function expectRateLimited(answer: Awaited<ReturnType<typeof from>>) {
  expect(answer.status).toBe(429);
  expect(answer.body.error.code).toBe('net/rate-limited');
  const retry = Number(answer.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(60);
}

describe('HTTP rate limits per client', () => {
  it('limits creating matches, for the client that floods only', async () => {
    for (let i = 0; i < 3; i++)
      expect((await from('10.0.0.1', 'POST', '/api/v1/matches', { game: 'digit-dash' })).status).toBe(201);
    expectRateLimited(await from('10.0.0.1', 'POST', '/api/v1/matches', { game: 'digit-dash' }));
    expect((await from('10.0.0.2', 'POST', '/api/v1/matches', { game: 'digit-dash' })).status).toBe(201);
  });

  it('limits joining, whether the seats were there or not', async () => {
    const created = await from('10.0.1.1', 'POST', '/api/v1/matches', { game: 'digit-dash', players: 2 });
    const path = `/api/v1/matches/${created.body.match}/join`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await from('10.0.1.2', 'POST', path, {})).status);
    expect(answers).toEqual([200, 200, 409, 409]);
    expectRateLimited(await from('10.0.1.2', 'POST', path, {}));
  });

  it('limits rematches and record downloads', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'domino-run' });
    const clients = await seatClients(server.url, match, tokens);
    await playOverSockets(match, clients);
    const record = `/api/v1/matches/${match}/record`;
    for (let i = 0; i < 2; i++) expect((await from('10.0.2.1', 'GET', record)).status).toBe(200);
    expectRateLimited(await from('10.0.2.1', 'GET', record));
    const rematch = `/api/v1/matches/${match}/rematch`;
    expect((await from('10.0.2.1', 'POST', rematch, undefined, tokens[0] ?? undefined)).status).toBe(200);
    expectRateLimited(await from('10.0.2.1', 'POST', rematch, undefined, tokens[0] ?? undefined));
    for (const c of clients) await c?.close();
  });
});

let accounts = 0;

/** Signs a new account up from `address`: its session cookie. */
async function signUp(address: string): Promise<string> {
  const name = `rate${process.pid % 10_000}x${accounts++}`;
  const response = await fetch(`${server.url}/api/v1/account/signup`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: 'a long password' }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

describe('HTTP rate limits per address as well as per account', () => {
  it('counts two accounts signed in from one address against the address’s one limit', async () => {
    const [ada, bea] = [await signUp('10.0.3.1'), await signUp('10.0.3.1')];
    const create = (address: string, cookie?: string) =>
      from(address, 'POST', '/api/v1/matches', { game: 'digit-dash' }, undefined, cookie);
    // Ada spends two of the address's three creations, Bea the third; then the address is spent for both.
    expect((await create('10.0.3.1', ada)).status).toBe(201);
    expect((await create('10.0.3.1', ada)).status).toBe(201);
    expect((await create('10.0.3.1', bea)).status).toBe(201);
    expectRateLimited(await create('10.0.3.1', bea));
    expectRateLimited(await create('10.0.3.1', ada));
    // A guest behind that address is the address: spent too.
    expectRateLimited(await create('10.0.3.1'));
    // Each account is counted wherever it is, refused requests included (as every counter counts them):
    // Bea has made two, and has one left elsewhere; Ada has made three.
    expect((await create('10.0.3.2', bea)).status).toBe(201);
    expectRateLimited(await create('10.0.3.3', bea));
    expectRateLimited(await create('10.0.3.4', ada));
    // Another address, signed in or not, is untouched.
    expect((await create('10.0.3.6')).status).toBe(201);
  });

  it('shares joining between the accounts of one address too', async () => {
    const [ada, bea] = [await signUp('10.0.4.1'), await signUp('10.0.4.1')];
    const created = await from('10.0.4.9', 'POST', '/api/v1/matches', { game: 'digit-dash', players: 2 });
    const join = (cookie: string) =>
      from('10.0.4.1', 'POST', `/api/v1/matches/${created.body.match}/join`, {}, undefined, cookie);
    const answers = [];
    for (const cookie of [ada, bea, ada, bea]) answers.push((await join(cookie)).status);
    expect(answers).toEqual([200, 200, 409, 409]);
    expectRateLimited(await join(ada));
    expectRateLimited(await join(bea));
  });
});

describe('the limit on live bot matches over HTTP', () => {
  it('answers 429 with bot/too-many-matches and a Retry-After of a minute', async () => {
    const versusBot = { game: 'digit-dash', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] };
    for (let i = 0; i < 2; i++)
      expect((await from('10.0.5.1', 'POST', '/api/v1/matches', versusBot)).status).toBe(201);
    const refused = await from('10.0.5.1', 'POST', '/api/v1/matches', versusBot);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('bot/too-many-matches');
    expect(refused.headers.get('retry-after')).toBe(String(BOT_MATCHES_RETRY_SECONDS));
    expect(BOT_MATCHES_RETRY_SECONDS).toBe(60);
  });
});

describe('a server reached directly', () => {
  it('trusts no proxy unless TRUST_PROXY says so: a forged X-Forwarded-For does not make a new client', async () => {
    // A public URL says nothing about a proxy in front.
    expect(configFromEnv({ PUBLIC_URL: 'https://games.example.org' }).trustProxy).toBe(false);
    const direct = await testServer({ PUBLIC_URL: 'http://games.example.org', CREATES_PER_MINUTE: '2' });
    const create = (forged: string) =>
      fetch(`${direct.url}/api/v1/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: JSON.stringify({ game: 'digit-dash' }),
      });
    try {
      expect((await create('10.9.0.1')).status).toBe(201);
      expect((await create('10.9.0.2')).status).toBe(201);
      // Every forged address is the one client it really is: its limit is spent.
      const third = await create('10.9.0.3');
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ error: { code: 'net/rate-limited' } });
    } finally {
      await direct.stop();
    }
  });
});

describe('what a client is', () => {
  it('is an IPv4 address, or the /64 network of an IPv6 one, and never the address itself', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0db8:0000:0001:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf({ ip: '2001:db8:0:1::5' })).toBe(clientOf({ ip: '2001:db8:0:1:ffff::9' }));
    expect(clientOf({ ip: '2001:db8:0:1::5' })).not.toBe(clientOf({ ip: '2001:db8:0:2::5' }));
    expect(clientOf({ ip: '203.0.113.9' })).toMatch(/^ip:[0-9a-f]{16}$/);
    expect(clientOf({ ip: '203.0.113.9' })).not.toContain('203');
  });
});

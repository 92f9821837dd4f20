/**
 * Per-client HTTP rate limits over real HTTP: creating, joining, rematches
 * and record downloads answer 429 with Retry-After and `net/rate-limited`
 * past their limit, for that client only. Clients are told apart by the
 * address a trusted proxy (loopback here) says they came from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/config.ts';
import { clientOf, networkOf } from '../../src/http/client.ts';
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
  });
});
afterAll(() => server.stop());

/** A request from the client at `from`, as the proxy in front would pass it on. */
async function from(address: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
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

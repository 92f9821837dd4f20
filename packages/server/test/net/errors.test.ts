/**
 * Every answer coded, over real sockets: no path is a 500; URLs too long,
 * headers too large and requests that are not HTTP get the coded JSON body
 * like every other error; bodies and messages nested too deep are
 * `net/invalid`, not a stack overflow; seat tokens are read however the
 * `Authorization` scheme is spelt, or from the body.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WIRE_ERROR_CODES } from '@gameshelf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type TestClient } from '../support/client.ts';
import { createSeated, seatClients } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';

let server: TestServer;
let web: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'gameshelf-web-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>the app</title>');
  writeFileSync(join(dist, 'assets', 'app-AbCd1234.js'), 'console.log(1)');
  server = await testServer({ MESSAGES_PER_SECOND: '10000', MESSAGE_BURST: '10000' });
  web = await testServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server.stop();
  await web.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** A request with its path sent exactly as written (fetch would normalise it). */
function exact(
  base: string,
  method: string,
  path: string,
): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes to the server's port; everything it answers until it closes. */
function raw(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
  });
}

function coded(text: string): string {
  const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { error: { code: string } };
  expect(WIRE_ERROR_CODES).toContain(body.error.code);
  return body.error.code;
}

const PATHS = [
  '/docs/__proto__',
  '/docs/constructor',
  '/docs/toString',
  '/docs/hasOwnProperty',
  '/docs/..%2f..%2fpackage.json',
  '/docs/%2e%2e',
  '/__proto__',
  '/constructor',
  '/join/__proto__',
  '/join/constructor',
  '/%',
  '/%E0%A4%A',
  '/%00',
  '/api/v1/%ff',
  '/api/v1/matches/__proto__',
  '/api/v1/matches/constructor/record',
  `/api/v1/matches/${'x'.repeat(300)}`,
  '/api/v1/games?__proto__[polluted]=1',
  '/assets/..%2F..%2Fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/app-AbCd1234.js/..',
  '//etc/passwd',
  '/metrics/..',
];

describe('no path is a 500', () => {
  it.each(PATHS)('GET %s', async (path) => {
    for (const base of [server.url, web.url]) {
      const answer = await exact(base, 'GET', path);
      expect(answer.status, `${base}${path}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      if (answer.status >= 400 && answer.type.includes('json')) {
        expect(WIRE_ERROR_CODES).toContain(JSON.parse(answer.body).error.code);
      }
    }
  });

  it.each(['/api/v1/matches/__proto__/join', '/api/v1/matches/constructor/leave', '/docs/__proto__'])(
    'POST %s',
    async (path) => {
      const answer = await exact(server.url, 'POST', path);
      expect(answer.status).toBeLessThan(500);
    },
  );
});

describe('errors below the routes', () => {
  it('answers a URL over the limit with 414 and net/too-large', async () => {
    for (const length of [9_000, 20_000]) {
      const answer = await raw(server.url, `GET /${'a'.repeat(length)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer, `a URL of ${length}`).toMatch(/^HTTP\/1\.1 414 /);
      expect(coded(answer)).toBe('net/too-large');
    }
  });

  it('answers headers over the limit with 431 and net/too-large', async () => {
    const answer = await raw(server.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(coded(answer)).toBe('net/too-large');
  });

  it('answers what is not HTTP with 400 and net/invalid', async () => {
    const answer = await raw(server.url, 'HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(coded(answer)).toBe('net/invalid');
  });
});

describe('nesting and tokens', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('refuses a body nested too deep with net/invalid, over HTTP', async () => {
    const body = `{"game":"digit-dash","options":{"a":${deep(5000)}}}`;
    expect(await api(server.url, 'POST', '/api/v1/matches', body)).toMatchObject({
      status: 400,
      body: { error: { code: 'net/invalid' } },
    });
  });

  it('refuses a move nested too deep with net/invalid and its ref, and the match plays on', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const clients = (await seatClients(server.url, match, tokens)) as TestClient[];
    const position = clients[0]?.position(match);
    const actor = clients[position?.toAct[0] ?? 0] as TestClient;
    const seq = actor.position(match)?.seq ?? 0;
    const from = actor.frames.length;
    actor.sendRaw(`{"type":"move","ref":41,"match":"${match}","seq":${seq},"move":${deep(6000)}}`);
    expect(await actor.waitFor((m) => m.type === 'error', 5_000, from)).toMatchObject({
      code: 'net/invalid',
      ref: 41,
    });
    const legal = actor.position(match)?.legal ?? [];
    expect(await actor.request({ type: 'move', match, seq, move: legal[0] })).toMatchObject({ type: 'ack' });
    for (const c of clients) await c.close();
  });

  it('reads the seat token whatever the case of the Authorization scheme, or from the body', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
      const left = await fetch(`${server.url}/api/v1/matches/${match}/leave`, {
        method: 'POST',
        headers: { authorization: `${scheme} ${tokens[0]}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(left.status, scheme).toBe(200);
    }
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    expect(
      await api(server.url, 'POST', `/api/v1/matches/${match}/leave`, { token: tokens[1] }),
    ).toMatchObject({
      status: 200,
      body: { match, seat: 1, bot: null },
    });
    expect(
      await api(server.url, 'POST', `/api/v1/matches/${match}/leave`, { token: tokens[1] }),
    ).toMatchObject({
      status: 401,
      body: { error: { code: 'auth/bad-token' } },
    });
  });
});

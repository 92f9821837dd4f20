/**
 * Served like a real site: text compressed with brotli or gzip; hashed
 * assets cached for a year, the HTML never; security headers on every
 * answer, with a Content-Security-Policy the web app's HTML passes; invite
 * links from PUBLIC_URL, never from a Host header in production; and the
 * Prometheus metrics.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/config.ts';
import { contentSecurityPolicy } from '../../src/http/security.ts';
import { api } from '../support/client.ts';
import { createSeated, playOverSockets, seatClients } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';

const WEB = resolve(import.meta.dirname, '../../../web');
const dist = mkdtempSync(join(tmpdir(), 'gameshelf-web-'));
/** A WebAssembly module's magic number and version, then filler: what the build emits beside its scripts. */
const WASM = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096, 7)]);
const SCRIPT = `export const tiles = ${JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ tile: i, shape: 'hex' })))};\n`;
let web: TestServer;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>the app</title><script type="module" src="/assets/app-AbCd1234.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app-AbCd1234.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build writes them: a file, and beside it the same bytes compressed (here marked, to tell them apart).
  writeFileSync(join(dist, 'assets', 'physics-Zy9x8W7v.wasm'), WASM);
  writeFileSync(join(dist, 'assets', 'physics-Zy9x8W7v.wasm.br'), brotliCompressSync(WASM));
  writeFileSync(join(dist, 'assets', 'physics-Zy9x8W7v.wasm.gz'), gzipSync(WASM));
  web = await testServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await web.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** GET with the raw body and headers (fetch would decompress and hide what came over the wire). */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((done, fail) => {
    const req = httpRequest({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

describe('compression', () => {
  it('sends text compressed with brotli or gzip, as asked, and plain otherwise', async () => {
    const br = await get(web.url, '/assets/app-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await get(web.url, '/assets/app-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get(web.url, '/assets/app-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const games = await get(web.url, '/api/v1/games', { 'accept-encoding': 'br' });
    expect(games.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(games.body).toString()).games.length).toBeGreaterThan(0);
  });
});

describe('precompressed files of the build', () => {
  it('sends the .br or .gz written beside a file as it is, as application/wasm, kept a year, varying by encoding', async () => {
    const path = '/assets/physics-Zy9x8W7v.wasm';
    const br = await get(web.url, path, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/wasm');
    expect(br.body.equals(readFileSync(join(dist, 'assets', 'physics-Zy9x8W7v.wasm.br')))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(WASM)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    const gzip = await get(web.url, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(WASM)).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get(web.url, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(WASM)).toBe(true);
  });
});

describe('caching', () => {
  it('keeps hashed assets a year, and asks again for the HTML and anything unhashed', async () => {
    expect((await get(web.url, '/assets/app-AbCd1234.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/index.html', `/join/${'Q'.repeat(22)}`, '/favicon.svg', '/docs/protocol']) {
      expect((await get(web.url, path)).headers['cache-control'], path).toBe('no-cache');
    }
    expect((await get(web.url, '/api/v1/games')).headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('come with every answer: the app, the API, a refusal, a page that is not there', async () => {
    for (const path of [
      '/',
      '/assets/app-AbCd1234.js',
      '/api/v1/games',
      '/api/v1/matches/nope',
      '/nothing',
    ]) {
      const { headers } = await get(web.url, path);
      const csp = String(headers['content-security-policy']);
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
      // Plain http: nothing pinned to https.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    expect(contentSecurityPolicy('https://games.example.org')).toMatchObject({
      'connect-src': ["'self'", 'wss://games.example.org'],
      'upgrade-insecure-requests': [],
    });
  });

  it('allow what the web app’s HTML uses: no inline script or style, same-origin files, a data: icon', () => {
    const pages = [join(WEB, 'index.html'), join(WEB, 'dist', 'index.html')].filter((p) => existsSync(p));
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        expect(script[1], page).toMatch(/\bsrc="\/[^"]+"/);
        expect(script[2]?.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
      for (const href of html.matchAll(/<link\b[^>]*href="([^"]+)"/g))
        expect(href[1]).toMatch(/^(\/|data:image\/)/);
    }
  });

  it('allow the server’s own pages: their style is a file', async () => {
    const server = await testServer();
    const home = await api(server.url, 'GET', '/');
    expect(home.body).not.toMatch(/<style\b|\sstyle=/);
    expect(home.body).toContain('href="/server.css"');
    expect((await get(server.url, '/server.css')).headers['content-type']).toContain('text/css');
    await server.stop();
  });
});

describe('invite links', () => {
  it('are built from PUBLIC_URL whatever Host a request names', async () => {
    const server = await testServer({ PUBLIC_URL: 'https://games.example.org/' });
    const response = await fetch(`${server.url}/api/v1/matches`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
      body: JSON.stringify({ game: 'digit-dash' }),
    });
    const summary = (await response.json()) as { match: string; invite: string };
    expect(summary.invite).toBe(`https://games.example.org/join/${summary.match}`);
    await server.stop();
  });

  it('never come from a Host header in production: PUBLIC_URL is required there', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set/);
    expect(configFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://games.example.org' })).toMatchObject({
      production: true,
      publicUrl: 'https://games.example.org',
    });
    expect(() => configFromEnv({ PUBLIC_URL: 'games.example.org' })).toThrow(/PUBLIC_URL/);
  });
});

describe('metrics', () => {
  it('count live matches, moves, their latency, bot work and refusals by code, for Prometheus', async () => {
    const server = await testServer({ METRICS_TOKEN: 'scrape-me' });
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const clients = await seatClients(server.url, match, tokens);
    await playOverSockets(match, clients, { stopAfter: 3 });
    expect((await api(server.url, 'GET', `/api/v1/matches/${'Q'.repeat(22)}`)).status).toBe(404);
    expect(await api(server.url, 'GET', '/metrics')).toMatchObject({ status: 401 });
    const scraped = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer scrape-me' } });
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('gameshelf_matches_live')).toBeGreaterThanOrEqual(1);
    expect(value('gameshelf_connections')).toBe(2);
    expect(value('gameshelf_moves_total')).toBeGreaterThanOrEqual(3);
    expect(value('gameshelf_move_duration_seconds_count\\{outcome="stored"\\}')).toBeGreaterThanOrEqual(3);
    expect(value('gameshelf_bot_tasks_queued')).toBe(0);
    expect(text).toContain('gameshelf_bot_wait_seconds_bucket');
    expect(value('gameshelf_refusals_total\\{code="match/unknown"\\}')).toBe(1);
    expect(value('gameshelf_refusals_total\\{code="auth/bad-token"\\}')).toBe(1);
    expect(text).toContain('process_cpu_seconds_total');
    for (const c of clients) await c?.close();
    await server.stop();
  });

  it('take their bearer token with the scheme in any case, and refuse any other with the coded body', async () => {
    const server = await testServer({ METRICS_TOKEN: 'scrape-me' });
    const scrape = (authorization: string) => fetch(`${server.url}/metrics`, { headers: { authorization } });
    for (const good of ['bearer scrape-me', 'BEARER scrape-me', 'Bearer  scrape-me ']) {
      expect((await scrape(good)).status, good).toBe(200);
    }
    for (const bad of [
      'Bearer scrape-m',
      'Bearer scrape-me-too',
      'Basic scrape-me',
      'scrape-me',
      'Bearer ',
    ]) {
      const refused = await scrape(bad);
      expect(refused.status, bad).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { code: 'auth/bad-token' } });
    }
    await server.stop();
  });
});

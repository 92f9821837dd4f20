/**
 * The Smashdodes page as a new visitor gets it (issue #18), in Chromium
 * against the real server and build:
 *
 * - its weight: every byte the browser receives (compressed, as sent: the
 *   server sends the build's precompressed `.br` files) from opening the
 *   home page to a Smashdodes match's board drawn, its physics ready in the
 *   match's worker, at most 1.5 MB; Rapier's WebAssembly arrives as a file
 *   of its own (`application/wasm`, compiled while it streams), never as
 *   base64 inside a script, and only to the worker (the page has no
 *   physics); and the time from the home page to the board;
 * - its physics: a record made in Node (the shelf's fixture, physics model
 *   2) replays in the browser (in the replay's worker), where the engine re-simulates every shot,
 *   checks each position against the record's hash, and shows the final
 *   position's hash, which must be Node's.
 *
 * Measured figures are printed (docs/web.md quotes them).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRecord, replayRecord, shortHash } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fastBots, type OpenBrowser, openBrowser } from './harness.ts';

const FIXTURE = resolve(import.meta.dirname, '../../shelf/test/fixtures/records/smashdodes-physics-2.json');
const LIMIT = 1.5 * 1024 * 1024;

let browser: OpenBrowser;
beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 900 });
});
afterAll(() => browser?.close());

interface Received {
  readonly path: string;
  readonly type: string;
  readonly encoding: string;
  readonly bytes: number;
}

describe('the Smashdodes match page', () => {
  it('transfers at most 1.5 MB, compressed, with Rapier as a WebAssembly file, and shows its board within 5 s', async () => {
    const { page } = browser;
    const received: Promise<Received>[] = [];
    const onFinished = (request: Request) => {
      received.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return {
            path: new URL(request.url()).pathname,
            type: (await response?.headerValue('content-type')) ?? '',
            encoding: (await response?.headerValue('content-encoding')) ?? '',
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          };
        })(),
      );
    };
    page.on('requestfinished', onFinished);
    const start = Date.now();
    await page.goto(baseUrl());
    await fastBots(page);
    await page.getByRole('link', { name: 'Play Smashdodes' }).click();
    await page.locator('#seat-1').selectOption('bot:easy');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('.sd-canvas[data-ready="yes"]');
    // The board offers the first shot once the worker's rules (and so Rapier) have answered.
    await page.waitForSelector('.sd-board[data-step="choose"]');
    const seconds = (Date.now() - start) / 1000;
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onFinished);
    const all = await Promise.all(received);
    const total = all.reduce((sum, r) => sum + r.bytes, 0);
    const wasm = all.filter((r) => r.path.endsWith('.wasm'));
    const biggest = [...all].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
    console.log(
      `smashdodes match page: ${all.length} responses, ${(total / 1024).toFixed(1)} KB received, board in ${seconds.toFixed(1)} s; largest: ${biggest
        .map((r) => `${r.path} ${(r.bytes / 1024).toFixed(1)} KB ${r.encoding}`)
        .join(', ')}`,
    );
    // Rapier came once, as a WebAssembly file, compressed, compiled while streaming (the right content
    // type), and only to the match's worker: the page itself (its own resource timeline) fetched none.
    expect(wasm).toHaveLength(1);
    expect(wasm[0]).toMatchObject({ type: 'application/wasm', encoding: 'br' });
    const pageFetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(pageFetched.filter((name) => name.endsWith('.wasm'))).toEqual([]);
    expect(total).toBeLessThanOrEqual(LIMIT);
    expect(seconds).toBeLessThan(5);
    // No script carries WebAssembly as base64 ("AGFzbQ" is the base64 of its magic number).
    for (const r of all.filter((x) => x.path.endsWith('.js'))) {
      const code = await page.evaluate(async (path) => (await fetch(path)).text(), r.path);
      expect(code, r.path).not.toContain('AGFzbQ');
    }
  });

  it('previews where an aim leads (simulated in a worker), then is back aiming, nothing played', async () => {
    const { page } = browser;
    const moves = await page.locator('.sd-board').getAttribute('data-moves');
    await page
      .locator('.sd-panel button', { hasText: /^Drop A-/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Preview the shot' }).click();
    await page.waitForSelector('.sd-board[data-playing="yes"]', { timeout: 20_000 });
    await page.waitForSelector('.sd-board[data-playing="no"]', { timeout: 30_000 });
    expect(await page.locator('.sd-board').getAttribute('data-step')).toBe('drop');
    expect(await page.locator('.sd-board').getAttribute('data-moves')).toBe(moves);
    const pageFetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(pageFetched.filter((name) => name.endsWith('.wasm'))).toEqual([]);
  });

  it('replays a record made in Node to the same final position, shot by shot', async () => {
    const { page } = browser;
    const record = parseRecord(JSON.parse(readFileSync(FIXTURE, 'utf8')));
    if (!record.ok) throw new Error(record.error.message);
    const module = findGame('smashdodes');
    if (!module.ok) throw new Error(module.error.message);
    const replayed = replayRecord(module.value.game, record.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const inNode = shortHash(replayed.value.state);

    await page.goto(`${baseUrl()}/replays`);
    await page.locator('input[type="file"]').setInputFiles(FIXTURE);
    const checked = page.locator('.replay-checked');
    await checked.waitFor({ timeout: 60_000 });
    const inBrowser = await checked.getAttribute('data-final-hash');
    console.log(`smashdodes record replayed: Node ${inNode}, Chromium ${inBrowser}`);
    expect(inBrowser).toBe(inNode);
    expect(await checked.textContent()).toContain(inNode);
  });
});

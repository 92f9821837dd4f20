/**
 * The home page stays light: the JavaScript Chromium actually loads for it,
 * gzipped, is under 250 KB, and no game's rules come with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, type OpenBrowser, openBrowser } from './harness.ts';

let browser: OpenBrowser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('the home page', () => {
  it('loads under 250 KB of JavaScript, gzipped, and no game rules', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl(), { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Play Digit Dash' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    const dist = inject('webDist');
    let gzipped = 0;
    for (const path of scripts) {
      const code = readFileSync(join(dist, path));
      gzipped += gzipSync(code, { level: 9 }).length;
      // The rules of a game name their own error messages; none may be in the home page's code.
      expect(code.toString()).not.toContain('DD-11');
    }
    console.log(`home page: ${scripts.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
    expect(gzipped).toBeLessThan(250 * 1024);
  });
});

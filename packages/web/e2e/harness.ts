/**
 * What every end-to-end test needs: a Chromium (found once per run by
 * browser.ts, in global-setup.ts), launched headless by playwright-core with
 * a fresh profile each time; the address of the app (built and served once
 * per run by global-setup.ts); and screenshots kept in test-artifacts/ at the
 * repository's root.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const ARTIFACTS = resolve(import.meta.dirname, '../../../test-artifacts');

/**
 * Headless, as root in CI (no sandbox), without a GPU (WebGL on SwiftShader,
 * which Chrome asks to be allowed by name), and quiet: no first-run pages, no
 * background requests, updates or sync. Playwright adds its own defaults; the
 * Lambda-specific flags @sparticuz/chromium suggests (a single process,
 * web security off) are left out, since they would change what is tested.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface OpenBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

/**
 * A browser with a fresh profile (its own `--user-data-dir`), as a new visitor would have;
 * `locale` is the browser's language (`navigator.language`), English by default.
 */
export async function openBrowser(
  viewport = { width: 1200, height: 900 },
  { locale = 'en-GB' }: { locale?: string } = {},
): Promise<OpenBrowser> {
  const browser = inject('browser');
  const profile = mkdtempSync(join(tmpdir(), 'gameshelf-chromium-'));
  const libraries = [browser.libraryPath, process.env.LD_LIBRARY_PATH].filter(
    (p) => typeof p === 'string' && p !== '',
  );
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: browser.executablePath,
      headless: true,
      args: FLAGS,
      viewport,
      locale,
      env: { ...process.env, ...(libraries.length > 0 ? { LD_LIBRARY_PATH: libraries.join(':') } : {}) },
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`could not start ${browser.source} (${browser.executablePath}): ${why}`);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    },
  };
}

/** Local bots move after this many milliseconds in tests (700 for people). */
export async function fastBots(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('gameshelf.botDelayMs', '20'));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

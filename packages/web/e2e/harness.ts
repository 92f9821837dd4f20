/**
 * What every end-to-end test needs: Debian's Chromium, launched headless by
 * playwright-core with a fresh profile each time; the address of the app
 * (built and served once per run by global-setup.ts); and screenshots kept
 * in test-artifacts/ at the repository's root.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = resolve(import.meta.dirname, '../../../test-artifacts');

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
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

/** A browser with a fresh profile (its own `--user-data-dir`), as a new visitor would have. */
export async function openBrowser(viewport = { width: 1200, height: 900 }): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'gameshelf-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport,
  });
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

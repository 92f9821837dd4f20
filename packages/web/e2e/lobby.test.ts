/**
 * The table around the game, end to end in Chromium against the real
 * server: one browser opens a game in the lobby and another, watching the
 * lobby, sees it appear and joins it; each sees the other at the table,
 * and leave; the game is played out and its replay names both players;
 * "My games" links the replay and the record.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, PHONE, phoneLayout } from './a11y.ts';
import { baseUrl, type OpenBrowser, openBrowser, screenshot } from './harness.ts';
import { playSeatToEnd } from './table-player.ts';

let ann: OpenBrowser;
let bob: OpenBrowser;

beforeAll(async () => {
  [ann, bob] = await Promise.all([openBrowser(), openBrowser(PHONE)]);
  // As pages.test.ts does: axe-core judges the colours at rest, not halfway through a fade-in.
  await bob.page.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await Promise.all([ann?.close(), bob?.close()]);
});

/** The page passes axe-core, fits a phone's width and offers controls a finger can hit (a11y.ts). */
async function expectFit(page: Page, name: string): Promise<void> {
  const { width, small } = await phoneLayout(page);
  const violations = await axeViolations(page);
  if (violations.length > 0 || small.length > 0 || width > PHONE.width)
    await screenshot(page, `page-${name}`);
  expect(violations, `${name}: axe-core`).toEqual([]);
  expect(width, `${name}: the page's width`).toBeLessThanOrEqual(PHONE.width);
  expect(small, `${name}: controls smaller than a finger`).toEqual([]);
}

const matchOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';
const seatRow = (page: Page, name: string) => page.locator('.presence-list li', { hasText: name });

describe('the lobby and the table in the browser', () => {
  let match = '';

  it('one browser opens a game in the lobby; another sees it appear there live and joins it', async () => {
    const [a, b] = [ann.page, bob.page];
    await b.goto(`${baseUrl()}/lobby`);
    await b.locator('#lobby-name').fill('Bob');
    await expect.poll(() => b.locator('.lobby-open').textContent()).toMatch(/No open games|Open games/);

    await a.goto(`${baseUrl()}/lobby`);
    // The service worker that shows turn notifications is in place, under the site's CSP.
    const worker = await a.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    );
    expect(worker).toBe(`${baseUrl()}/sw.js`);
    await a.locator('#lobby-name').fill('Ann');
    await a.locator('#open-game').selectOption('digit-dash');
    await a.locator('#open-players').selectOption('2');
    await a.locator('#open-clock').selectOption('days-3');
    await a.getByRole('button', { name: 'Start a game' }).click();
    await a.waitForURL(/\/match\//);
    match = matchOf(a);
    await a.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    await expect.poll(() => seatRow(a, 'You').textContent()).toContain('here');

    // Bob's lobby shows the new game without a reload, with Ann waiting in it and its clock.
    const listed = b.locator(`.lobby-entry[data-match="${match}"]`);
    await listed.waitFor({ timeout: 15_000 });
    expect(await listed.textContent()).toContain('Ann');
    expect(await listed.textContent()).toContain('3 days per move');
    await screenshot(b, 'lobby-open-game');
    await expectFit(b, 'lobby');
    await listed.getByRole('button', { name: 'Join' }).click();
    await b.waitForURL(`**/match/${match}`);

    // The game starts for both: the wait is over, the clock runs.
    await a.getByRole('heading', { name: 'Waiting for players' }).waitFor({ state: 'detached' });
    await expect.poll(() => a.locator('.clock-badge').textContent()).toMatch(/3 days per move.*left/);
  });

  it('each player sees the other at the table, sees them leave and come back', async () => {
    const [a, b] = [ann.page, bob.page];
    await expect.poll(() => seatRow(a, 'Bob').textContent()).toContain('here');
    await expect.poll(() => seatRow(b, 'Ann').textContent()).toContain('here');
    await expectFit(b, 'online-match-table');
    // Whoever must move is thinking.
    await expect.poll(() => a.locator('.presence-list').textContent()).toContain('thinking…');
    await screenshot(a, 'table-presence');
    await b.goto(`${baseUrl()}/my-games`);
    await expect.poll(() => seatRow(a, 'Bob').textContent()).toContain('left');
    await b.locator(`.my-game[data-match="${match}"]`).waitFor();
    await expectFit(b, 'my-games-live');
    await b.goto(`${baseUrl()}/match/${match}`);
    await expect.poll(() => seatRow(a, 'Bob').textContent()).toContain('here');
  });

  it('the game played out, its replay names both players, and My games links the replay and the record', async () => {
    const [a, b] = [ann.page, bob.page];
    await Promise.all([playSeatToEnd(a, match), playSeatToEnd(b, match)]);
    await a.getByRole('dialog').waitFor();
    await a.goto(`${baseUrl()}/my-games`);
    const row = a.locator(`.my-game[data-match="${match}"]`);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Finished/);
    expect(await row.getByRole('link', { name: /Download the record/ }).getAttribute('href')).toBe(
      `/api/v1/matches/${match}/record`,
    );
    await row.getByRole('link', { name: 'Replay' }).click();
    await a.waitForURL(`**/replay/${match}`);
    await a.locator('.replay-step').waitFor();
    await a.getByRole('button', { name: 'Last move' }).click();
    const replay = a.locator('.replay');
    await expect.poll(() => replay.textContent()).toContain('Ann');
    expect(await replay.textContent()).toContain('Bob');
    await screenshot(a, 'replay-names');
  });
});

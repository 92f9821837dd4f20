/**
 * Double Domino Havoc end to end, in real Chromium at a phone's width
 * (360 px): from the home page, a one-round game against two bots, played
 * to the end with the keyboard alone (Tab to what the board lights up,
 * Enter to press it), the focus staying on the board after every move.
 * Screenshots of the board, mid-game on the phone and at the end on a
 * desktop, go to test-artifacts/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playToTheEnd } from './domino-havoc-player.ts';
import { keyboard } from './hands.ts';
import { ARTIFACTS, baseUrl, fastBots, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

let phone: OpenBrowser;

beforeAll(async () => {
  phone = await openBrowser({ width: 360, height: 780 });
  await phone.page.goto(baseUrl());
  await fastBots(phone.page);
});

afterAll(async () => {
  await phone?.close();
});

async function boardShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.match-board').screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

describe('Double Domino Havoc in the browser', () => {
  it('from the home page, a one-round game against two bots is played to the end with the keyboard alone', async () => {
    const { page } = phone;
    const hands = keyboard(page);
    await page.goto(baseUrl());
    expect(await hands.press(page.getByRole('link', { name: 'Play Double Domino Havoc' }))).toBe(true);
    await page.waitForURL('**/new/domino-havoc');
    // The same deal every run (`?deal=`): the positions the board is checked on do not change.
    await page.goto(`${baseUrl()}/new/domino-havoc?deal=keyboard-havoc-1`);
    await page.locator('#players').selectOption('3');
    await page.locator('#option-rounds').fill('1');
    expect(await hands.press(page.getByRole('button', { name: 'Start the game' }))).toBe(true);
    await page.waitForSelector('.dh-board');
    // Everyone starts with six: yours open, the others face down with their count.
    await expect.poll(() => page.locator('.dh-tray .dh-domino').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('.dh-rack.other').count()).toBe(2);

    let checkedWidth = false;
    const moves = await playToTheEnd(
      page,
      async (n) => {
        if (n !== 2) return;
        checkedWidth = true;
        await screenshot(page, 'domino-havoc-phone');
        // Usable at 360 px: nothing on the board sticks out sideways.
        const fit = await page.evaluate(() => {
          const board = document.querySelector('.dh-board') as HTMLElement;
          const widest = Math.max(
            ...[...board.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
          );
          return { widest, inner: board.scrollWidth - board.clientWidth };
        });
        expect(fit.widest).toBeLessThanOrEqual(360);
        expect(fit.inner).toBe(0);
      },
      hands,
    );
    expect(moves).toBeGreaterThan(3);
    // Every press left the focus on the board (or on the result, at the end).
    expect(hands.lost).toEqual([]);
    expect(checkedWidth).toBe(true);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('row').count()).toBe(4);
    await screenshot(page, 'domino-havoc-result');
    await dialog.getByRole('button', { name: 'See the table' }).click();
    // The round is counted in the open: both other trays show their dominoes.
    const open = page.locator('.dh-rack.other .dh-mini-tray:not([aria-label*="face down"])');
    expect(await open.count()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await boardShot(page, 'domino-havoc');
  });
});

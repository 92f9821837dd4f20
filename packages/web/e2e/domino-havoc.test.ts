/**
 * Double Domino Havoc end to end, in real Chromium at a phone's width
 * (360 px): from the home page, a one-round game against two bots, played
 * to the end by clicking only what the board lights up. Screenshots of the
 * board, mid-game on the phone and at the end on a desktop, go to
 * test-artifacts/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playToTheEnd } from './domino-havoc-player.ts';
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
  it('from the home page, a one-round game against two bots is played to the end by clicking', async () => {
    const { page } = phone;
    await page.goto(baseUrl());
    await page.getByRole('link', { name: 'Play Double Domino Havoc' }).click();
    await page.locator('#players').selectOption('3');
    await page.locator('#option-rounds').fill('1');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('.dh-board');
    // Everyone starts with six: yours open, the others face down with their count.
    await expect.poll(() => page.locator('.dh-tray .dh-domino').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('.dh-rack.other').count()).toBe(2);

    let checkedWidth = false;
    const moves = await playToTheEnd(page, async (n) => {
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
    });
    expect(moves).toBeGreaterThan(3);
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

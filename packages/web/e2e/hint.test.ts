/**
 * The Hint end to end, in real Chromium: in a DIGIT game against a bot on
 * this device (a fixed deal), Hint names the medium bot's move in the game's
 * words and lights its stick and edge on the board; the person then plays
 * it by clicking what is lit. Reduced motion, so sticks do not glide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS, waitForTurn } from './digit-player.ts';
import { baseUrl, fastBots, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

const DEAL = 'hint-e2e';
let desk: OpenBrowser;

beforeAll(async () => {
  desk = await openBrowser();
  await desk.page.emulateMedia({ reducedMotion: 'reduce' });
  await desk.page.goto(baseUrl());
  await fastBots(desk.page);
});

afterAll(async () => {
  await desk?.close();
});

describe('a hint in the browser', () => {
  it('names the medium bot’s move, lights it, and the person plays it', async () => {
    const { page } = desk;
    await page.goto(`${baseUrl()}/new/digit?deal=${DEAL}`);
    await page.locator('#option-version').selectOption('standard');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('.dg-board');
    await waitForTurn(page);
    const panel = page.getByRole('region', { name: 'Hint' });
    await panel.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => panel.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^Hint: /);
    const words = (await panel.getByRole('status').textContent()) ?? '';
    expect(words).toMatch(/^Hint: Player 1 moves a stick/);
    expect(await page.locator('.dg-stick.hinted').count()).toBe(1);
    await screenshot(page, 'hint-digit');
    // Nothing was played: the person plays the lit stick to the lit edge.
    const seen = Number(await page.locator('.dg-board').getAttribute('data-seen'));
    await page.locator('.dg-stick.hinted').click();
    await page.locator(`${TARGETS}.hinted`).click();
    await page.waitForFunction(
      (n) => Number(document.querySelector('.dg-board')?.getAttribute('data-seen')) > n,
      seen,
    );
    const log = await page.getByRole('list', { name: 'Moves so far' }).locator('li').allTextContents();
    expect(log.some((line) => line.includes(words.replace(/^Hint: /, '').replace(/\.$/, '')))).toBe(true);
    console.info(`hint e2e: ${words}`);
  });
});

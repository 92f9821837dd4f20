/**
 * DIGIT end to end, in real Chromium: matches against a bot started from the
 * home page and played to the end by clicking only what the board offers
 * (see digit-player.ts): Standard at a desktop's width, Open Plus at a
 * phone's; and many moves of Solitaire with the keyboard alone, the focus
 * staying on the board. Reduced motion, so that sticks do not glide under
 * the pointer. Screenshots of the board go to test-artifacts/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTally, playToTheEnd, STICKS, step, TARGETS, waitForTurn } from './digit-player.ts';
import { keyboard } from './hands.ts';
import { ARTIFACTS, baseUrl, fastBots, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

let desk: OpenBrowser;
let phone: OpenBrowser;

beforeAll(async () => {
  [desk, phone] = await Promise.all([openBrowser(), openBrowser({ width: 360, height: 780 })]);
  for (const { page } of [desk, phone]) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(baseUrl());
    await fastBots(page);
  }
});

afterAll(async () => {
  await Promise.all([desk?.close(), phone?.close()]);
});

async function start(page: Page, version: string, setup: () => Promise<unknown> = async () => {}) {
  await page.goto(baseUrl());
  await page.getByRole('link', { name: 'Play DIGIT', exact: true }).click();
  await page.waitForURL('**/new/digit');
  // The same deal every run (`?deal=`), so a game's length does not decide whether it passes.
  await page.goto(`${baseUrl()}/new/digit?deal=e2e-${version}-1`);
  await page.locator('#option-version').selectOption(version);
  await setup();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('.dg-board');
}

const boardShot = (page: Page, name: string) =>
  page.locator('.match-board').screenshot({ path: join(ARTIFACTS, `${name}.png`) });

/** The words under each pile ("3 laid down", "score pile, 2 points"). */
const pileWords = (page: Page) => page.locator('.dg-pile-count').allTextContents();

describe('DIGIT in the browser', () => {
  it('from the home page, a Standard game against a bot is played to the end by clicking', async () => {
    const { page } = desk;
    await start(page, 'standard');
    await expect.poll(() => page.locator('.dg-hand .dg-card').count()).toBe(5);
    const backs = await page
      .locator('.dg-seat .dg-mini-hand .dg-card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(backs).toEqual(Array(5).fill('face-down card'));
    let shot = false;
    const tally = await playToTheEnd(page, async (n) => {
      if (shot || n < 4) return;
      if ((await page.locator(TARGETS).count()) === 0 && (await page.locator(STICKS).count()) > 0)
        await page.locator(STICKS).first().click();
      if ((await page.locator(TARGETS).count()) > 0) {
        shot = true;
        await boardShot(page, 'digit-standard');
      }
    });
    expect(tally.moves).toBeGreaterThan(0);
    expect(tally.widest).toBeGreaterThan(0);
    await screenshot(page, 'digit-standard-result');
    await page.getByRole('button', { name: 'See the table' }).click();
    // Someone emptied a hand of five or more cards onto their pile (DG-5).
    const piles = await pileWords(page);
    expect(piles.some((w) => Number(/^(\d+) laid down$/.exec(w)?.[1]) >= 5)).toBe(true);
    console.info(`digit e2e (standard): ${tally.moves} moves`);
  });

  it('at a phone’s width, an Open Plus game shows every hand and the score piles, to the end', async () => {
    const { page } = phone;
    await start(page, 'plus', () => page.getByRole('checkbox', { name: 'Open' }).check());
    await expect.poll(() => page.locator('.dg-seat .dg-mini-hand .dg-card').count()).toBe(5);
    const faces = await page
      .locator('.dg-seat .dg-mini-hand .dg-card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(faces.every((l) => l.startsWith('card #'))).toBe(true);
    let shot = false;
    const tally = await playToTheEnd(page, async () => {
      if (!shot && (await page.locator('.dg-match-note').count()) > 0) {
        shot = true;
        await screenshot(page, 'digit-open-plus-360');
      }
    });
    await page.getByRole('button', { name: 'See the table' }).click();
    expect((await pileWords(page)).every((w) => /^score pile, \d+ points?$/.test(w))).toBe(true);
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('.dg-board *')].some((el) => el.getBoundingClientRect().right > 361),
    );
    expect(overflow).toBe(false);
    console.info(`digit e2e (open plus, 360 px): ${tally.moves} moves`);
  });

  it('Solitaire with the keyboard alone: many moves, the focus on the board; the score, its rating, the deck', async () => {
    const { page } = desk;
    const hands = keyboard(page);
    await start(page, 'solitaire', () => page.locator('#players').selectOption('1'));
    await expect.poll(() => page.locator('.dg-hand .dg-card').count()).toBe(5);
    const tally = newTally();
    for (let n = 0; tally.moves < 16; n++) {
      const done = await step(page, n, tally, hands);
      if (done === 'over') break;
      if (done === 'idle') await waitForTurn(page);
    }
    expect(hands.lost).toEqual([]);
    await expect.poll(() => page.locator('.dg-rating').textContent()).toMatch(/\w/);
    expect(await page.getByRole('img', { name: /^Deck: \d+ cards$/ }).count()).toBe(1);
    await hands.press(page.locator(STICKS).first());
    await boardShot(page, 'digit-solitaire');
  });
});

/**
 * Domino Run end to end, in real Chromium at a phone's width (360 px): from
 * the home page, a solo run with a short turn limit, played to the end with
 * the keyboard alone (Tab to what the board lights up, Enter to press it),
 * the focus staying on the board after every move. Screenshots of the
 * board, mid-run on the phone and at the end on a desktop, go to
 * test-artifacts/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playToTheEnd, waitForTurn } from './domino-run-player.ts';
import { keyboard } from './hands.ts';
import { ARTIFACTS, baseUrl, fastBots, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

let phone: OpenBrowser;
/** A deal on which the scripted player below meets a lit die after its first move, in six turns. */
const DEAL = 'keyboard-run-1';

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

/** Where the two cubes are on the page, and whether anything on the board sticks out sideways. */
function measure(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector('.dr-board') as HTMLElement;
    const cube = (kind: string) =>
      document.querySelector(`.dr-cube.${kind}`)?.getBoundingClientRect() ?? null;
    const widest = Math.max(
      ...[...board.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
    );
    return {
      widest,
      inner: board.scrollWidth - board.clientWidth,
      player: cube('player'),
      enemy: cube('enemy'),
    };
  });
}

describe('Domino Run in the browser', () => {
  it('from the home page, a solo run is played to the end with the keyboard alone', async () => {
    const { page } = phone;
    const hands = keyboard(page);
    await page.goto(baseUrl());
    expect(await hands.press(page.getByRole('link', { name: 'Play Domino Run' }))).toBe(true);
    await page.waitForURL('**/new/domino-run');
    // The same deal every run (a random one may end before a die is ever lit): `?deal=` names it.
    await page.goto(`${baseUrl()}/new/domino-run?deal=${DEAL}`);
    await page.waitForSelector('#option-turnLimit');
    await page.locator('#option-turnLimit').fill('6');
    expect(await hands.press(page.getByRole('button', { name: 'Start the game' }))).toBe(true);
    await page.waitForSelector('.dr-board');
    // The dealt line: five dominoes, both cubes on it, and the choice to keep it or mulligan.
    await expect.poll(() => page.locator('.dr-slot').count()).toBe(5);
    expect(await page.locator('.dr-prompt button').allTextContents()).toHaveLength(2);

    let shot = false;
    const moves = await playToTheEnd(
      page,
      async (n) => {
        // Once, at the first move with a lit die: pick it, so the shot shows its landings lit.
        if (shot || n < 1) return;
        // The cubes may still be moving after the move: wait until the board asks again.
        await waitForTurn(page);
        const die = page.locator(
          '.dr-board[data-step="move"] .dr-dice-row button.dr-die.offered:not([disabled])',
        );
        if ((await die.count()) === 0) return;
        shot = true;
        await hands.press(die.first());
        await screenshot(page, 'domino-run-phone');
        // Usable at 360 px: nothing sticks out sideways, and both cubes are on the screen's width.
        const fit = await measure(page);
        expect(fit.widest).toBeLessThanOrEqual(360);
        expect(fit.inner).toBe(0);
        for (const cube of [fit.player, fit.enemy]) {
          expect(cube).not.toBeNull();
          expect(cube?.left).toBeGreaterThanOrEqual(0);
          expect(cube?.right).toBeLessThanOrEqual(360);
        }
        await page.keyboard.press('Escape');
      },
      hands,
    );
    expect(moves).toBeGreaterThan(3);
    expect(shot).toBe(true);
    // Every press left the focus on the board (or on the result, at the end).
    expect(hands.lost).toEqual([]);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('row').count()).toBe(2);
    await screenshot(page, 'domino-run-result');
    await dialog.getByRole('button', { name: 'See the table' }).click();
    // The last steps of the cubes have played: the board shows the end of the run.
    await page.waitForSelector('.dr-board[aria-busy=false] .dr-prompt[role=status]');
    await page.setViewportSize({ width: 1280, height: 900 });
    await boardShot(page, 'domino-run');
  });
});

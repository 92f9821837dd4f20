/**
 * A simple DIGIT player for end-to-end tests that only presses (with the
 * mouse or the keyboard: hands.ts) what the board offers, like a person who
 * knows nothing of the rules: a lit stick, then one of the highlighted edges
 * it may go to. (A card of its own made on another player's turn leaves its
 * hand by itself, DG-5: there is nothing to answer.) The board counts the
 * log lines it has seen in `data-seen`, so the player knows when a move went
 * through.
 */
import type { Page } from 'playwright-core';
import { type Hands, mouse } from './hands.ts';

export type Step = 'over' | 'moved' | 'idle';

export const STICKS = '.dg-lattice button.dg-stick:not([disabled])';
export const TARGETS = '.dg-lattice button.dg-target';
const SOMETHING_TO_DO = `[role=dialog], ${STICKS}`;

export interface Tally {
  /** Stick moves made. */
  moves: number;
  /** The most edges offered for one stick. */
  widest: number;
}

export const newTally = (): Tally => ({ moves: 0, widest: 0 });

const tryPress = (page: Page, hands: Hands, selector: string, nth = 0) =>
  hands.press(page.locator(selector).nth(nth));

const seen = async (page: Page) => Number(await page.locator('.dg-board').getAttribute('data-seen'));

/** Presses what finishes a move, and waits until the log has taken it. */
async function finish(page: Page, hands: Hands, selector: string, nth = 0): Promise<boolean> {
  const before = await seen(page);
  if (!(await tryPress(page, hands, selector, nth))) return false;
  await page.waitForFunction(
    (n) => Number(document.querySelector('.dg-board')?.getAttribute('data-seen')) > n,
    before,
  );
  return true;
}

/** One decision towards the end of the game (the n-th, to vary the sticks and edges picked). */
export async function step(page: Page, n: number, tally: Tally, hands: Hands = mouse): Promise<Step> {
  if ((await page.getByRole('dialog').count()) > 0) return 'over';
  if ((await page.locator(TARGETS).count()) === 0) {
    const sticks = await page.locator(STICKS).count();
    if (sticks === 0 || !(await tryPress(page, hands, STICKS, n % sticks))) return 'idle';
  }
  const targets = await page.locator(TARGETS).count();
  if (targets === 0) return 'idle';
  tally.widest = Math.max(tally.widest, targets);
  if (!(await finish(page, hands, TARGETS, (n * 7) % targets))) return 'idle';
  tally.moves++;
  return 'moved';
}

/** Waits until the page has something to click (or the game is over). */
export async function waitForTurn(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector(SOMETHING_TO_DO, { timeout });
}

/** Plays the page's seat until the result screen shows. */
export async function playToTheEnd(page: Page, onStep?: (n: number) => Promise<void>): Promise<Tally> {
  const tally = newTally();
  for (let n = 0; n < 2000; n++) {
    const done = await step(page, n, tally);
    if (done === 'over') return tally;
    if (done === 'idle') await waitForTurn(page);
    await onStep?.(n);
  }
  throw new Error('the game did not end');
}

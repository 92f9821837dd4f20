/**
 * A simple Double Domino Havoc player for end-to-end tests that only presses
 * (with the mouse or the keyboard: hands.ts) what the board lights up, like
 * a person who knows nothing of the rules: it draws from the lit boneyard (or a lit slot), plays a tray domino
 * marked "fits" onto the lit place of its train, otherwise discards its
 * first lit domino into the lit slot (one domino short, with nothing that
 * fits, it ends its turn: DH-9 (b)), and answers a live double with the
 * banner's first button. The board says which step it waits for in
 * `data-step`, and counts the moves it has seen in `data-moves`.
 */
import type { Page } from 'playwright-core';
import { type Hands, mouse } from './hands.ts';

export type Step = 'over' | 'moved' | 'idle';

const BOARD = '.dh-board';
const TRAY = '.dh-tray button.dh-domino:not([disabled])';

async function movesSeen(page: Page): Promise<number> {
  return Number(await page.locator(BOARD).getAttribute('data-moves'));
}

/** Presses the first match; false when there is none or the table moved on first. */
async function tryPress(page: Page, hands: Hands, selector: string): Promise<boolean> {
  const target = page.locator(selector).first();
  if ((await target.count()) === 0) return false;
  return hands.press(target);
}

/** Presses a place that finishes a move, and waits until the table has taken it. */
async function finish(page: Page, hands: Hands, selector: string): Promise<Step> {
  const before = await movesSeen(page);
  if (!(await tryPress(page, hands, selector))) return 'idle';
  await page.waitForFunction(
    ([board, n]) =>
      Number(document.querySelector(board as string)?.getAttribute('data-moves')) > (n as number),
    [BOARD, before] as const,
  );
  return 'moved';
}

/** One move towards the end of the game; `idle` when there is nothing to do now. */
export async function step(page: Page, hands: Hands = mouse): Promise<Step> {
  if ((await page.locator('[role=dialog]').count()) > 0) return 'over';
  if (await tryPress(page, hands, '.pass-device button')) return 'moved';
  const board = page.locator(BOARD);
  if ((await board.count()) === 0) return 'idle';
  switch (await board.getAttribute('data-step')) {
    case 'draw':
      return (await page.locator('button.dh-boneyard.target').count()) > 0
        ? finish(page, hands, 'button.dh-boneyard.target')
        : finish(page, hands, '.dh-slot button.target');
    case 'play':
    case 'discard': {
      const playing =
        (await board.getAttribute('data-step')) === 'play' &&
        (await tryPress(page, hands, `${TRAY}:has(.dh-tag)`));
      if (playing) return finish(page, hands, '.dh-train button.target');
      const shortTurn = 'button:has-text("End your turn")';
      if ((await page.locator(shortTurn).count()) > 0) return finish(page, hands, shortTurn);
      if (!(await tryPress(page, hands, TRAY))) return 'idle';
      return finish(page, hands, '.dh-slot button.target');
    }
    case 'respond':
      return finish(page, hands, '.dh-double-actions button');
    default:
      return 'idle';
  }
}

/** Waits until the board asks something of us (or the game is over). */
export async function waitForTurn(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector(`[role=dialog], .pass-device button, ${BOARD}:not([data-step="wait"])`, {
    timeout,
  });
}

/** Plays the page's seat until the result screen shows; returns the number of moves made. */
export async function playToTheEnd(
  page: Page,
  onMove?: (n: number) => Promise<void>,
  hands: Hands = mouse,
): Promise<number> {
  let moves = 0;
  for (let n = 0; n < 3000; n++) {
    const result = await step(page, hands);
    if (result === 'over') return moves;
    if (result === 'idle') await waitForTurn(page);
    else {
      // Counted apart from the call: `onMove?.(moves++)` skips the count when there is no onMove.
      moves++;
      await onMove?.(moves - 1);
    }
  }
  throw new Error('the game did not end in 3000 steps');
}

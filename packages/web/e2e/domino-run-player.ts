/**
 * A simple Domino Run player for end-to-end tests that only presses (with
 * the mouse or the keyboard: hands.ts) what the board lights up, like a person who knows nothing of the rules: it keeps
 * the dealt line, steps onto a lit free space, otherwise picks the first lit
 * die (and a second lit one when the first lands nowhere alone) and touches
 * the farthest lit landing, turns a die with a lit ability, and ends the
 * move when nothing is lit; a treasure or a catch gets the banner's first
 * button. The board says which step it waits for in `data-step` (`wait`
 * while the cubes are still moving), and counts the moves it has seen in
 * `data-moves`.
 */
import type { Page } from 'playwright-core';
import { type Hands, mouse } from './hands.ts';

export type Step = 'over' | 'moved' | 'idle';

const BOARD = '.dr-board';
const TARGET = '.dr-line button.dr-space.target';
const DIE = '.dr-dice-row button.dr-die.offered:not([disabled]):not(.selected)';

async function movesSeen(page: Page): Promise<number> {
  return Number(await page.locator(BOARD).getAttribute('data-moves'));
}

/** Presses the first (or last) match; false when there is none or the table moved on first. */
async function tryPress(page: Page, hands: Hands, selector: string, last = false): Promise<boolean> {
  const all = page.locator(selector);
  if ((await all.count()) === 0) return false;
  return hands.press(last ? all.last() : all.first());
}

/** Presses what finishes a move, and waits until the table has taken it. */
async function finish(page: Page, hands: Hands, selector: string, last = false): Promise<Step> {
  const before = await movesSeen(page);
  if (!(await tryPress(page, hands, selector, last))) return 'idle';
  await page.waitForFunction(
    ([board, n]) =>
      Number(document.querySelector(board as string)?.getAttribute('data-moves')) > (n as number),
    [BOARD, before] as const,
  );
  return 'moved';
}

async function walk(page: Page, hands: Hands): Promise<Step> {
  // With nothing picked, a lit landing is the free step.
  if ((await page.locator(TARGET).count()) > 0) return finish(page, hands, TARGET);
  if ((await page.locator('.dr-ability.offered').count()) > 0)
    return finish(page, hands, '.dr-ability.offered');
  if (await tryPress(page, hands, DIE)) {
    if ((await page.locator(TARGET).count()) === 0) await tryPress(page, hands, DIE);
    return finish(page, hands, TARGET, true);
  }
  return finish(page, hands, '.action-bar button:text-is("End the move")');
}

/** One move towards the end of the game; `idle` when there is nothing to do now. */
export async function step(page: Page, hands: Hands = mouse): Promise<Step> {
  if ((await page.locator('[role=dialog]').count()) > 0) return 'over';
  const board = page.locator(BOARD);
  if ((await board.count()) === 0) return 'idle';
  switch (await board.getAttribute('data-step')) {
    case 'mulligan':
      return finish(page, hands, '.dr-prompt button.primary');
    case 'treasure':
    case 'caught':
      return finish(page, hands, '.dr-prompt button');
    case 'move':
      return walk(page, hands);
    default:
      return 'idle';
  }
}

/** Waits until the board asks something of us (or the game is over). */
export async function waitForTurn(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector(`[role=dialog], ${BOARD}:not([data-step="wait"])`, { timeout });
}

/** Plays until the result screen shows; returns the number of moves made. */
export async function playToTheEnd(
  page: Page,
  onMove?: (n: number) => Promise<void>,
  hands: Hands = mouse,
): Promise<number> {
  let moves = 0;
  for (let n = 0; n < 2000; n++) {
    const result = await step(page, hands);
    if (result === 'over') return moves;
    if (result === 'idle') await waitForTurn(page);
    else {
      // Counted apart from the call: `onMove?.(moves++)` skips the count when there is no onMove.
      moves++;
      await onMove?.(moves - 1);
    }
  }
  throw new Error('the game did not end in 2000 steps');
}

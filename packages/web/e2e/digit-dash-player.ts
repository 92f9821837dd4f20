/**
 * A simple Digit Dash player for end-to-end tests that only presses (with
 * the mouse or the keyboard: hands.ts) what the board offers, like a person who knows nothing of the rules: it draws,
 * answers Swap and Peek, builds melds from lit tiles (`meld` style) or just
 * discards its first tile (`discard` style, for short games). It never plays
 * a power tile, so the others learn nothing of its hand (DD-12).
 *
 * Each step picks its target in one look at the page, then presses it, so
 * a game of a few hundred presses stays quick.
 */
import type { Page } from 'playwright-core';
import { type Hands, mouse } from './hands.ts';

export type Step = 'over' | 'moved' | 'idle';
export type Style = 'meld' | 'discard';

/** Marks the element to click with `data-e2e` (in the page), or says why there is none. */
function choose(style: Style): 'over' | 'click' | 'idle' {
  for (const old of document.querySelectorAll('[data-e2e]')) old.removeAttribute('data-e2e');
  const mark = (el: Element | null | undefined) => {
    el?.setAttribute('data-e2e', '');
    return el !== null && el !== undefined;
  };
  if (document.querySelector('[role=dialog]')) return 'over';
  if (mark(document.querySelector('.pass-device button'))) return 'click';
  const buttons = [...document.querySelectorAll('.action-bar button:not([disabled])')];
  const byText = (re: RegExp) => buttons.find((b) => re.test(b.textContent ?? ''));
  const first = [
    /^Draw a tile$/,
    /^End turn$/,
    /^Give /,
    /^Reveal /,
    ...(style === 'meld' ? [/^Meld /] : []),
  ];
  for (const re of first) if (mark(byText(re))) return 'click';
  if (mark(document.querySelector('.dd-special button.dd-tile.offered:not([disabled])'))) return 'click';
  const selected = document.querySelectorAll('.dd-hand-area button.dd-tile.selected').length;
  const discard = byText(/^Discard /);
  const extend = document.querySelector(
    '.dd-hand-area button.dd-tile.offered:not(.selected):not([disabled])',
  );
  if (selected > 0 && (style === 'meld' || !discard) && mark(extend)) return 'click';
  if (mark(discard)) return 'click';
  if (selected === 0 && mark(document.querySelector('.dd-hand-area button.dd-tile:not([disabled])')))
    return 'click';
  if (selected > 0 && mark(byText(/^Clear selection$/))) return 'click';
  return 'idle';
}

/** One press towards the end of the game; `idle` when there is nothing to do now. */
export async function step(page: Page, style: Style = 'meld', hands: Hands = mouse): Promise<Step> {
  const choice = await page.evaluate(choose, style);
  if (choice !== 'click') return choice;
  // False when the table moved on first: look again.
  return (await hands.press(page.locator('[data-e2e]'))) ? 'moved' : 'idle';
}

const SOMETHING_TO_DO = [
  '[role=dialog]',
  '.pass-device button',
  '.action-bar button:not([disabled])',
  '.dd-hand-area button.dd-tile:not([disabled])',
  '.dd-special button.dd-tile:not([disabled])',
].join(', ');

/** Waits until the page has something to click (or the game is over). */
export async function waitForTurn(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector(SOMETHING_TO_DO, { timeout });
}

/** Plays one page's seat(s) until the result screen shows. */
export async function playToTheEnd(
  page: Page,
  style: Style,
  onStep?: (n: number) => Promise<void>,
  hands: Hands = mouse,
): Promise<number> {
  for (let n = 0; n < 3000; n++) {
    const result = await step(page, style, hands);
    if (result === 'over') return n;
    if (result === 'idle') await waitForTurn(page);
    await onStep?.(n);
  }
  throw new Error('the game did not end in 3000 clicks');
}

/**
 * A simple Smashdodes player for end-to-end tests that plays through the
 * board as a person would, with the mouse on the 3D view: it attacks the
 * other D20 when one of its dice may (pressing that die on the canvas and
 * dragging far past the target, for the fastest shot), otherwise drop-rolls
 * its biggest die in hand by clicking the centre of the target on the canvas, otherwise attacks whatever the board offers, and
 * skips when that is all it may do. Where things are on the canvas it reads
 * from the stage's `data-screen`; what the board waits for from `data-step`,
 * and the moves it has seen from `data-moves`.
 */
import type { Page } from 'playwright-core';

export type Step = 'over' | 'moved' | 'idle';

const BOARD = '.sd-board';
const CANVAS = '.sd-canvas';

interface Screen {
  readonly centre: [number, number];
  readonly dice: Record<string, [number, number]>;
}

async function movesSeen(page: Page): Promise<number> {
  return Number(await page.locator(BOARD).getAttribute('data-moves'));
}

async function stepNow(page: Page): Promise<string | null> {
  return page.locator(BOARD).getAttribute('data-step');
}

/** Where the board's centre and each die are on the page, in CSS pixels. */
async function screenOf(page: Page): Promise<Screen> {
  const canvas = page.locator(CANVAS);
  const box = await canvas.boundingBox();
  const raw = JSON.parse(
    (await canvas.getAttribute('data-screen')) ?? '{"centre":[0,0],"dice":{}}',
  ) as Screen;
  const shift = ([x, y]: [number, number]): [number, number] => [(box?.x ?? 0) + x, (box?.y ?? 0) + y];
  return {
    centre: shift(raw.centre),
    dice: Object.fromEntries(Object.entries(raw.dice).map(([k, v]) => [k, shift(v)])),
  };
}

/** The die index a panel row stands for, from the button's row. */
async function dieOf(page: Page, buttonText: string): Promise<number> {
  const row = page.locator('.sd-panel tr', {
    has: page.getByRole('button', { name: buttonText, exact: true }),
  });
  return Number(await row.getAttribute('data-die'));
}

async function clickButton(page: Page, name: string | RegExp): Promise<boolean> {
  const button = page.getByRole('button', { name }).first();
  if ((await button.count()) === 0) return false;
  await button.click({ timeout: 2000 });
  return true;
}

/** Sends the aimed shot, and waits until the table has taken it. */
async function shoot(page: Page, label: 'Shoot' | 'Drop-roll' | 'Skip the turn'): Promise<Step> {
  const before = await movesSeen(page);
  if (!(await clickButton(page, label))) return 'idle';
  await page.waitForFunction(
    ([board, n]) =>
      Number(document.querySelector(board as string)?.getAttribute('data-moves')) > (n as number),
    [BOARD, before] as const,
  );
  return 'moved';
}

/** Presses die `die` on the canvas and drags far past `towards`: the heading of the drag, at full speed. */
async function dragAttack(page: Page, die: number, towards: number): Promise<boolean> {
  const screen = await screenOf(page);
  const from = screen.dice[die];
  const to = screen.dice[towards];
  if (!from || !to) return false;
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const reach = 400 / (Math.hypot(dx, dy) || 1);
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  await page.mouse.move(from[0] + dx * reach, from[1] + dy * reach, { steps: 4 });
  await page.mouse.up();
  return (await stepNow(page)) === 'attack';
}

/** The value a die on the board shows, as the list gives it, or null when it is not on the board. */
async function shownValue(page: Page, label: string): Promise<number | null> {
  const row = page.locator('.sd-panel tr', {
    has: page.locator('th', { hasText: new RegExp(`\\b${label}\\b`) }),
  });
  if ((await row.count()) === 0) return null;
  return Number(await row.first().locator('.sd-value').textContent());
}

/**
 * Attack `wanted` (a label like `B-d20`) with the highest of our dice that may (as a person reads
 * the list: a die attacks one whose value is not above its own), or, without `wanted`, whatever
 * the first die offered may attack; false if there is no such attack.
 */
async function attack(page: Page, wanted: string | null): Promise<boolean> {
  const offered = await page.locator('.sd-panel button', { hasText: /^Attack with / }).allTextContents();
  let label = offered[0];
  if (wanted) {
    const needed = await shownValue(page, wanted);
    const value = (text: string) => Number(/\((\d+)\)$/.exec(text)?.[1] ?? 0);
    label = offered
      .filter((t) => needed !== null && value(t) >= needed)
      .sort((a, b) => value(b) - value(a))[0];
  }
  if (!label) return false;
  await clickButton(page, label);
  const targets = await page.locator('.sd-panel button', { hasText: /^Target / }).allTextContents();
  const targetLabel = wanted ? targets.find((t) => t.startsWith(`Target ${wanted} `)) : targets[0];
  if (!targetLabel) {
    await clickButton(page, 'Cancel');
    return false;
  }
  const die = await dieOf(page, label);
  const target = await dieOf(page, targetLabel);
  // Aim on the canvas; if another die hides this one, aim with the list and the sliders instead.
  const dragged = await dragAttack(page, die, target);
  if (Number(await page.getByLabel('Target').inputValue()) !== target) await clickButton(page, targetLabel);
  if (!dragged) await page.getByLabel('Speed').fill('3000');
  return true;
}

/** One move towards the end of the game; `idle` when there is nothing to do now. */
export async function step(page: Page, other: 'A' | 'B'): Promise<Step> {
  if ((await page.locator('[role=dialog]').count()) > 0) return 'over';
  const now = await stepNow(page);
  // A shot aimed but not sent (the table moved on under the pointer): start afresh.
  if (now === 'drop' || now === 'attack') await clickButton(page, 'Cancel');
  else if (now !== 'choose') return 'idle';
  if (await attack(page, `${other}-d20`)) return shoot(page, 'Shoot');
  // The biggest die in hand first (the D20 is the last listed): it may attack most.
  const drop = page.locator('.sd-panel button', { hasText: /^Drop / }).last();
  if ((await drop.count()) > 0) {
    await drop.click();
    const { centre } = await screenOf(page);
    await page.mouse.click(centre[0], centre[1]);
    return shoot(page, 'Drop-roll');
  }
  if (await attack(page, null)) return shoot(page, 'Shoot');
  return shoot(page, 'Skip the turn');
}

/** Waits until the board asks something of us (or the game is over). */
export async function waitForTurn(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector(`[role=dialog], ${BOARD}:not([data-step="wait"])`, { timeout });
}

/** Plays the page's seat until the result screen shows; returns the number of shots made. */
export async function playToTheEnd(page: Page, other: 'A' | 'B', onMove?: (n: number) => Promise<void>) {
  let moves = 0;
  for (let n = 0; n < 2000; n++) {
    const result = await step(page, other);
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

/**
 * The tutorials in Chromium at a phone's width (390 px): each game's
 * `/learn/<game-id>`, reached once from the home page's Learn link, played
 * through to its end screen by pressing what each step asks on the game's
 * real board, as a person reading the step would. Each step's words are the
 * script's; a wrong move (one a game's first steps allow) is not played and
 * shows the step's kind explanation; the page passes axe-core and fits the
 * phone (no sideways scrolling, every control at least 44 px each way, as
 * pages.test.ts holds every page to) at the first step, after each wrong
 * move and at the end. And one tutorial in Italian, switched from the
 * header: its steps' words, a wrong move's and the board's.
 *
 * The presses are written here by hand for each script, one list a step, so
 * a change to a script (a step added) fails here until its presses are too.
 */
import type { Move, TutorialModule } from '@gameshelf/engine';
import { wordsOf } from '@gameshelf/engine/testing';
import { CATALOG, loadModule, loadTutorial } from '@gameshelf/shelf/catalog';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webIt from '../src/locales/it.json' with { type: 'json' };
import { axeViolations, PHONE, phoneLayout } from './a11y.ts';
import { baseUrl, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

/**
 * What to press: a button by its accessible name (a string is the whole name), or any element;
 * or a slider to set, by its label.
 */
type Press = string | RegExp | ((page: Page) => Locator) | { readonly set: string; readonly to: string };

interface Lesson {
  /** The presses that make the move each step asks for. */
  readonly steps: readonly (readonly Press[])[];
  /** For some steps (by index): presses that make a move the step does not ask for. */
  readonly wrong: Readonly<Record<number, readonly Press[]>>;
}

/** Digit Dash's "Lay off here" of meld `n` (numbered from 1, as the table shows them). */
const layOffOn =
  (n: number): Press =>
  (page) =>
    page
      .getByRole('listitem')
      .filter({ hasText: `Meld ${n}` })
      .getByRole('button', { name: 'Lay off here' });

type Stick = readonly [number, number, number, number];
/** A stick's or an edge's ends as the DIGIT board names them, for a pattern: `\(0, 0\) to \(1, 0\)`. */
const ends = ([x1, y1, x2, y2]: Stick) => `\\(${x1}, ${y1}\\) to \\(${x2}, ${y2}\\)`;

/** A DIGIT move, as the script writes it: the stick, then the edge it goes to. */
const stick = (from: Stick, to: Stick): Press[] => [
  new RegExp(`^(flat|standing) stick from ${ends(from)}$`),
  new RegExp(
    `^Move the (flat|standing) stick from ${ends(from)} to the (flat|standing) edge from ${ends(to)}$`,
  ),
];

const LESSONS: Readonly<Record<string, Lesson>> = {
  'digit-dash': {
    steps: [
      ['Draw a tile'],
      ['1 circle', '2 circle', '3 circle', '4 circle', /^Meld /],
      ['5 square', '5 triangle', '5 hexagon', /^Meld /],
      ['8 hexagon', /^Discard /],
      ['5 circle', layOffOn(2)],
      ['Steal power tile, square', '4 circle, placed by P1'],
      ['End turn'],
      ['Swap power tile, circle', /^Choose P2/],
      ['7 square', '4 triangle'],
      ['4 circle', '4 triangle', /^Meld /],
      ['End turn'],
      ['Peek power tile, hexagon', 'Play Peek'],
      ['1 square'],
      ['1 square', layOffOn(4)],
      ['End turn'],
      ['4 hexagon', layOffOn(5)],
      ['Skip power tile, triangle', /^Choose P2/],
    ],
    // A run of three where the step asks for the run of four; a discard instead of a lay-off;
    // a power tile discarded instead of played; the wrong tile given to Swap, or kept from Peek.
    wrong: {
      1: ['1 circle', '2 circle', '3 circle', /^Meld /],
      4: ['5 circle', /^Discard /],
      7: ['Swap power tile, circle', /^Discard Swap/],
      8: ['4 circle', '4 triangle'],
      12: ['8 square'],
    },
  },
  'domino-havoc': {
    steps: [
      ['Draw from the boneyard'],
      ['1 and 3, fits your train', 'Play 1 and 3 onto your train, leaving 3 open'],
      [/^blank and 12/, 'Discard blank and 12 into your slot'],
      ["Take 2 and 8 from P2's slot"],
      ['3 and 5, fits your train', 'Play 3 and 5 onto your train'],
      [/^blank and 9/, "Discard blank and 9 back into P2's slot"],
      ['Take it onto your train'],
      [/^1 and 12/, /^Discard 1 and 12 /],
      ['Replace it with 2:8'],
      ['Draw from the boneyard'],
      ['5 and 6, fits your train', 'Play 5 and 6 onto your train'],
      [/^3 and 10/, 'Discard 3 and 10 into your slot'],
      ['Pass'],
      ['Draw from the boneyard'],
      ['6 and 11, fits your train', 'Play 6 and 11 onto your train'],
      [/^1 and 6/, 'Discard 1 and 6 into your slot'],
      ['Take it onto your train'],
      [/^blank and 1\b/, "Discard blank and 1 back into P2's slot"],
    ],
    // 1:3 with the wrong end open; the boneyard instead of the opponent's slot; the light 1:6 played
    // where the step asks for the heavy 6:11.
    wrong: {
      1: ['1 and 3, fits your train', 'Play 1 and 3 onto your train, leaving 1 open'],
      3: ['Draw from the boneyard'],
      14: ['1 and 6, fits your train', 'Play 1 and 6 onto your train'],
    },
  },
  digit: {
    steps: [
      stick([0, 0, 1, 0], [2, -1, 2, 0]),
      stick([2, 0, 2, 1], [3, 1, 4, 1]),
      stick([2, 1, 3, 1], [2, 0, 3, 0]),
      stick([0, 1, 1, 1], [1, 1, 1, 2]),
      stick([1, 1, 1, 2], [0, 0, 0, 1]),
    ],
    // The end stick laid flat at the other end: a legal move that makes no card in hand;
    // the stick hung from the other upright: card 40, in hand, where the step asks for 30.
    wrong: { 0: stick([0, 0, 1, 0], [5, 0, 6, 0]), 3: stick([0, 1, 1, 1], [2, 1, 2, 2]) },
  },
  'domino-run': {
    steps: [
      [/^Keep the line/],
      ['Die showing 2', /^1 ahead: .*Move with the 2/],
      [/^Die showing 5/, /^1 ahead: .*Move with the 5/],
      [/^Take a Bonus Ability/],
      ['End the move'],
      [/^Use ability 2:3/],
      ['Die showing 3', /^Die showing 1/, /^2 ahead: .*Move with 3 \+ 1 together/],
      ['End the move'],
      ['Die showing 6', /^2 ahead: .*Move with the 6/],
      [/^Take a Bonus Die/],
      [/^1 ahead: .*Step on for free/],
      ['End the move'],
      ['End the move'],
      [/^Give up a bonus die/],
    ],
    // A mulligan of a good line; the Bonus Die instead of the ability; the sum spent on one space;
    // a die spent on a free blank; the ability given up instead of the Bonus Die.
    wrong: {
      0: [/^Mulligan/],
      3: [/^Take a Bonus Die/],
      6: ['Die showing 3', /^Die showing 1/, /^1 ahead: .*Move with 3 \+ 1 together/],
      10: ['Die showing 1', /^1 ahead: .*Move with the 1/],
      13: [/^Give up ability 2:3/],
    },
  },
  smashdodes: {
    // Each step asks for one exact shot: the board's defaults (a drop-roll from the target's centre;
    // an attack aimed straight at its target at 1500 mm/s), the speed set where the step says.
    steps: [
      ['Drop A-d8a', 'Drop-roll'],
      [/^Attack with A-d8a/, 'Shoot'],
      ['Drop A-d4a', 'Drop-roll'],
      [/^Attack with A-d4a/, /^Target B-d4a/, 'Shoot'],
      [/^Attack with A-d8a/, { set: 'Speed', to: '1000' }, 'Shoot'],
      [/^Attack with A-d8a/, 'Shoot'],
    ],
    // Another die dropped where the step asks for the D8; the knock-out shot at the default speed.
    wrong: {
      0: ['Drop A-d4a', 'Drop-roll'],
      4: [/^Attack with A-d8a/, 'Shoot'],
    },
  },
};

function target(page: Page, press: Exclude<Press, { set: string }>): Locator {
  if (typeof press === 'function') return press(page);
  return page.getByRole('button', { name: press, exact: typeof press === 'string' });
}

/** Presses each in turn, waiting for each to be there and enabled (the board may still be animating). */
async function pressAll(page: Page, presses: readonly Press[]): Promise<void> {
  for (const press of presses) {
    if (typeof press === 'object' && 'set' in press)
      await page.getByLabel(press.set, { exact: true }).fill(press.to, { timeout: 15_000 });
    else await target(page, press).click({ timeout: 15_000 });
  }
}

let phone: OpenBrowser;

beforeAll(async () => {
  phone = await openBrowser(PHONE);
  await phone.page.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await phone?.close();
});

/** The page as it is now passes, as every page does (pages.test.ts): axe, the width, the touch targets. */
async function expectFit(page: Page, name: string): Promise<void> {
  const [{ width, small }, violations] = await Promise.all([phoneLayout(page), axeViolations(page)]);
  if (violations.length > 0 || small.length > 0 || width > PHONE.width)
    await screenshot(page, `learn-${name}`);
  expect(violations, `${name}: axe-core`).toEqual([]);
  expect(width, `${name}: the page's width`).toBeLessThanOrEqual(PHONE.width);
  expect(small, `${name}: controls smaller than a finger`).toEqual([]);
}

/** The tutorial's step box: its heading names the step ("Step 2 of 18") or the end. */
const stepBox = (page: Page) => page.locator('section.learn-step');

async function playThrough(page: Page, id: string, learn: TutorialModule<Move>): Promise<void> {
  const { tutorial } = learn;
  const lesson = LESSONS[id];
  if (!lesson) throw new Error(`no presses for the ${id} tutorial`);
  expect(lesson.steps, `${id}: a list of presses for each step`).toHaveLength(tutorial.steps.length);
  const words = wordsOf(learn.locales.en);
  const box = stepBox(page);
  await page.getByRole('heading', { level: 1, name: words('title') }).waitFor();
  for (const [n, step] of tutorial.steps.entries()) {
    const heading = `Step ${n + 1} of ${tutorial.steps.length}`;
    await box.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 30_000 });
    expect(await box.locator('.learn-words').textContent(), `${id} ${heading}: the step's words`).toBe(
      words(step.words),
    );
    if (n === 0) await expectFit(page, `${id}-start`);
    const wrong = lesson.wrong[n];
    if (wrong) {
      await pressAll(page, wrong);
      await box.getByRole('status').getByText(words(step.wrong), { exact: true }).waitFor();
      expect(await box.getByRole('heading', { level: 2 }).textContent(), `${id}: a wrong move stays`).toBe(
        heading,
      );
      await expectFit(page, `${id}-wrong-${n + 1}`);
    }
    await pressAll(page, lesson.steps[n] ?? []);
    await box
      .getByRole('heading', { level: 2, name: heading })
      .waitFor({ state: 'detached', timeout: 30_000 });
  }
  await box.getByRole('heading', { level: 2, name: 'Tutorial finished' }).waitFor({ timeout: 30_000 });
  expect(await box.locator('.learn-words').textContent(), `${id}: the end words`).toBe(words(tutorial.done));
  expect(await box.locator('.learn-wrong').textContent(), `${id}: no wrong-move words at the end`).toBe('');
  // The banner says the tutorial is over, not that a scripted player is thinking.
  expect(await page.locator('.turn-banner').textContent(), `${id}: the banner at the end`).toBe(
    'Tutorial finished',
  );
  await box.getByRole('link', { name: 'Play against a bot' }).waitFor();
  await box.getByRole('link', { name: 'Read the rules' }).waitFor();
  await expectFit(page, `${id}-end`);
}

describe('the tutorials', () => {
  it("the home page's Learn link opens a tutorial", async () => {
    const { page } = phone;
    await page.goto(baseUrl());
    const [first] = CATALOG;
    if (!first) throw new Error('an empty shelf');
    await page.getByRole('link', { name: `Learn ${first.meta.name}` }).click();
    await page.waitForURL(`**/learn/${first.meta.id}`);
    await stepBox(page)
      .getByRole('heading', { level: 2, name: /^Step 1 of \d+$/ })
      .waitFor();
  });

  for (const { meta } of CATALOG) {
    it(`${meta.name}: played through by presses on the board; wrong moves explained; axe-core, 390 px, 44 px targets`, async () => {
      const { page } = phone;
      const learn = await loadTutorial(meta.id);
      if (!learn) throw new Error(`${meta.id} has no tutorial`);
      await page.goto(`${baseUrl()}/learn/${meta.id}`);
      try {
        await playThrough(page, meta.id, learn);
      } catch (error) {
        await screenshot(page, `learn-${meta.id}-failed`);
        throw error;
      }
    });
  }

  it("in Italian, switched from the header: the step's words, a wrong move's and the board's, and the next step", async () => {
    const { page } = phone;
    const [learn, module] = await Promise.all([loadTutorial('domino-havoc'), loadModule('domino-havoc')]);
    if (!learn || !module) throw new Error('no Havoc tutorial');
    const { steps } = learn.tutorial;
    const [first, second] = steps;
    if (!first || !second) throw new Error('a Havoc tutorial of fewer than two steps');
    // The script's words, the board's and the page's, each in its Italian.
    const words = wordsOf(learn.locales.it, 'it');
    const board = wordsOf(module.locales.it, 'it');
    const site = wordsOf(webIt, 'it');
    const box = stepBox(page);
    await page.goto(`${baseUrl()}/learn/domino-havoc`);
    await box.getByRole('heading', { level: 2, name: `Step 1 of ${steps.length}` }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
    try {
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('it');
      await page.getByRole('heading', { level: 1, name: words('title') }).waitFor();
      const progress = (step: number) => site('learn.progress', { step, steps: steps.length });
      await box.getByRole('heading', { level: 2, name: progress(1) }).waitFor();
      expect(await box.locator('.learn-words').textContent()).toBe(words(first.words));
      await pressAll(page, [board('board.move.drawBoneyard')]);
      await box.getByRole('heading', { level: 2, name: progress(2) }).waitFor({ timeout: 30_000 });
      expect(await box.locator('.learn-words').textContent()).toBe(words(second.words));
      // 1:3 with the 1 left open, where the step asks for the 3: the kind words in Italian.
      const oneThree = board('board.domino.pair', { a: 1, b: 3 });
      await pressAll(page, [
        board('board.tray.fitsLabel', { domino: oneThree }),
        board('board.moveWords.playFirst', { domino: oneThree, open: 1 }),
      ]);
      await box.getByRole('status').getByText(words(second.wrong), { exact: true }).waitFor();
      await expectFit(page, 'domino-havoc-italian');
    } catch (error) {
      await screenshot(page, 'learn-italian-failed');
      throw error;
    } finally {
      // The choice is remembered: the page goes back to English for whatever runs next.
      await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    }
  });
});

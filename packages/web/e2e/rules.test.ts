/**
 * The rules pages in Chromium at a phone's width (390 px): each game's
 * `/rules/<game-id>` shows its heading, its picture, its sections, its
 * components drawn with the board's pictures and its worked examples, passes
 * axe-core and fits the phone; one reads in Italian; and a match page's Rules
 * button opens the rules beside the board and Escape closes them: over the
 * page on a phone, and on a desktop's width in a column of their own, covering
 * nothing of the header, the title, the board or the log.
 */
import { sectionPieces, workedExampleCount } from '@gameshelf/engine/rules-text';
import { CATALOG, loadRules } from '@gameshelf/shelf/catalog';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, PHONE, phoneLayout } from './a11y.ts';
import { baseUrl, fastBots, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

let phone: OpenBrowser;

beforeAll(async () => {
  phone = await openBrowser(PHONE);
  await phone.page.emulateMedia({ reducedMotion: 'reduce' });
  await phone.page.goto(baseUrl());
  await fastBots(phone.page);
});

afterAll(async () => {
  await phone?.close();
});

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes share any area (touching edges do not). */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** An element's box on the page, failing if it is not there. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  return box;
}

async function expectFit(page: Page, name: string): Promise<void> {
  const { width, small } = await phoneLayout(page);
  const violations = await axeViolations(page);
  if (violations.length > 0 || small.length > 0 || width > PHONE.width)
    await screenshot(page, `rules-${name}`);
  expect(violations, `${name}: axe-core`).toEqual([]);
  expect(width, `${name}: the page's width`).toBeLessThanOrEqual(PHONE.width);
  expect(small, `${name}: controls smaller than a finger`).toEqual([]);
}

describe('the rules pages', () => {
  it('each game: heading, picture, sections, components, examples; axe-core and 390 px', async () => {
    const { page } = phone;
    for (const { meta } of CATALOG) {
      await page.goto(`${baseUrl()}/rules/${meta.id}`);
      await page.getByRole('heading', { level: 1, name: `Rules of ${meta.name}` }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'The goal' }).waitFor();
      expect(await page.locator('.rules-art svg').count(), meta.id).toBe(1);
      expect(await page.locator('.rules-section').count(), meta.id).toBeGreaterThanOrEqual(6);
      expect(await page.title()).toBe(`Rules of ${meta.name} · Gameshelf`);
      const rules = await loadRules(meta.id);
      const examples = rules?.examples.length ?? 0;
      // Worked examples: played and drawn by the game's own board, or drawn as still pictures (Smashdodes).
      expect(await page.locator('figure.rules-example').count(), meta.id).toBe(
        rules ? workedExampleCount(rules) : 0,
      );
      for (let i = 0; i < examples; i++)
        await page.locator('.rules-example-board').nth(i).locator('svg >> visible=true').first().waitFor();
      // Every component is drawn with the board's own pictures.
      const pieces = rules?.sections.flatMap((s) => sectionPieces(s)).length ?? 0;
      const drawn = page.locator('.rules-piece-picture, .rules-example-picture');
      expect(await drawn.count(), meta.id).toBe(pieces);
      for (let i = 0; i < pieces; i++)
        await drawn.nth(i).locator('svg[viewBox] >> visible=true').first().waitFor();
      await expectFit(page, meta.id);
    }
  });

  it('in Italian', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/rules/digit`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
    await page.getByRole('heading', { level: 1, name: 'Regole di DIGIT' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'I bastoncini e le carte' }).waitFor();
    const fit = await Promise.all([phoneLayout(page), axeViolations(page)]);
    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Rules of DIGIT' }).waitFor();
    expect(fit[1], 'digit-it: axe-core').toEqual([]);
    expect(fit[0].small, 'digit-it: controls smaller than a finger').toEqual([]);
    expect(fit[0].width, "digit-it: the page's width").toBeLessThanOrEqual(PHONE.width);
  });

  it("a match page's Rules button opens the rules beside the board; Escape closes them", async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/new/domino-run?deal=rules-1`);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('.match-board > *');
    const button = page.getByRole('button', { name: 'Rules', exact: true });
    await button.click();
    const panel = page.getByRole('complementary', { name: 'Rules of Domino Run' });
    await panel.getByRole('heading', { level: 3, name: 'Keys, treasures and the enemy' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/local\//);
    await expectFit(page, 'drawer');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('on a desktop the open rules take a column of their own: nothing of the game is covered', async () => {
    const desktop = await openBrowser({ width: 1200, height: 900 });
    try {
      const { page } = desktop;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${baseUrl()}/new/domino-run?deal=rules-1`);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.waitForSelector('.match-board > *');
      const button = page.getByRole('button', { name: 'Rules', exact: true });
      for (const width of [1100, 1200, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await button.click();
        const panel = page.getByRole('complementary', { name: 'Rules of Domino Run' });
        await panel.getByRole('heading', { level: 3, name: 'Keys, treasures and the enemy' }).waitFor();
        const rules = await boxOf(page, '.rules-drawer');
        expect(rules.width, `${width}: the panel's width`).toBeGreaterThanOrEqual(300);
        for (const part of ['.site-header', '.match-title', '.match-board', '.match-side', '.turn-banner']) {
          const box = await boxOf(page, part);
          expect(overlap(rules, box), `${width}: the rules cover ${part}`).toBe(false);
        }
        const board = await boxOf(page, '.match-board');
        expect(board.width, `${width}: the board's width`).toBeGreaterThanOrEqual(500);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${width}: the page's width`,
        ).toBe(width);
        if (width === 1200) await screenshot(page, 'rules-beside-board');
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      }
    } finally {
      await desktop.close();
    }
  });
});

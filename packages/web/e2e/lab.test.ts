/**
 * The designer's lab end to end, in real Chromium: from the header to a
 * game's lab, two arms of Digit Dash between random bots played in Web
 * Workers to their figures, the JSON downloaded and equal to the report the
 * lab's core makes of the same experiment (the command line's numbers), the
 * link that reopens it; then a Domino Run designer report with its skill
 * ladder and option sweep, its figures as a PNG and its numbers as CSV.
 * Tiny experiments and fast bots: the point is the path, not the numbers.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digitDashModule } from '@gameshelf/digit-dash';
import { buildReport, gameJobs, planExperiment, playMeasured } from '@gameshelf/lab/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, baseUrl, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

let desktop: OpenBrowser;
/** What the site's Content-Security-Policy refused on the lab's pages (Plot's inline styles, a worker). */
const refused: string[] = [];

beforeAll(async () => {
  desktop = await openBrowser({ width: 1200, height: 900 });
  desktop.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
});

afterAll(async () => {
  await desktop?.close();
});

/** Clicks a button that saves a file, and reads the file. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

/** The figures drawn on the page: each one's id, once it has its SVG. */
function drawnFigures(page: Page): Promise<string[]> {
  return page
    .locator('figure.lab-figure:has(.lab-plot svg)')
    .evaluateAll((figures) => figures.map((f) => f.getAttribute('data-figure') ?? ''));
}

describe('the designer’s lab in the browser', () => {
  it('two arms of Digit Dash in Web Workers: figures, the JSON the core gives, and the link that reopens it', async () => {
    const { page } = desktop;
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(baseUrl());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lab' }).click();
    await page.getByRole('link', { name: 'Open the lab for Digit Dash' }).click();
    await page.getByLabel('Games per arm').waitFor();
    await page.getByText('Two arms', { exact: true }).click();
    await page.getByLabel('Bot 1', { exact: true }).selectOption('random');
    await page.getByRole('button', { name: 'Add a bot' }).click();
    await page.getByLabel('Bot 2', { exact: true }).selectOption('greedy');
    await page.locator('#vs-blockLimit').fill('30');
    await page.getByLabel('Games per arm').fill('8');
    await page.getByLabel('Seed').fill('e2e');
    await page.getByRole('button', { name: 'Run the experiment' }).click();
    await page.getByText('Done: 16 games played.').waitFor({ timeout: 90_000 });
    expect(workers.length).toBeGreaterThan(0);
    await expect
      .poll(() => drawnFigures(page))
      .toEqual(['seats', 'bots', 'length', 'lead', 'branching', 'hidden']);
    expect(await page.locator('.lab-legend li').first().textContent()).toBe('A');
    await screenshot(page, 'lab-digit-dash');

    // The JSON is the lab core's report of the same request, number for number.
    const json = await downloaded(page, 'Download JSON');
    expect(json.name).toBe('digit-dash-lab-seed-e2e.json');
    const report = JSON.parse(json.bytes.toString('utf8'));
    const plan = planExperiment(digitDashModule, {
      game: 'digit-dash',
      arms: [
        { bots: ['random', 'greedy'], label: 'A' },
        { bots: ['random', 'greedy'], options: { blockLimit: 30 }, label: 'B' },
      ],
      games: 8,
      seed: 'e2e',
    });
    if (!plan.ok) throw new Error(plan.error.message);
    const core = buildReport(
      plan.value,
      gameJobs(plan.value).map((job) => playMeasured(digitDashModule, plan.value, job)),
    );
    expect(report).toEqual(JSON.parse(JSON.stringify(core)));

    // The link reopens the same experiment and runs it.
    const link = await page.getByRole('link', { name: 'Link to this experiment' }).getAttribute('href');
    expect(link).toContain('mode=compare');
    await page.goto(link ?? '');
    await page.getByText('Done: 16 games played.').waitFor({ timeout: 90_000 });
    expect(await page.getByLabel('Seed').inputValue()).toBe('e2e');
    expect(await page.locator('#vs-blockLimit').inputValue()).toBe('30');
    expect(refused).toEqual([]);
  });

  it('a Domino Run designer report: the skill ladder and the sweep drawn, the figures as PNG, the numbers as CSV', async () => {
    const { page } = desktop;
    await page.goto(`${baseUrl()}/lab/domino-run?games=2&seed=3&bots=random&mode=report`);
    await page.getByText('Done: 18 games played.').waitFor({ timeout: 90_000 });
    await expect.poll(() => drawnFigures(page)).toEqual(['bots', 'length', 'branching', 'skill', 'sweep']);
    expect(await page.getByText(/^Skill index/).count()).toBe(1);
    const png = await downloaded(page, 'Download the figures (PNG)');
    expect(png.name).toBe('domino-run-lab-seed-3.png');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // A canvas of five figures at twice the size: far more than an empty image.
    expect(png.bytes.length).toBeGreaterThan(20_000);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'lab-domino-run-figures.png'), png.bytes);
    const csv = (await downloaded(page, 'Download CSV')).bytes.toString('utf8').split('\r\n');
    expect(csv[0]).toBe('section,arm,measure,value,low,high,n');
    expect(csv.some((line) => line.startsWith('skill,'))).toBe(true);
    expect(csv.some((line) => line.startsWith('sweep,enemySpeed='))).toBe(true);
    expect(refused).toEqual([]);
  });

  it('a long experiment can be cancelled, keeping what was played', async () => {
    const { page } = desktop;
    await page.goto(`${baseUrl()}/lab/domino-run?games=20000&seed=4&bots=random`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/^Cancelled after \d+ of 20000 games/).waitFor();
    // The workers are stopped: no more games arrive.
    const played = await page.locator('.lab-progress label').textContent();
    await page.waitForTimeout(500);
    expect(await page.locator('.lab-progress label').textContent()).toBe(played);
    expect(await page.getByRole('button', { name: 'Run the experiment' }).isEnabled()).toBe(true);
  });
});

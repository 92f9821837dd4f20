/**
 * The interface in Italian, in real Chromium: a visitor switches the
 * language in the header and the pages, the games' own words and the tab's
 * title follow, `<html lang>` says so, and a reload keeps the choice; a
 * browser set to Italian gets Italian from the first visit, until its
 * person picks English.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, fastBots, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

const opened: OpenBrowser[] = [];

afterAll(async () => {
  await Promise.all(opened.map((b) => b.close()));
});

async function visitor(locale: string): Promise<OpenBrowser> {
  const browser = await openBrowser({ width: 1200, height: 900 }, { locale });
  opened.push(browser);
  return browser;
}

describe('the interface in Italian', () => {
  it('switched from the header: the pages, the games’ words and the title follow, and a reload keeps it', async () => {
    const { page } = await visitor('en-GB');
    await page.goto(baseUrl());
    await fastBots(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('it');
    await page.getByRole('link', { name: 'Giochi' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Cinque giochi da tavolo fatti in casa, sul tuo schermo',
    );
    expect(await page.title()).toBe('Gameshelf: cinque giochi da tavolo fatti in casa');
    await page.reload();
    await page.getByRole('link', { name: 'Le mie partite' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('it');
    // A game's page: its options and its board in the game's own Italian words.
    await page.getByRole('link', { name: 'Gioca a DIGIT', exact: true }).click();
    await page.getByLabel('Versione').waitFor();
    expect(await page.locator('#option-version option').allTextContents()).toEqual([
      'Standard',
      'Plus',
      'Solitario (1 giocatore)',
    ]);
    await page.getByRole('button', { name: 'Inizia la partita' }).click();
    await page.waitForSelector('.dg-board');
    await expect.poll(() => page.locator('.turn-banner').textContent()).toContain('Tocca a te');
    expect(await page.title()).toBe('Tocca a te · DIGIT · Gameshelf');
    expect(await page.locator('.action-hint').textContent()).toMatch(/^Scegli un bastoncino/);
    expect(await page.getByRole('group', { name: 'La forma: cinque bastoncini sulla griglia' }).count()).toBe(
      1,
    );
    await screenshot(page, 'digit-italian');
  });

  it('a browser set to Italian gets Italian at once, until English is picked and kept', async () => {
    const { page } = await visitor('it-IT');
    await page.goto(baseUrl());
    await page.getByRole('link', { name: 'Le mie partite' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('it');
    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
    await page.getByRole('link', { name: 'My games' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'My games' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });
});

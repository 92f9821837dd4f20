/**
 * A rated game end to end (issue #22): a player signs up with a passkey
 * (Chromium's virtual authenticator), starts a rated online game of Double
 * Domino Havoc (one round) against the easy bot, whose measured rating the
 * form shows, plays it to the end by clicking, and finds the rating changed on their profile, with the
 * game's replay linked. The profile passes axe-core and fits 390 px.
 */
import type { BotRatingsResponse } from '@gameshelf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, PHONE, phoneLayout } from './a11y.ts';
import { playToTheEnd } from './domino-havoc-player.ts';
import { baseUrl, type OpenBrowser, openBrowser, screenshot } from './harness.ts';
import { addVirtualAuthenticator, passkeySite } from './passkeys.ts';

let desk: OpenBrowser;
const site = () => passkeySite(baseUrl());

beforeAll(async () => {
  desk = await openBrowser();
  await desk.page.emulateMedia({ reducedMotion: 'reduce' });
  await addVirtualAuthenticator(desk);
});

afterAll(async () => {
  await desk?.close();
});

describe('a rated game in the browser', () => {
  it('signs up, plays a rated game against a bot, and sees the rating change on the profile', async () => {
    const { page } = desk;
    const name = `Rae${Date.now().toString(36)}`;
    await page.goto(`${site()}/signup`);
    await page.getByLabel('Name others will see').fill(name);
    await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
    await page.waitForURL('**/account');

    // Before any rated game: no rating.
    await page.goto(`${site()}/players/${name}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('No rated games yet', { exact: false }).waitFor();

    const bots = (await (
      await page.request.get(`${site()}/api/v1/ratings/bots`)
    ).json()) as BotRatingsResponse;
    const easy = bots.bots.find(
      (b) => b.game === 'domino-havoc' && b.ratingClass === '2p' && b.level === 'easy',
    );
    if (!easy) throw new Error('bot-ratings.json has no rating for Double Domino Havoc’s easy bot');

    await page.goto(`${site()}/new/domino-havoc`);
    await page.getByRole('radio', { name: 'Online' }).check();
    await page.locator('#players').selectOption('2');
    await page.locator('#option-rounds').fill('1');
    // The form reads "easy (≈ N)": the bot's measured rating at a table of two.
    await expect
      .poll(() => page.locator('#seat-1 option[value="bot:easy"]').textContent())
      .toBe(`Bot — easy (≈ ${Math.round(easy.rating)})`);
    await page.locator('#seat-1').selectOption('bot:easy');
    await page.getByRole('checkbox', { name: /^Rated/ }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL('**/match/*');
    const match = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.waitForSelector('.dh-board');
    const started = Date.now();
    const moves = await playToTheEnd(page);
    console.log(`rated e2e: one round of Double Domino Havoc, ${moves} moves in ${Date.now() - started} ms`);
    expect(moves).toBeGreaterThan(0);

    await page.goto(`${site()}/players/${name}`);
    const card = page.getByRole('region', { name: 'Double Domino Havoc · 2 players' });
    await card.waitFor();
    const games = card.locator('.profile-recent li');
    await expect.poll(() => games.count()).toBe(1);
    const change = (await games.first().textContent()) ?? '';
    // From the starting 1500 to something else: a win gains, a loss costs, a draw against a lower-rated bot costs.
    const [, before, after] = /(\d+) → (\d+)/.exec(change) ?? [];
    expect(Number(before)).toBe(1500);
    expect(Number(after)).not.toBe(1500);
    expect(await card.locator('.profile-rating-value').textContent()).toContain(String(after));
    expect(await card.getByRole('link', { name: 'Replay' }).getAttribute('href')).toBe(`/replay/${match}`);
    await card
      .getByRole('img', { name: /after each rated game/ })
      .locator('svg')
      .waitFor();
    await screenshot(page, 'profile');

    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    const { width, small } = await phoneLayout(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(small).toEqual([]);
  });
});

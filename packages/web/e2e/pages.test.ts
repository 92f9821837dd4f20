/**
 * Every page of the app at a phone's width (390 px), checked by axe-core
 * (no serious or critical violation) and for the phone (no sideways
 * scrolling, every control at least 44 px each way; a11y.ts): the home
 * page, each game's new-game page and board, a finished match with its
 * result, the replays (of this device and of the server), an online match
 * and its invitation (open, and over), my games, the designer's lab (its games,
 * a form, an experiment's results), and a wrong address.
 */
import { CATALOG } from '@gameshelf/shelf/catalog';
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

/** The page as it is now passes: axe, the width, the touch targets. */
async function expectFit(page: Page, name: string): Promise<void> {
  const { width, small } = await phoneLayout(page);
  const violations = await axeViolations(page);
  if (violations.length > 0 || small.length > 0 || width > PHONE.width)
    await screenshot(page, `page-${name}`);
  expect(violations, `${name}: axe-core`).toEqual([]);
  expect(width, `${name}: the page's width`).toBeLessThanOrEqual(PHONE.width);
  expect(small, `${name}: controls smaller than a finger`).toEqual([]);
}

/** Every game on the shelf: a game added there gets its page checked here too. */
const GAMES = CATALOG.map((entry) => entry.meta.id);

/** A match on the server: a short solo run of a bot (it plays at once), or a game with two open seats. */
async function serverMatch(seats: 'bot' | 'open'): Promise<string> {
  const body =
    seats === 'bot'
      ? { game: 'domino-run', players: 1, options: { turnLimit: 3 }, seats: [{ kind: 'bot', bot: 'easy' }] }
      : { game: 'domino-havoc', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] };
  const response = await fetch(`${baseUrl()}/api/v1/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  const { match } = (await response.json()) as { match: string };
  return match;
}

async function serverStatus(match: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/matches/${match}`);
  return ((await response.json()) as { status: string }).status;
}

describe('every page at 390 px: axe-core, no sideways scrolling, touch targets of 44 px', () => {
  it('the home page, and for each game its new-game page and its board', async () => {
    const { page } = phone;
    await page.goto(baseUrl());
    await page.waitForSelector('.game-tile');
    await expectFit(page, 'home');
    // The how-to-play open too.
    await page.locator('.how-to summary').first().click();
    await expectFit(page, 'home-how-to');
    for (const game of GAMES) {
      // A fixed deal (`?deal=`): the board checked is the same every run.
      await page.goto(`${baseUrl()}/new/${game}?deal=pages-${game}`);
      await page.waitForSelector('.new-game-form');
      await expectFit(page, `new-${game}`);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.waitForSelector('.match-board > *');
      await page.waitForSelector('.turn-banner.mine');
      await expectFit(page, `local-${game}`);
    }
  });

  it('a match of a bot on this device to its result, its replay, my games and replays', async () => {
    const { page } = phone;
    // A local match of a bot plays itself to the end (store/local-matches.ts keeps them).
    await page.evaluate(() => {
      const now = Date.now();
      const setup = {
        game: 'domino-run',
        players: 1,
        options: { turnLimit: 3 },
        seed: 'pages',
        seats: [{ kind: 'bot', bot: 'easy' }],
      };
      const entry = { id: 'e2e-bots', setup, record: null, createdAt: now, updatedAt: now };
      const key = 'gameshelf.local-matches';
      const kept = JSON.parse(localStorage.getItem(key) ?? '[]');
      localStorage.setItem(key, JSON.stringify([entry, ...kept]));
    });
    await page.goto(`${baseUrl()}/local/e2e-bots`);
    await page.waitForSelector('[role=dialog]', { timeout: 60_000 });
    await expectFit(page, 'local-result');
    await page.goto(`${baseUrl()}/local/e2e-bots/replay`);
    await page.waitForSelector('.replay .match-board > *');
    await expectFit(page, 'local-replay');
    await page.goto(`${baseUrl()}/my-games`);
    await page.waitForSelector('.game-list li');
    await expectFit(page, 'my-games');
    await page.goto(`${baseUrl()}/replays`);
    await page.waitForSelector('.game-list li');
    await expectFit(page, 'replays');
  });

  it('online: a match with open seats and its invitation; a finished one, its invitation and its replay', async () => {
    const { page } = phone;
    const open = await serverMatch('open');
    await page.goto(`${baseUrl()}/join/${open}`);
    await page.waitForSelector('.join-form');
    await expectFit(page, 'join');
    await page.goto(`${baseUrl()}/match/${open}`);
    await page.waitForSelector('.invite-panel');
    await expectFit(page, 'match-open');
    const played = await serverMatch('bot');
    await expect.poll(() => serverStatus(played), { timeout: 60_000 }).toBe('over');
    await page.goto(`${baseUrl()}/match/${played}`);
    await page.waitForSelector('[role=dialog]');
    await expectFit(page, 'match-over');
    await page.goto(`${baseUrl()}/join/${played}`);
    await page.waitForSelector('.join-card .button');
    await expectFit(page, 'join-over');
    await page.goto(`${baseUrl()}/replay/${played}`);
    await page.waitForSelector('.replay .match-board > *');
    await expectFit(page, 'replay');
  });

  it('the designer’s lab: its games, a game’s form with two arms, and an experiment’s results', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/lab`);
    await page.waitForSelector('.lab-games li');
    await expectFit(page, 'lab');
    await page.goto(`${baseUrl()}/lab/digit-dash`);
    await page.waitForSelector('.lab-form');
    await page.getByText('Two arms', { exact: true }).click();
    await page.getByRole('button', { name: 'Add a bot' }).click();
    await expectFit(page, 'lab-form');
    await page.goto(`${baseUrl()}/lab/digit-dash?games=4&seed=1&bots=random&mode=compare&vs=blockLimit%3D30`);
    await page.getByText('Done: 8 games played.').waitFor({ timeout: 60_000 });
    await page.waitForSelector('figure.lab-figure .lab-plot svg');
    await expectFit(page, 'lab-results');
  });

  it('a wrong address', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForSelector('[role=alert]');
    await expectFit(page, 'not-found');
  });
});

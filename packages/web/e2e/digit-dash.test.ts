/**
 * Digit Dash end to end, in real Chromium against the real server: a match
 * against a bot started from the home page and played to the end by
 * clicking; two browsers playing each other online, where neither page ever
 * shows the other's tile values; a hot-seat game at one screen behind the
 * pass-the-device screen; replays; wrong links and an unreachable server.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playToTheEnd, step, waitForTurn } from './digit-dash-player.ts';
import { keyboard } from './hands.ts';
import { baseUrl, fastBots, type OpenBrowser, openBrowser, screenshot } from './harness.ts';

let first: OpenBrowser;
let second: OpenBrowser;

beforeAll(async () => {
  [first, second] = await Promise.all([openBrowser(), openBrowser({ width: 390, height: 844 })]);
  await first.page.goto(baseUrl());
  await fastBots(first.page);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

/** The new-game form of Digit Dash, with the quiet-turn limit at its smallest so games stay short. */
async function newGame(
  page: Page,
  setup: (page: Page) => Promise<void> = async () => {},
  deal: string | null = null,
) {
  await page.goto(`${baseUrl()}/new/digit-dash${deal === null ? '' : `?deal=${deal}`}`);
  await page.locator('#option-blockLimit').fill('10');
  await setup(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
}

/** The aria-labels of the tiles under a selector. */
const labels = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));

describe('Digit Dash in the browser', () => {
  it('from the home page, a match against a bot is played to the end by clicking', async () => {
    const { page } = first;
    await page.goto(baseUrl());
    await page.getByRole('link', { name: 'Play Digit Dash' }).click();
    await page.locator('#option-blockLimit').fill('10');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('.dd-board');
    await expect.poll(() => page.locator('.dd-hand-area .dd-tile').count()).toBe(10);
    let shot = false;
    await playToTheEnd(page, 'meld', async (n) => {
      if (!shot && n > 12 && (await page.locator('.dd-meld').count()) > 0) {
        shot = true;
        await screenshot(page, 'digit-dash-vs-bot');
      }
    });
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('row').count()).toBe(3);
    await screenshot(page, 'digit-dash-result');
  });

  it('a match against a bot is played to the end with the keyboard alone, the focus on the board', async () => {
    const { page } = first;
    const hands = keyboard(page);
    // A fixed deal: a random one once ended after 9 presses, short of what this test asks.
    await newGame(page, async () => {}, 'keyboard-dash-1');
    await page.waitForSelector('.dd-board');
    await playToTheEnd(page, 'meld', undefined, hands);
    expect(hands.presses).toBeGreaterThan(10);
    expect(hands.lost).toEqual([]);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
  });

  it('the finished match replays step by step', async () => {
    const { page } = first;
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    const counter = page.locator('.replay-step');
    await expect.poll(() => counter.textContent()).toMatch(/^Move 1 of \d+$/);
    await page.getByRole('button', { name: 'Next move' }).click();
    await page.getByRole('button', { name: 'Next move' }).click();
    await expect.poll(() => counter.textContent()).toMatch(/^Move 3 of/);
    await page.getByRole('button', { name: 'Previous move' }).click();
    await expect.poll(() => counter.textContent()).toMatch(/^Move 2 of/);
    await page.getByRole('button', { name: 'Last move' }).click();
    await expect.poll(() => page.locator('.replay-result').count()).toBe(1);
    await screenshot(page, 'digit-dash-replay');
  });

  it('two browsers play online, neither page shows the other’s tiles, and both take the rematch', async () => {
    const [a, b] = [first.page, second.page];
    await newGame(a, async (page) => {
      await page.getByText('Online', { exact: true }).click();
      await page.locator('#seat-1').selectOption('friend');
    });
    await a.waitForURL(/\/match\//);
    const invite = await a.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(invite).toMatch(/\/join\/[A-Za-z0-9_-]{16,}$/);
    await b.goto(invite);
    await b.getByLabel('Your name (optional)').fill('Bea');
    await b.getByRole('button', { name: 'Take a seat' }).click();
    await b.waitForURL(/\/match\//);
    await b.waitForSelector('.dd-hand-area .dd-tile');

    /** While the game is on (at the end every hand is shown), each page shows the other hand face down only. */
    const checkPrivacy = async () => {
      for (const [viewer, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const [over, seen] = await viewer.evaluate(() => [
          document.querySelector('.turn-banner.over, [role=dialog]') !== null,
          [...document.querySelectorAll('.dd-opponent .dd-tile')].map(
            (el) => el.getAttribute('aria-label') ?? '',
          ),
        ]);
        if (over) return;
        expect(
          seen.filter((l) => !l.startsWith('face-down')),
          'tiles shown face up',
        ).toEqual([]);
        const otherHand = await labels(other, '.dd-hand-area .dd-tile');
        expect(otherHand.length).toBeGreaterThan(0);
        expect(seen.filter((l) => otherHand.includes(l))).toEqual([]);
      }
    };
    await checkPrivacy();
    let checks = 0;
    const over = new Set<Page>();
    for (let n = 0; over.size < 2 && n < 4000; n++) {
      let moved = false;
      for (const page of [a, b]) {
        if (over.has(page)) continue;
        const result = await step(page, 'discard');
        if (result === 'over') over.add(page);
        moved ||= result === 'moved';
      }
      if (!moved && over.size < 2)
        await Promise.race([a, b].filter((p) => !over.has(p)).map((p) => waitForTurn(p)));
      if (n % 8 === 0 && over.size === 0) {
        await checkPrivacy();
        checks++;
      }
      if (n === 20)
        await Promise.all([
          screenshot(a, 'digit-dash-online-p1'),
          screenshot(b, 'digit-dash-online-p2-phone'),
        ]);
    }
    expect(over.size).toBe(2);
    expect(checks).toBeGreaterThan(2);
    // A rematch: the first to ask sets it up, the other joins the same one, each in their seat.
    const id = /\/match\/([^/]+)$/.exec(a.url())?.[1];
    await a.getByRole('button', { name: 'Rematch' }).click();
    await a.waitForURL((url) => url.pathname.startsWith('/match/') && !url.pathname.endsWith(id ?? ''));
    await b.getByRole('button', { name: 'Rematch' }).click();
    await b.waitForURL(a.url());
    await Promise.all([
      a.waitForSelector('.dd-hand-area .dd-tile'),
      b.waitForSelector('.dd-hand-area .dd-tile'),
    ]);
    // Once it is over the record is public: the replay opens from the server.
    await a.goto(`${baseUrl()}/replay/${id}`);
    await expect.poll(() => a.locator('.replay-step').textContent()).toMatch(/^Move 1 of \d+$/);
  });

  it('hot-seat: the table hides between the two people at one screen', async () => {
    const { page } = first;
    await newGame(
      page,
      async (p) => {
        await p.locator('#seat-1').selectOption('person');
      },
      'hotseat-dash-1',
    );
    await page.waitForSelector('.dd-board');
    // A few hand-overs show the point; the game need not be played out.
    let handoffs = 0;
    for (let n = 0; n < 3000 && handoffs < 6; n++) {
      // Read in one go, so a hand-over finishing between two reads is not mistaken for a leak.
      const [passing, tables] = await page.evaluate(() => [
        document.querySelector('.pass-device') !== null,
        document.querySelectorAll('.dd-hand-area, .dd-board').length,
      ]);
      if (passing) {
        expect(tables).toBe(0);
        if (handoffs === 0) await screenshot(page, 'digit-dash-pass-the-device');
        handoffs++;
      }
      const result = await step(page, 'discard');
      if (result === 'over') break;
      if (result === 'idle') await waitForTurn(page);
    }
    expect(handoffs).toBe(6);
    // Each person saw only their own hand: the seat shown changes with each hand-over.
    await expect.poll(() => page.locator('.dd-hand-area .dd-tile').count()).toBeGreaterThan(0);
  });

  it('wrong links and an unreachable server are explained', async () => {
    const { page } = first;
    await page.goto(`${baseUrl()}/match/AAAAAAAAAAAAAAAAAAAAAAAA`);
    await expect.poll(() => page.getByRole('heading', { name: 'No such game' }).count()).toBe(1);
    await page.goto(`${baseUrl()}/join/AAAAAAAAAAAAAAAAAAAAAAAA`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This invitation does not work' }).count())
      .toBe(1);
    await page.goto(`${baseUrl()}/nowhere`);
    await expect.poll(() => page.getByRole('heading', { name: 'This page does not exist' }).count()).toBe(1);
    // With the server's API out of reach, online play says so and local play still works.
    await page.route('**/api/**', (route) => route.abort());
    await newGame(page, async (p) => {
      await p.getByText('Online', { exact: true }).click();
    });
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/server cannot be reached/);
    await page.getByText('On this device', { exact: true }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('.dd-hand-area .dd-tile');
    await page.unroute('**/api/**');
  });
});

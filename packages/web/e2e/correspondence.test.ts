/**
 * A correspondence game across a server restart, end to end in Chromium:
 * two browsers start a game with a day per move, each sees the clock and
 * its deadline; the server stops and starts again (a server of this test's
 * own, on the same port and data); both pages come back by themselves to
 * the same game with the same deadline, and the player to move moves.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { step } from './digit-dash-player.ts';
import { type OpenBrowser, openBrowser, screenshot } from './harness.ts';
import { freePort, startServer } from './server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-restart-'));
let env: NodeJS.ProcessEnv;
let server: { child: ChildProcess; url: string };
let cleo: OpenBrowser;
let dan: OpenBrowser;

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

beforeAll(async () => {
  env = {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: inject('webDist'),
    BOT_DELAY_MS: '50',
    LOG_LEVEL: 'warn',
  };
  [server, cleo, dan] = await Promise.all([startServer(env), openBrowser(), openBrowser()]);
});

afterAll(async () => {
  await Promise.all([cleo?.close(), dan?.close(), server && stop(server.child)]);
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async (page: Page) => (await page.locator('.clock-badge .clock-left').textContent()) ?? '';
const deadlineWords = (text: string) => /\(until (.+)\)/.exec(text)?.[1] ?? '';

describe('a correspondence game', () => {
  it('keeps its clock across a server restart, and goes on', async () => {
    const [c, d] = [cleo.page, dan.page];
    await c.goto(`${server.url}/new/digit-dash`);
    await c.getByText('Online', { exact: true }).click();
    await c.locator('#seat-1').selectOption('friend');
    await c.locator('#online-name').fill('Cleo');
    await c.locator('#online-clock').selectOption('days-1');
    await c.getByRole('button', { name: 'Start the game' }).click();
    await c.waitForURL(/\/match\//);
    const match = new URL(c.url()).pathname.split('/')[2] ?? '';
    const invite = await c.getByRole('textbox', { name: 'Invite link' }).inputValue();
    await d.goto(invite);
    await d.getByLabel('Your name (optional)').fill('Dan');
    await d.getByRole('button', { name: 'Take a seat' }).click();
    await d.waitForURL(/\/match\//);

    for (const page of [c, d]) {
      await expect.poll(() => page.locator('.clock-badge').textContent()).toContain('1 day per move');
      await expect.poll(() => until(page)).toMatch(/^23 h 59 min left \(until .+\)$|^1 d left \(until .+\)$/);
    }
    const deadline = deadlineWords(await until(c));
    expect(deadline).not.toBe('');
    expect(deadlineWords(await until(d))).toBe(deadline);
    await screenshot(c, 'correspondence-clock');

    // The server stops; both pages say so, and come back by themselves when it starts again.
    await stop(server.child);
    await expect.poll(() => c.locator('.turn-banner').textContent()).toContain('reconnecting');
    server = await startServer(env);
    for (const page of [c, d]) {
      await expect
        .poll(() => page.locator('.turn-banner').textContent(), { timeout: 20_000 })
        .not.toContain('reconnecting');
      await expect.poll(() => until(page)).toContain(`(until ${deadline})`);
    }

    // The player to move moves, and the game goes on with a new day on the clock.
    const seqOf = async () => {
      const summary = await fetch(`${server.url}/api/v1/matches/${match}`).then((r) => r.json());
      return summary.seq as number;
    };
    const before = await seqOf();
    const mover = (await c.locator('.turn-banner.mine').count()) > 0 ? c : d;
    await expect
      .poll(
        async () => {
          await step(mover, 'discard');
          return seqOf();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(before);
    await screenshot(mover, 'correspondence-after-restart');
  });
});

/**
 * Stopping and starting again, in memory: a stopping service takes no new
 * move, lets a thinking bot finish within the grace (its own move is
 * stored), abandons one that does not (no move is made up for it), and after
 * a restart the bots of a match left waiting think again with nobody watching.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BotRunner, BotTask } from '../../src/bots/runner.ts';
import { resumeBots } from '../../src/service/resume.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { memoryServer, Recorder, until, unwrapWire } from '../support/service.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Asked {
  readonly task: BotTask;
  answer(move: unknown): void;
  fail(error: Error): void;
  settled: boolean;
}

/** Bots that think until the test answers for them; draining waits out the grace, then fails who is still thinking. */
class HeldBots implements BotRunner {
  readonly asked: Asked[] = [];

  choose(task: BotTask): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const asked: Asked = {
        task,
        settled: false,
        answer: (move) => {
          asked.settled = true;
          resolve(move);
        },
        fail: (error) => {
          asked.settled = true;
          reject(error);
        },
      };
      this.asked.push(asked);
    });
  }

  queued(): number {
    return 0;
  }

  async drain(graceMs: number): Promise<void> {
    const until = Date.now() + graceMs;
    while (Date.now() < until && this.asked.some((a) => !a.settled))
      await new Promise((r) => setTimeout(r, 5));
    for (const a of this.asked) if (!a.settled) a.fail(new Error('the bot pool is closed'));
  }

  async close(): Promise<void> {
    await this.drain(0);
  }
}

const botsOnly = { game: 'digit-dash', seats: [1, 2].map(() => ({ kind: 'bot' as const, bot: 'greedy' })) };

describe('stopping the match service', () => {
  it('abandons a bot still thinking at the end of the grace: no move is made up for it', async () => {
    const bots = new HeldBots();
    const warnings: string[] = [];
    const { lobby, service, store } = memoryServer({
      bots,
      log: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
    });
    const { match } = unwrapWire(await lobby.create(botsOnly));
    await until(() => bots.asked.length === 1, 5_000, 'the bot to start thinking');
    const seq = (await store.loadRow(match))?.seq;
    await service.drain(50);
    expect(bots.asked).toHaveLength(1);
    expect((await store.loadRow(match))?.seq).toBe(seq);
    expect(warnings.join('\n')).not.toMatch(/random/);
    await service.close();
  });

  it('stores the move of a bot that finishes within the grace, and starts no other', async () => {
    const bots = new HeldBots();
    const { lobby, service, store } = memoryServer({ bots });
    const { match } = unwrapWire(await lobby.create(botsOnly));
    await until(() => bots.asked.length === 1, 5_000, 'the bot to start thinking');
    const seq = (await store.loadRow(match))?.seq ?? 0;
    const draining = service.drain(5_000);
    const first = bots.asked[0];
    first?.answer(first.task.legal[0]);
    await draining;
    expect((await store.loadRow(match))?.seq).toBeGreaterThan(seq);
    expect(bots.asked).toHaveLength(1);
    await service.close();
  });

  it('refuses moves and subscriptions once stopping, with server/unavailable', async () => {
    const { lobby, service } = memoryServer();
    const { match } = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }));
    const ann = unwrapWire(await lobby.join(match, {}));
    await service.drain(0);
    const unavailable = { ok: false, error: { code: 'server/unavailable' } };
    expect(await service.play(match, ann.token, 0, {})).toMatchObject(unavailable);
    expect(await service.subscribe(match, {}, new Recorder())).toMatchObject(unavailable);
    await service.close();
  });

  it('resumes after a restart a match left waiting on its bot, which then plays on with nobody watching', async () => {
    const file = join(dir, 'resume.db');
    const first = memoryServer({ store: new SqliteStore(file), bots: new HeldBots() });
    const { match } = unwrapWire(await first.lobby.create(botsOnly));
    const seq = (await first.store.loadRow(match))?.seq ?? 0;
    await first.service.close();
    const second = memoryServer({ store: new SqliteStore(file) });
    expect(await resumeBots(second.service, Date.now())).toBe(1);
    await until(() => (second.service.held(match)?.seq ?? 0) > seq + 4, 10_000, 'the bots to play on');
    await second.service.close();
  });
});

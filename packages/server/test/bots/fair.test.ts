/**
 * Bot time shared fairly: waiting work is served an address at a time, in
 * turns, and within an address a client at a time, so while one client (or
 * many accounts behind one address) keeps the bot worker busy with many
 * matches of slow bots, another player's bot still answers within its own
 * budget plus a second or two (on real worker threads: the slow bots truly hold them).
 */
import { describe, expect, it } from 'vitest';
import { WorkerBots } from '../../src/bots/pool.ts';
import { FairQueue } from '../../src/workers/fair-queue.ts';
import { memoryServer, Recorder, until, unwrapWire } from '../support/service.ts';

type Memory = ReturnType<typeof memoryServer>;

/**
 * Takes the human seat of `match`, plays its first legal moves until the bot
 * (seat 1) must act, then times the bot's answer: how many bot tasks were
 * queued when it was asked, and how long it took.
 */
async function myBotAnswers({ lobby, service }: Memory, bots: WorkerBots, match: string) {
  const me = unwrapWire(await lobby.join(match, {}));
  const sink = new Recorder();
  unwrapWire(await service.subscribe(match, { token: me.token }, sink));
  const botMoved = () => sink.of('update').some((u) => u.log.some((e) => e.player === 1));
  while (!sink.position().toAct.includes(1)) {
    const p = sink.position();
    unwrapWire(await service.play(match, me.token, p.seq, p.legal?.[0]));
  }
  const asked = performance.now();
  const waiting = bots.queued();
  await until(botMoved, 20_000, 'my bot’s move');
  return { waiting, took: performance.now() - asked };
}

describe('a fair queue', () => {
  it('serves the keys in turns, one item each, first come first served within a key', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3', 'a4']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    expect(queue.size).toBe(7);
    const served = Array.from({ length: 7 }, () => queue.shift());
    expect(served).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.shift()).toBeUndefined();
    queue.push('a', 'x');
    queue.push('b', 'y');
    expect(queue.takeAll().sort()).toEqual(['x', 'y']);
    expect(queue.size).toBe(0);
  });

  it('serves a key that arrives while another is busy before that key’s next item', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    expect(queue.shift()).toBe('a1');
    queue.push('b', 'b1');
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['b1', 'a2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it('with two levels, serves the addresses in turns, and the clients within an address in turns', () => {
    const queue = new FairQueue<string>(2);
    // Three accounts behind one address, three items each; one guest (its client is its address) elsewhere.
    for (const n of [1, 2, 3])
      for (const account of ['x', 'y', 'z']) queue.push(['ip:a', `ac:${account}`], `${account}${n}`);
    queue.push('ip:b', 'b1');
    queue.push(['ip:b', 'ip:b'], 'b2');
    queue.push('ip:b', 'b3');
    expect(queue.size).toBe(12);
    const served = Array.from({ length: 12 }, () => queue.shift());
    // ip:a and ip:b alternate; within ip:a, x, y and z take turns.
    expect(served).toEqual(['x1', 'b1', 'y1', 'b2', 'z1', 'b3', 'x2', 'y2', 'z2', 'x3', 'y3', 'z3']);
    expect(queue.shift()).toBeUndefined();
    expect(queue.size).toBe(0);
  });

  it('with two levels, serves an address that arrives while another is busy next, whatever its clients', () => {
    const queue = new FairQueue<string>(2);
    for (const account of ['x', 'y', 'z', 'w']) queue.push(['ip:a', `ac:${account}`], account);
    expect(queue.shift()).toBe('x');
    queue.push(['ip:b', 'ac:v'], 'v');
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual(['v', 'y', 'z', 'w']);
    queue.push(['ip:a', 'ac:x'], 'x2');
    queue.push(['ip:c', 'ac:u'], 'u');
    expect(queue.takeAll().sort()).toEqual(['u', 'x2']);
    expect(queue.size).toBe(0);
  });
});

describe('bot time across clients', () => {
  // The hog asks for a time budget under the cap, or for an iteration budget that only the cap stops.
  it.each([
    { hogBot: 'ismcts:700ms', thinkMs: 1000 },
    { hogBot: 'ismcts:9999999', thinkMs: 700 },
  ])(
    'answers one player’s bot within its budget and a second or two while another client runs many slow bots ($hogBot)',
    async ({ hogBot, thinkMs }) => {
      const OWN = 300;
      // One bot worker, as on a two-core machine: every bot move takes its turn on it.
      const bots = new WorkerBots(1, 10_000);
      const memory = memoryServer({ bots, botLimits: { thinkMs, matchesPerClient: 100 } });
      const { lobby, service } = memory;
      // DIGIT: every decision is a real choice among stick moves, so each slow bot takes its whole budget.
      const hog = {
        game: 'digit',
        seats: [1, 2].map(() => ({ kind: 'bot' as const, bot: hogBot })),
      };
      for (let i = 0; i < 8; i++) unwrapWire(await lobby.create(hog, 'ip:hog'));
      // The worker has started (importing the games takes a while) and the hog's bots are at it.
      const botMoves = () =>
        [...service.heldMatches()].flatMap((m) => m.match.log.filter((e) => e.player !== 'chance'));
      await until(() => botMoves().length >= 1 && bots.queued() >= 6, 30_000, 'the hog’s bots to be at work');
      // A while longer, so that the worker is deep in a hog's move when I ask (a bot that ran into the
      // pool's timeout has just had its worker replaced, and a fresh worker would serve me first).
      await new Promise((resolve) => setTimeout(resolve, 3000));

      const { match } = unwrapWire(
        await lobby.create(
          { game: 'digit', seats: [{ kind: 'human' }, { kind: 'bot', bot: `ismcts:${OWN}ms` }] },
          'ip:player',
        ),
      );
      const { waiting, took } = await myBotAnswers(memory, bots, match);
      // In one queue, the bot would wait behind every slow move queued before it (at least 6 × 700 ms);
      // a hog's iteration budget not stopped at the cap would hold the worker until its 10 s timeout.
      expect(waiting).toBeGreaterThanOrEqual(6);
      expect(took, `my bot answered after ${Math.round(took)} ms`).toBeLessThan(OWN + 2000);
      await service.close();
    },
    60_000,
  );
});

describe('bot time across addresses', () => {
  it('answers a player’s bot within its budget and a second or two while eight accounts behind one address run slow bots', async () => {
    const OWN = 300;
    const bots = new WorkerBots(1, 10_000);
    const memory = memoryServer({ bots, botLimits: { thinkMs: 1000, matchesPerClient: 100 } });
    const { lobby, service } = memory;
    const hog = { game: 'digit', seats: [1, 2].map(() => ({ kind: 'bot' as const, bot: 'ismcts:700ms' })) };
    // Eight accounts signed up from one address, one match of slow bots each: as clients, eight
    // turns against my one; as one address, one turn.
    for (let i = 0; i < 8; i++)
      unwrapWire(await lobby.create(hog, `ac:hog${i}`, null, { address: 'ip:hogs' }));
    const botMoves = () =>
      [...service.heldMatches()].flatMap((m) => m.match.log.filter((e) => e.player !== 'chance'));
    await until(
      () => botMoves().length >= 1 && bots.queued() >= 6,
      30_000,
      'the accounts’ bots to be at work',
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const { match } = unwrapWire(
      await lobby.create(
        { game: 'digit', seats: [{ kind: 'human' }, { kind: 'bot', bot: `ismcts:${OWN}ms` }] },
        'ac:me',
        null,
        { address: 'ip:mine' },
      ),
    );
    const { waiting, took } = await myBotAnswers(memory, bots, match);
    // Served a client at a time, my bot would wait behind each account's slow move queued before it
    // (at least 6 × 700 ms); served an address at a time, behind one.
    expect(waiting).toBeGreaterThanOrEqual(6);
    expect(took, `my bot answered after ${Math.round(took)} ms`).toBeLessThan(OWN + 2000);
    await service.close();
  }, 60_000);
});

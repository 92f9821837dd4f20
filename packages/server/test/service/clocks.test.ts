/**
 * Time controls, in memory with an injected clock: a correspondence move
 * that runs out loses the match or hands the seat to a bot, as the creator
 * chose; a live clock plays a random move; the deadline is the stored one,
 * after a restart too; a match that waits for its players has no clock
 * running; two services on one store act on a clock once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS, type TimeControl } from '@gameshelf/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepClocks } from '../../src/service/clock-sweep.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { MemoryBus } from '../support/bus.ts';
import { memoryServer, Recorder, until, unwrapWire } from '../support/service.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-clocks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

const T0 = 1_800_000_000_000;
const lose: TimeControl = { kind: 'correspondence', days: 1, onTimeout: 'lose' };

/** A service whose time is `clock.now`, moved by the test. */
function timed(options: Parameters<typeof memoryServer>[0] = {}) {
  const clock = { now: T0 };
  return { clock, ...memoryServer({ now: () => clock.now, ...options }) };
}

async function seated(server: ReturnType<typeof timed>, clock: TimeControl, names = ['Ann', 'Bob']) {
  const { match } = unwrapWire(await server.lobby.create({ game: 'digit-dash', players: 2, clock }));
  const tokens: string[] = [];
  for (const name of names) tokens.push(unwrapWire(await server.lobby.join(match, { name })).token);
  const live = server.service.held(match);
  if (!live) throw new Error('not held');
  return { match, tokens, live };
}

describe('correspondence clocks', () => {
  it('a player who runs out of a day per move loses: the match ends for everyone, and takes no move after', async () => {
    const server = timed();
    const { match, tokens, live } = await seated(server, lose);
    const watcher = new Recorder();
    unwrapWire(await server.service.subscribe(match, {}, watcher));
    const seat = live.match.toAct()[0] as number;
    expect(watcher.position().deadline).toBe(T0 + DAY_MS);
    expect(unwrapWire(await server.lobby.summary(match))).toMatchObject({
      clock: lose,
      deadline: T0 + DAY_MS,
    });

    server.clock.now = T0 + DAY_MS - 1;
    expect(await sweepClocks(server.service)).toBe(0);
    server.clock.now = T0 + DAY_MS;
    expect(await sweepClocks(server.service)).toBe(1);
    await until(() => watcher.position().result !== null, 5_000, 'the end');
    const end = watcher.position();
    expect(end.result).toEqual({ scores: [], winners: [1 - seat], forfeit: { seat, reason: 'timeout' } });
    expect(end).toMatchObject({ toAct: [], legal: null, deadline: null });

    const late = await server.service.play(
      match,
      tokens[seat] as string,
      end.seq,
      live.match.legalMoves(seat)[0],
    );
    expect(late.ok ? 'accepted' : late.error.code).toBe('move/game-over');
    expect(unwrapWire(await server.lobby.summary(match))).toMatchObject({ status: 'over', toAct: [] });
    expect(unwrapWire(await server.lobby.record(match)).result).toEqual(end.result);
    await server.service.close();
  });

  it('a player who runs out hands their seat to the bot the creator chose, which plays on; the name stays', async () => {
    const server = timed({ botDelayMs: 0 });
    const clock: TimeControl = { kind: 'correspondence', days: 3, onTimeout: 'bot', bot: 'random' };
    const { match, tokens, live } = await seated(server, clock);
    const seat = live.match.toAct()[0] as number;
    const player = new Recorder();
    unwrapWire(await server.service.subscribe(match, { token: tokens[seat] as string }, player));
    expect(player.position().deadline).toBe(T0 + 3 * DAY_MS);

    server.clock.now = T0 + 3 * DAY_MS + 5;
    await sweepClocks(server.service);
    await until(() => player.endings.length > 0, 5_000, 'the seat to be taken');
    expect(player.endings[0]?.code).toBe('auth/bad-token');
    await until(() => live.match.log.some((e) => e.player === seat), 5_000, 'the bot to move');
    expect(live.seats[seat]).toMatchObject({ kind: 'bot', bot: 'random', name: ['Ann', 'Bob'][seat] });
    const again = await server.service.play(match, tokens[seat] as string, live.seq, {});
    expect(again.ok ? 'accepted' : again.error.code).toBe('auth/bad-token');
    await server.service.close();
  });

  it('refuses a bot on timeout that this server would not run', async () => {
    const server = timed();
    const clock: TimeControl = { kind: 'correspondence', days: 1, onTimeout: 'bot', bot: 'no-such-bot' };
    const created = await server.lobby.create({ game: 'digit-dash', players: 2, clock });
    expect(created.ok ? 'created' : created.error.code).toBe('bot/unknown');
    const both = await server.lobby.create({ game: 'digit-dash', clock: lose, turnSeconds: 60 });
    expect(both.ok ? 'created' : both.error.code).toBe('options/invalid');
    await server.service.close();
  });

  it('keeps the stored deadline across a restart, and acts on it when the server comes back late', async () => {
    const file = join(dir, `restart-${files++}.db`);
    const first = timed({ store: new SqliteStore(file) });
    const { match, tokens, live } = await seated(first, lose);
    const seat = live.match.toAct()[0] as number;
    first.clock.now = T0 + 5000;
    unwrapWire(
      await first.service.play(match, tokens[seat] as string, live.seq, live.match.legalMoves(seat)[0]),
    );
    const next = live.match.toAct()[0] as number;
    await first.service.close();

    // Back an hour later: the deadline still counts from the move, not from the restart.
    const second = timed({ store: new SqliteStore(file) });
    second.clock.now = T0 + 3_600_000;
    const player = new Recorder();
    unwrapWire(await second.service.subscribe(match, { token: tokens[next] as string }, player));
    expect(player.position().deadline).toBe(T0 + 5000 + DAY_MS);
    await second.service.close();

    // Back two days later, with nobody at the table: the sweep finds the clock that ran out.
    const third = timed({ store: new SqliteStore(file) });
    third.clock.now = T0 + 2 * DAY_MS;
    expect(third.service.held(match)).toBeUndefined();
    expect(await sweepClocks(third.service)).toBe(1);
    await until(() => third.service.held(match)?.isOver() === true, 5_000, 'the end');
    expect(unwrapWire(await third.lobby.summary(match)).result).toMatchObject({ forfeit: { seat: next } });
    await third.service.close();
  });

  it('two services on one store end a match once, and both tables show the end', async () => {
    const file = join(dir, `two-${files++}.db`);
    const bus = new MemoryBus();
    const ended: boolean[] = [];
    const counted = () => {
      const store = new SqliteStore(file);
      const endMatch = store.endMatch.bind(store);
      store.endMatch = async (...args) => {
        const done = await endMatch(...args);
        ended.push(done);
        return done;
      };
      return store;
    };
    const a = timed({ store: counted(), fanout: bus.join() });
    const b = timed({ store: counted(), fanout: bus.join() });
    const { match } = await seated(a, lose);
    const [onA, onB] = [new Recorder(), new Recorder()];
    unwrapWire(await a.service.subscribe(match, {}, onA));
    unwrapWire(await b.service.subscribe(match, {}, onB));
    a.clock.now = b.clock.now = T0 + DAY_MS + 1;
    await Promise.all([sweepClocks(a.service), sweepClocks(b.service)]);
    await until(() => onA.position().result !== null && onB.position().result !== null, 5_000, 'both ends');
    expect(onB.position().result).toEqual(onA.position().result);
    expect(ended.filter((done) => done)).toEqual([true]);
    await a.service.close();
    await b.service.close();
  });
});

describe('live clocks and waiting for players', () => {
  it('a live clock makes a random move for a person who runs out, from the later of the move and the start', async () => {
    const server = timed();
    const { match, live } = await seated(server, { kind: 'live', seconds: 30 });
    const watcher = new Recorder();
    unwrapWire(await server.service.subscribe(match, {}, watcher));
    expect(watcher.position().deadline).toBe(T0 + 30_000);
    const seq = live.seq;
    server.clock.now = T0 + 30_000;
    await sweepClocks(server.service);
    await until(() => live.seq > seq, 5_000, 'a random move');
    expect(watcher.of('update').at(-1)?.deadline).toBe(T0 + 30_000 + 30_000);
    await server.service.close();
  });

  it('a match that waits for its players runs no clock and takes no move until its last seat is taken', async () => {
    const server = timed();
    const { match } = unwrapWire(
      await server.lobby.create({ game: 'digit-dash', players: 2, clock: lose, waitForPlayers: true }),
    );
    const host = unwrapWire(await server.lobby.join(match, { name: 'Ann' }));
    const sink = new Recorder();
    unwrapWire(await server.service.subscribe(match, { token: host.token }, sink));
    expect(sink.position()).toMatchObject({ waiting: true, deadline: null, legal: null, toAct: [] });
    const live = server.service.held(match);
    const early = await server.service.play(match, host.token, sink.position().seq, {});
    expect(early.ok ? 'accepted' : early.error.code).toBe('match/not-started');
    server.clock.now = T0 + 2 * DAY_MS;
    await sweepClocks(server.service);
    expect(live?.isOver()).toBe(false);

    unwrapWire(await server.lobby.join(match, { name: 'Bob' }));
    await until(() => sink.of('info').some((i) => i.waiting === false), 5_000, 'the start');
    expect(live?.startedAt).toBe(T0 + 2 * DAY_MS);
    expect(live?.deadline).toBe(T0 + 3 * DAY_MS);
    await server.service.close();
  });
});

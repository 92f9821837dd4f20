/** Server bots and turn timers, in memory. */
import { describe, expect, it } from 'vitest';
import type { BotRunner, BotTask } from '../../src/bots/runner.ts';
import { memoryServer, Recorder, until, unwrapWire } from '../support/service.ts';

describe('match service: bots and timers', () => {
  it('plays a match of bots only to its end, watchable live by a spectator', async () => {
    const { lobby, service } = memoryServer({ botDelayMs: 1 });
    const { match } = unwrapWire(
      await lobby.create({
        game: 'digit-dash',
        players: 3,
        seats: [1, 2, 3].map(() => ({ kind: 'bot', bot: 'easy' }) as const),
      }),
    );
    const watcher = new Recorder();
    unwrapWire(await service.subscribe(match, {}, watcher));
    await until(() => watcher.position().result !== null, 60_000, 'the end of the bots match');
    const updates = watcher.of('update');
    expect(updates.length).toBeGreaterThan(5);
    // Every update follows the previous one: nothing missed, nothing repeated.
    let seq = watcher.of('snapshot')[0]?.seq ?? 0;
    for (const u of updates) {
      expect(u.log[0]?.index).toBe(seq);
      seq = u.seq;
    }
    await service.close();
  });

  it('gives a bot only its seat view and legal moves, and answers a person with the bot move', async () => {
    const tasks: BotTask[] = [];
    const spy: BotRunner = {
      async choose(task) {
        tasks.push(task);
        return task.legal[0];
      },
      queued: () => 0,
      async drain() {},
      async close() {},
    };
    const { lobby, service } = memoryServer({ bots: spy });
    const { match } = unwrapWire(
      await lobby.create({ game: 'digit-dash', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] }),
    );
    const me = unwrapWire(await lobby.join(match, {}));
    const sink = new Recorder();
    unwrapWire(await service.subscribe(match, { token: me.token }, sink));
    // My decisions until my turn is over and the bot's begins: I discard as soon as I may, so
    // I cannot go out in my first turn (the match's seed is random).
    while (tasks.length === 0) {
      await until(() => tasks.length > 0 || (sink.position().legal?.length ?? 0) > 0, 5_000, 'a turn');
      const p = sink.position();
      const legal = (p.legal ?? []) as { type?: string }[];
      const move = legal.find((m) => m.type === 'discard') ?? legal[0];
      if (tasks.length === 0) unwrapWire(await service.play(match, me.token, p.seq, move));
    }
    // Playing its first legal move, the bot may meld its whole hand and go out (DD-8).
    await until(
      () => sink.position().toAct.includes(0) || sink.position().result !== null,
      5_000,
      'my turn again or the end',
    );
    const live = service.held(match);
    for (const task of tasks) {
      // The server's cap on thinking goes with each task: the generic bots stop at it (bot-limits.ts).
      expect(task).toMatchObject({ game: 'digit-dash', bot: 'greedy', player: 1, thinkMs: 2000 });
      expect(Object.keys(task).sort()).toEqual(['bot', 'game', 'legal', 'player', 'seed', 'thinkMs', 'view']);
    }
    expect(live?.match.log.some((e) => e.player === 1)).toBe(true);
    await service.close();
  });

  it('plays a random legal move for a person whose turn timer ran out, and tells the deadline', async () => {
    let now = 1_000_000;
    const { lobby, service } = memoryServer({ now: () => now });
    const { match } = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2, turnSeconds: 0.05 }));
    const a = unwrapWire(await lobby.join(match, {}));
    unwrapWire(await lobby.join(match, {}));
    const sink = new Recorder();
    now = 2_000_000;
    unwrapWire(await service.subscribe(match, { token: a.token }, sink));
    const start = sink.position();
    expect(start.deadline).toBe(1_000_050);
    await until(() => sink.of('update').length > 0, 5_000, 'a timed-out move');
    const update = sink.of('update')[0];
    expect(update?.seq).toBeGreaterThan(start.seq);
    expect(update?.deadline).toBe(2_000_050);
    await service.close();
  });
});

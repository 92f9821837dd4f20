/** Bots in worker threads: they answer with legal moves, a stuck one is cut off, and a thinking bot never holds up the server. */
import { Match, unwrap } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerBots } from '../../src/bots/pool.ts';
import { TestClient } from '../support/client.ts';
import { createSeated, seatClients } from '../support/matches.ts';
import { testServer } from '../support/server.ts';

const digitDash = unwrap(findGame('digit-dash'));

/** A bot task at the first position with a real choice (a search bot would take its whole budget). */
function task(bot: string) {
  const match = unwrap(Match.create(digitDash.game, { players: 2, seed: 'pool' }));
  while (match.legalMoves(match.toAct()[0] as number).length < 3) {
    const p = match.toAct()[0] as number;
    unwrap(match.play(p, match.legalMoves(p)[0]));
  }
  const player = match.toAct()[0] as number;
  return {
    game: 'digit-dash',
    bot,
    player,
    view: match.view(player),
    legal: match.legalMoves(player),
    seed: 's',
    thinkMs: 2000,
  };
}

describe('bot worker pool', () => {
  const pool = new WorkerBots(2, 5_000);
  afterAll(() => pool.close());

  it('answers with one of the legal moves, from a worker thread', async () => {
    const t = task('greedy');
    const move = await pool.choose(t);
    expect(t.legal).toContainEqual(move);
    expect(pool.workers).toBeGreaterThan(0);
  });

  it('fails a bot that cannot be built, and one that overruns its time, and keeps serving', async () => {
    await expect(pool.choose(task('nobody'))).rejects.toThrow(/bot\/unknown/);
    // A limit far below the search's 2 s, far above what a random move costs even on a busy
    // machine (the replacement worker's first task runs cold: 50 ms was sometimes too little).
    const impatient = new WorkerBots(1, 500);
    await expect(impatient.choose(task('ismcts:2000ms'))).rejects.toThrow(/took over 500 ms/);
    const t = task('random');
    expect(t.legal).toContainEqual(await impatient.choose(t));
    await impatient.close();
  });
});

describe('a server with bots on worker threads', () => {
  it('answers other connections at once while a bot thinks for seconds', async () => {
    const server = await testServer({}, (c) => c, { bots: new WorkerBots(1, 30_000) });
    const { match, tokens } = await createSeated(server.url, {
      game: 'digit-dash',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'ismcts:1500ms' }],
    });
    const [me] = (await seatClients(server.url, match, tokens)) as TestClient[];
    if (!me) throw new Error('no client');
    // Play until it is the bot's turn.
    while (!me.position(match)?.toAct.includes(1)) {
      const p = me.position(match);
      if (!p?.legal?.length) {
        await me.waitFor(() => true, 5_000, me.frames.length);
        continue;
      }
      // Discarding as soon as I may, I cannot go out before the bot's turn (the seed is random).
      const legal = p.legal as { type?: string }[];
      await me.request({
        type: 'move',
        match,
        seq: p.seq,
        move: legal.find((m) => m.type === 'discard') ?? legal[0],
      });
    }
    const thinking = me.frames.length;
    const other = await TestClient.connect(server.url);
    const started = performance.now();
    const latencies: number[] = [];
    while (performance.now() - started < 1000) {
      const t0 = performance.now();
      await other.request({ type: 'ping' });
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    // Blocked by the bot, a ping would wait the bot's 1.5 s; a busy machine alone costs far less.
    expect(Math.max(...latencies)).toBeLessThan(750);
    // Meanwhile the bot was still thinking (its forced draw comes at once, DD-4; its play is searched).
    const played = (f: (typeof me.frames)[number]) =>
      f.type === 'update' &&
      f.log.some((e) => e.player === 1 && (e.move as { type?: string }).type !== 'draw');
    expect(me.frames.slice(thinking).some(played)).toBe(false);
    await me.waitFor(played, 20_000, thinking);
    await other.close();
    await me.close();
    await server.stop();
  });
});

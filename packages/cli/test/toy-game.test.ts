/**
 * Adding a game is a folder and one line on a shelf (docs/adding-a-game.md).
 * The toy game (packages/engine/test/toy/, laid out like every game of the
 * shelf) is registered here with one line and then passes what every game
 * on the shelf passes: the whole shared battery, the engine protocol, and
 * the generic bots and its own.
 */
import { createBot, playGame } from '@gameshelf/bots';
import { itemAt } from '@gameshelf/engine';
import { shelfBattery } from '@gameshelf/engine/testing/vitest';
import { SHELF, shelfOf } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { toyModule } from '../../engine/test/toy/src/index.ts';
import { EngineSession } from '../src/protocol.ts';
import { handsOf, turnOf } from './replies.ts';

// The one line that registers the toy game.
const shelf = shelfOf([...SHELF, toyModule]);

shelfBattery(shelf.games, ['toy']);

type Reply = Record<string, unknown>;
const send = (s: EngineSession, request: Reply): Reply => s.handleLine(JSON.stringify(request));

describe('the toy game through the engine protocol', () => {
  it('is listed with the shelf, with its own bot next to the generic ones', () => {
    const reply = send(new EngineSession(shelf), { cmd: 'games' });
    expect(reply.games).toMatchObject([
      ...SHELF.map((m) => ({ id: m.game.id })),
      { id: 'toy', bots: ['greedy', 'random', 'ismcts'] },
    ]);
  });

  it('is unknown to a session on the shipped shelf', () => {
    expect(send(new EngineSession(), { cmd: 'new', game: 'toy' })).toMatchObject({
      ok: false,
      error: { code: 'game/unknown' },
    });
  });

  it.each(['random', 'greedy', 'ismcts:50'])(
    'plays to the end by %s, showing each player only their own hand, and its record loads to the same result',
    (bot) => {
      const s = new EngineSession(shelf);
      expect(send(s, { cmd: 'new', game: 'toy', players: 3, seed: 4 })).toMatchObject({
        ok: true,
        game: 'toy',
      });
      let state = turnOf(send(s, { cmd: 'state' }));
      for (let i = 0; i < 100 && !state.over; i++) {
        const player = itemAt(state.toAct, 0);
        handsOf(send(s, { cmd: 'view', player })).forEach((hand, p) => {
          for (const card of hand) expect(typeof card === 'number').toBe(p === player);
        });
        expect(send(s, { cmd: 'legal', player })).toMatchObject({
          moves: [{ type: 'draw' }, { type: 'stand' }],
        });
        const { move } = send(s, { cmd: 'bot', player, bot });
        expect(send(s, { cmd: 'move', player, move: { type: 'deal', card: 1 } })).toMatchObject({
          ok: false,
        });
        const moved = send(s, { cmd: 'move', player, move });
        expect(moved).toMatchObject({ ok: true });
        state = turnOf(moved);
      }
      expect(state.over).toBe(true);
      const result = send(s, { cmd: 'result' });
      const { record } = send(s, { cmd: 'record' });
      const other = new EngineSession(shelf);
      expect(send(other, { cmd: 'load', record })).toMatchObject({ ok: true, game: 'toy', over: true });
      expect(send(other, { cmd: 'result' })).toEqual(result);
    },
  );
});

describe('bots on the toy game', () => {
  it.each(['random', 'greedy', 'ismcts:100'])(
    '%s plays whole games against random from its view alone',
    (spec) => {
      for (let i = 0; i < 10; i++) {
        const seats = [spec, 'random'].map((name) => {
          const bot = createBot(toyModule, name);
          if (!bot.ok) throw new Error(bot.error.message);
          return bot.value;
        });
        const { result } = playGame(toyModule, { players: 2, options: {} }, seats, `toy-bots/${spec}/${i}`);
        expect(result.scores).toHaveLength(2);
        for (const w of result.winners) expect(result.scores[w]).toBe(Math.max(...result.scores));
      }
    },
  );

  it('greedy, which stands from 7, beats random', () => {
    let wins = 0;
    const games = 200;
    for (let i = 0; i < games; i++) {
      const seats = i % 2 === 0 ? ['greedy', 'random'] : ['random', 'greedy'];
      const bots = seats.map((name) => {
        const bot = createBot(toyModule, name);
        if (!bot.ok) throw new Error(bot.error.message);
        return bot.value;
      });
      const { result } = playGame(toyModule, { players: 2, options: {} }, bots, `toy-greedy/${i}`);
      const greedy = seats.indexOf('greedy');
      if (result.winners.includes(greedy)) wins += 1 / result.winners.length;
    }
    expect(wins / games).toBeGreaterThan(0.65);
  });
});

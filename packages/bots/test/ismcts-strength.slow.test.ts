/**
 * IS-MCTS's strength, measured by whole games: slow by nature (project `slow`),
 * so `npm run test:quick` leaves it out and `npm test` runs it.
 */
import { wilsonInterval } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { toyModule } from '../../engine/test/toy/src/index.ts';
import { playGame } from '../src/play.ts';
import { createBot } from '../src/resolve.ts';

describe('IS-MCTS at play', () => {
  it('beats random at the toy game (the whole 95% interval above one half)', () => {
    let wins = 0;
    const n = 300;
    for (let i = 0; i < n; i++) {
      const seats = i % 2 === 0 ? ['ismcts:200', 'random'] : ['random', 'ismcts:200'];
      const bots = seats.map((s) => {
        const b = createBot(toyModule, s);
        if (!b.ok) throw new Error(b.error.message);
        return b.value;
      });
      const outcome = playGame(toyModule, { players: 2, options: {} }, bots, `toy/${i}`);
      const me = seats.indexOf('ismcts:200');
      if (outcome.result.winners.includes(me)) wins += 1 / outcome.result.winners.length;
    }
    expect(wilsonInterval(wins, n).low).toBeGreaterThan(0.5);
  });
});

import { itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/bots/evaluate.ts';
import { position } from './helpers.ts';

describe('the evaluation for search bots (DD-9 as if the game ended now)', () => {
  it('gives two players with the same tiles placed and in hand even chances', () => {
    const s = position({
      hands: [
        ['c2', 's3'],
        ['t2', 'h3'],
      ],
      table: [{ tiles: ['c7', 's7'], by: [0, 1] }],
    });
    const [a, b] = evaluate(s);
    expect(a).toBeCloseTo(0.5, 12);
    expect(b).toBeCloseTo(0.5, 12);
  });

  it('counts placed tiles for whoever placed them, and a power tile in hand as 10 (DD-9)', () => {
    // Player 0: 9 + 9 placed, 1 in hand: 17. Player 1: 9 placed, Swap in hand (-10): -1. One tile each.
    const s = position({
      hands: [['c1'], ['swap']],
      table: [{ tiles: ['c9', 's9', 't9'], by: [0, 0, 1] }],
    });
    const values = evaluate(s);
    expect(values[0]).toBeCloseTo(1 / (1 + Math.exp(-18 / 8)), 12);
    expect(itemAt(values, 0) + itemAt(values, 1)).toBeCloseTo(1, 12);
  });

  it('prefers the player with fewer tiles left when the points are level', () => {
    const s = position({ hands: [['c4'], ['c1', 's1', 't1', 'h1']] });
    const values = evaluate(s);
    expect(values[0]).toBeGreaterThan(itemAt(values, 1));
  });

  it('is certain at the end of a game: the winners share it', () => {
    const s = position({
      hands: [[], ['c1']],
      phase: 'over',
      state: { games: [{ scores: [5, 5], ending: 'out', player: 0 }] },
    });
    expect(evaluate(s)).toEqual([0.5, 0.5]);
  });
});

/** The rules page's worked example is a position the rules reach, and shows what its caption says. */
import { playExample } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitDashModule } from '../src/index.ts';
import { digitDashRules } from '../src/learn/rules.ts';

describe('Digit Dash rules examples', () => {
  it('DD-5 a run of circles 3-4-5 and a set of two 9s, both laid by player 1', () => {
    const found = digitDashRules.examples.find((e) => e.id === 'melds');
    if (!found) throw new Error('no example');
    const played = playExample(digitDashModule.game, found);
    if (!played.ok) throw new Error(played.error.message);
    // Tile ids: suit = id / 10 (0 circle, 1 square, 2 triangle), number = id % 10 + 1.
    expect(played.value.state.table).toEqual([
      { owner: 0, tiles: [2, 3, 4], by: [0, 0, 0] },
      { owner: 0, tiles: [18, 28], by: [0, 0] },
    ]);
  });
});

/** The rules page's worked examples are positions the rules reach, and show what their captions say. */
import { playExample } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitModule } from '../src/index.ts';
import { digitRules } from '../src/learn/rules.ts';

function example(id: string) {
  const found = digitRules.examples.find((e) => e.id === id);
  if (!found) throw new Error(`no example ${id}`);
  const played = playExample(digitModule.game, found);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.state;
}

describe('DIGIT rules examples', () => {
  it('DG-3 the starting figure of seed 7 is five sticks in a straight line', () => {
    expect(example('start').figure).toEqual([
      [0, 0, 1, 0],
      [1, 0, 2, 0],
      [2, 0, 3, 0],
      [3, 0, 4, 0],
      [4, 0, 5, 0],
    ]);
  });

  it('DG-4 moving the right end stick to stand at the left end makes an L', () => {
    // The figure is a set of edges: compare it whatever the order.
    const edges = (figure: readonly (readonly number[])[]) => figure.map(String).sort();
    expect(edges(example('move').figure)).toEqual(
      edges([
        [0, 0, 0, 1],
        [0, 0, 1, 0],
        [1, 0, 2, 0],
        [2, 0, 3, 0],
        [3, 0, 4, 0],
      ]),
    );
  });
});

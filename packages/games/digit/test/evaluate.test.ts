import { itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { evaluate, reward } from '../src/bots/evaluate.ts';
import { ALL_CARDS } from '../src/rules/geometry/deck.ts';
import { distance } from '../src/rules/geometry/graph.ts';
import { far, near, table } from './helpers.ts';

const FIGURE = itemAt(ALL_CARDS, 0);
/** Cards two or more moves from the figure, for hands that are level but for what a test changes. */
const distant = far(FIGURE).filter((c) => !near(FIGURE).includes(c));

describe('the evaluation for search bots', () => {
  it('Standard: fewer cards in hand is nearer the win (DG-6)', () => {
    const s = table({ figure: FIGURE, hands: [distant.slice(0, 2), distant.slice(2, 6)], turn: 1 });
    const values = evaluate(s);
    const a = itemAt(values, 0);
    expect(a + itemAt(values, 1)).toBeCloseTo(1, 12);
    expect(a).toBeGreaterThan(0.8);
  });

  it('Standard: with level hands, a card one move from the figure counts for its holder', () => {
    const one = itemAt(near(FIGURE), 0);
    const rest = distant.filter((c) => c !== one);
    const s = table({ figure: FIGURE, hands: [[one, ...rest.slice(0, 2)], rest.slice(2, 5)], turn: 1 });
    const values = evaluate(s);
    expect(itemAt(values, 0)).toBeGreaterThan(itemAt(values, 1));
  });

  it('the player to move has the tempo: level hands otherwise, they are ahead', () => {
    const hands = [distant.slice(0, 3), distant.slice(3, 6)];
    const [a0] = evaluate(table({ figure: FIGURE, hands, turn: 0 }));
    const [a1] = evaluate(table({ figure: FIGURE, hands, turn: 1 }));
    expect(a0).toBeGreaterThan(0.5);
    expect(a1).toBeLessThan(0.5);
  });

  it('Plus: cards scored count for their player', () => {
    const hands = [distant.slice(0, 3), distant.slice(3, 6)];
    const s = table({ version: 'plus', figure: FIGURE, hands, piles: [distant.slice(6, 10), []], turn: 1 });
    const [a] = evaluate(s);
    expect(a).toBeGreaterThan(0.9);
  });

  it('Solitaire: worth falls a tenth per penalty point, counting what the turn must still lose (DG-7)', () => {
    const hand = distant.slice(0, 5); // at least two moves from the figure
    const nearest = Math.min(...hand.map((c) => distance(FIGURE, c)));
    const turn = nearest - 1; // moves that match nothing before the next match, each a losing turn
    const [clean] = evaluate(table({ figure: FIGURE, hands: [hand], penalty: 0 }));
    const [three] = evaluate(table({ figure: FIGURE, hands: [hand], penalty: 3 }));
    const [matched] = evaluate(table({ figure: FIGURE, hands: [hand], penalty: 0, matched: 1 }));
    const [lost] = evaluate(table({ figure: FIGURE, hands: [hand], penalty: 12 }));
    expect(clean).toBeCloseTo(1 - turn / 10, 12);
    expect(three).toBeCloseTo(1 - (3 + turn) / 10, 12);
    expect(matched).toBeCloseTo(1 - (turn - 1) / 10, 12); // a turn that matched loses nothing on its first miss
    expect(lost).toBe(0);
  });

  it('Solitaire: a finished game rewards search bots by its score, not by its rating (DG-7)', () => {
    const s = table({ figure: FIGURE, hands: [distant.slice(0, 5)] });
    const result = (score: number) => ({ scores: [score], winners: score >= -20 ? [0] : [], summary: '' });
    expect(reward(result(0), s)).toEqual([1]);
    expect(reward(result(-4), s)?.[0]).toBeCloseTo(0.6, 12);
    expect(reward(result(-15), s)).toEqual([0]);
    const two = table({ figure: FIGURE, hands: [distant.slice(0, 2), distant.slice(2, 4)] });
    expect(reward({ scores: [0, -2], winners: [0], summary: '' }, two)).toBeUndefined();
  });
});

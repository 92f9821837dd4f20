import { itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { digitStats } from '../src/stats.ts';
import type { DigitState } from '../src/types.ts';
import { draw, far, moveAvoiding, moveTo, near, play, table } from './helpers.ts';

const FIGURE = 20;
const A = itemAt(near(FIGURE), 0);
const FAR = far(FIGURE).filter((c) => c !== A);
const [X1, X2, X3, X4] = [itemAt(FAR, 0), itemAt(FAR, 1), itemAt(FAR, 2), itemAt(FAR, 3)];

describe('invariants', () => {
  const s = table({ figure: FIGURE, hands: [[X1, X2], [X3]] });

  it('hold for a scripted table', () => {
    expect(game.checkInvariants(s)).toEqual([]);
  });

  it('catch a card in two places, a figure that is not a pentastick, and a turn out of range', () => {
    expect(
      game
        .checkInvariants({
          ...s,
          hands: [
            [X1, X2],
            [X1, X3],
          ],
        })
        .join(),
    ).toMatch(/55 cards/);
    const apart: DigitState = { ...s, figure: [...s.figure.slice(0, 4), [5, 5, 6, 5]] };
    expect(game.checkInvariants(apart).join()).toMatch(/figure/);
    expect(game.checkInvariants({ ...s, turn: 2 }).join()).toMatch(/turn 2/);
  });
});

describe('simulation statistics', () => {
  it('DG-7 Solitaire reports the score, its rating, and cards matched per turn', () => {
    const stats = digitStats();
    // The last card of the deck: any card that is neither on the table nor in the hand.
    const last = itemAt(
      far(A).filter((c) => c !== FIGURE && ![X1, X2, X3, X4].includes(c)),
      0,
    );
    let s = table({
      figure: FIGURE,
      hands: [[A, X1, X2, X3, X4]],
      deck: [last],
      penalty: 12,
    });
    const step = (actor: number | 'chance', next: DigitState, move: Parameters<typeof stats.onMove>[2]) => {
      stats.onMove(s, actor, move, next);
      s = next;
    };
    const miss = moveAvoiding(s, itemAt(s.hands, 0));
    step(0, play(s, 0, miss), miss); // a turn with no match: 13 points lost
    const hit = moveTo(s, A);
    step(0, play(s, 0, hit), hit); // a match, then the last card is drawn
    const card = itemAt(s.deck, 0);
    step('chance', draw(s, card), { type: 'draw', card });
    expect(game.actors(s)).toEqual({ kind: 'over' });
    expect(stats.finish(s)).toEqual({
      'stick moves': 2,
      turns: 2,
      'cards matched per turn': 0.5,
      'games ended by the 500-move cap': 0,
      score: -13,
      rating: 'good',
    });
  });

  it('DG-5 Standard counts out-of-turn discards', () => {
    const stats = digitStats();
    const s = table({
      figure: FIGURE,
      hands: [
        [X1, X2],
        [A, X3],
      ],
    });
    const m = moveTo(s, A);
    const after = play(s, 0, m);
    stats.onMove(s, 0, m, after);
    expect(stats.finish(after)).toEqual({
      'stick moves': 1,
      turns: 1,
      'cards matched per turn': 0,
      'games ended by the 500-move cap': 0,
      'out-of-turn discards': 1,
    });
  });

  it('counts a game the 500-move cap ended', () => {
    const stats = digitStats();
    const s = table({ figure: FIGURE, hands: [[X1], [X2]], moves: 499 });
    const m = moveAvoiding(s, [X1, X2]);
    const over = play(s, 0, m);
    stats.onMove(s, 0, m, over);
    expect(game.actors(over)).toEqual({ kind: 'over' });
    expect(stats.finish(over)).toMatchObject({ 'games ended by the 500-move cap': 1 });
  });
});

import { itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { rating } from '../src/rules/result.ts';
import type { DigitState } from '../src/types.ts';
import { draw, far, moveAvoiding, moveTo, near, play, table } from './helpers.ts';

const FIGURE = 20;
const A = itemAt(near(FIGURE), 0);
const FAR = far(FIGURE).filter((c) => c !== A);
const [X1, X2, X3, X4] = [itemAt(FAR, 0), itemAt(FAR, 1), itemAt(FAR, 2), itemAt(FAR, 3)];
const HAND = [A, X1, X2, X3, X4];

/** Moves that match nothing, one after the other, as many as asked. */
function missTimes(s: DigitState, n: number): DigitState {
  let t = s;
  for (let i = 0; i < n; i++) t = play(t, 0, moveAvoiding(t, itemAt(t.hands, 0)));
  return t;
}

describe('DIGIT Solitaire (DG-7)', () => {
  it('DG-7 one player, 5 cards face up and 49 in the deck after the deal', () => {
    const s = game.setup(
      { players: 1, options: { version: 'solitaire', open: false, games: 1 } },
      Rng.fromSeed(1),
    );
    const dealt = play(s, 'chance', { type: 'deal', start: 1, hands: [[2, 3, 4, 5, 6]] });
    expect(dealt.hands).toEqual([[2, 3, 4, 5, 6]]);
    expect(dealt.deck).toHaveLength(49);
    expect(game.view(dealt, 'spectator').hands).toEqual([[2, 3, 4, 5, 6]]);
  });

  it('DG-7 a match discards the card, a replacement is drawn, and the player moves again', () => {
    const s = table({ figure: FIGURE, hands: [HAND] });
    const matched = play(s, 0, moveTo(s, A));
    expect(matched.piles[0]).toEqual([A]);
    expect(matched.phase).toEqual({ type: 'draw', count: 1 });
    const card = itemAt(matched.deck, 0);
    const after = draw(matched, card);
    expect(after.hands[0]).toEqual([X1, X2, X3, X4, card].sort((a, b) => a - b));
    expect(after.phase).toEqual({ type: 'move' });
    expect(after.matched).toBe(1);
    expect(after.penalty).toBe(0);
  });

  it('DG-7 a turn that discarded no card costs one point', () => {
    const s = table({ figure: FIGURE, hands: [HAND] });
    expect(missTimes(s, 1).penalty).toBe(1);
    expect(missTimes(s, 3).penalty).toBe(3);
  });

  it('DG-7 the move that ends a turn after a match costs nothing', () => {
    const s = table({ figure: FIGURE, hands: [HAND] });
    const matched = draw(play(s, 0, moveTo(s, A)), itemAt(s.deck, 0));
    const ended = missTimes(matched, 1);
    expect(ended.penalty).toBe(0);
    expect(ended.matched).toBe(0);
    // The next turn starts afresh: a miss now costs a point.
    expect(missTimes(ended, 1).penalty).toBe(1);
  });

  it('DG-7 the game ends the moment the last card has been drawn', () => {
    const s = table({ figure: FIGURE, hands: [HAND], deck: [itemAt(near(A), 0)], penalty: 7 });
    const matched = play(s, 0, moveTo(s, A));
    const over = draw(matched, itemAt(s.deck, 0));
    expect(game.actors(over)).toEqual({ kind: 'over' });
    expect(game.result(over)).toEqual({ scores: [-7], winners: [0], summary: '-7 points: very good' });
  });

  it('DG-7 the game ends after 500 moves', () => {
    const s = table({ figure: FIGURE, hands: [HAND], moves: 499, penalty: 30 });
    const over = missTimes(s, 1);
    expect(over.moves).toBe(500);
    expect(game.actors(over)).toEqual({ kind: 'over' });
    expect(game.result(over)).toEqual({ scores: [-31], winners: [], summary: '-31 points: needs practice' });
  });

  it("DG-7 ratings follow the seed's table", () => {
    const cases: [number, string][] = [
      [0, 'exceptional'],
      [-5, 'exceptional'],
      [-6, 'very good'],
      [-10, 'very good'],
      [-11, 'good'],
      [-15, 'good'],
      [-16, 'satisfactory'],
      [-20, 'satisfactory'],
      [-21, 'needs practice'],
      [-300, 'needs practice'],
    ];
    expect(cases.map(([score]) => rating(score))).toEqual(cases.map(([, name]) => name));
  });
});

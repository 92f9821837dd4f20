import { impossible, itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { draw, far, moveAvoiding, moveTo, near, play, table } from './helpers.ts';

// Card 20 lies on the table; A is one move from it, and A2 one move from A.
const FIGURE = 20;
const A = itemAt(near(FIGURE), 0);
const A2 =
  near(A).find((c) => c !== FIGURE && !near(FIGURE).includes(c)) ??
  impossible('a card one move from A is two moves from the figure');
const others = far(FIGURE).filter((c) => c !== A2 && c !== A);
const [X1, X2, X3, X4, X5, X6, X7, X8] = [
  itemAt(others, 0),
  itemAt(others, 1),
  itemAt(others, 2),
  itemAt(others, 3),
  itemAt(others, 4),
  itemAt(others, 5),
  itemAt(others, 6),
  itemAt(others, 7),
];

describe('DIGIT Plus (DG-6)', () => {
  it('DG-6 a match of your own card goes to your score pile and gives you another move', () => {
    const s = table({
      version: 'plus',
      figure: FIGURE,
      hands: [
        [A, X1, X2, X3, X4],
        [X5, X6, X7, X8, A2],
      ],
    });
    const after = play(s, 0, moveTo(s, A));
    expect(after.piles[0]).toEqual([A]);
    expect(after.hands[0]).toEqual([X1, X2, X3, X4].sort((a, b) => a - b));
    expect(after.turn).toBe(0);
    expect(after.matched).toBe(1);
    expect(game.actors(after)).toEqual({ kind: 'players', players: [0] });
  });

  it('DG-6 several matches in one turn; the first move that matches nothing ends it and the hand is refilled to 5', () => {
    const s = table({
      version: 'plus',
      figure: FIGURE,
      hands: [
        [A, A2, X1, X2, X3],
        [X4, X5, X6, X7, X8],
      ],
    });
    const one = play(s, 0, moveTo(s, A));
    const two = play(one, 0, moveTo(one, A2));
    expect(two.piles[0]).toEqual([A, A2]);
    expect(two.turn).toBe(0);
    const ended = play(two, 0, moveAvoiding(two, [X1, X2, X3]));
    expect(ended.phase).toEqual({ type: 'draw', count: 2 });
    const refilled = draw(draw(ended, itemAt(ended.deck, 0)), itemAt(ended.deck, 1));
    expect(refilled.hands[0]).toHaveLength(5);
    expect(refilled.turn).toBe(1);
    expect(refilled.matched).toBe(0);
  });

  it('DG-6 a turn without a match needs no refill: the turn passes at once', () => {
    const s = table({
      version: 'plus',
      figure: FIGURE,
      hands: [
        [X1, X2, X3, X4, X5],
        [X6, X7, X8, A2, A],
      ],
    });
    const after = play(s, 0, moveAvoiding(s, [X1, X2, X3, X4, X5]));
    expect(after.phase).toEqual({ type: 'move' });
    expect(after.turn).toBe(1);
  });

  it('DG-6 cards of other players do not match on your turn: nobody is asked to discard', () => {
    const s = table({
      version: 'plus',
      figure: FIGURE,
      hands: [
        [X1, X2, X3, X4, X5],
        [A, X6, X7, X8, A2],
      ],
    });
    const after = play(s, 0, moveTo(s, A));
    expect(after.hands[1]).toContain(A);
    expect(after.phase).toEqual({ type: 'move' });
    expect(after.turn).toBe(1);
  });

  it('DG-6 the game ends when the deck cannot refill a hand at the end of a turn', () => {
    // One card left in the deck; the cards placed nowhere else sit in player 2's score pile (43 of them).
    const s = table({
      version: 'plus',
      figure: FIGURE,
      hands: [
        [A, A2, X1, X2, X3],
        [X4, X5, X6, X7, X8],
      ],
      deck: [itemAt(others, 8)],
      spareTo: 1,
    });
    const one = play(s, 0, moveTo(s, A));
    const two = play(one, 0, moveTo(one, A2));
    const ended = play(two, 0, moveAvoiding(two, [X1, X2, X3]));
    expect(game.actors(ended)).toEqual({ kind: 'over' });
    expect(ended.deck).toHaveLength(1);
    expect(game.result(ended)).toMatchObject({ scores: [2, 43], winners: [1] });
  });

  it('DG-6 the game ends when a player has no cards', () => {
    const s = table({
      version: 'plus',
      figure: FIGURE,
      hands: [[A], [X4, X5, X6, X7, X8]],
      deck: [X1, X2, X3],
    });
    const after = play(s, 0, moveTo(s, A));
    expect(game.actors(after)).toEqual({ kind: 'over' });
  });

  it('DG-6 one point per card in the score pile; most points wins, ties share', () => {
    const s = table({
      version: 'plus',
      figure: FIGURE,
      hands: [[A], [X4, X5, X6, X7, X8], [X3]],
      piles: [[X1], [X2, itemAt(others, 8)], []],
    });
    const after = play(s, 0, moveTo(s, A));
    expect(game.result(after)).toMatchObject({ scores: [2, 2, 0], winners: [0, 1] });
  });
});

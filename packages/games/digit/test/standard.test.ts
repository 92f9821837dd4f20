import { CHANCE, itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { oneSidedKey } from '../src/rules/geometry/canonical.ts';
import { DECK } from '../src/rules/geometry/deck.ts';
import { LAYOUTS } from '../src/rules/geometry/layouts.ts';
import type { DigitState } from '../src/types.ts';
import { draw, far, layout, moveAvoiding, moveTo, near, play, table } from './helpers.ts';

// The figure on the table is card 20; A and B are one move from it.
const FIGURE = 20;
const NEAR = near(FIGURE);
const [A, B, C] = [itemAt(NEAR, 0), itemAt(NEAR, 1), itemAt(NEAR, 2)];
const FAR = far(FIGURE);
const [X1, X2, X3, X4, X5, X6, X7] = [
  itemAt(FAR, 0),
  itemAt(FAR, 1),
  itemAt(FAR, 2),
  itemAt(FAR, 3),
  itemAt(FAR, 4),
  itemAt(FAR, 5),
  itemAt(FAR, 6),
];

describe('Standard DIGIT (DG-5)', () => {
  it('DG-5 a figure that matches your own card lays it down, and the turn passes without a draw', () => {
    const s = table({
      figure: FIGURE,
      hands: [
        [A, X1],
        [X2, X3],
      ],
    });
    const after = play(s, 0, moveTo(s, A));
    expect(after.hands[0]).toEqual([X1]);
    expect(after.piles[0]).toEqual([A]);
    expect(after.deck).toEqual(s.deck);
    expect(after.turn).toBe(1);
    expect(after.phase).toEqual({ type: 'move' });
  });

  it('DG-5 when no card matches, the mover draws one card from the deck', () => {
    const s = table({ figure: FIGURE, hands: [[X1], [X2]] });
    const moved = play(s, 0, moveAvoiding(s, [X1, X2]));
    expect(game.actors(moved)).toEqual({ kind: 'chance' });
    expect(moved.phase).toEqual({ type: 'draw', count: 1 });
    const card = itemAt(moved.deck, 0);
    const after = draw(moved, card);
    expect(after.hands[0]).toEqual([X1, card].sort((a, b) => a - b));
    expect(after.deck).not.toContain(card);
    expect(after.turn).toBe(1);
  });

  it('DG-5 with an empty deck the mover draws nothing and the turn passes', () => {
    const s = table({ figure: FIGURE, hands: [[X1], [X2]], deck: [] });
    const after = play(s, 0, moveAvoiding(s, [X1, X2]));
    expect(after.phase).toEqual({ type: 'move' });
    expect(after.turn).toBe(1);
    expect(after.hands[0]).toEqual([X1]);
  });

  it("DG-5 a figure that matches another player's card leaves their hand at once; the mover does not draw", () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [A, X3], [X4]] });
    const after = play(s, 0, moveTo(s, A));
    expect(after.hands[1]).toEqual([X3]);
    expect(after.piles[1]).toEqual([A]);
    expect(after.hands[0]).toEqual([X1, X2]);
    expect(after.deck).toEqual(s.deck);
    // Nobody is asked (DG-5 as amended): the next player moves.
    expect(after.turn).toBe(1);
    expect(after.phase).toEqual({ type: 'move' });
    expect(game.actors(after)).toEqual({ kind: 'players', players: [1] });
  });

  it("DG-5 in Open the same: another player's card leaves their hand at once", () => {
    const s = table({ figure: FIGURE, open: true, hands: [[X1, X2], [X3], [X4, A]] });
    const after = play(s, 0, moveTo(s, A));
    expect(after.hands[2]).toEqual([X4]);
    expect(after.piles[2]).toEqual([A]);
    expect(after.phase).toEqual({ type: 'move' });
    expect(after.turn).toBe(1);
  });

  it('DG-5 the first to empty their hand wins; the others score minus one per card left', () => {
    const s = table({ figure: FIGURE, hands: [[A], [X1, X2, X3], [X4]] });
    const after = play(s, 0, moveTo(s, A));
    expect(game.actors(after)).toEqual({ kind: 'over' });
    expect(game.result(after)).toMatchObject({ scores: [0, -3, -1], winners: [0] });
  });

  it('DG-5 a player whose last card is made on another player`s turn wins', () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [A]] });
    const after = play(s, 0, moveTo(s, A));
    expect(game.result(after)).toMatchObject({ scores: [-2, 0], winners: [1] });
  });

  it('DG-5 the 500th move still takes another player`s card, then the game ends without a draw', () => {
    const s = table({
      figure: FIGURE,
      hands: [
        [X1, X2],
        [A, X3],
      ],
      moves: 499,
    });
    const after = play(s, 0, moveTo(s, A));
    expect(after.piles[1]).toEqual([A]);
    expect(game.result(after)).toMatchObject({ scores: [-2, -1], winners: [1] });
  });

  it('DG-5 several games: minus points add up, the first seat moves on, fewest minus points wins', () => {
    const s = table({ figure: FIGURE, games: 2, hands: [[A], [X1, X2, X3]] });
    const first = play(s, 0, moveTo(s, A));
    // Game 1 is scored and the second game waits for its deal, player 2 to start.
    expect(first.finished).toEqual([[0, -3]]);
    expect(first.game).toBe(1);
    expect(first.phase).toEqual({ type: 'deal' });
    expect(first.turn).toBe(1);
    expect(first.deck).toHaveLength(55);
    expect(game.result(first)).toBeNull();
    const dealt = play(first, CHANCE, {
      type: 'deal',
      start: FIGURE,
      hands: [
        [B, X4, X5, X6, X7],
        [C, X1, X2, X3, A],
      ],
    });
    expect(dealt.turn).toBe(1);
    expect(dealt.figure).toEqual(s.figure);
    // Script the end of game 2: player 2 lays their last card while player 1 holds 5.
    const ending: DigitState = {
      ...dealt,
      hands: [itemAt(dealt.hands, 0), [C]],
      piles: [[], [X1, X2, X3, A]],
    };
    const over = play(ending, 1, moveTo(ending, C));
    expect(over.finished).toEqual([
      [0, -3],
      [-5, 0],
    ]);
    expect(game.result(over)).toMatchObject({ scores: [-5, -3], winners: [1] });
  });

  it('DG-9 a figure matches its mirror image: making the mirror image of a card lays it down', () => {
    // From the table's figure, find a move whose result is a card's figure
    // reflected (not merely turned): its one-sided form differs from the card's.
    const s0 = table({ figure: FIGURE, hands: [[X1], [X2]] });
    const l = layout(s0);
    const k = l.next.findIndex((n) => {
      const result = itemAt(LAYOUTS, n);
      return oneSidedKey(result.codes) !== oneSidedKey(DECK[result.card - 1]?.codes ?? []);
    });
    expect(k).toBeGreaterThanOrEqual(0);
    const mirrored = itemAt(l.nextCard, k);
    const s = table({ figure: FIGURE, hands: [[mirrored, X1], [X2]] });
    const after = play(s, 0, itemAt(l.moves, k));
    expect(after.piles[0]).toEqual([mirrored]);
  });
});

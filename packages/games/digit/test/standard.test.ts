import { CHANCE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { oneSidedKey } from '../src/rules/geometry/canonical.ts';
import { DECK } from '../src/rules/geometry/deck.ts';
import { LAYOUTS } from '../src/rules/geometry/layouts.ts';
import type { DigitState, StickMove } from '../src/types.ts';
import { draw, far, layout, moveAvoiding, moveTo, near, play, table } from './helpers.ts';

// The figure on the table is card 20; A and B are one move from it.
const FIGURE = 20;
const [A, B, C] = near(FIGURE) as [number, number, number];
const [X1, X2, X3, X4, X5, X6, X7] = far(FIGURE) as number[] as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
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
    const card = moved.deck[0] as number;
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

  it("DG-5 a figure that matches another player's card lets that player discard it out of turn", () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [A, X3], [X4]] });
    const moved = play(s, 0, moveTo(s, A));
    expect(moved.phase).toEqual({ type: 'respond', player: 1, card: A });
    expect(game.actors(moved)).toEqual({ kind: 'players', players: [1] });
    expect(game.legalMoves(moved, 1)).toEqual([{ type: 'discard' }, { type: 'keep' }]);
    expect(game.legalMoves(moved, 0)).toEqual([]);
  });

  it('DG-5 if they discard it, the mover does not draw and the next player moves', () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [A, X3], [X4]] });
    const after = play(play(s, 0, moveTo(s, A)), 1, { type: 'discard' });
    expect(after.hands[1]).toEqual([X3]);
    expect(after.piles[1]).toEqual([A]);
    expect(after.hands[0]).toEqual([X1, X2]);
    expect(after.deck).toEqual(s.deck);
    expect(after.turn).toBe(1);
    expect(after.phase).toEqual({ type: 'move' });
  });

  it('DG-5 if they keep it, no card was laid down, so the mover draws', () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [A, X3], [X4]] });
    const kept = play(play(s, 0, moveTo(s, A)), 1, { type: 'keep' });
    expect(kept.hands[1]).toEqual([A, X3].sort((a, b) => a - b));
    expect(kept.phase).toEqual({ type: 'draw', count: 1 });
    expect(kept.turn).toBe(0);
    const after = draw(kept, kept.deck[0] as number);
    expect(after.hands[0]).toHaveLength(3);
    expect(after.turn).toBe(1);
  });

  it('DG-5 the first to empty their hand wins; the others score minus one per card left', () => {
    const s = table({ figure: FIGURE, hands: [[A], [X1, X2, X3], [X4]] });
    const after = play(s, 0, moveTo(s, A));
    expect(game.actors(after)).toEqual({ kind: 'over' });
    expect(game.result(after)).toMatchObject({ scores: [0, -3, -1], winners: [0] });
  });

  it('DG-5 a player who discards their last card out of turn wins', () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [A]] });
    const after = play(play(s, 0, moveTo(s, A)), 1, { type: 'discard' });
    expect(game.result(after)).toMatchObject({ scores: [-2, 0], winners: [1] });
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
      hands: [dealt.hands[0] as number[], [C]],
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
      const result = LAYOUTS[n] as (typeof LAYOUTS)[number];
      return oneSidedKey(result.codes) !== oneSidedKey(DECK[result.card - 1]?.codes ?? []);
    });
    expect(k).toBeGreaterThanOrEqual(0);
    const mirrored = l.nextCard[k] as number;
    const s = table({ figure: FIGURE, hands: [[mirrored, X1], [X2]] });
    const after = play(s, 0, l.moves[k] as StickMove);
    expect(after.piles[0]).toEqual([mirrored]);
  });
});

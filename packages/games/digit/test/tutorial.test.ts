import { playStep } from '@gameshelf/engine';
import { missingTutorialWords, walkTutorial } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { digitGame } from '../src/game.ts';
import { digitLearn } from '../src/learn/tutorial.ts';
import { fixedKey, oneSidedKey } from '../src/rules/geometry/canonical.ts';
import { DECK } from '../src/rules/geometry/deck.ts';
import { codeOfStick } from '../src/rules/geometry/edge.ts';

const { tutorial, locales } = digitLearn;
const walk = walkTutorial(digitGame, tutorial);

describe('the DIGIT tutorial', () => {
  it('is legal in the engine: every accepted move and reply, invariants holding, the learner acting at each step', () => {
    expect(walk.problems).toEqual([]);
    expect(walk.positions).toHaveLength(tutorial.steps.length + 1);
  });

  it('has every word it names in English and Italian', () => {
    expect(missingTutorialWords(tutorial, locales)).toEqual([]);
  });

  it('refuses a legal move that makes another card, with the step words', () => {
    const [first] = tutorial.steps;
    const start = walk.positions[0];
    if (first === undefined || start === undefined) throw new Error('no first step');
    const other = { type: 'move', from: [0, 0, 1, 0], to: [3, -1, 3, 0] } as const;
    expect(digitGame.legalMoves(start, 0)).toContainEqual(other);
    expect(playStep(digitGame, tutorial, first, start, other)).toEqual({
      ok: false,
      error: { code: 'move/illegal', message: 'steps.lay.wrong' },
    });
  });

  it('DG-5 making a card in your hand lays it down; the reply making one of yours takes it out of turn', () => {
    const state = walk.positions[1];
    expect(state?.piles[0]).toEqual([3, 10]);
    expect(state?.hands[0]).toEqual([20, 30, 40]);
    expect(state?.hands[1]).toEqual([4, 11, 21, 31, 41]);
    expect(state?.turn).toBe(0);
  });

  it('DG-5 a move that makes no card in hand draws one', () => {
    const state = walk.positions[2];
    expect(state?.hands[0]).toEqual([20, 25, 30, 40]);
    // So does the opponent's reply, which makes card 3 (already laid down, in no hand).
    expect(state?.hands[1]).toEqual([2, 4, 11, 21, 31, 41]);
    expect(state?.turn).toBe(0);
  });

  it('DG-9 a mirror image of a card in hand matches it and lays it down', () => {
    const state = walk.positions[3];
    expect(state?.piles[0]).toEqual([3, 10, 20]);
    expect(state?.hands[0]).toEqual([25, 30, 40]);
    const figure = (state?.figure ?? []).map((stick) => codeOfStick(stick) ?? -1);
    // The same figure as card 20 only once turned over.
    expect(oneSidedKey(figure)).not.toBe(oneSidedKey(DECK[19]?.codes ?? []));
  });

  it("DG-5 the opponent's own card laid down ends their turn without a draw", () => {
    const state = walk.positions[3];
    expect(state?.piles[1]).toEqual([21]);
    expect(state?.hands[1]).toEqual([2, 4, 11, 31, 41]);
    expect(state?.deck).toHaveLength(walk.positions[2]?.deck.length ?? -1);
    expect(state?.turn).toBe(0);
  });

  it("DG-5 laying 30, then the opponent's move takes 40 out of turn: one card left", () => {
    const state = walk.positions[4];
    expect(state?.piles[0]).toEqual([3, 10, 20, 30, 40]);
    expect(state?.hands[0]).toEqual([25]);
    expect(state?.turn).toBe(0);
    expect(state?.phase).toEqual({ type: 'move' });
  });

  it('DG-5 laying the last card wins: the others score minus one a card left in hand', () => {
    const state = walk.positions[5];
    if (state === undefined) throw new Error('no end position');
    expect(state.hands[0]).toEqual([]);
    expect(state.phase).toEqual({ type: 'over' });
    expect(state.finished).toEqual([[0, -5]]);
    expect(digitGame.result(state)).toEqual({
      scores: [0, -5],
      winners: [0],
      summary: 'P1 wins (minus points: 0, -5)',
    });
    // The last card is made just as it is drawn: the figure, slid, is the card's own.
    const figure = state.figure.map((stick) => codeOfStick(stick) ?? -1);
    expect(fixedKey(figure)).toBe(fixedKey(DECK[24]?.codes ?? []));
  });

  it('the end words name the score the game ended with', () => {
    const score = walk.positions[5]?.finished[0]?.[1];
    expect(locales.en).toMatchObject({ done: expect.stringContaining(`${score}`) });
    expect(locales.it).toMatchObject({ done: expect.stringContaining(`${score}`) });
  });
});

import { playStep } from '@gameshelf/engine';
import { missingTutorialWords, walkTutorial } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { digitDashLearn } from '../src/learn/tutorial.ts';
import type { DigitDashState } from '../src/types.ts';

const { tutorial, locales } = digitDashLearn;
const walk = walkTutorial(digitDash, tutorial);

/** The position once step `name` (by its words' key) has been played. */
function after(name: string): DigitDashState {
  const index = tutorial.steps.findIndex((step) => step.words === `steps.${name}.ask`);
  const state = walk.positions[index + 1];
  if (state === undefined) throw new Error(`no step ${name}`);
  return state;
}

describe('the Digit Dash tutorial', () => {
  it('is legal in the engine: every accepted move and reply, invariants holding, the learner acting at each step', () => {
    expect(walk.problems).toEqual([]);
    expect(walk.positions).toHaveLength(tutorial.steps.length + 1);
  });

  it('has every word it names in English and Italian', () => {
    expect(missingTutorialWords(tutorial, locales)).toEqual([]);
  });

  it('refuses a legal move the step does not ask for, with its words', () => {
    const run = tutorial.steps[1];
    const drawnPosition = walk.positions[1];
    if (run === undefined || drawnPosition === undefined) throw new Error('no second step');
    expect(playStep(digitDash, tutorial, run, drawnPosition, { type: 'meld', tiles: [0, 1] })).toEqual({
      ok: false,
      error: { code: 'move/illegal', message: 'steps.run.wrong' },
    });
  });

  it('DD-5 a run and a set go to the table, counted for their player', () => {
    expect(after('set').table).toEqual([
      { tiles: [0, 1, 2, 3], by: [0, 0, 0, 0], owner: 0 },
      { tiles: [14, 24, 34], by: [0, 0, 0], owner: 0 },
    ]);
  });

  it('DD-4 the discard goes back into the stockpile', () => {
    expect(after('discard').stockpile).toContain(37);
    expect(after('discard').hands[0]).toEqual([4, 16, 19, 29]);
  });

  it('DD-5 a lay-off makes the set of 5s four tiles', () => {
    expect(after('layOff').table[1]?.tiles).toEqual([4, 14, 24, 34]);
  });

  it('DD-7 Steal takes the end of the run into the hand and goes out of the game', () => {
    const state = after('steal');
    expect(state.table[0]?.tiles).toEqual([0, 1, 2]);
    expect(state.hands[0]).toContain(3);
    expect(state.powerDiscards).toEqual([19]);
  });

  it('DD-7 Swap: the opponent reveals three tiles; the learner gives one and takes one', () => {
    expect(after('swap').phase).toBe('swapExchange');
    expect(after('swap').swap).toEqual({ target: 1, revealed: [21, 22, 23] });
    const state = after('exchange');
    expect(state.hands).toEqual([
      [3, 23, 29],
      [16, 21, 22],
    ]);
    expect(state.powerDiscards).toEqual([9, 19]);
  });

  it('DD-7 Peek: three stockpile tiles shown, one kept, the others back in the stockpile', () => {
    expect(after('peek').phase).toBe('peekKeep');
    const state = after('keep');
    expect(state.hands[0]).toEqual([10, 29]);
    expect(state.stockpile).toEqual(expect.arrayContaining([17, 18]));
    expect(state.stockpile).not.toContain(10);
  });

  it("DD-5 a lay-off on the opponent's run counts for the one who placed it", () => {
    const run = after('layOff2').table[3];
    expect(run?.tiles).toEqual([10, 11, 12, 13]);
    expect(run?.by).toEqual([0, 1, 1, 1]);
  });

  it('DD-8 Skip as the last tile goes out, and DD-9 scores placed numbers minus the hand', () => {
    const state = after('skip');
    expect(state.phase).toBe('over');
    expect(state.games).toEqual([{ ending: 'out', player: 0, scores: [39, 27] }]);
  });
});

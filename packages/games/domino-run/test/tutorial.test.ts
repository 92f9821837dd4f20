import { playStep } from '@gameshelf/engine';
import { missingTutorialWords, walkTutorial } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { dominoRunLearn } from '../src/learn/tutorial.ts';
import type { DominoRunState } from '../src/types.ts';

const { tutorial, locales } = dominoRunLearn;
const walk = walkTutorial(dominoRun, tutorial);

/** The position once step `name` (by its words' key) has been played. */
function after(name: string): DominoRunState {
  const index = tutorial.steps.findIndex((step) => step.words === `steps.${name}.ask`);
  const state = walk.positions[index + 1];
  if (state === undefined) throw new Error(`no step ${name}`);
  return state;
}

describe('the Domino Run tutorial', () => {
  it('is legal in the engine: every accepted move and reply, invariants holding, the learner acting at each step', () => {
    expect(walk.problems).toEqual([]);
    expect(walk.positions).toHaveLength(tutorial.steps.length + 1);
  });

  it('has every word it names in English and Italian', () => {
    expect(missingTutorialWords(tutorial, locales)).toEqual([]);
  });

  it('refuses the mulligan the first step does not ask for, with its words', () => {
    const [first] = tutorial.steps;
    const start = walk.positions[0];
    if (first === undefined || start === undefined) throw new Error('no first step');
    expect(playStep(dominoRun, tutorial, first, start, { type: 'mulligan' })).toEqual({
      ok: false,
      error: { code: 'move/illegal', message: 'steps.keep.wrong' },
    });
  });

  it('DR-5 the 2 pays for the space costing 2', () => {
    expect(after('die').player).toBe(6);
    expect(after('die').dice).toEqual([5]);
  });

  it('DR-6 entering the front half of 2:2 claims it: face down, a treasure due', () => {
    const state = after('key');
    expect(state.line[3]).toEqual({ kind: 'tile', first: 2, second: 2, faceDown: true });
    expect(state.phase).toBe('treasure');
  });

  it('DR-7 a Bonus Ability is drawn and kept', () => {
    expect(after('treasure').abilities).toEqual([23]);
  });

  it('DR-9 cleanup: 3:5 behind the enemy goes back to the pile, and the line is refilled', () => {
    const state = after('end');
    expect(state.pile).toContain(35);
    expect(state.rolled).toEqual([2, 1]);
  });

  it('DR-7 the ability 2:3 turns the 2 into a 3', () => {
    expect(after('convert').dice).toEqual([3, 1]);
  });

  it('DR-5 two dice added together pay for two spaces', () => {
    expect(after('combine').player).toBe(7);
    expect(after('combine').combined).toBe(true);
  });

  it('DR-8 the enemy knocks the claimed key out of the line, leaving a pit; the key still counts', () => {
    const state = after('enemy');
    expect(state.line[0]).toEqual({ kind: 'pit' });
    expect(state.keys).toEqual([22]);
  });
});

import { playStep } from '@gameshelf/engine';
import { missingTutorialWords, walkTutorial } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { smashdodes } from '../src/game.ts';
import { smashdodesLearn } from '../src/learn/tutorial.ts';

const { tutorial, locales } = smashdodesLearn;

describe('the Smashdodes tutorial', () => {
  it('is legal in the engine: drop-rolls tried from the sample, replies and invariants holding', () => {
    const walk = walkTutorial(smashdodes, tutorial);
    expect(walk.problems).toEqual([]);
    expect(walk.positions).toHaveLength(tutorial.steps.length + 1);
    // SD-6: the roll-off of 18 against 7 gives the learner the first shot.
    expect(walk.positions[0]?.stage).toEqual({
      kind: 'turn',
      player: 0,
      misses: 0,
      locked: null,
      aimed: null,
    });
    // SD-7: after the first step both dropped dice are off the hand.
    const second = walk.positions[1];
    expect(second?.dice[7]?.place).not.toBeNull();
  });

  it('has every word it names in English and Italian', () => {
    expect(missingTutorialWords(tutorial, locales)).toEqual([]);
  });

  it('refuses a skip where the step asks for a drop-roll, with its words', () => {
    const [first] = tutorial.steps;
    const start = walkTutorial(smashdodes, { ...tutorial, steps: [] }).positions[0];
    if (first === undefined || start === undefined) throw new Error('no first step');
    expect(playStep(smashdodes, tutorial, first, start, { type: 'skip' })).toEqual({
      ok: false,
      error: { code: 'move/illegal', message: 'steps.drop.wrong' },
    });
  });
});

/**
 * The tutorial's table: the board is offered the engine's legal moves, a
 * legal move the step does not ask for is not played and names the step's
 * kind words, the right one is played with the script's replies after it,
 * and restart goes back to the first step.
 */
import { dominoHavocModule } from '@gameshelf/domino-havoc';
import { havocLearn } from '@gameshelf/domino-havoc/learn';
import { smashdodesModule } from '@gameshelf/smashdodes';
import { smashdodesLearn } from '@gameshelf/smashdodes/learn';
import { describe, expect, it } from 'vitest';
import { TutorialTable } from '../../src/learn/tutorial-table.ts';

describe('TutorialTable', () => {
  it('offers the legal moves at the first step, refuses a move the step does not ask for, and plays the right one with its replies', () => {
    const table = new TutorialTable(dominoHavocModule, havocLearn.tutorial);
    expect(table.getProgress()).toEqual({ step: 0, steps: havocLearn.tutorial.steps.length, wrong: null });
    expect(table.getState().position?.legal).toEqual([{ type: 'drawBoneyard' }]);

    table.move({ type: 'drawBoneyard' });
    expect(table.getProgress()).toEqual({ step: 1, steps: havocLearn.tutorial.steps.length, wrong: null });
    // The learner's draw and chance's reveal of 3:5 are in the log.
    expect(table.getState().position?.log.map((entry) => entry.player)).toEqual([0, 'chance']);
    const seqBefore = table.getState().position?.seq;

    table.move({ type: 'discard', domino: [0, 9] });
    expect(table.getProgress().wrong).toBe('steps.play.wrong');
    expect(table.getProgress().step).toBe(1);
    expect(table.getState().position?.seq).toBe(seqBefore);
    expect(table.getState().error).toBeNull();

    table.move({ type: 'play', domino: [1, 3], open: 3 });
    expect(table.getProgress()).toEqual({ step: 2, steps: havocLearn.tutorial.steps.length, wrong: null });
  });

  it("names the step's words for a move of the kind asked for that the rules refuse, and plays nothing", () => {
    const table = new TutorialTable(smashdodesModule, smashdodesLearn.tutorial);
    // A drop-roll, as the step asks, but released outside the target circle (SD-7).
    table.move({ type: 'drop', die: 0, x: 200, z: 0, height: 80, spin: [0, 0, 0] });
    expect(table.getProgress()).toEqual({
      step: 0,
      steps: smashdodesLearn.tutorial.steps.length,
      wrong: 'steps.drop.wrong',
    });
    expect(table.getState().fatal).toBeNull();
    expect(table.getState().position?.log).toEqual([]);
  });

  it('plays to the end, then offers nothing; restart goes back to the first step', () => {
    const table = new TutorialTable(dominoHavocModule, havocLearn.tutorial);
    for (const step of havocLearn.tutorial.steps) {
      if ('anyOf' in step.accepts) throw new Error('Havoc steps list their moves');
      table.move(step.accepts[0]);
    }
    expect(table.getProgress().step).toBe(havocLearn.tutorial.steps.length);
    expect(table.getState().position?.legal).toBeNull();
    table.restart();
    expect(table.getProgress().step).toBe(0);
    expect(table.getState().position?.log).toEqual([]);
  });
});

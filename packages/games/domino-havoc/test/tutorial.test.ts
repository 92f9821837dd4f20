import { playStep } from '@gameshelf/engine';
import { missingTutorialWords, walkTutorial } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { dominoHavoc } from '../src/game.ts';
import { havocLearn } from '../src/learn/tutorial.ts';
import type { HavocState } from '../src/types.ts';

const { tutorial, locales } = havocLearn;
const walk = walkTutorial(dominoHavoc, tutorial);

/** The position once step `name` (by its words' key) has been played. */
function after(name: string): HavocState {
  const index = tutorial.steps.findIndex((step) => step.words === `steps.${name}.ask`);
  const state = walk.positions[index + 1];
  if (state === undefined) throw new Error(`no step ${name}`);
  return state;
}

describe('the Double Domino Havoc tutorial', () => {
  it("refuses a legal move the step does not ask for, with the step's words, and changes nothing", () => {
    const [first] = tutorial.steps;
    const start = walk.positions[0];
    if (first === undefined || start === undefined) throw new Error('no first step');
    const wrong = playStep(dominoHavoc, tutorial, first, start, { type: 'takeDiscard', from: 1 });
    expect(wrong).toEqual({ ok: false, error: { code: 'move/illegal', message: 'steps.draw.wrong' } });
  });

  it('is legal in the engine: every accepted move and reply, invariants holding, the learner acting at each step', () => {
    expect(walk.problems).toEqual([]);
    expect(walk.positions).toHaveLength(tutorial.steps.length + 1);
  });

  it('a step accepting any move of some types is checked for each type: one no legal move has is a problem', () => {
    const [first] = tutorial.steps;
    if (first === undefined) throw new Error('no first step');
    const anyDraw = { ...first, accepts: { anyOf: ['drawBoneyard'] } } as const;
    expect(walkTutorial(dominoHavoc, { ...tutorial, steps: [anyDraw] }).problems).toEqual([]);
    // At the first turn every slot is empty: nothing to take.
    const anyTake = { ...first, accepts: { anyOf: ['drawBoneyard', 'takeDiscard'] } } as const;
    expect(walkTutorial(dominoHavoc, { ...tutorial, steps: [anyTake] }).problems).toEqual([
      'step 0 (steps.draw.ask): accepts takeDiscard, but no takeDiscard is legal here',
    ]);
  });

  it('has every word it names in English and Italian', () => {
    expect(missingTutorialWords(tutorial, locales)).toEqual([]);
  });

  it('DH-4 draw first: the drawn 3:5 is in the tray, and the turn goes on to play', () => {
    expect(after('draw').racks[0]?.tray).toContainEqual([3, 5]);
    expect(after('draw').phase).toEqual({ kind: 'play', player: 0, slot: 0 });
  });

  it('DH-6 the first domino leaves the chosen number open', () => {
    expect(after('play').racks[0]?.train).toEqual([[1, 3]]);
  });

  it('DH-4 the discard goes face up into the own slot', () => {
    expect(after('discard').racks[0]?.slot).toEqual([0, 12]);
  });

  it('DH-4 taking the face-up domino puts it in the tray, known to all', () => {
    const state = after('take');
    expect(state.racks[0]?.tray).toContainEqual([2, 8]);
    expect(state.racks[0]?.known).toEqual([[2, 8]]);
    expect(state.racks[1]?.slot).toBeNull();
  });

  it('DH-6 a later domino carries the open number and leaves its other open', () => {
    expect(after('match').racks[0]?.train).toEqual([
      [1, 3],
      [3, 5],
    ]);
  });

  it('DH-4 after taking from a slot the discard goes back into it', () => {
    expect(after('back').racks[1]?.slot).toEqual([5, 5]);
    expect(after('back').outOfPlay).toContainEqual([0, 9]);
  });

  it('DH-9 an odd double turns the direction counter-clockwise and the learner must answer', () => {
    const before = walk.positions[tutorial.steps.findIndex((step) => step.words === 'steps.double.ask')];
    expect(before?.direction).toBe('counterclockwise');
    expect(before?.phase).toEqual({ kind: 'respond', owner: 1, responder: 0 });
  });

  it('DH-9 (a) a taken double goes onto the train', () => {
    expect(after('double').racks[0]?.train).toEqual([
      [1, 3],
      [3, 5],
      [5, 5],
    ]);
  });

  it('DH-9 an even double turns the arrow clockwise; (b) replacing it with a single draws a replacement', () => {
    expect(after('after').direction).toBe('clockwise');
    const state = after('replace');
    expect(state.racks[1]?.slot).toEqual([2, 8]);
    expect(state.outOfPlay).toContainEqual([2, 2]);
    expect(state.racks[0]?.tray).toContainEqual([6, 11]);
  });

  it('DH-4, DH-9 a double drawn goes face up into the own slot, never the tray; passed back to its originator it is dead', () => {
    const state = after('replace');
    expect(state.racks[0]?.slot).toEqual([8, 8]);
    expect(state.racks[0]?.tray).toEqual([
      [1, 6],
      [3, 10],
      [6, 11],
    ]);
    // The opponent passed; the double came back to the learner, who takes a normal turn.
    expect(state.phase).toEqual({ kind: 'draw', player: 0 });
  });

  it('DH-6 the train grows from its open end: 5:6 after 5:5', () => {
    expect(after('goal').racks[0]?.train.at(-1)).toEqual([5, 6]);
    expect(after('heavy').racks[0]?.slot).toEqual([3, 10]);
    expect(after('heavy').outOfPlay).toContainEqual([8, 8]);
  });

  it('DH-9 (c) passing hands the live double on; back with its originator it is dead and they play on', () => {
    const before = walk.positions[tutorial.steps.findIndex((step) => step.words === 'steps.pass.ask')];
    expect(before?.phase).toEqual({ kind: 'respond', owner: 1, responder: 0 });
    expect(before?.racks[1]?.slot).toEqual([7, 7]);
    const state = after('pass');
    expect(state.direction).toBe('counterclockwise');
    // The opponent's normal turn was played in the replies: 7:9 onto their train, 4:12 discarded (7:7 out of play).
    expect(state.racks[1]?.train).toEqual([
      [2, 7],
      [7, 9],
    ]);
    expect(state.outOfPlay).toContainEqual([7, 7]);
    expect(state.phase).toEqual({ kind: 'draw', player: 0 });
  });

  it('DH-5 at the end of each turn tray and train hold six between them', () => {
    for (const name of ['heavy', 'last']) {
      const rack = after(name).racks[0];
      expect((rack?.tray.length ?? 0) + (rack?.train.length ?? 0)).toBe(6);
    }
    expect(after('last').racks[0]?.tray).toEqual([[0, 1]]);
  });

  it('DH-9 (a) a double taken out of turn is the sixth domino; the discard after it is still due', () => {
    const state = after('full');
    expect(state.racks[0]?.train).toHaveLength(6);
    expect(state.phase).toEqual({ kind: 'discard', player: 0, slot: 1 });
  });

  it('DH-7 a full train and an empty tray win the round: the winner scores 0, the others their tray pips', () => {
    const state = after('win');
    expect(state.racks[0]?.tray).toEqual([]);
    expect(state.racks[1]?.tray).toEqual([
      [0, 0],
      [2, 6],
      [4, 4],
      [9, 9],
    ]);
    expect(state.history).toEqual([{ winner: 0, penalties: [0, 34] }]);
    expect(state.phase).toEqual({ kind: 'over' });
    expect(dominoHavoc.result(state)).toEqual({
      scores: [0, -34],
      winners: [0],
      summary: 'penalty pips: P1 0, P2 34',
    });
  });

  it('the end words name the penalty the round scored', () => {
    const penalty = after('win').history[0]?.penalties[1];
    expect(locales.en).toMatchObject({ done: expect.stringContaining(`${penalty} pips`) });
    expect(locales.it).toMatchObject({ done: expect.stringContaining(`${penalty} punti`) });
  });
});

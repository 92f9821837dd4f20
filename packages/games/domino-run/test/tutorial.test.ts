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

  it('DR-5 one die pays for several spaces: the 6 for both halves of 3:3, claiming it (DR-6)', () => {
    const state = after('far');
    expect(state.line[2]).toEqual({ kind: 'tile', first: 3, second: 3, faceDown: true });
    expect(state.dice).toEqual([1]);
    expect(state.phase).toBe('treasure');
  });

  it('DR-7 a Bonus Die joins the pool, rolled from the next turn', () => {
    expect(after('bonus').pool).toBe(3);
    expect(after('bonus').dice).toEqual([1]);
  });

  it('DR-2, DR-5 a blank costs nothing: the free step keeps the die', () => {
    const before = walk.positions[tutorial.steps.findIndex((step) => step.words === 'steps.free.ask')];
    expect(before?.line[3]).toEqual({ kind: 'tile', first: 0, second: 5, faceDown: false });
    expect(after('free').player).toBe(6);
    expect(after('free').dice).toEqual([1]);
  });

  it('DR-8 with two keys the enemy moves four and knocks the second key out; DR-9 four dominoes are kept ahead', () => {
    const state = after('stride');
    expect(state.keys).toEqual([22, 33]);
    expect(state.line[0]).toEqual({ kind: 'pit' });
    expect(state.line.length - ((state.player >> 1) + 1)).toBe(4);
    expect(state.rolled).toEqual([3, 1, 1]);
  });

  it('DR-8 the enemy reaching the runner is a catch: back to the pit, and a treasure to give up', () => {
    const state = after('caught');
    expect(state.phase).toBe('caught');
    expect(state.enemy).toBe(-1);
    expect(state.timesCaught).toBe(1);
    expect(dominoRun.legalMoves(state, 0)).toEqual([
      { type: 'sacrificeDie' },
      { type: 'sacrificeAbility', ability: 23 },
    ]);
  });

  it('DR-8 the treasure given up: the Bonus Die leaves the pool, the ability is kept, the run goes on', () => {
    const state = after('give');
    expect(state.pool).toBe(2);
    expect(state.abilities).toEqual([23]);
    expect(state.phase).toBe('roll');
    expect(state.loss).toBeNull();
  });
});

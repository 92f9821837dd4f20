import { playScripted, playStep } from '@gameshelf/engine';
import { missingTutorialWords, walkTutorial } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { smashdodes } from '../src/game.ts';
import { smashdodesLearn, TUTORIAL_PHYSICS } from '../src/learn/tutorial.ts';
import { PHYSICS_VERSIONS } from '../src/physics/versions.ts';
import type { SmashState } from '../src/types.ts';

const { tutorial, locales } = smashdodesLearn;
const walk = walkTutorial(smashdodes, tutorial);

/** Where die `die` is at position `i`: its value in play, or `hand` / `ko`. */
function place(i: number, die: number): number | 'hand' | 'ko' | null | undefined {
  const p = walk.positions[i]?.dice[die]?.place;
  return p?.at === 'play' ? p.value : p?.at;
}

const last = (i: number): SmashState['last'] | undefined => walk.positions[i]?.last;

describe('the Smashdodes tutorial', () => {
  it('is legal in the engine: every step, its replies and the invariants', () => {
    expect(walk.problems).toEqual([]);
    expect(walk.positions).toHaveLength(tutorial.steps.length + 1);
  });

  it('SD-1, SD-13: its outcomes are exact: no aiming error and a physics model pinned, not the latest', () => {
    expect(tutorial.options.exact).toBe(true);
    expect(tutorial.options.physics).toBe(TUTORIAL_PHYSICS);
    expect(PHYSICS_VERSIONS).toContain(TUTORIAL_PHYSICS);
    // Every step asks for one shot, written out, so what follows it is known.
    for (const step of tutorial.steps) expect(Array.isArray(step.accepts)).toBe(true);
  });

  it('SD-6: the roll-off of 18 against 7 gives the learner the first shot', () => {
    expect(walk.positions[0]?.stage).toEqual({
      kind: 'turn',
      player: 0,
      misses: 0,
      locked: null,
      aimed: null,
    });
  });

  it('SD-4, SD-7: the drop-roll lands the D8 showing 8; the opponent drops a D4 showing 3', () => {
    expect(place(1, 2)).toBe(8);
    expect(place(1, 7)).toBe(3);
  });

  it('SD-7: the attack step asks for an attack, and the attacked D4 stays in play', () => {
    expect(tutorial.steps[1]?.accepts).toEqual([
      expect.objectContaining({ type: 'attack', die: 2, target: 7 }),
    ]);
    expect(last(2)?.shot.type).toBe('drop');
    expect(place(2, 7)).toBe(3);
    expect(place(2, 13)).toBe(5);
  });

  it('SD-8: the foul: the learner D4 first touches their own D8, and the turn is forfeit', () => {
    const before = walk.positions[3];
    const step = tutorial.steps[3];
    const move = step && Array.isArray(step.accepts) ? step.accepts[0] : undefined;
    const execute = step?.replies[0];
    if (!before || !move || !execute) throw new Error('no foul step');
    // The foul is the learner's shot and its execution; the opponent's reply comes after.
    const fouled = playScripted(smashdodes, before, [{ actor: tutorial.learner, move }, execute]);
    if (!fouled.ok) throw new Error(fouled.error.error.message);
    const after = fouled.value.state;
    expect(after.last?.firstContact).toBe(2);
    expect(after.last?.forfeit).toBe(true);
    expect(after.stage).toMatchObject({ kind: 'turn', player: 1 });
    // SD-5: then the opponent's D20 knocks the learner's D4 out of bounds.
    expect(walk.positions[4]?.last?.changes).toContainEqual({ die: 0, to: 'ko', why: 'oob' });
    expect(place(4, 0)).toBe('ko');
  });

  it("SD-5: the knock-out step knocks the opponent's D4 out of bounds", () => {
    expect(place(5, 7)).toBe('ko');
    expect(place(5, 2)).toBe(8);
  });

  it("SD-11: the last step knocks out the opponent's D20, and the learner wins", () => {
    expect(walk.positions[6]?.stage).toEqual({
      kind: 'over',
      winner: 0,
      reason: 'B-d20 was knocked out (SD-11)',
    });
  });

  it('has every word it names in English and Italian', () => {
    expect(missingTutorialWords(tutorial, locales)).toEqual([]);
  });

  it('refuses a skip or another drop where the step asks for the D8, with its words', () => {
    const [first] = tutorial.steps;
    const start = walk.positions[0];
    if (first === undefined || start === undefined) throw new Error('no first step');
    const wrong = { code: 'move/illegal', message: 'steps.drop.wrong' };
    expect(playStep(smashdodes, tutorial, first, start, { type: 'skip' })).toEqual({
      ok: false,
      error: wrong,
    });
    const other = { type: 'drop', die: 0, x: 0, z: 0, height: 80, spin: [0, 0, 0] } as const;
    expect(playStep(smashdodes, tutorial, first, start, other)).toEqual({ ok: false, error: wrong });
  });
});

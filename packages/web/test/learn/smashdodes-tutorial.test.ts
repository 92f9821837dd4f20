/**
 * The Smashdodes tutorial asks for exact shots (its outcomes are physics),
 * so each must be the shot the board builds from its defaults, as the step's
 * words tell the learner: a drop-roll from the target's centre at the
 * default height, no spin; an attack aimed straight at its target at the
 * default speed (or the speed the step names), no lift, no spin. Played
 * through the tutorial's table, to the learner's win.
 */
import { walkTutorial } from '@gameshelf/engine/testing';
import { type SmashMove, type SmashView, smashdodes, smashdodesModule } from '@gameshelf/smashdodes';
import { smashdodesLearn } from '@gameshelf/smashdodes/learn';
import { describe, expect, it } from 'vitest';
import {
  aimAt,
  attackShot,
  DEFAULT_HEIGHT,
  DEFAULT_SPEED,
  dropShot,
  NO_SPIN,
  offered,
  offersOf,
  restingAt,
} from '../../src/games/smashdodes/shots.ts';
import { TutorialTable } from '../../src/learn/tutorial-table.ts';

/** The speed each step's words name, where it is not the board's default. */
const SPEEDS: Readonly<Record<number, number>> = { 4: 1000 };

/** Of the dice `die` may attack, the nearest (the board's first choice of target). */
function nearestTarget(view: SmashView, die: number, targets: readonly number[]): number | undefined {
  const from = restingAt(view, die);
  const distance = (t: number) => {
    const to = restingAt(view, t);
    return from && to ? Math.hypot(to[0] - from[0], to[1] - from[1]) : Number.POSITIVE_INFINITY;
  };
  return [...targets].sort((a, b) => distance(a) - distance(b))[0];
}

describe('the Smashdodes tutorial on the board', () => {
  it("every step's shot is the board's default aim; played through, the learner wins", () => {
    const { tutorial } = smashdodesLearn;
    const table = new TutorialTable(smashdodesModule, tutorial);
    const targetsPressed: number[] = [];
    const { positions } = walkTutorial(smashdodes, tutorial);
    for (const [n, step] of tutorial.steps.entries()) {
      const state = positions[n];
      const asked = Array.isArray(step.accepts) ? step.accepts[0] : undefined;
      if (!state || !asked) throw new Error(`step ${n}: no position or no shot`);
      const view: SmashView = smashdodes.view(state, tutorial.learner);
      const offers = offersOf(smashdodes.legalMoves(state, tutorial.learner));
      let built: SmashMove;
      if (asked.type === 'drop') {
        built = dropShot({ die: asked.die, x: 0, z: 0, height: DEFAULT_HEIGHT, spin: NO_SPIN });
      } else if (asked.type === 'attack') {
        const targets = offers.attacks.get(asked.die) ?? [];
        if (nearestTarget(view, asked.die, targets) !== asked.target) targetsPressed.push(n);
        built = attackShot(aimAt(view, asked.die, asked.target, SPEEDS[n] ?? DEFAULT_SPEED));
      } else throw new Error(`step ${n} asks for a ${asked.type}`);
      expect(built, `step ${n}`).toEqual(asked);
      expect(offered(built, offers), `step ${n}: offered`).toBe(true);
      table.move(built);
      expect(table.getState().fatal).toBeNull();
      expect(table.getProgress()).toMatchObject({ step: n + 1, wrong: null });
    }
    // Only the foul's target is not the nearest: its words say to press Target B-d4a.
    expect(targetsPressed).toEqual([3]);
    expect(table.getState().position?.result).toMatchObject({ winners: [0] });
  });
});

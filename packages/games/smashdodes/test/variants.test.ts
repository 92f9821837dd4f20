/** The designer's variant noise (SD-13's execution errors scaled): the standard game is unchanged at its default. */
import { Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { noiseScale, sampleExecute } from '../src/rules/chance.ts';
import { checkSetup, initialState } from '../src/rules/setup.ts';

const rules = { referee: false, joker: false, exact: false };

describe('variant: table noise', () => {
  it('at its default (100) the options carry nothing new', () => {
    expect(unwrap(checkSetup(2, { ...rules, noise: 100 })).options).toEqual(rules);
    expect(checkSetup(2, { ...rules, noise: 301 })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });

  it('SD-13 noise 50 halves every error the same draws give in the rules (to the rounding)', () => {
    const state = initialState(rules);
    const full = sampleExecute(state, Rng.fromSeed('noise'), false);
    const half = sampleExecute(initialState({ ...rules, noise: 50 }), Rng.fromSeed('noise'), false);
    for (const key of ['aim', 'power', 'dx', 'dz'] as const)
      expect(Math.abs(half[key] - full[key] / 2)).toBeLessThanOrEqual(1);
  });

  it('noise 0 is exact, like the exact option', () => {
    expect(noiseScale({ ...rules, noise: 0 })).toBe(0);
    expect(noiseScale({ ...rules, exact: true })).toBe(0);
    const shot = sampleExecute(initialState({ ...rules, noise: 0 }), Rng.fromSeed('n0'), false);
    expect(shot).toEqual({ type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 });
  });
});

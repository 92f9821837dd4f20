/** The designer's variants noise (SD-13's execution errors scaled) and dice (SD-3's set): the standard game is unchanged at their defaults. */
import { Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { noiseScale, sampleExecute } from '../src/rules/chance.ts';
import { checkInvariants } from '../src/rules/invariants.ts';
import { checkSetup, initialState, PLAYER_SET } from '../src/rules/setup.ts';
import { OPTIONS } from './helpers.ts';

/** The rules' options, as a new game has them (the latest physics model). */
const rules = OPTIONS;

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

describe('variant: dice mix', () => {
  it('at its default (standard) the options carry nothing new and each player has SD-3’s set', () => {
    const setup = unwrap(checkSetup(2, { ...rules, dice: 'standard' }));
    expect(setup.options).toEqual(rules);
    expect(
      initialState(setup.options)
        .dice.slice(0, 7)
        .map((d) => d.kind),
    ).toEqual(PLAYER_SET);
  });

  it('SD-3 no-d4 gives each player four D8, two D10 and the D20', () => {
    const s = initialState(unwrap(checkSetup(2, { ...rules, dice: 'no-d4' })).options);
    for (const owner of [0, 1])
      expect(s.dice.filter((d) => d.owner === owner).map((d) => d.kind)).toEqual([
        'd8',
        'd8',
        'd8',
        'd8',
        'd10',
        'd10',
        'd20',
      ]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('SD-3 d6 swaps the D4s for D6 cubes; an unknown mix is refused', () => {
    const s = initialState(unwrap(checkSetup(2, { ...rules, dice: 'd6' })).options);
    expect(s.dice.slice(0, 2).map((d) => d.kind)).toEqual(['d6', 'd6']);
    expect(checkInvariants(s)).toEqual([]);
    expect(checkSetup(2, { ...rules, dice: 'd100' })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });
});

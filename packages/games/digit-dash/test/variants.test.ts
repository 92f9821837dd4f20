/** The designer's variants (options handSize and target): the standard game is unchanged at their defaults. */
import { Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { matchDecided, totals } from '../src/rules/result.ts';
import { sampleDeal, suitQuota } from '../src/rules/setup.ts';

const defaults = { match: false, blockLimit: 60, handSize: 0, target: 100 };

describe('variant: hand size', () => {
  it('at its default (0) the deal is the rules’ and the options carry nothing new', () => {
    const setup = unwrap(digitDash.checkSetup(2, defaults));
    expect(setup.options).toEqual({ match: false, blockLimit: 60 });
    expect(suitQuota(2, setup.options)).toEqual([3, 3, 2, 2]);
    expect(suitQuota(3, setup.options)).toEqual([2, 2, 1, 1]);
  });

  it('handSize 8 deals 8 tiles a hand, 2 of each suit', () => {
    const setup = unwrap(digitDash.checkSetup(2, { ...defaults, handSize: 8 }));
    expect(setup.options.handSize).toBe(8);
    const { hands } = sampleDeal(2, Rng.fromSeed('dd-hand'), setup.options);
    expect(hands.map((h) => h.length)).toEqual([8, 8]);
    expect(suitQuota(2, setup.options)).toEqual([2, 2, 2, 2]);
  });

  it('a dealt game of handSize 8 starts with 8 tiles in each hand', () => {
    const setup = unwrap(digitDash.checkSetup(3, { ...defaults, handSize: 8 }));
    const rng = Rng.fromSeed('dd-hand-game');
    const start = digitDash.setup(setup, rng);
    const dealt = unwrap(digitDash.apply(start, 'chance', digitDash.sampleChance(start, rng)));
    expect(dealt.hands.map((h) => h.length)).toEqual([8, 8, 8]);
    expect(digitDash.checkInvariants(dealt)).toEqual([]);
  });

  it('a hand size that empties a suit’s stockpile is refused', () => {
    expect(digitDash.checkSetup(4, { ...defaults, handSize: 12 })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });
});

describe('variant: match target', () => {
  it('DD-10 with target 50 the match ends once someone has 50', () => {
    const setup = unwrap(digitDash.checkSetup(2, { ...defaults, match: true, target: 50 }));
    expect(setup.options.target).toBe(50);
    const games = [
      { ending: 'blocked', scores: [30, 10] },
      { ending: 'blocked', scores: [25, 5] },
    ] as const;
    expect(totals(2, games)).toEqual([55, 15]);
    expect(matchDecided(2, games, setup.options.target)).toBe(true);
    expect(matchDecided(2, games)).toBe(false);
  });
});

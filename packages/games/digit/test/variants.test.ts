/** The designer's variant handSize: the standard game is unchanged at its default (5, DG-3). */
import { CHANCE, Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame } from '../src/game.ts';

const options = { version: 'standard', open: false, games: 1 };

function dealt(players: number, raw: Record<string, string | number | boolean>) {
  const setup = unwrap(digitGame.checkSetup(players, raw));
  const rng = Rng.fromSeed('digit-hand');
  const start = digitGame.setup(setup, rng);
  return unwrap(digitGame.apply(start, CHANCE, digitGame.sampleChance(start, rng)));
}

describe('variant: hand size', () => {
  it('at its default (5) the options carry nothing new and hands are dealt 5 cards', () => {
    expect(unwrap(digitGame.checkSetup(2, { ...options, handSize: 5 })).options).toEqual(options);
    expect(dealt(2, { ...options, handSize: 5 }).hands.map((h) => h.length)).toEqual([5, 5]);
  });

  it('handSize 7 deals 7 cards to each of 3 hands, and the game stays sound', () => {
    const s = dealt(3, { ...options, handSize: 7 });
    expect(s.options.handSize).toBe(7);
    expect(s.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(digitGame.checkInvariants(s)).toEqual([]);
  });

  it('Solitaire with handSize 4 shows 4 cards', () => {
    const s = dealt(1, { version: 'solitaire', open: false, games: 1, handSize: 4 });
    expect(s.hands[0]).toHaveLength(4);
    expect(digitGame.checkInvariants(s)).toEqual([]);
  });

  it('a hand size out of range is refused', () => {
    expect(digitGame.checkSetup(2, { ...options, handSize: 11 })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });

  it('a deal of the wrong size for the variant is refused', () => {
    const setup = unwrap(digitGame.checkSetup(2, { ...options, handSize: 6 }));
    const start = digitGame.setup(setup, Rng.fromSeed('x'));
    const five = digitGame.sampleChance(
      digitGame.setup(unwrap(digitGame.checkSetup(2, options)), Rng.fromSeed('x')),
      Rng.fromSeed('y'),
    );
    expect(digitGame.apply(start, CHANCE, five)).toMatchObject({
      ok: false,
      error: { code: 'move/illegal' },
    });
  });
});

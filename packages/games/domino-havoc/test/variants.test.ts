/** The designer's variant trainLength (DH-3, DH-7: 6): the standard game is unchanged at its default. */
import { Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoHavoc as game } from '../src/game.ts';
import { hasWon } from '../src/rules/flow.ts';
import { ds, links, rack } from './helpers.ts';

const rules = { set: 'double-12', rounds: 5, stallTurns: 60 };

describe('variant: train length', () => {
  it('at its default (6) the options carry nothing new', () => {
    expect(unwrap(game.checkSetup(4, { ...rules, trainLength: 6 })).options).toEqual(rules);
    expect(game.checkSetup(4, { ...rules, trainLength: 9 })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });

  it('DH-3 trainLength 4 deals 4 dominoes to each tray, and the table is sound', () => {
    const setup = unwrap(game.checkSetup(3, { ...rules, trainLength: 4 }));
    const s = game.setup(setup, Rng.fromSeed('havoc-train'));
    expect(s.racks.map((r) => r.tray.length)).toEqual([4, 4, 4]);
    expect(game.checkInvariants(s)).toEqual([]);
  });

  /** Player 0 of a 2-player deal with trainLength 4, given this tray and train, to play. */
  function withRack(trainLength: number, tray: string, train: string) {
    const s = game.setup(unwrap(game.checkSetup(2, { ...rules, trainLength })), Rng.fromSeed('havoc-rack'));
    const scripted = { ...rack(s, 0), tray: ds(tray), train: links(train), known: [], singles: 0 };
    return { ...s, racks: [scripted, rack(s, 1)], phase: { kind: 'play', player: 0, slot: 0 } } as const;
  }

  it('DH-7 with trainLength 4 a train of 4 and an empty tray wins the round; in the rules it takes 6', () => {
    expect(hasWon(withRack(4, '', '0|1 1|2 2|3 3|4'), 0)).toBe(true);
    expect(hasWon(withRack(6, '', '0|1 1|2 2|3 3|4'), 0)).toBe(false);
  });

  it('DH-6 with trainLength 4 a train of 4 takes no more dominoes', () => {
    const plays = (trainLength: number) =>
      game.legalMoves(withRack(trainLength, '4-5', '0|1 1|2 2|3 3|4'), 0).filter((m) => m.type === 'play');
    expect(plays(6)).toHaveLength(1);
    expect(plays(4)).toHaveLength(0);
  });
});

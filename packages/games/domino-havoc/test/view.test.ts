import { CHANCE, canonicalJson, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { isDouble } from '../src/rules/dominoes.ts';
import type { Domino, HavocState } from '../src/types.ts';
import { act, drawn, ds, game, rack, script, table } from './helpers.ts';

const start = () =>
  table({
    racks: [
      { tray: '2-5 3-9 4-4 6-11 7-12 0-10', slot: '1-6' },
      { tray: '1-1 1-2 1-3 1-4 1-5', train: '8|9' },
      { tray: '2-2 2-3 2-4 2-6 2-7 3-3', slot: '5-12' },
    ],
    outOfPlay: '11-11',
  });

describe('DH-2 what each player sees', () => {
  it('DH-2 a tray is seen by its owner only; the others see how many dominoes it holds', () => {
    const s = start();
    const mine = game.view(s, 0);
    expect(rack(mine, 0).tray).toEqual(ds('2-5 3-9 4-4 6-11 7-12 0-10'));
    expect(rack(mine, 1).tray).toEqual({ hidden: true, count: 5 });
    expect(rack(mine, 2).tray).toEqual({ hidden: true, count: 6 });
    const spectator = game.view(s, 'spectator');
    expect(spectator.racks.map((r) => r.tray)).toEqual([
      { hidden: true, count: 6 },
      { hidden: true, count: 5 },
      { hidden: true, count: 6 },
    ]);
  });

  it('DH-2 trains, slots, out-of-play dominoes and the direction are public; the boneyard only by its size', () => {
    const v = game.view(start(), 'spectator');
    expect(rack(v, 1).train).toEqual([[8, 9]]);
    expect(v.racks.map((r) => r.slot)).toEqual([[1, 6], null, [5, 12]]);
    expect(v.outOfPlay).toEqual([[11, 11]]);
    expect(v.direction).toBe('clockwise');
    expect(v.boneyard).toEqual({ hidden: true, count: 91 - 17 - 1 - 2 - 1 });
    expect(JSON.stringify(v)).not.toContain('"boneyard":[');
  });

  it('DH-2 a domino taken face up from a slot stays known to all until it leaves the tray', () => {
    let s = act(start(), 0, { type: 'takeDiscard', from: 2 });
    expect(rack(game.view(s, 1), 0).known).toEqual([[5, 12]]);
    s = act(s, 0, { type: 'discard', domino: [2, 5] });
    expect(rack(game.view(s, 1), 0).known).toEqual([[5, 12]]);
    s = script(s, [
      [1, { type: 'drawBoneyard' }],
      drawn('9-10'),
      [1, { type: 'play', domino: [9, 10] }],
      [1, { type: 'discard', domino: [1, 5] }],
      [2, { type: 'drawBoneyard' }],
      drawn('0-4'),
      [2, { type: 'discard', domino: [0, 4] }],
      [0, { type: 'drawBoneyard' }],
      drawn('0-5'),
      [0, { type: 'discard', domino: [5, 12] }],
    ]);
    expect(rack(game.view(s, 1), 0).known).toEqual([]);
  });

  it('DH-4 a domino drawn from the boneyard is known to be a single: a double would have gone to the slot', () => {
    let s = script(start(), [[0, { type: 'drawBoneyard' }], drawn('8-10')]);
    expect(rack(game.view(s, 1), 0).singles).toBe(1);
    // Discarding a hidden single leaves fewer singles certain; a dealt double leaves the count alone.
    s = act(s, 0, { type: 'discard', domino: [4, 4] });
    expect(rack(s, 0).singles).toBe(1);
    const other = act(script(start(), [[0, { type: 'drawBoneyard' }], drawn('8-10')]), 0, {
      type: 'discard',
      domino: [3, 9],
    });
    expect(rack(other, 0).singles).toBe(0);
  });

  it('DH-7 when a round is over, every tray is counted in the open', () => {
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2 1-3 1-4 1-5 1-6 1-7' }],
      phase: { kind: 'over' },
      history: [{ winner: null, penalties: [21, 33] }],
    });
    expect(rack(game.view(s, 'spectator'), 1).tray).toEqual(ds('1-2 1-3 1-4 1-5 1-6 1-7'));
  });
});

describe('redacted moves', () => {
  it('DH-2 a boneyard draw is seen by the drawer only, unless it is a double (it goes face up to the slot)', () => {
    const s = act(start(), 0, { type: 'drawBoneyard' });
    const single = { type: 'drawn', domino: [8, 10] } as const;
    expect(game.redactMove(s, CHANCE, single, 0)).toEqual(single);
    expect(game.redactMove(s, CHANCE, single, 1)).toEqual({ type: 'drawn', domino: { hidden: true } });
    expect(game.redactMove(s, CHANCE, single, 'spectator')).toEqual({
      type: 'drawn',
      domino: { hidden: true },
    });
    const double = { type: 'drawn', domino: [8, 8] } as const;
    expect(game.redactMove(s, CHANCE, double, 2)).toEqual(double);
  });

  it('DH-3 a deal shows each player their own tray', () => {
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2 1-3 1-4 1-5 1-6 1-7' }],
      phase: { kind: 'deal' },
      rounds: 2,
      history: [{ winner: null, penalties: [21, 33] }],
    });
    const deal = game.sampleChance(s, Rng.fromSeed(3));
    if (deal.type !== 'deal') throw new Error('expected a deal');
    expect(game.redactMove(s, CHANCE, deal, 1)).toEqual({
      type: 'deal',
      trays: [{ hidden: true, count: 6 }, deal.trays[1]],
    });
  });

  it('moves made face up are not redacted', () => {
    const move = { type: 'discard', domino: [2, 5] } as const;
    expect(game.redactMove(start(), 0, move, 2)).toEqual(move);
  });
});

describe('determinize', () => {
  /** Seat 0 holds a known 5-12 and a drawn single; seat 1 has drawn two singles. */
  const known = (): HavocState =>
    table({
      racks: [
        { tray: '5-12 3-9 4-4 6-11 7-12 0-10', known: '5-12', singles: 1 },
        { tray: '1-1 1-2 1-3 1-4 1-5', train: '8|9', singles: 2 },
        { tray: '2-2 2-3 2-4 2-6 2-7 3-3' },
      ],
      phase: { kind: 'draw', player: 2 },
    });

  it('keeps everything the player sees and what is public about the hidden trays', () => {
    const s = known();
    for (let seed = 0; seed < 30; seed++) {
      const det = game.determinize(game.view(s, 2), 2, Rng.fromSeed(seed));
      expect(game.checkInvariants(det)).toEqual([]);
      expect(canonicalJson(game.view(det, 2))).toBe(canonicalJson(game.view(s, 2)));
      expect(rack(det, 0).tray).toContainEqual([5, 12]);
      const hiddenSingles = (tray: readonly Domino[], knownOnes: string) =>
        tray.filter((x) => !isDouble(x) && !ds(knownOnes).some((k) => k[0] === x[0] && k[1] === x[1])).length;
      expect(hiddenSingles(rack(det, 0).tray, '5-12')).toBeGreaterThanOrEqual(1);
      expect(hiddenSingles(rack(det, 1).tray, '')).toBeGreaterThanOrEqual(2);
      expect(game.legalMoves(det, 2)).toEqual(game.legalMoves(s, 2));
    }
  });

  it('varies what the player cannot see', () => {
    const s = known();
    const trays = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      trays.add(JSON.stringify(rack(game.determinize(game.view(s, 2), 2, Rng.fromSeed(seed)), 1).tray));
    }
    expect(trays.size).toBeGreaterThan(5);
  });
});

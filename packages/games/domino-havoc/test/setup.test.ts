import { CHANCE, Match, Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { fullSet, isDouble } from '../src/rules/dominoes.ts';
import type { HavocState } from '../src/types.ts';
import { act, ds, game, legal, rack, refused, table } from './helpers.ts';

function newGame(players: number, options: Record<string, string | number> = {}, seed = 'setup'): HavocState {
  return game.setup(unwrap(game.checkSetup(players, options)), Rng.fromSeed(seed));
}

describe('DH-1 sets and player counts', () => {
  it('DH-1 a double-12 set is 91 dominoes and a double-9 set 55, each pair once', () => {
    for (const [set, top, size] of [
      ['double-12', 12, 91],
      ['double-9', 9, 55],
    ] as const) {
      const dominoes = fullSet(set);
      expect(dominoes).toHaveLength(size);
      expect(new Set(dominoes.map((x) => `${x[0]}-${x[1]}`)).size).toBe(size);
      expect(dominoes.every(([a, b]) => a >= 0 && a <= b && b <= top)).toBe(true);
      expect(dominoes.filter(isDouble)).toHaveLength(top + 1);
    }
  });

  it('DH-1 the double-12 set seats 2 to 8 players', () => {
    for (let n = 2; n <= 8; n++) expect(game.checkSetup(n, { set: 'double-12' }).ok).toBe(true);
    for (const n of [0, 1, 9, 2.5]) {
      expect(game.checkSetup(n, {})).toMatchObject({ ok: false, error: { code: 'setup/bad-player-count' } });
    }
  });

  it('DH-1 the double-9 set is for 2 to 6 players only', () => {
    for (let n = 2; n <= 6; n++) expect(game.checkSetup(n, { set: 'double-9' }).ok).toBe(true);
    for (const n of [7, 8]) {
      const r = game.checkSetup(n, { set: 'double-9' });
      expect(r).toMatchObject({ ok: false, error: { code: 'setup/bad-player-count' } });
      expect(r.ok ? '' : r.error.message).toMatch(/double-9 set is for 2-6 players/);
    }
    expect(Match.create(game, { players: 7, options: { set: 'double-9' }, seed: 1 }).ok).toBe(false);
  });

  it('DH-1 refuses an unknown set and out-of-range options', () => {
    expect(game.checkSetup(4, { set: 'double-6' })).toMatchObject({ error: { code: 'options/invalid' } });
    expect(game.checkSetup(4, { rounds: 0 })).toMatchObject({ error: { code: 'options/invalid' } });
    expect(game.checkSetup(4, { stallTurns: 'x' })).toMatchObject({ error: { code: 'options/invalid' } });
    expect(game.checkSetup(4, {})).toMatchObject({
      ok: true,
      value: { options: { set: 'double-12', rounds: 5, stallTurns: 60 } },
    });
  });
});

describe('DH-3 setup', () => {
  it('DH-3 each player draws 6 into their tray; the rest is the boneyard; play starts clockwise', () => {
    for (const [players, set] of [
      [2, 'double-9'],
      [6, 'double-9'],
      [8, 'double-12'],
    ] as const) {
      const s = newGame(players, { set });
      expect(s.racks).toHaveLength(players);
      for (const rack of s.racks) {
        expect(rack.tray).toHaveLength(6);
        expect(rack.train).toEqual([]);
        expect(rack.slot).toBeNull();
      }
      expect(s.boneyard).toHaveLength(fullSet(set).length - 6 * players);
      expect(s.direction).toBe('clockwise');
      expect(s.phase).toEqual({ kind: 'draw', player: s.firstPlayer });
      expect(game.checkInvariants(s)).toEqual([]);
    }
  });

  it('DH-3 the first player is drawn at random', () => {
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => newGame(4, {}, `first/${i}`).firstPlayer));
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
  });

  it('DH-3 doubles dealt in the first six stay in the tray and start nothing; they can be played', () => {
    let s = table({
      racks: [{ tray: '5-5 1-2 2-3 3-4 4-6 0-1' }, { tray: '7-8 8-9 9-10 10-11 11-12 0-12' }],
    });
    expect(rack(s, 0).tray).toContainEqual([5, 5]);
    expect(s.phase).toEqual({ kind: 'draw', player: 0 });
    s = act(s, 0, { type: 'drawBoneyard' });
    s = act(s, CHANCE, { type: 'drawn', domino: [6, 7] });
    expect(legal(s, 0)).toContainEqual({ type: 'play', domino: [5, 5], open: 5 });
    s = act(s, 0, { type: 'play', domino: [5, 5], open: 5 });
    expect(rack(s, 0).train).toEqual([[5, 5]]);
  });
});

describe('DH-11 later rounds are dealt by chance', () => {
  const finished = () =>
    table({
      racks: [
        { tray: '1-2', train: '3|4 4|5 5|6 6|7 7|8' },
        { tray: '0-0 0-1 0-2 0-3 0-4 0-5' },
        { tray: '1-1 1-3 1-4 1-5 1-6 1-7' },
      ],
      rounds: 3,
      phase: { kind: 'deal' },
      history: [{ winner: 0, penalties: [0, 15, 33] }],
      firstPlayer: 2,
      direction: 'counterclockwise',
      outOfPlay: '9-9',
    });

  it('DH-11 the next round is fresh racks, everything else in the boneyard, clockwise, first player one seat on', () => {
    const trays = [
      ds('0-0 0-1 0-2 0-3 0-4 0-5'),
      ds('1-1 1-2 1-3 1-4 1-5 1-6'),
      ds('2-2 2-3 2-4 2-5 2-6 2-7'),
    ];
    expect(game.actors(finished())).toEqual({ kind: 'chance' });
    const s = act(finished(), CHANCE, { type: 'deal', trays });
    expect(s.round).toBe(1);
    expect(s.racks.map((r) => r.tray)).toEqual(trays);
    expect(s.racks.every((r) => r.train.length === 0 && r.slot === null && r.known.length === 0)).toBe(true);
    expect(s.outOfPlay).toEqual([]);
    expect(s.boneyard).toHaveLength(91 - 18);
    expect(s.direction).toBe('clockwise');
    // Round 0 began with seat 2; round 1 begins one seat clockwise, with seat 0.
    expect(s.phase).toEqual({ kind: 'draw', player: 0 });
    expect(s.history).toEqual([{ winner: 0, penalties: [0, 15, 33] }]);
  });

  it('DH-11 a deal must give each player 6 different dominoes of the set', () => {
    const six = (t: string) => ds(t);
    const ok1 = six('0-0 0-1 0-2 0-3 0-4 0-5');
    const ok2 = six('1-1 1-2 1-3 1-4 1-5 1-6');
    refused(finished(), CHANCE, { type: 'deal', trays: [ok1, ok2] }, 'move/illegal');
    refused(
      finished(),
      CHANCE,
      { type: 'deal', trays: [ok1, ok2, six('2-2 2-3 2-4 2-5 2-6')] },
      'move/illegal',
    );
    refused(
      finished(),
      CHANCE,
      { type: 'deal', trays: [ok1, ok2, six('0-0 2-3 2-4 2-5 2-6 2-7')] },
      'move/illegal',
    );
    refused(
      finished(),
      1,
      { type: 'deal', trays: [ok1, ok2, six('2-2 2-3 2-4 2-5 2-6 2-7')] },
      'move/not-your-turn',
    );
  });

  it('DH-11 a deal from a double-9 set may not hold a domino above 9', () => {
    const s = table({
      set: 'double-9',
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-1 1-2 1-3 1-4 1-5 1-6' }],
      rounds: 2,
      phase: { kind: 'deal' },
      history: [{ winner: null, penalties: [21, 27] }],
    });
    const error = refused(
      s,
      CHANCE,
      { type: 'deal', trays: [ds('0-1 0-2 0-3 0-4 0-5 0-10'), ds('1-1 1-2 1-3 1-4 1-5 1-6')] },
      'move/illegal',
    );
    expect(error.message).toMatch(/0:10 is not in the double-9 set/);
  });

  it('DH-11 sampled deals follow the same rules', () => {
    const s = finished();
    for (let i = 0; i < 20; i++) {
      const deal = game.sampleChance(s, Rng.fromSeed(i));
      expect(game.apply(s, CHANCE, deal).ok).toBe(true);
    }
  });
});

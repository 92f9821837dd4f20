import { type Actor, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { parseMove } from '../src/moves.ts';
import { havocStats } from '../src/stats.ts';
import { drawn, game, table } from './helpers.ts';

describe('statistics for simulate', () => {
  it('counts doubles by parity, the direction changes they cause, answers, dead doubles, turns and penalties', () => {
    let s = table({
      racks: [
        { tray: '4-4 0-1 0-2 0-3 0-6 0-8' },
        { tray: '1-2 1-3 1-6 1-8 1-9', train: '10|4' },
        { tray: '6-9', train: '1|11 11|7 7|3 3|12 12|2' },
      ],
    });
    const steps: [Actor, unknown][] = [
      [0, { type: 'drawBoneyard' }],
      drawn('5-5'), // odd: clockwise becomes counter-clockwise
      [2, { type: 'pass' }],
      [1, { type: 'pass' }], // back at seat 0: dead
      [0, { type: 'drawBoneyard' }],
      drawn('7-9'),
      [0, { type: 'discard', domino: [4, 4] }], // even: back to clockwise
      [1, { type: 'takeDouble' }],
      [1, { type: 'discard', domino: [1, 9] }],
      [2, { type: 'drawBoneyard' }],
      drawn('2-5'),
      [2, { type: 'play', domino: [2, 5] }],
      [2, { type: 'discard', domino: [6, 9] }], // a full train: seat 2 wins
    ];
    const stats = havocStats();
    for (const [actor, raw] of steps) {
      const next = unwrap(game.apply(s, actor, unwrap(parseMove(raw))));
      stats.onMove(s, actor, unwrap(parseMove(raw)), next);
      s = next;
    }
    expect(s.history).toEqual([{ winner: 2, penalties: [36, 23, 0] }]);
    expect(stats.finish(s)).toEqual({
      rounds: 1,
      meanRoundTurns: 6,
      oddDoubles: 1,
      evenDoubles: 1,
      reversalsByOddDouble: 1,
      reversalsByEvenDouble: 1,
      reversalsPerRound: 2,
      doublesTaken: 1,
      doublesReplaced: 0,
      passes: 2,
      deadDoubles: 1,
      blockedRounds: 0,
      stalledRounds: 0,
      meanPenalty: (36 + 23) / 3,
    });
  });

  it('tells a stalled round from a round blocked by DH-12', () => {
    const endWith = (s: ReturnType<typeof table>, player: number, raw: unknown) => {
      const stats = havocStats();
      const move = unwrap(parseMove(raw));
      const after = unwrap(game.apply(s, player, move));
      stats.onMove(s, player, move, after);
      return stats.finish(after);
    };
    const stalled = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2 1-3 1-4 1-5 1-6 1-7 9-10' }],
      stallTurns: 10,
      idleTurns: 9,
      phase: { kind: 'play', player: 1, slot: 1 },
    });
    expect(endWith(stalled, 1, { type: 'discard', domino: [9, 10] })).toMatchObject({
      rounds: 1,
      blockedRounds: 0,
      stalledRounds: 1,
    });
    // Seat 0 discards back into seat 1's slot; seat 1 finds nothing to draw.
    const blocked = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 8-9', train: '6|6' }, { tray: '1-2 1-3 1-4 1-5 1-6 1-7' }],
      boneyard: '',
      phase: { kind: 'play', player: 0, slot: 1 },
    });
    expect(endWith(blocked, 0, { type: 'discard', domino: [0, 5] })).toMatchObject({
      rounds: 1,
      blockedRounds: 1,
      stalledRounds: 0,
    });
  });
});

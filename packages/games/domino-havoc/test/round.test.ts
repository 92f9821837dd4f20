import { CHANCE, itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { act, drawn, game, legal, links, rack, refused, script, table } from './helpers.ts';

/** Seat 0 has five on its train (open 9) and one domino in its tray; seats 1 and 2 hold full trays. */
const nearlyThere = (extra: Partial<Parameters<typeof table>[0]> = {}) =>
  table({
    racks: [
      { tray: '0-12', train: '1|2 2|3 3|4 4|5 5|9' },
      { tray: '1-1 1-3 1-4 1-5 1-6 1-7' },
      { tray: '2-4 2-5 2-6 3-5 3-6 3-7', slot: '9-12' },
    ],
    ...extra,
  });

describe('DH-7 winning a round', () => {
  it('DH-7 six on the train and an empty tray at the end of the turn wins; the others score their trays', () => {
    let s = nearlyThere();
    s = script(s, [
      [0, { type: 'takeDiscard', from: 2 }],
      [0, { type: 'play', domino: [9, 12] }],
    ]);
    expect(rack(s, 0).train).toHaveLength(6);
    expect(s.phase).toEqual({ kind: 'discard', player: 0, slot: 2 });
    expect(game.result(s)).toBeNull();
    s = act(s, 0, { type: 'discard', domino: [0, 12] });
    const penalties = [0, 2 + 4 + 5 + 6 + 7 + 8, 6 + 7 + 8 + 8 + 9 + 10];
    expect(s.history).toEqual([{ winner: 0, penalties }]);
    expect(s.phase).toEqual({ kind: 'over' });
    expect(game.result(s)).toEqual({
      scores: [0, -itemAt(penalties, 1), -itemAt(penalties, 2)],
      winners: [0],
      summary: `penalty pips: P1 0, P2 ${penalties[1]}, P3 ${penalties[2]}`,
    });
  });

  it('DH-7 a double taken as the sixth domino, then the last discard, wins', () => {
    let s = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-6 0-8' },
        { tray: '10-11', train: '1|2 2|3 3|4 4|5 5|9' },
        { tray: '2-4 2-5 2-6 3-5 3-6', train: '8|12' },
      ],
    });
    s = script(s, [[0, { type: 'drawBoneyard' }], drawn('9-9')]);
    // 9-9 is odd: counter-clockwise, seat 2 answers first; it cannot, seat 1 can.
    s = script(s, [
      [2, { type: 'pass' }],
      [1, { type: 'takeDouble' }],
      [1, { type: 'discard', domino: [10, 11] }],
    ]);
    expect(rack(s, 1).train).toEqual(links('1|2 2|3 3|4 4|5 5|9 9|9'));
    expect(s.history).toEqual([{ winner: 1, penalties: [24, 0, 6 + 7 + 8 + 8 + 9] }]);
  });

  it('DH-7 a winning discard that is a double ends the round and starts nothing (our reading)', () => {
    let s = nearlyThere({
      racks: [
        { tray: '6-6', train: '1|2 2|3 3|4 4|5 5|9' },
        { tray: '1-1 1-3 1-4 1-5 1-6 1-7' },
        { tray: '2-4 2-5 2-6 3-5 3-6 3-7', slot: '9-12' },
      ],
    });
    s = script(s, [
      [0, { type: 'takeDiscard', from: 2 }],
      [0, { type: 'play', domino: [9, 12] }],
      [0, { type: 'discard', domino: [6, 6] }],
    ]);
    expect(rack(s, 2).slot).toEqual([6, 6]);
    expect(s.direction).toBe('clockwise');
    expect(itemAt(s.history, 0).winner).toBe(0);
    expect(game.actors(s)).toEqual({ kind: 'over' });
  });
});

describe('DH-11 a game of several rounds', () => {
  it('DH-11 after a round that is not the last, chance deals the next', () => {
    let s = nearlyThere({ rounds: 3 });
    s = script(s, [
      [0, { type: 'takeDiscard', from: 2 }],
      [0, { type: 'play', domino: [9, 12] }],
      [0, { type: 'discard', domino: [0, 12] }],
    ]);
    expect(s.phase).toEqual({ kind: 'deal' });
    expect(game.actors(s)).toEqual({ kind: 'chance' });
    expect(game.result(s)).toBeNull();
  });

  it('DH-11 penalties add up over the rounds, and the lowest total wins', () => {
    let s = nearlyThere({ rounds: 2, round: 1, history: [{ winner: 1, penalties: [30, 0, 2] }] });
    s = script(s, [
      [0, { type: 'takeDiscard', from: 2 }],
      [0, { type: 'play', domino: [9, 12] }],
      [0, { type: 'discard', domino: [0, 12] }],
    ]);
    // Totals: seat 0 30 + 0, seat 1 0 + 32, seat 2 2 + 48.
    expect(game.result(s)).toMatchObject({ scores: [-30, -32, -50], winners: [0] });
  });

  it('DH-11 players tied on the lowest total share the win', () => {
    let s = nearlyThere({ rounds: 2, round: 1, history: [{ winner: 1, penalties: [32, 0, 2] }] });
    s = script(s, [
      [0, { type: 'takeDiscard', from: 2 }],
      [0, { type: 'play', domino: [9, 12] }],
      [0, { type: 'discard', domino: [0, 12] }],
    ]);
    expect(game.result(s)).toMatchObject({ scores: [-32, -32, -50], winners: [0, 1] });
  });

  it('DH-11 once the game is over, nobody may move', () => {
    let s = nearlyThere();
    s = script(s, [
      [0, { type: 'takeDiscard', from: 2 }],
      [0, { type: 'play', domino: [9, 12] }],
      [0, { type: 'discard', domino: [0, 12] }],
    ]);
    for (let p = 0; p < 3; p++) expect(legal(s, p)).toEqual([]);
    refused(s, 1, { type: 'drawBoneyard' }, 'move/game-over');
    refused(s, CHANCE, { type: 'drawn', domino: [11, 12] }, 'move/game-over');
  });
});

describe('DH-12 blocked rounds', () => {
  it('DH-12 a player who must draw and cannot ends the round: nobody wins, everyone scores their tray', () => {
    // Two players, no boneyard: seat 0 takes seat 1's discard and discards back into that slot,
    // so seat 1 finds neither a boneyard nor another player's discard.
    let s = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-5', train: '6|6' },
        { tray: '1-2 1-3 1-4 1-5 1-6 1-7', slot: '8-9' },
      ],
      boneyard: '',
    });
    s = script(s, [
      [0, { type: 'takeDiscard', from: 1 }],
      [0, { type: 'discard', domino: [0, 5] }],
    ]);
    expect(s.phase).toEqual({ kind: 'over' });
    expect(s.history).toEqual([{ winner: null, penalties: [1 + 2 + 3 + 4 + 17, 3 + 4 + 5 + 6 + 7 + 8] }]);
    expect(game.result(s)).toMatchObject({ scores: [-27, -33], winners: [0] });
  });

  it('DH-12 (our addition) a round stalls after `stallTurns` turns in a row with nothing put on a train', () => {
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2 1-3 1-4 1-5 1-6 1-7' }],
      stallTurns: 10,
      idleTurns: 9,
    });
    const idle = script(s, [
      [0, { type: 'drawBoneyard' }],
      drawn('9-10'),
      [0, { type: 'discard', domino: [9, 10] }],
    ]);
    expect(idle.phase).toEqual({ kind: 'over' });
    expect(itemAt(idle.history, 0).winner).toBeNull();
    // A domino put on a train starts the count again.
    const busy = script(s, [
      [0, { type: 'drawBoneyard' }],
      drawn('9-10'),
      [0, { type: 'play', domino: [9, 10], open: 9 }],
      [0, { type: 'discard', domino: [0, 1] }],
    ]);
    expect(busy.idleTurns).toBe(0);
    expect(busy.phase).toEqual({ kind: 'draw', player: 1 });
  });

  it('DH-12 (our addition) passes count as idle turns too', () => {
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2 1-3 1-4 1-5 1-6', train: '10|12' }],
      stallTurns: 10,
      idleTurns: 8,
    });
    // The drawn double ends seat 0's turn (9), seat 1's pass is the tenth: the dead double's owner cannot start.
    const after = script(s, [[0, { type: 'drawBoneyard' }], drawn('7-7'), [1, { type: 'pass' }]]);
    expect(after.idleTurns).toBe(10);
    expect(after.phase).toEqual({ kind: 'over' });
  });
});

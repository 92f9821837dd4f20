import { CHANCE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import type { HavocState } from '../src/types.ts';
import { act, drawn, ds, game, legal, links, rack, refused, script, table } from './helpers.ts';

/**
 * Eight players, seat 0 about to draw, play clockwise. Seat 0's train is
 * empty; every other train is one domino long with an open end of 8 to 11,
 * and no tray holds a 7, except seat 4's 4-7 when `withReplacer`.
 */
function eightPlayers(withReplacer: boolean): HavocState {
  return table({
    racks: [
      { tray: '0-0 0-1 0-2 0-3 0-4 0-5', slot: '0-6' },
      { tray: '1-1 1-2 1-3 1-4 1-5', train: '1|8' },
      { tray: '2-2 2-3 2-4 2-5 2-6', train: '2|8' },
      { tray: '3-3 3-4 3-5 3-6 3-8', train: '3|9', slot: '3-10' },
      { tray: withReplacer ? '4-4 4-5 4-6 4-7 4-8' : '4-4 4-5 4-6 4-10 4-8', train: '4|9' },
      { tray: '5-5 5-6 5-8 5-9 5-11', train: '5|10' },
      { tray: '6-6 6-8 6-9 6-11 6-12', train: '6|10' },
      { tray: '8-8 8-9 8-10 9-9 9-10', train: '8|11' },
    ],
  });
}

/** Three players, seat 0 to draw. Seat 2 holds the single 2-5 and a train open at `open2`. */
function threePlayers(open2: string, extra: Partial<Parameters<typeof table>[0]> = {}): HavocState {
  return table({
    racks: [
      { tray: '0-1 0-2 0-3 0-4 0-6 0-8' },
      { tray: '1-2 1-3 1-4 1-6 1-8', train: '10|11' },
      { tray: '2-4 2-5 2-6 2-8 2-9', train: open2, slot: '2-12' },
    ],
    ...extra,
  });
}

const drawDouble = (s: HavocState, double: string) =>
  script(s, [[0, { type: 'drawBoneyard' }], drawn(double)]);
const passes = (s: HavocState, seats: number[]) =>
  script(
    s,
    seats.map((p) => [p, { type: 'pass' }]),
  );

describe('DH-9 the direction follows the double', () => {
  it('DH-9 an odd double turns play counter-clockwise: with 3 players the seat before answers', () => {
    const s = drawDouble(threePlayers('12|3'), '5-5');
    expect(s.direction).toBe('counterclockwise');
    expect(s.phase).toEqual({ kind: 'respond', owner: 0, responder: 2 });
    expect(game.actors(s)).toEqual({ kind: 'players', players: [2] });
  });

  it('DH-9 an even double turns play clockwise: 5 players, a dealt 4-4 discarded while counter-clockwise', () => {
    let s = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-5 0-6 0-8' },
        { tray: '1-2 1-3 1-5 1-6 1-8 1-9' },
        { tray: '2-3 2-5 2-6 2-8 2-9 2-10' },
        { tray: '4-4 3-5 3-6 3-8 3-9 3-10 3-11' },
        { tray: '5-6 5-8 5-9 5-10 5-11', train: '9|4' },
      ],
      direction: 'counterclockwise',
      phase: { kind: 'play', player: 3, slot: 3 },
    });
    // DH-3: the dealt double started nothing; discarding it does.
    s = act(s, 3, { type: 'discard', domino: [4, 4] });
    expect(s.direction).toBe('clockwise');
    expect(s.phase).toEqual({ kind: 'respond', owner: 3, responder: 4 });
    // Seat 4's open end is 4: it takes the double and discards into seat 3's slot.
    s = script(s, [
      [4, { type: 'takeDouble' }],
      [4, { type: 'discard', domino: [5, 11] }],
    ]);
    expect(rack(s, 4).train).toEqual(links('9|4 4|4'));
    expect(rack(s, 3).slot).toEqual([5, 11]);
    // Play goes on clockwise from the taker: seat 0.
    expect(s.phase).toEqual({ kind: 'draw', player: 0 });
  });

  it('DH-9 0-0 is even; an odd double while already counter-clockwise keeps it so', () => {
    const ccw = () => threePlayers('12|3', { direction: 'counterclockwise' });
    const blank = drawDouble(ccw(), '0-0');
    expect(blank.direction).toBe('clockwise');
    expect(blank.phase).toEqual({ kind: 'respond', owner: 0, responder: 1 });
    const eleven = drawDouble(ccw(), '11-11');
    expect(eleven.direction).toBe('counterclockwise');
    expect(eleven.phase).toEqual({ kind: 'respond', owner: 0, responder: 2 });
  });

  it('DH-9 with 8 players, odd goes counter-clockwise and even clockwise from the owner', () => {
    expect(drawDouble(eightPlayers(false), '7-7').phase).toEqual({ kind: 'respond', owner: 0, responder: 7 });
    expect(drawDouble(eightPlayers(false), '10-10').phase).toEqual({
      kind: 'respond',
      owner: 0,
      responder: 1,
    });
  });

  it('DH-10 with 2 players the other player answers either way, and the direction is still shown', () => {
    const two = () =>
      table({ racks: [{ tray: '1-2 1-3 1-4 1-6 1-8 1-9' }, { tray: '2-3 2-4 2-6 2-8 2-9 2-10' }] });
    const odd = drawDouble(two(), '5-5');
    expect(odd.phase).toEqual({ kind: 'respond', owner: 0, responder: 1 });
    expect(game.view(odd, 'spectator').direction).toBe('counterclockwise');
    const even = drawDouble(two(), '6-6');
    expect(even.phase).toEqual({ kind: 'respond', owner: 0, responder: 1 });
    expect(even.direction).toBe('clockwise');
  });
});

describe('DH-9 the responder acts out of the normal order', () => {
  it('DH-9 only the responder may act; the owner, the others and chance are refused', () => {
    const s = drawDouble(eightPlayers(true), '7-7');
    for (const p of [0, 1, 4, 6]) {
      expect(legal(s, p)).toEqual([]);
      refused(s, p, { type: 'pass' }, 'move/not-your-turn');
    }
    refused(s, CHANCE, { type: 'pass' }, 'move/not-your-turn');
    refused(s, 7, { type: 'drawBoneyard' }, 'move/illegal');
    expect(legal(s, 7)).toEqual([{ type: 'pass' }]);
  });
});

describe('DH-9 (a) taking the double', () => {
  it('DH-9 (a) an open end matching the double takes it; the taker discards into the slot it came from', () => {
    let s = drawDouble(threePlayers('12|5'), '5-5');
    expect(legal(s, 2)).toEqual([{ type: 'takeDouble' }, { type: 'replaceDouble', domino: [2, 5] }]);
    s = act(s, 2, { type: 'takeDouble' });
    expect(rack(s, 2).train).toEqual(links('12|5 5|5'));
    expect(rack(s, 0).slot).toBeNull();
    expect(s.phase).toEqual({ kind: 'discard', player: 2, slot: 0 });
    s = act(s, 2, { type: 'discard', domino: [2, 9] });
    expect(rack(s, 0).slot).toEqual([2, 9]);
    expect(rack(s, 2).slot).toEqual([2, 12]);
    // The double is no longer live; play goes on counter-clockwise from the taker, seat 2: seat 1.
    expect(s.phase).toEqual({ kind: 'draw', player: 1 });
    expect(s.racks.map((r) => r.tray.length + r.train.length)).toEqual([6, 6, 6]);
  });

  it('DH-9 (a) an empty train takes any double', () => {
    const s = table({ racks: [{ tray: '0-1 0-2 0-3 0-4 0-6 0-8' }, { tray: '1-2 1-3 1-4 1-6 1-8 1-9' }] });
    const after = act(drawDouble(s, '11-11'), 1, { type: 'takeDouble' });
    expect(rack(after, 1).train).toEqual(links('11|11'));
  });

  it('DH-9 (a) a double that does not fit cannot be taken', () => {
    const s = drawDouble(eightPlayers(true), '7-7');
    expect(refused(s, 7, { type: 'takeDouble' }, 'move/illegal').message).toMatch(/does not fit your train/);
  });
});

describe('DH-9 (b) replacing the double', () => {
  it('DH-9 (b) after a chain of passes, a single with the number replaces it; the double goes out of play', () => {
    let s = passes(drawDouble(eightPlayers(true), '7-7'), [7, 6, 5]);
    expect(s.phase).toEqual({ kind: 'respond', owner: 0, responder: 4 });
    expect(legal(s, 4)).toEqual([{ type: 'replaceDouble', domino: [4, 7] }]);
    expect(refused(s, 4, { type: 'pass' }, 'move/illegal').message).toMatch(/only if you can neither/);
    s = act(s, 4, { type: 'replaceDouble', domino: [7, 4] });
    expect(rack(s, 0).slot).toEqual([4, 7]);
    expect(s.outOfPlay).toEqual(ds('0-6 7-7'));
    expect(rack(s, 4).tray).toEqual(ds('4-4 4-5 4-6 4-8'));
    expect(s.phase).toEqual({ kind: 'replacing', player: 4, live: false });
    s = act(s, CHANCE, { type: 'drawn', domino: [10, 12] });
    expect(rack(s, 4).tray).toEqual(ds('4-4 4-5 4-6 4-8 10-12'));
    // Play goes on from the replacer in the current direction: counter-clockwise, seat 3.
    expect(s.phase).toEqual({ kind: 'draw', player: 3 });
  });

  it('DH-9 (b) only a single from the tray with the double`s number replaces it', () => {
    const s = drawDouble(threePlayers('12|3'), '5-5');
    expect(legal(s, 2)).toEqual([{ type: 'replaceDouble', domino: [2, 5] }]);
    expect(refused(s, 2, { type: 'replaceDouble', domino: [2, 6] }, 'move/illegal').message).toMatch(
      /single with a 5/,
    );
    expect(refused(s, 2, { type: 'replaceDouble', domino: [1, 5] }, 'move/illegal').message).toMatch(
      /not in your tray/,
    );
  });

  it('DH-9 (b) with the boneyard empty a single still replaces it: no draw, the replacer goes one short', () => {
    const s = table({
      racks: [
        { tray: '5-5 0-1 0-2 0-3 0-4 0-6 0-8' },
        { tray: '1-2 1-3 1-4 1-6 1-8', train: '10|11' },
        { tray: '2-4 2-5 2-6 2-8 2-9', train: '12|3' },
      ],
      phase: { kind: 'play', player: 0, slot: 0 },
      boneyard: '',
    });
    let after = act(s, 0, { type: 'discard', domino: [5, 5] });
    expect(after.phase).toEqual({ kind: 'respond', owner: 0, responder: 2 });
    expect(legal(after, 2)).toEqual([{ type: 'replaceDouble', domino: [2, 5] }]);
    expect(refused(after, 2, { type: 'pass' }, 'move/illegal').message).toMatch(/only if you can neither/);
    after = act(after, 2, { type: 'replaceDouble', domino: [2, 5] });
    expect(rack(after, 0).slot).toEqual([2, 5]);
    expect(after.outOfPlay).toContainEqual([5, 5]);
    expect(after.short).toEqual([2]);
    // No chance step: play goes on counter-clockwise from the replacer with a normal turn.
    expect(after.phase).toEqual({ kind: 'draw', player: 1 });
  });

  it('DH-9 (b) a replacement that is a double goes to the replacer`s slot and starts a new rule of doubles', () => {
    let s = drawDouble(threePlayers('12|3'), '5-5');
    s = act(s, 2, { type: 'replaceDouble', domino: [2, 5] });
    s = act(s, CHANCE, { type: 'drawn', domino: [8, 8] });
    // DH-4 for the replacer: 8-8 to their own slot (2-12 out of play), the direction turns clockwise.
    expect(rack(s, 2).slot).toEqual([8, 8]);
    expect(s.outOfPlay).toEqual(ds('2-12 5-5'));
    expect(s.direction).toBe('clockwise');
    // They still owe themselves a domino (DH-5): chance draws again before anyone answers 8-8.
    expect(s.phase).toEqual({ kind: 'replacing', player: 2, live: true });
    expect(rack(s, 2).tray).toHaveLength(4);
    s = act(s, CHANCE, { type: 'drawn', domino: [1, 10] });
    expect(rack(s, 2).tray).toEqual(ds('1-10 2-4 2-6 2-8 2-9'));
    expect(s.phase).toEqual({ kind: 'respond', owner: 2, responder: 0 });
  });

  it('DH-9 (b) each further double drawn takes the slot, sending the one before out of play', () => {
    let s = drawDouble(threePlayers('12|3'), '5-5');
    s = script(s, [[2, { type: 'replaceDouble', domino: [2, 5] }], drawn('8-8'), drawn('3-3'), drawn('0-9')]);
    expect(rack(s, 2).slot).toEqual([3, 3]);
    expect(s.outOfPlay).toEqual(ds('2-12 5-5 8-8'));
    expect(s.direction).toBe('counterclockwise');
    // 3-3 is odd: counter-clockwise from seat 2 is seat 1, whose open end is 11.
    expect(s.phase).toEqual({ kind: 'respond', owner: 2, responder: 1 });
  });

  it('DH-9 (b) a replacement double that empties the boneyard: the replacer goes on one short, the round goes on', () => {
    let s = drawDouble(threePlayers('12|3', { boneyard: '5-5 8-8' }), '5-5');
    s = script(s, [[2, { type: 'replaceDouble', domino: [2, 5] }], drawn('8-8')]);
    // No replacement is left to draw: seat 2 holds 5 and the 8-8 is live, answered from seat 2.
    expect(s.short).toEqual([2]);
    expect(rack(s, 2).tray.length + rack(s, 2).train.length).toBe(5);
    expect(rack(s, 2).slot).toEqual([8, 8]);
    expect(s.phase).toEqual({ kind: 'respond', owner: 2, responder: 0 });
    expect(s.history).toEqual([]);
  });
});

describe('DH-9 (c) passing, and the dead double', () => {
  it('DH-9 (c) pass only when neither taking nor replacing is possible', () => {
    const s = drawDouble(threePlayers('12|5'), '5-5');
    expect(refused(s, 2, { type: 'pass' }, 'move/illegal').message).toMatch(/neither take nor replace/);
  });

  it('DH-9 a chain of passes round 8 players back to the owner: the double is dead and stays in the slot', () => {
    let s = drawDouble(eightPlayers(false), '7-7');
    for (const p of [7, 6, 5, 4, 3, 2]) {
      expect(s.phase).toEqual({ kind: 'respond', owner: 0, responder: p });
      s = act(s, p, { type: 'pass' });
    }
    s = act(s, 1, { type: 'pass' });
    // Back at seat 0: dead. Seat 0 takes a normal turn, the 7-7 lying in its slot as a plain domino.
    expect(s.phase).toEqual({ kind: 'draw', player: 0 });
    expect(rack(s, 0).slot).toEqual([7, 7]);
    expect(s.direction).toBe('counterclockwise');
    // Seat 0 takes seat 3's discard and discards there, so the dead double stays where it is.
    s = script(s, [
      [0, { type: 'takeDiscard', from: 3 }],
      [0, { type: 'discard', domino: [0, 5] }],
    ]);
    // The next seat counter-clockwise takes the dead 7-7 as an ordinary draw: no rule of doubles.
    expect(s.phase).toEqual({ kind: 'draw', player: 7 });
    s = act(s, 7, { type: 'takeDiscard', from: 0 });
    expect(rack(s, 7).tray).toContainEqual([7, 7]);
    expect(s.phase).toEqual({ kind: 'play', player: 7, slot: 0 });
  });

  it('DH-10 with 2 players a pass sends the double straight back to its owner, dead', () => {
    const s = table({
      racks: [{ tray: '1-2 1-3 1-4 1-6 1-8 1-9' }, { tray: '2-3 2-4 2-6 2-8 2-9', train: '10|12' }],
    });
    const after = act(drawDouble(s, '5-5'), 1, { type: 'pass' });
    expect(after.phase).toEqual({ kind: 'draw', player: 0 });
    expect(rack(after, 0).slot).toEqual([5, 5]);
  });

  it('DH-9 a double discarded into another player`s slot is answered from its originator, the discarder', () => {
    // Four players, clockwise: seat 0 takes seat 2's discard, so discards its 6-6 into seat 2's slot.
    let s = table({
      racks: [
        { tray: '6-6 0-1 0-2 0-3 0-4', train: '9|11' },
        { tray: '1-2 1-3 1-4 1-5 1-7', train: '8|10' },
        { tray: '2-3 2-4 2-5 2-7 2-8', train: '12|11', slot: '3-12' },
        { tray: '3-4 3-5 3-7 3-8 3-9', train: '12|12' },
      ],
    });
    s = script(s, [
      [0, { type: 'takeDiscard', from: 2 }],
      [0, { type: 'discard', domino: [6, 6] }],
    ]);
    expect(rack(s, 2).slot).toEqual([6, 6]);
    // 6-6 is even: clockwise from seat 0, so seat 1 answers first, then seat 2 (the slot's
    // owner, an ordinary responder), then seat 3; never seat 0.
    expect(s.phase).toEqual({ kind: 'respond', owner: 2, responder: 1, originator: 0 });
    s = passes(s, [1, 2]);
    expect(s.phase).toEqual({ kind: 'respond', owner: 2, responder: 3, originator: 0 });
    s = act(s, 3, { type: 'pass' });
    // Back at seat 0: the double is dead in seat 2's slot, and seat 0 takes a normal turn.
    expect(s.phase).toEqual({ kind: 'draw', player: 0 });
    expect(rack(s, 2).slot).toEqual([6, 6]);
  });
});

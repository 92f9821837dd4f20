import { CHANCE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import {
  act,
  d,
  drawn,
  ds,
  game,
  legal,
  links,
  rack,
  refused,
  script,
  table,
  threeToDraw,
} from './helpers.ts';

describe('DH-4 the turn: draw, then play, then discard', () => {
  it('DH-4 a turn starts with a draw: playing or discarding first is refused', () => {
    const s = threeToDraw();
    expect(legal(s, 0)).toEqual([
      { type: 'drawBoneyard' },
      { type: 'takeDiscard', from: 1 },
      { type: 'takeDiscard', from: 2 },
    ]);
    expect(refused(s, 0, { type: 'discard', domino: [2, 5] }, 'move/illegal').message).toMatch(/draw first/);
    refused(s, 0, { type: 'play', domino: [2, 5], open: 5 }, 'move/illegal');
  });

  it('DH-4 only the player whose turn it is may act, and never chance', () => {
    const s = threeToDraw();
    refused(s, 1, { type: 'drawBoneyard' }, 'move/not-your-turn');
    refused(s, CHANCE, { type: 'drawBoneyard' }, 'move/not-your-turn');
    refused(s, 0, { type: 'drawn', domino: [8, 8] }, 'move/not-your-turn');
    expect(legal(s, 1)).toEqual([]);
  });

  it('DH-4 a boneyard draw: chance names the domino, which goes into the tray', () => {
    let s = act(threeToDraw(), 0, { type: 'drawBoneyard' });
    expect(game.actors(s)).toEqual({ kind: 'chance' });
    refused(s, CHANCE, { type: 'drawn', domino: [1, 6] }, 'move/illegal'); // in P1's slot, not the boneyard
    s = act(s, CHANCE, { type: 'drawn', domino: [8, 10] });
    expect(rack(s, 0).tray).toEqual(ds('0-10 2-5 3-9 4-4 6-11 7-12 8-10'));
    expect(s.boneyard).not.toContainEqual([8, 10]);
    expect(s.phase).toEqual({ kind: 'play', player: 0, slot: 0 });
  });

  it('DH-4 a double drawn from the boneyard goes to the own slot and ends the turn', () => {
    let s = act(threeToDraw(), 0, { type: 'drawBoneyard' });
    s = act(s, CHANCE, { type: 'drawn', domino: [8, 8] });
    expect(rack(s, 0).tray).toEqual(ds('2-5 3-9 4-4 6-11 7-12 0-10'));
    expect(rack(s, 0).slot).toEqual([8, 8]);
    // DH-8: what lay in the slot is out of play.
    expect(s.outOfPlay).toEqual([[1, 6]]);
    // No play, no discard for P1: the rule of doubles starts (8-8 is even: clockwise, P2 answers).
    expect(s.phase).toEqual({ kind: 'respond', owner: 0, responder: 1 });
    expect(legal(s, 0)).toEqual([]);
  });

  it('DH-4 taking another player`s discard: into the tray, and the discard goes back into that slot', () => {
    let s = act(threeToDraw(), 0, { type: 'takeDiscard', from: 2 });
    expect(rack(s, 0).tray).toContainEqual([5, 12]);
    expect(rack(s, 2).slot).toBeNull();
    expect(s.phase).toEqual({ kind: 'play', player: 0, slot: 2 });
    s = act(s, 0, { type: 'discard', domino: [7, 12] });
    expect(rack(s, 2).slot).toEqual([7, 12]);
    // The taker's own slot keeps its discard, still there for the others to take.
    expect(rack(s, 0).slot).toEqual([1, 6]);
    expect(s.outOfPlay).toEqual([]);
    expect(s.phase).toEqual({ kind: 'draw', player: 1 });
  });

  it('DH-4 no taking from the own slot, nor from an empty one', () => {
    const s = threeToDraw();
    expect(refused(s, 0, { type: 'takeDiscard', from: 0 }, 'move/illegal').message).toMatch(/own slot/);
    const empty = table({
      racks: [{ tray: '1-2 1-3 1-4 1-5 1-6 1-7' }, { tray: '2-3 2-4 2-5 2-6 2-7 2-8' }],
    });
    expect(refused(empty, 0, { type: 'takeDiscard', from: 1 }, 'move/illegal').message).toMatch(
      /P2's slot is empty/,
    );
    refused(empty, 0, { type: 'takeDiscard', from: 5 }, 'move/illegal');
  });

  it('DH-4 a double taken from a discard slot is an ordinary draw', () => {
    let s = table({
      racks: [{ tray: '1-2 1-3 1-4 1-5 1-6 1-7' }, { tray: '2-3 2-4 2-5 2-6 2-7 2-8', slot: '9-9' }],
    });
    s = act(s, 0, { type: 'takeDiscard', from: 1 });
    expect(rack(s, 0).tray).toContainEqual([9, 9]);
    expect(s.phase).toEqual({ kind: 'play', player: 0, slot: 1 });
    expect(s.direction).toBe('clockwise');
  });

  it('DH-4 with the boneyard empty, a discard must be taken', () => {
    const s = table({
      racks: [{ tray: '1-2 1-3 1-4 1-5 1-6 1-7' }, { tray: '2-3 2-4 2-5 2-6 2-7 2-8', slot: '9-10' }],
      boneyard: '',
    });
    expect(legal(s, 0)).toEqual([{ type: 'takeDiscard', from: 1 }]);
    expect(refused(s, 0, { type: 'drawBoneyard' }, 'move/illegal').message).toMatch(/boneyard is empty/);
  });

  it('DH-4 playing is optional: the discard may follow the draw at once', () => {
    let s = script(threeToDraw(), [[0, { type: 'drawBoneyard' }], drawn('8-10')]);
    const moves = legal(s, 0);
    expect(moves.filter((m) => m.type === 'discard')).toHaveLength(7);
    s = act(s, 0, { type: 'discard', domino: [8, 10] });
    expect(rack(s, 0).train).toEqual([]);
    expect(rack(s, 0).slot).toEqual([8, 10]);
    expect(s.outOfPlay).toEqual([[1, 6]]);
    expect(s.phase).toEqual({ kind: 'draw', player: 1 });
  });

  it('DH-4 one play at most: after playing, only a discard', () => {
    let s = script(threeToDraw(), [
      [0, { type: 'drawBoneyard' }],
      drawn('8-10'),
      [0, { type: 'play', domino: [8, 10], open: 10 }],
    ]);
    expect(legal(s, 0).every((m) => m.type === 'discard')).toBe(true);
    refused(s, 0, { type: 'play', domino: [0, 10] }, 'move/illegal');
    s = act(s, 0, { type: 'discard', domino: [0, 10] });
    expect(rack(s, 0).train).toEqual(links('8|10'));
  });

  it('DH-5 every turn ends with 6 dominoes between tray and train', () => {
    let s = threeToDraw();
    s = script(s, [
      [0, { type: 'drawBoneyard' }],
      drawn('8-10'),
      [0, { type: 'play', domino: [8, 10], open: 10 }],
      [0, { type: 'discard', domino: [7, 12] }],
      [1, { type: 'takeDiscard', from: 0 }],
      [1, { type: 'play', domino: [1, 2], open: 2 }],
      [1, { type: 'discard', domino: [8, 9] }],
      [2, { type: 'drawBoneyard' }],
      drawn('4-5'),
      [2, { type: 'discard', domino: [4, 5] }],
    ]);
    expect(s.racks.map((r) => r.tray.length + r.train.length)).toEqual([6, 6, 6]);
    expect(s.phase).toEqual({ kind: 'draw', player: 0 });
  });
});

describe('DH-6 the train', () => {
  const playing = (train: string, tray: string) =>
    table({
      racks: [{ tray, train }, { tray: '11-11 11-12 10-11 9-11 8-11 7-11' }],
      phase: { kind: 'play', player: 0, slot: 0 },
    });

  it('DH-6 the first domino may be any; its player chooses which number stays open', () => {
    const s = playing('', '1-2 3-3 4-5 6-7 8-9 9-10 0-12');
    const plays = legal(s, 0).filter((m) => m.type === 'play');
    expect(plays).toHaveLength(13); // 6 singles two ways round, and the double one way
    expect(plays).toContainEqual({ type: 'play', domino: [3, 3], open: 3 });
    const a = act(s, 0, { type: 'play', domino: [4, 5], open: 4 });
    expect(rack(a, 0).train).toEqual(links('5|4'));
    const b = act(s, 0, { type: 'play', domino: [4, 5], open: 5 });
    expect(rack(b, 0).train).toEqual(links('4|5'));
    expect(refused(s, 0, { type: 'play', domino: [4, 5] }, 'move/illegal').message).toMatch(/stays open/);
    refused(s, 0, { type: 'play', domino: [4, 5], open: 6 }, 'move/illegal');
  });

  it('DH-6 a later domino must match the open end, and its other number becomes the open end', () => {
    const s = playing('7|3', '3-9 2-3 4-5 6-6 8-10 0-1');
    expect(legal(s, 0).filter((m) => m.type === 'play')).toEqual([
      { type: 'play', domino: [2, 3] },
      { type: 'play', domino: [3, 9] },
    ]);
    const next = act(s, 0, { type: 'play', domino: [3, 9] });
    expect(rack(next, 0).train).toEqual(links('7|3 3|9'));
    const error = refused(s, 0, { type: 'play', domino: [4, 5] }, 'move/illegal');
    expect(error.message).toMatch(/4:5 does not match your open end 3/);
    expect(refused(s, 0, { type: 'play', domino: [3, 9], open: 9 }, 'move/illegal').message).toMatch(
      /first domino/,
    );
    refused(s, 0, { type: 'play', domino: [1, 3] }, 'move/illegal'); // not in the tray
  });

  it('DH-6 a double matches its own number and leaves the open end unchanged', () => {
    const s = playing('7|6', '6-6 3-9 2-3 4-5 8-10 0-1');
    const next = act(s, 0, { type: 'play', domino: [6, 6] });
    expect(rack(next, 0).train).toEqual(links('7|6 6|6'));
    expect(rack(next, 0).train.at(-1)?.[1]).toBe(6);
  });

  it('DH-6 a train holds at most 6 dominoes', () => {
    // Six on the train, one in the tray: only reachable mid-turn, and only a discard is left.
    const s = table({
      racks: [{ tray: '', train: '1|2 2|3 3|4 4|5 5|6 6|7' }, { tray: '11-11 11-12 10-11 9-11 8-11 7-11' }],
      phase: { kind: 'draw', player: 0 },
    });
    const drew = script(s, [[0, { type: 'drawBoneyard' }], drawn('7-8')]);
    expect(legal(drew, 0)).toEqual([{ type: 'discard', domino: [7, 8] }]);
    expect(refused(drew, 0, { type: 'play', domino: [7, 8] }, 'move/illegal').message).toMatch(/full/);
  });
});

describe('DH-8 the discard slot', () => {
  it('DH-8 a discard sends the domino already in the slot out of play, face up', () => {
    let s = script(threeToDraw(), [
      [0, { type: 'drawBoneyard' }],
      drawn('8-10'),
      [0, { type: 'discard', domino: [2, 5] }],
    ]);
    expect(rack(s, 0).slot).toEqual([2, 5]);
    expect(s.outOfPlay).toEqual([[1, 6]]);
    s = script(s, [[1, { type: 'drawBoneyard' }], drawn('0-4'), [1, { type: 'discard', domino: [0, 4] }]]);
    expect(s.outOfPlay).toEqual(ds('1-6 9-11'));
    expect(rack(s, 1).slot).toEqual(d('0-4'));
  });

  it('DH-8 a discard must come from the tray', () => {
    const s = script(threeToDraw(), [[0, { type: 'drawBoneyard' }], drawn('8-10')]);
    expect(refused(s, 0, { type: 'discard', domino: [1, 1] }, 'move/illegal').message).toMatch(
      /not in your tray/,
    );
  });
});

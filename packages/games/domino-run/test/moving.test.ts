/** DR-5 rolling and moving, with the seed's two worked examples. */
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { expectRefused, movesOf, play, position } from './helpers.ts';

describe('DR-5 the seed examples', () => {
  // The white cube on the blank of 0:5; ahead: 5, then 1 and 4.
  const twoFives = () => position({ line: '24 05 14 23 36', enemy: 0, player: 2, dice: [5, 5] });

  it('DR-5 seed example: with two 5s, the first 5 pays the 5 pip space and stops there', () => {
    const s = twoFives();
    expect(movesOf(s, 'useDie')).toEqual([{ type: 'useDie', face: 5, spaces: 1 }]);
    expectRefused(s, { type: 'useDie', face: 5, spaces: 2 }, 'move/illegal');
  });

  it('DR-5 seed example: the second 5 moves through the 1 and the 4', () => {
    const s = play(twoFives(), { type: 'useDie', face: 5, spaces: 1 });
    expect(s.player).toBe(3);
    expect(movesOf(s, 'useDie').map((m) => m.spaces)).toEqual([1, 2]);
    const end = play(s, { type: 'useDie', face: 5, spaces: 2 });
    expect(end.player).toBe(5);
    expect(end.dice).toEqual([]);
  });

  // FAQ: dice 5 and 4 over [5][3] [0][0] [1][2]; the white cube on the 5 of 1:5.
  const faq = () => position({ line: '15 53 00 12 34', enemy: 0, player: 1, dice: [5, 4] });

  it('FAQ dice 5 and 4 over [5][3][0][0][1][2]: the 4 pays the 3, crosses the blanks and reaches the 1', () => {
    const s = play(faq(), { type: 'useDie', face: 5, spaces: 1 });
    expect(movesOf(s, 'useDie').map((m) => m.spaces)).toEqual([1, 2, 3, 4]);
    expectRefused(s, { type: 'useDie', face: 4, spaces: 5 }, 'move/illegal');
    const end = play(s, { type: 'useDie', face: 4, spaces: 4 });
    expect(end.player).toBe(6);
    // On the way the white cube entered the second blank of the 0:0, a key (DR-6).
    expect(end.line[2]).toMatchObject({ first: 0, second: 0, faceDown: true });
    expect(end.phase).toBe('treasure');
  });

  it('FAQ after the dice are used, blanks are entered for free, but not the 1 beyond them', () => {
    // Stopping the 4 on the 3 loses its leftover 1.
    const s = play(faq(), { type: 'useDie', face: 5, spaces: 1 }, { type: 'useDie', face: 4, spaces: 1 });
    expect(s.dice).toEqual([]);
    const blanks = play(s, { type: 'step' }, { type: 'step' }, { type: 'chooseTreasure', treasure: 'die' });
    expect(blanks.player).toBe(5);
    expect(movesOf(blanks, 'step')).toEqual([]);
    expectRefused(blanks, { type: 'step' }, 'move/illegal');
  });
});

describe('DR-5 using dice', () => {
  it('DR-5 dice are used one at a time in any order', () => {
    const line = '11 23 45 62 12 34';
    const s = position({ line, enemy: 0, player: 1, dice: [6, 2] });
    const smallFirst = play(
      s,
      { type: 'useDie', face: 2, spaces: 1 },
      { type: 'useDie', face: 6, spaces: 1 },
    );
    const bigFirst = play(s, { type: 'useDie', face: 6, spaces: 2 });
    expect(smallFirst.player).toBe(3);
    expect(smallFirst.dice).toEqual([]);
    // The 6 alone pays the 2 and the 3; the 2 left cannot pay the 4 that follows.
    expect(bigFirst.player).toBe(3);
    expect(bigFirst.dice).toEqual([2]);
    expect(movesOf(bigFirst, 'useDie')).toEqual([]);
  });

  it('DR-5 the player may stop at any time: every distance the budget covers is a move', () => {
    // Ahead of the white cube: 1, 2, 1, 3 — the 6 pays three of them.
    const s = position({ line: '01 12 13 14 23', enemy: 0, player: 1, dice: [6, 1] });
    expect(movesOf(s, 'useDie')).toEqual([
      { type: 'useDie', face: 6, spaces: 1 },
      { type: 'useDie', face: 6, spaces: 2 },
      { type: 'useDie', face: 6, spaces: 3 },
      { type: 'useDie', face: 1, spaces: 1 },
    ]);
    const ended = play(s, { type: 'useDie', face: 6, spaces: 1 }, { type: 'endMove' });
    expect(ended.dice).toEqual([]);
  });

  it('DR-5 a die that cannot pay the next space has no move, and its leftover is lost', () => {
    const s = position({ line: '11 12 45 13 34', enemy: 0, player: 3, dice: [3, 3] });
    expect(movesOf(s, 'useDie')).toEqual([]);
    expectRefused(s, { type: 'useDie', face: 3, spaces: 1 }, 'move/illegal');
    // Combined, 3+3 pays the 4 but not the 5 after it.
    expect(movesOf(s, 'combineDice')).toEqual([{ type: 'combineDice', faces: [3, 3], spaces: 1 }]);
  });

  it('DR-5 two dice showing the same face are one choice, listed once', () => {
    // Ahead of the 3: a blank, a 1, a blank, then a 2 that the 1 left cannot pay.
    const s = position({ line: '13 01 02 34 56', enemy: 0, player: 1, dice: [2, 2] });
    expect(movesOf(s, 'useDie')).toEqual([
      { type: 'useDie', face: 2, spaces: 1 },
      { type: 'useDie', face: 2, spaces: 2 },
      { type: 'useDie', face: 2, spaces: 3 },
    ]);
  });

  it('DR-5 two unused dice may be combined into one budget, their sum', () => {
    const s = position({ line: '12 66 13 24 45', enemy: 0, player: 1, dice: [4, 3, 1], pool: 3 });
    // Alone no die pays the 6; 4+3 pays it and the next 6 is too much.
    expect(movesOf(s, 'useDie')).toEqual([]);
    expect(movesOf(s, 'combineDice')).toEqual([{ type: 'combineDice', faces: [4, 3], spaces: 1 }]);
    const after = play(s, { type: 'combineDice', faces: [3, 4], spaces: 1 });
    expect(after.player).toBe(2);
    expect(after.dice).toEqual([1]);
    expect(after.combined).toBe(true);
  });

  it('DR-5 only once per turn: a second combination is refused', () => {
    const s = position({ line: '01 12 13 23 45 16', enemy: 0, player: 1, dice: [2, 2, 1, 1], pool: 4 });
    const once = play(s, { type: 'combineDice', faces: [1, 1], spaces: 1 });
    expect(movesOf(once, 'combineDice')).toEqual([]);
    expectRefused(once, { type: 'combineDice', faces: [2, 2], spaces: 1 }, 'move/illegal');
  });

  it('DR-5 the next roll resets the dice, the combination and the abilities used', () => {
    const s = position({
      line: '01 12 13 23 45 16 22 33',
      enemy: 0,
      player: 3,
      dice: [1],
      combined: true,
      abilities: [35],
      abilitiesUsed: [35],
    });
    const next = play(s, { type: 'endMove' });
    expect(next.phase).toBe('roll');
    const rolled = unwrapRoll(next, [3, 1]);
    expect(rolled).toMatchObject({ turn: 2, dice: [3, 1], combined: false, abilitiesUsed: [] });
  });
});

function unwrapRoll(s: ReturnType<typeof position>, dice: number[]) {
  const r = dominoRun.apply(s, 'chance', { type: 'roll', dice });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

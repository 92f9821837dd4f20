/** Untrusted input: malformed moves, moves out of turn or out of phase, all refused with a code and no change. */
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { expectRefused, position } from './helpers.ts';

const moving = () => position({ line: '12 23 34 45 56 16', enemy: 0, player: 3, dice: [5, 2] });

describe('parseMove', () => {
  it.each([
    ['not an object', 'useDie'],
    ['null', null],
    ['a list', [1, 2]],
    ['an unknown type', { type: 'fly' }],
    ['a prototype name', { type: 'constructor' }],
    ['a missing field', { type: 'useDie', face: 5 }],
    ['an extra field', { type: 'endMove', now: true }],
    ['a fractional face', { type: 'useDie', face: 5.5, spaces: 1 }],
    ['a string distance', { type: 'useDie', face: 5, spaces: '1' }],
    ['one face to combine', { type: 'combineDice', faces: [5], spaces: 1 }],
    ['an unknown treasure', { type: 'chooseTreasure', treasure: 'gold' }],
    ['a huge number', { type: 'useDie', face: 1e300, spaces: 1 }],
    ['five dice rolled', { type: 'roll', dice: [1, 2, 3, 4, 5] }],
  ])('refuses %s as move/malformed', (_why, raw) => {
    const parsed = dominoRun.parseMove(raw);
    expect(parsed).toMatchObject({ ok: false, error: { code: 'move/malformed' } });
  });

  it('puts a combination and a roll in canonical form, highest face first', () => {
    expect(dominoRun.parseMove({ type: 'combineDice', faces: [2, 5], spaces: 1 })).toEqual({
      ok: true,
      value: { type: 'combineDice', faces: [5, 2], spaces: 1 },
    });
    expect(dominoRun.parseMove({ type: 'roll', dice: [1, 6, 3] })).toMatchObject({
      value: { dice: [6, 3, 1] },
    });
  });
});

describe('apply refuses and changes nothing', () => {
  it('refuses a die nobody rolled, a distance the die cannot pay, and a zero distance', () => {
    expectRefused(moving(), { type: 'useDie', face: 6, spaces: 1 }, 'move/illegal');
    expectRefused(moving(), { type: 'useDie', face: 5, spaces: 3 }, 'move/illegal');
    expectRefused(moving(), { type: 'useDie', face: 5, spaces: 0 }, 'move/illegal');
    expectRefused(moving(), { type: 'combineDice', faces: [5, 5], spaces: 1 }, 'move/illegal');
  });

  it('refuses moves of another phase with a message saying what is awaited', () => {
    expectRefused(moving(), { type: 'chooseTreasure', treasure: 'die' }, 'move/illegal');
    expectRefused(moving(), { type: 'keep' }, 'move/illegal');
    expectRefused(moving(), { type: 'sacrificeDie' }, 'move/illegal');
    const r = dominoRun.apply(moving(), 0, { type: 'keep' });
    expect(!r.ok && r.error.message).toMatch(/move, or end the move/);
  });

  it('refuses chance moves from the player, player moves from chance, and a second player', () => {
    expectRefused(moving(), { type: 'roll', dice: [6, 6] }, 'move/not-your-turn');
    expectRefused(moving(), { type: 'place', tile: 0 }, 'move/not-your-turn');
    expectRefused(moving(), { type: 'endMove' }, 'move/not-your-turn', 'chance');
    const r = dominoRun.apply(moving(), 1, { type: 'endMove' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'move/not-your-turn', message: 'a solo game has one player: seat 2 does not exist' },
    });
    const rolling = position({ line: '12 23 34 45 56 16', enemy: 0, player: 3, phase: 'roll' });
    expectRefused(rolling, { type: 'endMove' }, 'move/not-your-turn');
  });

  it('refuses impossible chance outcomes: a tile not in the pile, a face beyond 6, a roll of the wrong size', () => {
    const rolling = position({ line: '12 23 34 45 56 16', enemy: 0, player: 3, phase: 'roll' });
    expectRefused(rolling, { type: 'roll', dice: [7, 1] }, 'move/illegal', 'chance');
    expectRefused(rolling, { type: 'roll', dice: [6, 6, 6] }, 'move/illegal', 'chance');
    expectRefused(rolling, { type: 'place', tile: 12 }, 'move/illegal', 'chance');
    const refill = position({ line: '12 23 34', enemy: 0, player: 3, phase: 'refill' });
    expectRefused(refill, { type: 'place', tile: 23 }, 'move/illegal', 'chance');
    expectRefused(refill, { type: 'place', tile: 7 }, 'move/illegal', 'chance');
    expectRefused(refill, { type: 'drawAbility', tile: 45 }, 'move/illegal', 'chance');
  });
});

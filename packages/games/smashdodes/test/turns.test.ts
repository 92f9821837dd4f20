/**
 * SD-6, SD-7, SD-10 and the move gate: who starts, what a turn may be, and
 * refusals that change nothing.
 */
import { CHANCE, stableHash } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { smashdodes as game } from '../src/game.ts';
import { initialState } from '../src/rules/setup.ts';
import type { SmashMove, SmashState } from '../src/types.ts';
import { A, B, DIE, OPTIONS, position } from './helpers.ts';

const attack = (
  die: number,
  target: number,
  velocity: [number, number, number] = [1000, 0, 0],
  lift = 0,
): SmashMove => ({
  type: 'attack',
  die,
  target,
  velocity,
  lift,
  spin: [0, 0, 0],
});
const drop = (die: number, x = 0, z = 0, height = 80): SmashMove => ({
  type: 'drop',
  die,
  x,
  z,
  height,
  spin: [0, 0, 0],
});

function refused(state: SmashState, actor: number | typeof CHANCE, move: unknown, code: string) {
  const before = stableHash(state);
  const parsed = game.parseMove(move);
  const r = parsed.ok ? game.apply(state, actor, parsed.value) : parsed;
  expect(r).toMatchObject({ ok: false, error: { code } });
  expect(stableHash(state)).toBe(before);
}

describe('SD-6 the start', () => {
  const start = initialState(OPTIONS);

  it('SD-6 every die starts in its owner’s hand and the D20s roll off', () => {
    expect(start.dice.every((d) => d.place.at === 'hand')).toBe(true);
    expect(game.actors(start)).toEqual({ kind: 'chance' });
  });

  it('SD-6 the higher D20 roll goes first', () => {
    const r = game.apply(start, CHANCE, { type: 'rollOff', rolls: [7, 15] });
    expect(r.ok && r.value.stage).toEqual({ kind: 'turn', player: B, misses: 0, locked: null, aimed: null });
  });

  it('SD-6 a tied roll-off rolls again', () => {
    const r = game.apply(start, CHANCE, { type: 'rollOff', rolls: [11, 11] });
    expect(r.ok && r.value.stage).toEqual({ kind: 'rollOff' });
    expect(r.ok && r.value.rollOffs).toEqual([[11, 11]]);
  });

  it('SD-6 a D20 cannot roll 21, nor a player roll for chance', () => {
    refused(start, CHANCE, { type: 'rollOff', rolls: [21, 3] }, 'move/illegal');
    refused(start, A, { type: 'rollOff', rolls: [20, 3] }, 'move/not-your-turn');
  });
});

describe('SD-7 a turn', () => {
  const s = position([
    { die: DIE.A_D8A, x: -0.05, z: 0, value: 5 },
    { die: DIE.B_D8A, x: 0.05, z: 0, value: 5 },
    { die: DIE.B_D10A, x: 0.05, z: 0.06, value: 6 },
    { die: DIE.A_D4A, x: -0.05, z: -0.06, value: 4 },
  ]);

  it('SD-7 a drop-roll is released over the target circle from 2 to 15 cm', () => {
    expect(game.isLegal?.(s, A, drop(DIE.A_D20, 21, 21, 20))).toBe(true);
    expect(game.isLegal?.(s, A, drop(DIE.A_D20, 22, 22))).toBe(false);
    expect(game.isLegal?.(s, A, drop(DIE.A_D20, 0, 0, 19))).toBe(false);
    expect(game.isLegal?.(s, A, drop(DIE.A_D20, 0, 0, 151))).toBe(false);
    refused(s, A, drop(DIE.A_D20, 30, 1), 'move/illegal');
  });

  it('SD-7 only dice in your own hand can be drop-rolled', () => {
    refused(s, A, drop(DIE.B_D20), 'move/illegal');
    refused(s, A, drop(DIE.A_D8A), 'move/illegal');
  });

  it('SD-7 an attack on an opponent die of equal value is allowed', () => {
    const r = game.apply(s, A, attack(DIE.A_D8A, DIE.B_D8A));
    expect(r.ok && r.value.stage).toMatchObject({
      kind: 'turn',
      player: A,
      aimed: attack(DIE.A_D8A, DIE.B_D8A),
    });
    expect(r.ok && game.actors(r.value)).toEqual({ kind: 'chance' });
  });

  it('SD-7 an attack on a die of higher value is refused before it is shot', () => {
    const before = stableHash(s);
    const r = game.apply(s, A, attack(DIE.A_D8A, DIE.B_D10A));
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'move/illegal', message: 'a 5 cannot attack a 6 (SD-7)' },
    });
    expect(stableHash(s)).toBe(before);
  });

  it('SD-7 you cannot attack your own dice, nor with dice not in play', () => {
    refused(s, A, attack(DIE.A_D8A, DIE.A_D4A), 'move/illegal');
    refused(s, A, attack(DIE.A_D20, DIE.B_D8A), 'move/illegal');
  });

  it('SD-7 launch speed at most 3 m/s, lift at most 15 cm', () => {
    expect(game.isLegal?.(s, A, attack(DIE.A_D8A, DIE.B_D8A, [1800, 0, 2400], 150))).toBe(true);
    expect(game.isLegal?.(s, A, attack(DIE.A_D8A, DIE.B_D8A, [1800, 1, 2400]))).toBe(false);
    expect(game.isLegal?.(s, A, attack(DIE.A_D8A, DIE.B_D8A, [1000, 0, 0], 151))).toBe(false);
    expect(game.isLegal?.(s, A, attack(DIE.A_D8A, DIE.B_D8A, [1000, 0, 0], -1))).toBe(false);
  });

  it('SD-7 the sampled legal moves are all legal and include drops and attacks', () => {
    const legal = game.legalMoves(s, A);
    expect(legal.every((m) => game.isLegal?.(s, A, m))).toBe(true);
    expect(legal.some((m) => m.type === 'drop' && m.die === DIE.A_D20)).toBe(true);
    expect(legal.some((m) => m.type === 'attack' && m.target === DIE.B_D8A)).toBe(true);
    expect(legal.some((m) => m.type === 'attack' && m.target === DIE.B_D10A)).toBe(false);
    expect(game.legalMoves(s, B)).toEqual([]);
  });
});

describe('SD-10 skipping', () => {
  it('SD-10 you may skip when you have dice in play and your opponent has none', () => {
    const s = position([{ die: DIE.A_D8A, x: 0, z: 0, value: 3 }]);
    expect(game.legalMoves(s, A)).toContainEqual({ type: 'skip' });
    const r = game.apply(s, A, { type: 'skip' });
    expect(r.ok && r.value.stage).toMatchObject({ kind: 'turn', player: B });
  });

  it('SD-10 you may not skip while you can drop or attack and your opponent has dice in play', () => {
    const s = position([
      { die: DIE.A_D8A, x: 0, z: 0, value: 3 },
      { die: DIE.B_D8A, x: 0.05, z: 0, value: 3 },
    ]);
    expect(game.legalMoves(s, A)).not.toContainEqual({ type: 'skip' });
    refused(s, A, { type: 'skip' }, 'move/illegal');
  });

  it('SD-10 you must skip with no die in hand and nothing your dice in play can attack', () => {
    const mine = [0, 1, 2, 3, 4, 5, 6].map((die, k) => ({ die, x: -0.15 + k * 0.03, z: -0.1, value: 1 }));
    const s = position([...mine, { die: DIE.B_D20, x: 0.05, z: 0.05, value: 20 }]);
    expect(game.legalMoves(s, A)).toEqual([{ type: 'skip' }]);
  });

  it('SD-10 you may not skip while you must shoot a die again (SD-9)', () => {
    const s = position([{ die: DIE.A_D8A, x: 0, z: 0, value: 3 }], {}, { misses: 1, locked: DIE.A_D20 });
    expect(game.legalMoves(s, A).every((m) => m.type === 'drop' && m.die === DIE.A_D20)).toBe(true);
    refused(s, A, { type: 'skip' }, 'move/illegal');
    refused(s, A, drop(DIE.A_D4A), 'move/illegal');
  });
});

describe('bad input changes nothing', () => {
  const s = position([{ die: DIE.A_D8A, x: 0, z: 0, value: 3 }]);

  it('malformed moves are refused with move/malformed', () => {
    for (const raw of [
      null,
      3,
      'skip',
      {},
      { type: 'skip', extra: 1 },
      { type: 'drop', die: 1 },
      { ...drop(6), x: 1.5 },
      { ...drop(6), spin: [1, 2] },
    ])
      expect(game.parseMove(raw)).toMatchObject({ ok: false, error: { code: 'move/malformed' } });
  });

  it('moves out of turn, by chance, or after the end are refused with their codes', () => {
    refused(s, B, drop(DIE.B_D20), 'move/not-your-turn');
    refused(s, CHANCE, drop(DIE.A_D20), 'move/not-your-turn');
    // Players are named from 1 in the words, as everywhere on the screen.
    const byB = game.apply(s, B, drop(DIE.B_D20));
    expect(!byB.ok && byB.error.message).toBe('player 2 may not act now');
    const byChance = game.apply(s, CHANCE, drop(DIE.A_D20));
    expect(!byChance.ok && byChance.error.message).toBe("it is player 1's turn, not chance's");
    refused(s, A, { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 }, 'move/not-your-turn');
    const over: SmashState = { ...s, stage: { kind: 'over', winner: A, reason: 'test' } };
    refused(over, A, drop(DIE.A_D20), 'move/game-over');
  });
});

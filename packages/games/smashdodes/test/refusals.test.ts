/**
 * Issue #20: a refused shot names its reason (rules/refusals.ts), so that a
 * player is told it in plain words; the message stays as the log knows it.
 */
import type { GameError } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { smashdodes as game } from '../src/game.ts';
import type { SmashMove, SmashState } from '../src/types.ts';
import { A, DIE, position } from './helpers.ts';

const attack = (
  die: number,
  target: number,
  velocity: [number, number, number] = [1000, 0, 0],
): SmashMove => ({
  type: 'attack',
  die,
  target,
  velocity,
  lift: 0,
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

function refusal(state: SmashState, move: SmashMove): GameError {
  const r = game.apply(state, A, move);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return r.error;
}

describe('refusals name their reason', () => {
  const s = position([
    { die: DIE.A_D8A, x: -0.05, z: 0, value: 5 },
    { die: DIE.B_D8A, x: 0.05, z: 0, value: 5 },
    { die: DIE.B_D10A, x: 0.05, z: 0.06, value: 6 },
    { die: DIE.A_D4A, x: -0.05, z: -0.06, value: 4 },
  ]);

  it('SD-7 an attack on a die of higher value', () => {
    expect(refusal(s, attack(DIE.A_D8A, DIE.B_D10A))).toMatchObject({
      code: 'move/illegal',
      reason: 'attackHigher',
      params: { attacker: 5, target: 6 },
      message: 'a 5 cannot attack a 6 (SD-7)',
    });
  });

  it('SD-7 an attack on an own die, and a shot too strong', () => {
    expect(refusal(s, attack(DIE.A_D8A, DIE.A_D4A)).reason).toBe('notOpponentsDie');
    expect(refusal(s, attack(DIE.A_D8A, DIE.B_D8A, [1800, 1, 2400]))).toMatchObject({
      reason: 'tooFast',
      params: { max: 3000 },
    });
  });

  it('SD-7 a drop outside the target circle, or of a die not in the hand', () => {
    expect(refusal(s, drop(DIE.A_D20, 30, 1)).reason).toBe('outsideCircle');
    expect(refusal(s, drop(DIE.A_D8A)).reason).toBe('notInHand');
  });

  it('SD-9 a missed shot locks the die: the same die again', () => {
    const locked = position([{ die: DIE.A_D8A, x: 0, z: 0, value: 3 }], {}, { misses: 1, locked: DIE.A_D20 });
    expect(refusal(locked, drop(DIE.A_D4A)).reason).toBe('sameDieAgain');
    expect(refusal(locked, { type: 'skip' }).reason).toBe('sameDieAgain');
  });

  it('SD-10 no skipping while a drop or an attack is possible', () => {
    const both = position([
      { die: DIE.A_D8A, x: 0, z: 0, value: 3 },
      { die: DIE.B_D8A, x: 0.05, z: 0, value: 3 },
    ]);
    expect(refusal(both, { type: 'skip' }).reason).toBe('mayNotSkip');
  });
});

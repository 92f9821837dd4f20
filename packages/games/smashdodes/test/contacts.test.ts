/**
 * SD-5, SD-8, SD-9, SD-11: what a shot does once the dice have settled,
 * from scripted outcomes (no physics).
 */
import { describe, expect, it } from 'vitest';
import { resolveShot } from '../src/rules/resolve.ts';
import type { AttackShot, DropShot, Execute, SmashState, Stage } from '../src/types.ts';
import { A, B, DIE, inBand, outcome, position, restingPose, stayed } from './helpers.ts';

const EXECUTE: Execute = { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 };
const FROM_HAND: Execute = { ...EXECUTE, tumble: [0, 0, 0, 1_000_000] };

const turnOf = (s: SmashState) => s.stage as Extract<Stage, { kind: 'turn' }>;
const placeOf = (s: SmashState, die: number) => s.dice[die]?.place.at;

function attack(die: number, target: number): AttackShot {
  return { type: 'attack', die, target, velocity: [1000, 0, 0], lift: 0, spin: [0, 0, 0] };
}
function drop(die: number): DropShot {
  return { type: 'drop', die, x: 0, z: 0, height: 80, spin: [0, 0, 0] };
}

describe('SD-5 where the dice end', () => {
  const before = position([
    { die: DIE.A_D8A, x: -0.05, z: 0, value: 6 },
    { die: DIE.B_D4A, x: 0.05, z: 0, value: 2 },
    { die: DIE.B_D8A, x: 0.08, z: 0.02, value: 3 },
  ]);

  it('SD-5 an opponent die knocked into the band is KO, one knocked off the board goes back to its hand', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome(
        { [DIE.A_D8A]: restingPose('d8', 0.02, 0, 5), [DIE.B_D4A]: inBand('d4', 2), [DIE.B_D8A]: null },
        DIE.B_D4A,
      ),
    );
    expect(placeOf(after, DIE.B_D4A)).toBe('ko');
    expect(placeOf(after, DIE.B_D8A)).toBe('hand');
    expect(after.dice[DIE.A_D8A]?.place).toMatchObject({ at: 'play', value: 5 });
    expect(after.stage).toMatchObject({ kind: 'turn', player: B, misses: 0 });
    expect(after.last?.changes).toEqual([
      { die: DIE.B_D4A, to: 'ko', why: 'oob' },
      { die: DIE.B_D8A, to: 'hand', why: 'oop' },
    ]);
  });

  it('SD-5 the shot die itself ending OoB after touching a die is KO', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome({ [DIE.A_D8A]: inBand('d8', 1), [DIE.B_D4A]: stayed(before, DIE.B_D4A) }, DIE.B_D4A),
    );
    expect(placeOf(after, DIE.A_D8A)).toBe('ko');
  });
});

describe('SD-8 contacts', () => {
  const before = position([
    { die: DIE.A_D8A, x: -0.05, z: 0, value: 4 },
    { die: DIE.A_D4A, x: 0, z: 0.05, value: 1 },
    { die: DIE.B_D4A, x: 0.05, z: 0, value: 2 },
    { die: DIE.B_D20, x: 0.1, z: 0, value: 9 },
  ]);

  it('SD-8 first contact with your own dode forfeits the turn and voids OoB knock-outs', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome(
        {
          [DIE.A_D8A]: restingPose('d8', 0.03, 0, 4),
          [DIE.A_D4A]: restingPose('d4', 0.0, 0.07, 1),
          [DIE.B_D4A]: inBand('d4', 2),
          [DIE.B_D20]: restingPose('d20', 0.23, 0.05, 9),
        },
        DIE.A_D4A,
      ),
    );
    expect(after.last?.forfeit).toBe(true);
    expect(placeOf(after, DIE.B_D4A)).toBe('hand');
    // Even the D20 comes back to its hand: no win (SD-11 needs it KO).
    expect(placeOf(after, DIE.B_D20)).toBe('hand');
    expect(after.stage).toMatchObject({ kind: 'turn', player: B });
    expect(after.last?.changes).toContainEqual({ die: DIE.B_D4A, to: 'hand', why: 'voided' });
  });

  it('SD-8 in an attack, first contact with a higher opponent die forfeits the turn', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome(
        {
          [DIE.A_D8A]: restingPose('d8', 0.08, 0, 4),
          [DIE.B_D20]: restingPose('d20', 0.15, 0, 9),
          [DIE.B_D4A]: inBand('d4', 2),
        },
        DIE.B_D20,
      ),
    );
    expect(after.last?.forfeit).toBe(true);
    expect(placeOf(after, DIE.B_D4A)).toBe('hand');
  });

  it('SD-8 in a drop-roll, first contact with a higher opponent die is allowed', () => {
    const s = position([{ die: DIE.B_D20, x: 0.02, z: 0, value: 20 }]);
    const after = resolveShot(
      s,
      turnOf(s),
      drop(DIE.A_D4A),
      FROM_HAND,
      outcome({ [DIE.A_D4A]: restingPose('d4', 0, 0, 1), [DIE.B_D20]: inBand('d20', 20) }, DIE.B_D20),
    );
    expect(after.last?.forfeit).toBe(false);
    expect(placeOf(after, DIE.B_D20)).toBe('ko');
    expect(after.stage).toMatchObject({ kind: 'over', winner: A });
  });

  it('SD-8 first contact with a lower or equal opponent die does not forfeit', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome({ [DIE.A_D8A]: restingPose('d8', 0.03, 0, 4), [DIE.B_D4A]: inBand('d4', 2) }, DIE.B_D4A),
    );
    expect(after.last?.forfeit).toBe(false);
    expect(placeOf(after, DIE.B_D4A)).toBe('ko');
  });

  it('SD-8 an attacker ending OoP returns to hand and voids the OoB knock-outs it caused', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome({ [DIE.A_D8A]: null, [DIE.B_D4A]: inBand('d4', 2) }, DIE.B_D4A),
    );
    expect(placeOf(after, DIE.A_D8A)).toBe('hand');
    expect(placeOf(after, DIE.B_D4A)).toBe('hand');
    expect(after.last?.forfeit).toBe(false);
  });

  it('SD-8 a drop-rolled die ending OoP after a hit goes back to hand and voids nothing', () => {
    const s = position([{ die: DIE.B_D4A, x: 0.01, z: 0, value: 2 }]);
    const after = resolveShot(
      s,
      turnOf(s),
      drop(DIE.A_D8A),
      FROM_HAND,
      outcome({ [DIE.A_D8A]: null, [DIE.B_D4A]: inBand('d4', 2) }, DIE.B_D4A),
    );
    expect(placeOf(after, DIE.A_D8A)).toBe('hand');
    expect(placeOf(after, DIE.B_D4A)).toBe('ko');
  });
});

describe('SD-9 attempts', () => {
  const before = position([
    { die: DIE.A_D20, x: -0.05, z: 0, value: 12 },
    { die: DIE.B_D4A, x: 0.05, z: 0, value: 2 },
  ]);
  const miss = (s: SmashState) =>
    resolveShot(
      s,
      turnOf(s),
      attack(DIE.A_D20, DIE.B_D4A),
      EXECUTE,
      outcome({ [DIE.A_D20]: inBand('d20', 3), [DIE.B_D4A]: stayed(before, DIE.B_D4A) }),
    );

  it('SD-9 a shot die that touches nothing and ends OoB is shot again from where it was', () => {
    const after = miss(before);
    expect(after.dice).toEqual(before.dice);
    expect(after.stage).toEqual({ kind: 'turn', player: A, misses: 1, locked: DIE.A_D20, aimed: null });
    expect(after.last?.miss).toBe(1);
  });

  it('SD-9 after the third such attempt the die is KO (a D20: its owner loses, SD-11)', () => {
    const third = miss(miss(miss(before)));
    expect(placeOf(third, DIE.A_D20)).toBe('ko');
    expect(third.stage).toMatchObject({ kind: 'over', winner: B });
    expect(third.last?.changes).toEqual([{ die: DIE.A_D20, to: 'ko', why: 'misses' }]);
  });

  it('SD-9 a drop-roll that touches nothing and falls off the board is dropped again', () => {
    const s = position([]);
    const after = resolveShot(s, turnOf(s), drop(DIE.A_D4B), FROM_HAND, outcome({ [DIE.A_D4B]: null }));
    expect(placeOf(after, DIE.A_D4B)).toBe('hand');
    expect(after.stage).toMatchObject({ player: A, misses: 1, locked: DIE.A_D4B });
  });

  it('SD-9 a shot die that touched a die and ends OoB is KO, not shot again', () => {
    const s = miss(before);
    const after = resolveShot(
      s,
      turnOf(s),
      attack(DIE.A_D20, DIE.B_D4A),
      EXECUTE,
      outcome({ [DIE.A_D20]: inBand('d20', 3), [DIE.B_D4A]: stayed(before, DIE.B_D4A) }, DIE.B_D4A),
    );
    expect(placeOf(after, DIE.A_D20)).toBe('ko');
    expect(after.stage).toMatchObject({ kind: 'over', winner: B });
  });
});

describe('SD-11 winning', () => {
  const before = position([
    { die: DIE.A_D20, x: -0.05, z: 0, value: 20 },
    { die: DIE.B_D20, x: 0.05, z: 0, value: 5 },
  ]);

  it('SD-11 knocking the other D20 out wins', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D20, DIE.B_D20),
      EXECUTE,
      outcome({ [DIE.A_D20]: restingPose('d20', 0.04, 0, 20), [DIE.B_D20]: inBand('d20', 5) }, DIE.B_D20),
    );
    expect(after.stage).toMatchObject({ kind: 'over', winner: A });
  });

  it('SD-11 if one shot knocks out both D20s, the shooter loses', () => {
    const after = resolveShot(
      before,
      turnOf(before),
      attack(DIE.A_D20, DIE.B_D20),
      EXECUTE,
      outcome({ [DIE.A_D20]: restingPose('d20', 0.22, 0.06, 20), [DIE.B_D20]: inBand('d20', 5) }, DIE.B_D20),
    );
    expect(after.stage).toMatchObject({ kind: 'over', winner: B });
    expect((after.stage as { reason: string }).reason).toMatch(/both D20s/);
  });
});

/**
 * SD-6 and SD-12: the neutral Referee and Joker.
 */
import { CHANCE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { smashdodes as game } from '../src/game.ts';
import { classify } from '../src/physics/read.ts';
import { resolveRefereeDrop, resolveShot } from '../src/rules/resolve.ts';
import { checkSetup, initialState } from '../src/rules/setup.ts';
import type { AttackShot, Execute, SmashState, Stage } from '../src/types.ts';
import { A, B, DIE, inBand, OPTIONS, outcome, position, restingPose, stayed } from './helpers.ts';

const EXECUTE: Execute = { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 };
const REFEREE_ON = { referee: true, joker: true };
const turnOf = (s: SmashState) => s.stage as Extract<Stage, { kind: 'turn' }>;
const attack = (die: number, target: number): AttackShot => ({
  type: 'attack',
  die,
  target,
  velocity: [1000, 0, 0],
  lift: 0,
  spin: [0, 0, 0],
});

describe('SD-12 options', () => {
  it('SD-12 the Joker needs the Referee', () => {
    expect(checkSetup(2, { referee: false, joker: true, exact: false })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
    expect(checkSetup(2, { referee: true, joker: true, exact: false }).ok).toBe(true);
  });
});

describe('SD-6 the Referee opens the game', () => {
  const start = initialState({ ...OPTIONS, ...REFEREE_ON });

  it('SD-6 with the Referee, chance drops it first (a drop from the hand: with a tumble)', () => {
    expect(start.stage).toEqual({ kind: 'refereeDrop' });
    expect(game.actors(start)).toEqual({ kind: 'chance' });
    expect(game.apply(start, CHANCE, EXECUTE)).toMatchObject({ ok: false, error: { code: 'move/illegal' } });
  });

  it('SD-6 an odd Referee gives the first turn to player A, an even one to player B', () => {
    const odd = resolveRefereeDrop(
      start,
      DIE.REFEREE,
      EXECUTE,
      outcome({ [DIE.REFEREE]: restingPose('d12', 0, 0, 7) }),
    );
    expect(odd.stage).toMatchObject({ kind: 'turn', player: A });
    const even = resolveRefereeDrop(
      start,
      DIE.REFEREE,
      EXECUTE,
      outcome({ [DIE.REFEREE]: restingPose('d12', 0, 0, 8) }),
    );
    expect(even.stage).toMatchObject({ kind: 'turn', player: B });
    expect(even.dice[DIE.REFEREE]?.place).toMatchObject({ at: 'play', value: 8, inTarget: true });
  });

  it('SD-6 a Referee that does not end in play is dropped again', () => {
    const again = resolveRefereeDrop(start, DIE.REFEREE, EXECUTE, outcome({ [DIE.REFEREE]: null }));
    expect(again.stage).toEqual({ kind: 'refereeDrop' });
    expect(again.dice[DIE.REFEREE]?.place).toEqual({ at: 'hand' });
  });
});

describe('SD-12 the Referee and the Joker in play', () => {
  const base = position(
    [
      { die: DIE.REFEREE, x: 0, z: 0, value: 12 },
      { die: DIE.A_D8A, x: -0.05, z: 0, value: 3 },
      { die: DIE.B_D4A, x: 0.05, z: 0, value: 2 },
    ],
    REFEREE_ON,
  );

  it('SD-12 a Referee knocked OoP takes the shot die out and goes back to the target centre', () => {
    const after = resolveShot(
      base,
      turnOf(base),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome(
        {
          [DIE.REFEREE]: null,
          [DIE.A_D8A]: restingPose('d8', 0.02, 0.02, 3),
          [DIE.B_D4A]: stayed(base, DIE.B_D4A),
        },
        DIE.REFEREE,
      ),
    );
    expect(after.dice[DIE.A_D8A]?.place).toEqual({ at: 'ko' });
    const referee = after.dice[DIE.REFEREE]?.place;
    expect(referee).toMatchObject({ at: 'play', inTarget: true, value: 12 });
    expect(referee?.at === 'play' && classify('d12', referee.pose)).toEqual({ at: 'play', inTarget: true });
    expect(after.last?.changes).toContainEqual({ die: DIE.A_D8A, to: 'ko', why: 'referee' });
  });

  it('SD-12 a Referee knocked OoP by a D20 loses its owner the game', () => {
    const s = position(
      [
        { die: DIE.REFEREE, x: 0, z: 0, value: 12 },
        { die: DIE.A_D20, x: -0.05, z: 0, value: 20 },
        { die: DIE.B_D4A, x: 0.05, z: 0, value: 2 },
      ],
      REFEREE_ON,
    );
    const after = resolveShot(
      s,
      turnOf(s),
      attack(DIE.A_D20, DIE.B_D4A),
      EXECUTE,
      outcome(
        { [DIE.REFEREE]: null, [DIE.A_D20]: stayed(s, DIE.A_D20), [DIE.B_D4A]: stayed(s, DIE.B_D4A) },
        DIE.REFEREE,
      ),
    );
    expect(after.stage).toMatchObject({ kind: 'over', winner: B });
  });

  it('SD-12 the Referee goes back near the centre, clear of a die sitting there', () => {
    const s = position(
      [
        { die: DIE.REFEREE, x: 0.1, z: 0, value: 12 },
        { die: DIE.A_D8A, x: -0.05, z: 0, value: 3 },
        { die: DIE.B_D4A, x: 0, z: 0, value: 2 },
      ],
      REFEREE_ON,
    );
    const after = resolveShot(
      s,
      turnOf(s),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome(
        { [DIE.REFEREE]: null, [DIE.A_D8A]: stayed(s, DIE.A_D8A), [DIE.B_D4A]: stayed(s, DIE.B_D4A) },
        DIE.B_D4A,
      ),
    );
    const referee = after.dice[DIE.REFEREE]?.place;
    expect(referee?.at).toBe('play');
    const [x, , z] = referee?.at === 'play' ? referee.pose.p : [0, 0, 0];
    expect(Math.hypot(x, z)).toBeGreaterThan(0.02);
    expect(Math.hypot(x, z)).toBeLessThan(0.05);
  });

  it('SD-12 a Referee knocked OoB is KO, and then either player may drop the Joker', () => {
    expect(game.legalMoves(base, A).some((m) => m.type === 'drop' && m.die === DIE.JOKER)).toBe(false);
    const after = resolveShot(
      base,
      turnOf(base),
      attack(DIE.A_D8A, DIE.B_D4A),
      EXECUTE,
      outcome(
        {
          [DIE.REFEREE]: inBand('d12', 5),
          [DIE.A_D8A]: restingPose('d8', 0, 0, 3),
          [DIE.B_D4A]: stayed(base, DIE.B_D4A),
        },
        DIE.REFEREE,
      ),
    );
    expect(after.dice[DIE.REFEREE]?.place).toEqual({ at: 'ko' });
    expect(game.legalMoves(after, B).some((m) => m.type === 'drop' && m.die === DIE.JOKER)).toBe(true);
  });

  const withJoker = position(
    [
      { die: DIE.JOKER, x: 0, z: 0.05, value: 1 },
      { die: DIE.A_D4A, x: -0.05, z: 0, value: 1 },
      { die: DIE.B_D20, x: 0.05, z: 0, value: 20 },
    ],
    REFEREE_ON,
    {},
    [DIE.REFEREE],
  );

  it('SD-12 the Joker in play is blank and may attack any opponent die, whatever its value', () => {
    expect(withJoker.dice[DIE.JOKER]?.place).toMatchObject({ at: 'play', value: null });
    expect(game.isLegal?.(withJoker, A, attack(DIE.JOKER, DIE.B_D20))).toBe(true);
    expect(game.isLegal?.(withJoker, B, attack(DIE.JOKER, DIE.A_D4A))).toBe(false); // not B's turn
    expect(game.isLegal?.(withJoker, A, attack(DIE.A_D4A, DIE.B_D20))).toBe(false);
  });

  it('SD-12 any die may attack the Joker', () => {
    expect(game.isLegal?.(withJoker, A, attack(DIE.A_D4A, DIE.JOKER))).toBe(true);
  });

  it('SD-12 the Joker first touching a higher opponent die does not forfeit', () => {
    const after = resolveShot(
      withJoker,
      turnOf(withJoker),
      attack(DIE.JOKER, DIE.B_D20),
      EXECUTE,
      outcome(
        {
          [DIE.JOKER]: restingPose('d6', 0.04, 0.0, 1),
          [DIE.A_D4A]: stayed(withJoker, DIE.A_D4A),
          [DIE.B_D20]: inBand('d20', 20),
        },
        DIE.B_D20,
      ),
    );
    expect(after.last?.forfeit).toBe(false);
    expect(after.stage).toMatchObject({ kind: 'over', winner: A });
  });

  it('SD-12 a Joker knocked or rolled OoP goes back to the target centre; knocked OoB it is KO', () => {
    const off = resolveShot(
      withJoker,
      turnOf(withJoker),
      attack(DIE.JOKER, DIE.B_D20),
      EXECUTE,
      outcome({
        [DIE.JOKER]: null,
        [DIE.A_D4A]: stayed(withJoker, DIE.A_D4A),
        [DIE.B_D20]: stayed(withJoker, DIE.B_D20),
      }),
    );
    expect(off.dice[DIE.JOKER]?.place).toMatchObject({ at: 'play', inTarget: true });
    expect(off.stage).toMatchObject({ kind: 'turn', player: B, misses: 0 });
    const out = resolveShot(
      withJoker,
      turnOf(withJoker),
      attack(DIE.A_D4A, DIE.JOKER),
      EXECUTE,
      outcome(
        {
          [DIE.JOKER]: inBand('d6', 1),
          [DIE.A_D4A]: restingPose('d4', 0, 0.03, 1),
          [DIE.B_D20]: stayed(withJoker, DIE.B_D20),
        },
        DIE.JOKER,
      ),
    );
    expect(out.dice[DIE.JOKER]?.place).toEqual({ at: 'ko' });
  });
});

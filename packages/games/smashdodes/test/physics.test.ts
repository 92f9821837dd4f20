/**
 * SD-1 and SD-14: the simulation is deterministic, fast dice cannot tunnel,
 * shots settle, and what a shot does not touch does not move.
 */
import { Rng, stableHash } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { BOARD_HALF, octagonalRadius } from '../src/board.ts';
import { DIE_KINDS, type DieKind, POLYHEDRA } from '../src/physics/polyhedra.ts';
import type { Pose } from '../src/physics/read.ts';
import { simulate } from '../src/physics/simulate.ts';
import { decodeTrajectory } from '../src/physics/trajectory.ts';
import type { Quat } from '../src/physics/vec.ts';
import { LATEST_MODEL } from '../src/physics/versions.ts';
import { buildTable } from '../src/physics/world.ts';
import { sampleTumble } from '../src/rules/chance.ts';
import { launchOf } from '../src/rules/launch.ts';
import { executeShot, outcomeOf, placedDice, prepare, trialShot } from '../src/rules/shoot.ts';
import type { AttackShot, DropShot, Execute, SmashState, Stage } from '../src/types.ts';
import { DIE, position } from './helpers.ts';

const EXACT: Execute = { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 };
const turnOf = (s: SmashState) => s.stage as Extract<Stage, { kind: 'turn' }>;

/** Player A's die of `kind` against player B's die of `target` kind, 12 cm apart along x. */
const ATTACKERS = { d4: DIE.A_D4A, d8: DIE.A_D8A, d10: DIE.A_D10A, d20: DIE.A_D20 } as const;
const TARGETS = { d4: DIE.B_D4A, d8: DIE.B_D8A, d10: DIE.B_D10A, d20: DIE.B_D20 } as const;

/** A's die 12 cm from B's along x, B's offset sideways by `offset` and showing `value`. */
function duel(
  attacker: keyof typeof ATTACKERS,
  target: keyof typeof TARGETS,
  offset: number,
  value: number,
): SmashState {
  return position([
    {
      die: ATTACKERS[attacker],
      x: -0.06,
      z: 0,
      value: attacker === 'd10' ? 9 : POLYHEDRA[attacker].faces.length,
    },
    { die: TARGETS[target], x: 0.06, z: offset, value },
  ]);
}

function attack(s: SmashState, velocity: [number, number, number], lift: number): AttackShot {
  const die = s.dice.findIndex((d, i) => i < 7 && d.place.at === 'play') as number;
  const target = s.dice.findIndex((d, i) => i >= 7 && d.place.at === 'play');
  return { type: 'attack', die, target, velocity, lift, spin: [0, 0, 0] };
}

describe('SD-1 fast dice cannot tunnel', () => {
  const pairs = (['d4', 'd8', 'd10', 'd20'] as const).flatMap((a) =>
    (['d4', 'd8', 'd10', 'd20'] as const).map((t) => [a, t] as const),
  );

  it('SD-1 the fastest shot along the board (3 m/s) strikes the die in its way, for every pair of dice', () => {
    // Offsets up to 6 mm sideways.
    for (const [a, t] of pairs)
      for (const offset of [-0.006, 0.005]) {
        const s = duel(a, t, offset, 2);
        const shot = attack(s, [3000, 0, 0], 0);
        const out = outcomeOf(s, launchOf(s, shot, EXACT), false);
        expect(out.firstContact, `${a} at ${t} ${offset}`).toBe(shot.target);
      }
  });

  it('SD-1 dice struck to up to twice the fastest shot (4-7 m/s) still strike what is in their way', () => {
    // A light die hit by a heavy one can leave at up to about twice the striker's speed. Random
    // orientations, speeds and sideways offsets; at a fixed 60 Hz step some of these pass through.
    const rng = Rng.fromSeed('tunnel');
    const kinds = ['d4', 'd8', 'd10', 'd20'] as const;
    const tumble = (): Quat => {
      const t = sampleTumble(rng);
      return [t[0] / 1e6, t[1] / 1e6, t[2] / 1e6, t[3] / 1e6];
    };
    for (let i = 0; i < 120; i++) {
      const [striker, struck] = [kinds[i % 4] as DieKind, kinds[(i >> 2) % 4] as DieKind];
      const dropped = simulate(
        buildTable([], LATEST_MODEL),
        {
          die: 1,
          kind: struck,
          pose: { p: [0.06, 0.03, 0], q: tumble() },
          velocity: [0, 0, 0],
          spin: [0, 0, 0],
        },
        false,
      );
      const rest = dropped.final.get(1) as Pose;
      const offset = (rng.float() - 0.5) * 0.016;
      const speed = 4 + rng.float() * 3;
      const launch = {
        die: 0,
        kind: striker,
        pose: { p: [-0.06, 0.02, rest.p[2] + offset] as const, q: tumble() },
        velocity: [speed, 0, 0] as const,
        spin: [0, 0, 0] as const,
      };
      const out = simulate(buildTable([{ die: 1, kind: struck, pose: rest }], LATEST_MODEL), launch, false);
      expect(out.firstContact, `${striker} at ${struck}, ${speed.toFixed(2)} m/s, offset ${offset}`).toBe(1);
    }
  });

  it('SD-1 the fastest shot from the highest lift (3 m/s down from 15 cm, about 3.5 m/s on impact) strikes its target', () => {
    for (const [a, t] of pairs) {
      const s = duel(a, t, 0.002, 1);
      // Straight down onto the target from above it: the attacker is lifted 15 cm and thrown down.
      const shot = attack(s, [600, -2939, 0], 150);
      const lifted = launchOf(s, shot, EXACT);
      const over = {
        ...lifted,
        pose: { ...lifted.pose, p: [0.06 - 0.012, lifted.pose.p[1], 0.002] as const },
      };
      const out = outcomeOf(s, over, false);
      expect(out.firstContact, `${a} onto ${t}`).toBe(shot.target);
    }
  });

  it('SD-1 a die thrown straight down at 3.5 m/s bounces off the board, never through it', () => {
    for (const kind of DIE_KINDS) {
      const launch = {
        die: 0,
        kind,
        pose: { p: [0.01, 0.05, -0.02], q: [0.2, 0.4, -0.1, Math.sqrt(0.79)] },
        velocity: [0, -3.5, 0],
        spin: [0, 0, 0],
      } as const;
      const out = simulate(buildTable([], LATEST_MODEL), launch, true);
      const frames = decodeTrajectory(out.trajectory ?? { fps: 30, frames: 0, data: '' });
      const high = Math.max(...frames.flat().map((e) => e.pose.p[1]));
      expect(high, `${kind} bounces`).toBeGreaterThan(0.02);
      for (const { pose } of frames.flat()) {
        const overBoard = octagonalRadius(pose.p[0], pose.p[2]) < BOARD_HALF - 0.015;
        if (overBoard) expect(pose.p[1], kind).toBeGreaterThan(0);
      }
    }
  });
  it('SD-1 dice dropped from 15 cm onto a pile never sink more than 1 mm into the board', () => {
    // A pile in the target, as a run of drop-rolls leaves it.
    let pile = position([]);
    const tumbles = Rng.fromSeed('pile / tumbles');
    for (const die of [DIE.A_D8A, DIE.B_D4A, DIE.B_D20, DIE.A_D10A, DIE.B_D8B]) {
      const drop: DropShot = { type: 'drop', die, x: 0, z: 0, height: 60, spin: [0, 0, 0] };
      pile = executeShot(pile, turnOf(pile), drop, { ...EXACT, tumble: sampleTumble(tumbles) });
      pile = { ...pile, stage: { kind: 'turn', player: 0, misses: 0, locked: null, aimed: null } };
    }
    expect(pile.dice.filter((d) => d.place.at === 'play').length).toBeGreaterThanOrEqual(4);
    const rng = Rng.fromSeed('pile');
    for (let i = 0; i < 40; i++) {
      const t = sampleTumble(rng);
      const x = (rng.float() - 0.5) * 0.04;
      const z = (rng.float() - 0.5) * 0.04;
      const pose = { p: [x, 0.15, z] as const, q: [t[0] / 1e6, t[1] / 1e6, t[2] / 1e6, t[3] / 1e6] as const };
      const out = outcomeOf(
        pile,
        { die: DIE.A_D20, kind: 'd20', pose, velocity: [0, 0, 0], spin: [0, 0, 0] },
        true,
      );
      for (const { die, pose: p } of decodeTrajectory(
        out.trajectory ?? { fps: 30, frames: 0, data: '' },
      ).flat()) {
        // No die's centre comes lower than its inradius (resting on a face) less 1 mm.
        const kind = pile.dice[die]?.kind as DieKind;
        if (octagonalRadius(p.p[0], p.p[2]) < BOARD_HALF - 0.015)
          expect(p.p[1], `drop ${i}, die ${die}`).toBeGreaterThan(POLYHEDRA[kind].inradius - 0.001);
      }
    }
  });
});

describe('SD-14 settling', () => {
  const s = position([
    { die: DIE.A_D8A, x: -0.04, z: 0, value: 8 },
    { die: DIE.B_D4A, x: 0.03, z: 0, value: 1 },
    { die: DIE.B_D20, x: 0.1, z: 0.1, value: 20 },
    { die: DIE.A_D20, x: -0.1, z: -0.1, value: 20 },
  ]);
  const shot: AttackShot = {
    type: 'attack',
    die: DIE.A_D8A,
    target: DIE.B_D4A,
    velocity: [1500, 0, 0],
    lift: 0,
    spin: [0, 0, 0],
  };

  it('SD-14 a shot ends when every die is at rest, well within 10 simulated seconds', () => {
    const out = outcomeOf(s, launchOf(s, shot, EXACT), true);
    expect(out.settled).toBe(true);
    expect(out.seconds).toBeLessThan(3);
    expect(out.firstContact).toBe(DIE.B_D4A);
  });

  it('SD-14 dice the shot never touches keep their poses exactly', () => {
    const after = executeShot(s, turnOf(s), shot, EXACT);
    expect(after.dice[DIE.B_D20]).toEqual(s.dice[DIE.B_D20]);
    expect(after.dice[DIE.A_D20]).toEqual(s.dice[DIE.A_D20]);
    expect(after.dice[DIE.B_D4A]).not.toEqual(s.dice[DIE.B_D4A]);
  });

  it('SD-1 the same shot from the same position gives the same state, every time', () => {
    const error: Execute = { type: 'execute', aim: 130, power: -250, dx: 120, dz: -40 };
    const once = stableHash(executeShot(s, turnOf(s), shot, error));
    expect(stableHash(executeShot(s, turnOf(s), shot, error))).toBe(once);
  });

  it('SD-1 a shot simulated from a restored snapshot gives exactly what apply gives', () => {
    const error: Execute = { type: 'execute', aim: -77, power: 310, dx: -15, dz: 90 };
    const prepared = prepare(s, shot.die);
    const trial = trialShot(s, turnOf(s), prepared, shot, error);
    const real = executeShot(s, turnOf(s), shot, error);
    expect(trial.dice).toEqual(real.dice);
    // The attacker is picked up: the prepared table holds the other three dice.
    expect(placedDice(s, shot.die)).toHaveLength(3);
  });

  it('SD-14 the trajectory has 30 frames a second, starts at the launch and ends where the dice rest', () => {
    const launch = launchOf(s, shot, EXACT);
    const out = outcomeOf(s, launch, true);
    const t = out.trajectory;
    if (!t) throw new Error('no trajectory');
    const frames = decodeTrajectory(t);
    expect(t.fps).toBe(30);
    expect(frames.length).toBe(t.frames);
    expect(Math.abs(frames.length - 1 - out.seconds * 30)).toBeLessThan(2);
    expect(frames[0]?.[0]?.die).toBe(DIE.A_D8A);
    expect(frames[0]?.[0]?.pose.p[0]).toBeCloseTo(launch.pose.p[0], 4);
    for (const { die, pose } of frames.at(-1) ?? []) {
      const final = out.final.get(die);
      expect(final && Math.hypot(final.p[0] - pose.p[0], final.p[2] - pose.p[2])).toBeLessThan(1e-4);
    }
  });
});

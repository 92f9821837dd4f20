/**
 * SD-4 and SD-5: reading dice placed at rest, both as placed and after the
 * simulation has let them settle on the board.
 */
import { describe, expect, it } from 'vitest';
import { FLOOR_Y } from '../src/board.ts';
import { DIE_KINDS, type DieKind, POLYHEDRA } from '../src/physics/polyhedra.ts';
import { classify, faceValue, type Lie, type Pose } from '../src/physics/read.ts';
import { simulate } from '../src/physics/simulate.ts';
import { rotationBetween } from '../src/physics/vec.ts';
import { LATEST_MODEL } from '../src/physics/versions.ts';
import { buildTable, poseOf } from '../src/physics/world.ts';
import { restingPose } from './helpers.ts';

/** The pose a die placed at `pose` settles into (the world lets it fall asleep). */
function settled(kind: DieKind, pose: Pose): Pose {
  const table = buildTable([{ die: 0, kind, pose }], LATEST_MODEL);
  const settledPose = poseOf(table.world.getRigidBody(table.dice.get(0)?.handle as number));
  table.world.free();
  return settledPose;
}

describe('SD-4 face value', () => {
  for (const kind of DIE_KINDS) {
    it(`SD-4 every face of a ${kind} reads right when the die rests on the board`, () => {
      for (const face of POLYHEDRA[kind].faces) {
        const pose = restingPose(kind, 0.05, -0.05, face.value);
        expect(faceValue(kind, pose.q)).toBe(face.value);
        expect(faceValue(kind, settled(kind, pose).q)).toBe(face.value);
      }
    });
  }

  it('SD-4 a D4 is read at the face it lies on, not at the top', () => {
    const face = POLYHEDRA.d4.faces[2];
    const q = rotationBetween(face?.normal ?? [0, 0, 1], [0, -1, 0]);
    expect(faceValue('d4', q)).toBe(face?.value);
  });

  it('SD-4 a die tilted against another is read by the face most nearly up', () => {
    // The D6's 3 is on +y and its 6 on -z; tipping it about x turns -z upwards.
    const tipped = (degrees: number): [number, number, number, number] => {
      const half = (degrees * Math.PI) / 360;
      return [Math.sin(half), 0, 0, Math.cos(half)];
    };
    expect(faceValue('d6', tipped(30))).toBe(3);
    expect(faceValue('d6', tipped(50))).toBe(6);
  });
});

describe('SD-5 where a die rests', () => {
  const cases: [string, DieKind, number, number, Lie['at'], boolean][] = [
    ['well inside the inbounds octagon: in play', 'd8', 0.1, 0.05, 'play', false],
    ['at the centre: in play and in the target', 'd20', 0, 0, 'play', true],
    ['with its bottom face just touching the target circle: in the target', 'd6', 0.037, 0, 'play', true],
    [
      'with its bottom face just clear of the target circle: not in the target',
      'd6',
      0.039,
      0,
      'play',
      false,
    ],
    ['across the inbounds border: OoB', 'd10', 0.21, 0, 'oob', false],
    ['across the inbounds border on a diagonal flat: OoB', 'd8', 0.148, 0.148, 'oob', false],
    ['in the band between the octagons: OoB', 'd4', 0.23, -0.02, 'oob', false],
    ['overhanging the outer edge but resting on the board: OoB, not OoP', 'd20', 0.245, 0, 'oob', false],
  ];
  for (const [what, kind, x, z, at, inTarget] of cases) {
    it(`SD-5 a ${kind} ${what}`, () => {
      const pose = settled(kind, restingPose(kind, x, z, 1));
      expect(pose.p[1]).toBeGreaterThan(0);
      const lie = classify(kind, pose);
      expect(lie.at).toBe(at);
      if (lie.at === 'play') expect(lie.inTarget).toBe(inTarget);
    });
  }

  it('SD-5 a die on the floor below the board is OoP', () => {
    const onFloor: Pose = { p: [0.3, FLOOR_Y + POLYHEDRA.d8.inradius, 0], q: restingPose('d8', 0, 0, 1).q };
    expect(classify('d8', onFloor)).toEqual({ at: 'oop' });
  });

  it('SD-5 a die pushed off the edge falls below the board and is out of the simulation', () => {
    const out = simulate(
      buildTable([], LATEST_MODEL),
      { die: 0, kind: 'd6', pose: restingPose('d6', 0.2, 0, 1), velocity: [1.5, 0, 0], spin: [0, 0, 0] },
      false,
    );
    expect(out.final.get(0)).toBeNull();
    expect(out.settled).toBe(true);
  });
});

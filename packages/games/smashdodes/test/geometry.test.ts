/**
 * SD-2 and SD-3: the board's octagons and the dice's true geometry,
 * numbering, sizes and masses.
 */
import { describe, expect, it } from 'vitest';
import { BOARD_HALF, INBOUNDS_HALF, octagonalRadius, octagonCorners } from '../src/board.ts';
import { DIE_DENSITY } from '../src/physics/model.ts';
import { DIE_KINDS, POLYHEDRA } from '../src/physics/polyhedra.ts';
import { dot, length } from '../src/physics/vec.ts';
import { LATEST_MODEL } from '../src/physics/versions.ts';
import { buildTable } from '../src/physics/world.ts';
import { restingPose } from './helpers.ts';

const FACES = { d4: 4, d6: 6, d8: 8, d10: 10, d12: 12, d20: 20 } as const;
const CORNERS = { d4: 3, d6: 4, d8: 3, d10: 4, d12: 5, d20: 3 } as const;
/** SD-3: across the faces (the D4 by its height), in metres. */
const SIZE = { d4: 0.02, d6: 0.016, d8: 0.016, d10: 0.016, d12: 0.018, d20: 0.02 } as const;
/** Opposite faces sum to this on real dice. */
const PAIR_SUM = { d6: 7, d8: 9, d10: 9, d12: 13, d20: 21 } as const;

describe('SD-3 dice', () => {
  for (const kind of DIE_KINDS) {
    const shape = POLYHEDRA[kind];

    it(`SD-3 a ${kind} has ${FACES[kind]} faces of ${CORNERS[kind]} corners, each on its plane`, () => {
      expect(shape.faces).toHaveLength(FACES[kind]);
      for (const face of shape.faces) {
        expect(length(face.normal)).toBeCloseTo(1, 12);
        expect(face.corners).toHaveLength(CORNERS[kind]);
        for (const c of face.corners) expect(dot(c, face.normal)).toBeCloseTo(shape.inradius, 12);
      }
      for (const v of shape.vertices) expect(length(v)).toBeLessThanOrEqual(shape.circumradius + 1e-12);
    });

    it(`SD-3 a ${kind} is ${SIZE[kind] * 1000} mm ${kind === 'd4' ? 'tall' : 'across the faces'}`, () => {
      const size = kind === 'd4' ? shape.inradius + shape.circumradius : 2 * shape.inradius;
      expect(size).toBeCloseTo(SIZE[kind], 12);
    });

    it(`SD-3 a ${kind} carries each of its values once${kind === 'd4' ? '' : ', opposite faces summing as on real dice'}`, () => {
      const values = shape.faces.map((f) => f.value).sort((a, b) => a - b);
      const first = kind === 'd10' ? 0 : 1;
      expect(values).toEqual(Array.from({ length: FACES[kind] }, (_, i) => i + first));
      if (kind === 'd4') return;
      for (const face of shape.faces) {
        const opposite = shape.faces.find((g) => dot(g.normal, face.normal) < -1 + 1e-9);
        expect(face.value + (opposite?.value ?? Number.NaN)).toBe(PAIR_SUM[kind]);
      }
    });
  }

  it('SD-3 a D6 of solid plastic (1.2 g/cm³) weighs 16³ mm³ × 1.2 g/cm³ in the simulation', () => {
    const table = buildTable([{ die: 0, kind: 'd6', pose: restingPose('d6', 0, 0, 1) }], LATEST_MODEL);
    const body = table.world.getRigidBody(table.dice.get(0)?.handle as number);
    expect(body.mass()).toBeCloseTo(0.016 ** 3 * DIE_DENSITY, 6);
    table.world.free();
  });

  it('SD-3 the D10 faces are kites around two apexes: odd values round one, even round the other', () => {
    const d10 = POLYHEDRA.d10;
    const upper = d10.faces.filter((f) => f.normal[1] > 0).map((f) => f.value % 2);
    expect(upper).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('SD-2 board', () => {
  it('SD-2 octagons have their flats at the half-width and their corners on the same octagonal radius', () => {
    expect(octagonalRadius(BOARD_HALF, 0)).toBe(BOARD_HALF);
    expect(octagonalRadius(0, -INBOUNDS_HALF)).toBe(INBOUNDS_HALF);
    for (const [x, z] of octagonCorners(INBOUNDS_HALF))
      expect(octagonalRadius(x, z)).toBeCloseTo(INBOUNDS_HALF, 12);
    // A point on the diagonal flat: |x| + |z| = √2 h.
    expect(octagonalRadius(0.15, 0.15)).toBeCloseTo(0.3 / Math.SQRT2, 12);
    expect(octagonalRadius(0.16, 0.16)).toBeGreaterThan(INBOUNDS_HALF);
  });
});

/**
 * Putting a neutral die back "at the centre of the target" (SD-12), as a
 * person would: at rest on a face, at the centre if it is free, otherwise at
 * the free spot nearest to it. Spots are tried on rings 5 mm apart, eight
 * directions each; a spot is free when the die's bounding circle, seen from
 * above, keeps 1 mm from every other die's. Pure arithmetic, no simulation.
 */
import { type DieKind, POLYHEDRA } from './polyhedra.ts';
import type { Pose } from './read.ts';
import { rotationBetween, type Vec3 } from './vec.ts';

const RING_STEP = 0.005;
/** Rings up to 17 cm, well inside the inbounds octagon. */
const RINGS = 34;
const GAP = 0.001;
const H = Math.SQRT1_2;
/** The centre itself: one place, whatever the direction. */
const CENTRE: readonly [number, number][] = [[1, 0]];
const DIRECTIONS: readonly [number, number][] = [
  [1, 0],
  [H, H],
  [0, 1],
  [-H, H],
  [-1, 0],
  [-H, -H],
  [0, -1],
  [H, -H],
];

/**
 * A die of `kind` resting flat on the board at (x, z), in metres, showing
 * `value` (SD-4: on top, or for a D4 the face it lies on). For scripted
 * positions: tests and benchmarks.
 */
export function restingPose(kind: DieKind, x: number, z: number, value: number): Pose {
  const shape = POLYHEDRA[kind];
  const face = shape.faces.find((f) => f.value === value);
  if (!face) throw new Error(`no face ${value} on a ${kind}`);
  const q = rotationBetween(face.normal, kind === 'd4' ? [0, -1, 0] : [0, 1, 0]);
  return { p: [x, shape.inradius, z], q };
}

export interface Obstacle {
  readonly kind: DieKind;
  readonly pose: Pose;
}

/** The pose resting on its lowest-valued face (so the Referee shows its highest) near the centre. */
export function placeNearCentre(kind: DieKind, others: readonly Obstacle[]): Pose {
  const shape = POLYHEDRA[kind];
  const face = shape.faces.reduce((a, b) => (b.value < a.value ? b : a));
  const q = rotationBetween(face.normal, [0, -1, 0]);
  const free = (x: number, z: number) =>
    others.every((o) => {
      const reach = shape.circumradius + POLYHEDRA[o.kind].circumradius + GAP;
      return (o.pose.p[0] - x) ** 2 + (o.pose.p[2] - z) ** 2 >= reach * reach;
    });
  for (let ring = 0; ring <= RINGS; ring++) {
    const r = ring * RING_STEP;
    for (const [c, s] of ring === 0 ? CENTRE : DIRECTIONS) {
      const p: Vec3 = [r * c, shape.inradius, r * s];
      if (free(p[0], p[2])) return { p, q };
    }
  }
  // A die blocks at most a few spots of each ring; fifteen dice cannot block all 273.
  throw new Error('placeNearCentre: no free spot');
}

/**
 * How deep resting dice overlap each other or the board (SD-14: dice never
 * pass through the board or through each other; a die found inside another
 * body is an engine fault, not a position). Pure arithmetic on the poses,
 * independent of the physics engine it checks.
 *
 * Two convex polyhedra overlap by the smallest distance one must move to
 * separate them, which the separating-axis theorem finds among the face
 * normals of both and the cross products of their edge directions: along
 * each axis the overlap is how far their projections overlap, and the
 * penetration depth is the smallest of these.
 */
import { itemAt } from '@gameshelf/engine';
import { BOARD_HALF, BOARD_THICKNESS, octagonalRadius } from '../board.ts';
import { byKind, type DieKind, POLYHEDRA } from './polyhedra.ts';
import type { Pose } from './read.ts';
import { add, cross, dot, length, rotate, scale, sub, type Vec3 } from './vec.ts';

interface Axes {
  /** Face normals, one of each pair of parallel faces (in the die's frame). */
  readonly normals: readonly Vec3[];
  /** Edge directions, one of each set of parallel edges (in the die's frame). */
  readonly edges: readonly Vec3[];
}

/** Unit vectors with duplicates up to sign removed. */
function distinctDirections(vectors: readonly Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  for (const v of vectors) {
    const u = scale(v, 1 / length(v));
    if (!out.some((w) => Math.abs(dot(u, w)) > 1 - 1e-9)) out.push(u);
  }
  return out;
}

const AXES = byKind(
  (p): Axes => ({
    normals: distinctDirections(p.faces.map((f) => f.normal)),
    edges: distinctDirections(
      p.faces.flatMap((f) => f.corners.map((c, i) => sub(itemAt(f.corners, (i + 1) % f.corners.length), c))),
    ),
  }),
);

/** A die's corners where its pose puts them. */
export function worldVertices(kind: DieKind, pose: Pose): Vec3[] {
  return POLYHEDRA[kind].vertices.map((v) => add(pose.p, rotate(pose.q, v)));
}

function span(points: readonly Vec3[], axis: Vec3): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    const d = dot(p, axis);
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  return [lo, hi];
}

export interface PlacedShape {
  readonly kind: DieKind;
  readonly pose: Pose;
}

/**
 * How two dice overlap, in metres: the smallest overlap of their
 * projections on the separating axes. Positive, it is how deep they
 * overlap; negative, minus a lower bound of the distance between them (not
 * always the distance itself: two corners nearly meeting can be further
 * apart than any axis shows). Checking stops at the first axis whose overlap
 * is `floor` or less, and returns that overlap: callers that only ask
 * "deeper than d?" or "nearer than g?" pass d or -g.
 */
export function overlap(a: PlacedShape, b: PlacedShape, floor = Number.NEGATIVE_INFINITY): number {
  const reach = POLYHEDRA[a.kind].circumradius + POLYHEDRA[b.kind].circumradius;
  const centres = sub(b.pose.p, a.pose.p);
  const apart = length(centres) - reach;
  if (apart >= 0) return -apart;
  const va = worldVertices(a.kind, a.pose);
  const vb = worldVertices(b.kind, b.pose);
  let least = Number.POSITIVE_INFINITY;
  const test = (axis: Vec3): boolean => {
    const [loA, hiA] = span(va, axis);
    const [loB, hiB] = span(vb, axis);
    least = Math.min(least, hiA - loB, hiB - loA);
    return least > floor;
  };
  const axesA = AXES[a.kind];
  const axesB = AXES[b.kind];
  for (const n of axesA.normals) if (!test(rotate(a.pose.q, n))) return least;
  for (const n of axesB.normals) if (!test(rotate(b.pose.q, n))) return least;
  const edgesB = axesB.edges.map((e) => rotate(b.pose.q, e));
  for (const ea of axesA.edges) {
    const e = rotate(a.pose.q, ea);
    for (const eb of edgesB) {
      const c = cross(e, eb);
      const n = length(c);
      // Parallel edges give no new axis (their plane's normal is among the face normals).
      if (n > 1e-6 && !test(scale(c, 1 / n))) return least;
    }
  }
  return least;
}

/** How deep two dice overlap, in metres (0 when they are apart or just touch). */
export function overlapDepth(a: PlacedShape, b: PlacedShape): number {
  return Math.max(0, overlap(a, b, 0));
}

/**
 * How deep a die reaches into the board, in metres: how far its lowest
 * corner lying over the board (inside the octagon's outline) is below the
 * top surface. A die overhanging the edge may hang lower than the top
 * beyond it.
 */
export function boardDepth(d: PlacedShape): number {
  let depth = 0;
  for (const [x, y, z] of worldVertices(d.kind, d.pose))
    if (y < 0 && y > -BOARD_THICKNESS && octagonalRadius(x, z) < BOARD_HALF) depth = Math.max(depth, -y);
  return depth;
}

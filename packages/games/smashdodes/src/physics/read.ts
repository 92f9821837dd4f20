/**
 * Reading a die at rest: its value (SD-4) and where it lies (SD-5).
 *
 * - Value: the face whose outward normal points most nearly up; for a D4,
 *   the face lying on the surface below it (most nearly down). A die cocked
 *   against another is read the same way.
 * - Where: a die whose centre is below the board's top surface has fallen
 *   off the board: out of play (OoP). Otherwise it lies on the board (or on
 *   other dice on it), and its bottom face (the face pointing most nearly
 *   down) decides: if any corner of that face, seen from above, lies on or
 *   outside the inbounds octagon's border, the die is out of bounds (OoB).
 *   A die overhanging the board's outer edge has not rolled completely off
 *   (seed: "rolls completely off the board"), so it is OoB, not OoP.
 * - Target: a die is in the target when its bottom face, seen from above,
 *   touches the target circle.
 */
import { impossible } from '@gameshelf/engine';
import { FALLEN_Y, INBOUNDS_HALF, octagonalRadius, TARGET_RADIUS } from '../board.ts';
import { type DieKind, type Face, POLYHEDRA } from './polyhedra.ts';
import { add, type Quat, rotate, type Vec3 } from './vec.ts';

export interface Pose {
  readonly p: Vec3;
  readonly q: Quat;
}

export type Lie =
  | { readonly at: 'oop' }
  | { readonly at: 'oob' }
  | { readonly at: 'play'; readonly inTarget: boolean };

/** The face pointing most nearly along +y (`sign` 1) or -y (`sign` -1). */
function faceToward(kind: DieKind, q: Quat, sign: 1 | -1): Face {
  let best: Face | undefined;
  let bestY = Number.NEGATIVE_INFINITY;
  for (const face of POLYHEDRA[kind].faces) {
    const y = sign * rotate(q, face.normal)[1];
    if (y > bestY) {
      bestY = y;
      best = face;
    }
  }
  return best ?? impossible('a die has faces');
}

/** SD-4: the value a die at rest shows. */
export function faceValue(kind: DieKind, q: Quat): number {
  return faceToward(kind, q, kind === 'd4' ? -1 : 1).value;
}

/** The bottom face's corners in world coordinates. */
export function bottomCorners(kind: DieKind, pose: Pose): Vec3[] {
  return faceToward(kind, pose.q, -1).corners.map((c) => add(pose.p, rotate(pose.q, c)));
}

/** SD-5: where a die at rest lies. */
export function classify(kind: DieKind, pose: Pose): Lie {
  if (pose.p[1] < FALLEN_Y) return { at: 'oop' };
  const corners = bottomCorners(kind, pose);
  if (corners.some(([x, , z]) => octagonalRadius(x, z) >= INBOUNDS_HALF)) return { at: 'oob' };
  return { at: 'play', inTarget: touchesDisc(corners, TARGET_RADIUS) };
}

/** Whether a convex polygon (corners in order, seen from above) touches the disc of radius r at the origin. */
export function touchesDisc(corners: readonly Vec3[], r: number): boolean {
  let inside = true;
  let sign = 0;
  // Each edge from the corner before (the last corner's edge closes the polygon); the order does not matter.
  let a = corners[corners.length - 1];
  if (a === undefined) return inside;
  for (const b of corners) {
    if (distanceToSegment(a, b) <= r) return true;
    // The origin is inside when it lies on the same side of every edge.
    const side = Math.sign((b[0] - a[0]) * -a[2] - (b[2] - a[2]) * -a[0]);
    if (side !== 0 && sign !== 0 && side !== sign) inside = false;
    if (side !== 0) sign = side;
    a = b;
  }
  return inside;
}

/** Distance from the origin to segment ab in the xz-plane. */
function distanceToSegment(a: Vec3, b: Vec3): number {
  const ex = b[0] - a[0];
  const ez = b[2] - a[2];
  const len2 = ex * ex + ez * ez;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * ex + a[2] * ez) / len2));
  const x = a[0] + t * ex;
  const z = a[2] + t * ez;
  return Math.sqrt(x * x + z * z);
}

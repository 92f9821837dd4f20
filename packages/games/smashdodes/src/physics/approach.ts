/**
 * Approach steps and contact gates (model 2): how long the next step may be,
 * and which pairs of dice Rapier may push apart in it, so that two dice
 * act on each other only when they touch (SD-8).
 *
 * Why: Rapier finds contacts before they happen ("predicted" contacts,
 * between shapes up to its prediction distance apart, or that will meet
 * within the step) and solves them as if the shapes already touched,
 * restitution included. A die approaching another g away bounces back e·g
 * too early, and a die passing a few millimetres from another can nudge
 * it: at 240 Hz a die at 3 m/s bounces off a die up to 12 mm away. Rapier
 * needs its predicted contacts all the same: without them it finds a
 * contact a step late, after the dice have passed into each other.
 *
 * So Rapier keeps predicting contacts, but (1) a pair of dice may be pushed
 * apart only while their surfaces are within the margin of each other (the
 * solver is kept off the others: gates.ts), and (2) the
 * step is shortened so that no moving die closes a gap wider than the
 * margin by more than g / (1 + e) (the most a predicted contact lets it
 * close without bouncing) or to less than half the margin: a die reaches
 * another within the margin before anything pushes it. (Against the board
 * Rapier's predicted contacts are left as they are: a bounce off the board
 * a millimetre early decides nothing in the rules, and stepping finely at
 * every landing would cost a fifth of a lone drop's time.)
 *
 * Gaps are bounded from below cheaply: for two dice, the largest separation
 * of their corners along the face normals of either (never more than their
 * true distance).
 * Everything here is in Rapier's units (centimetres) and plain IEEE
 * arithmetic on the bodies' states, so the steps are deterministic.
 */
import { itemAt } from '@gameshelf/engine';
import { SCALE } from './model.ts';
import { byKind, type DieKind } from './polyhedra.ts';
import { dot, type Quat, rotate, type Vec3 } from './vec.ts';

/** A die's state after a step, in centimetres, cm/s and rad/s. */
export interface Moving {
  readonly kind: DieKind;
  readonly centre: Vec3;
  readonly q: Quat;
  /** Its corners, where they are now. */
  readonly corners: readonly Vec3[];
  readonly linvel: Vec3;
  readonly angvel: Vec3;
  readonly awake: boolean;
}

/** Face normals, one of each pair of parallel faces (in the die's frame). */
const NORMALS = byKind((p) => {
  const out: Vec3[] = [];
  for (const f of p.faces) if (!out.some((n) => dot(n, f.normal) < -1 + 1e-9)) out.push(f.normal);
  return out;
});

const REACH = byKind((p) => p.circumradius * SCALE);

/** How fast a die's surface can move, at most: its spin times its reach. */
export const spinSpeed = (d: Moving): number => Math.sqrt(dot(d.angvel, d.angvel)) * REACH[d.kind];

/**
 * How close the surfaces may come (cm), how thick a skin each die has (cm:
 * contacts start at the skin), and the highest restitution of a contact.
 */
export interface Approach {
  readonly margin: number;
  readonly skin: number;
  readonly restitution: number;
}

/**
 * The step that brings a gap closing at `speed` no nearer than half the
 * margin, and no nearer than the gap over 1 + e: a predicted contact g away
 * bounces early when the shapes close by more than g / (1 + e) in the step.
 */
function approachLimit(gap: number, speed: number, { margin, restitution }: Approach): number {
  return Math.min(gap - margin / 2, gap / (1 + restitution)) / speed;
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

/** A lower bound of the distance between two dice (cm): their largest separation along a face normal of either. */
export function separation(a: Moving, b: Moving): number {
  let gap = Number.NEGATIVE_INFINITY;
  for (const die of [a, b]) {
    for (const n of NORMALS[die.kind]) {
      const along = rotate(die.q, n);
      const [loA, hiA] = span(a.corners, along);
      const [loB, hiB] = span(b.corners, along);
      gap = Math.max(gap, loB - hiA, loA - hiB);
    }
  }
  return gap;
}

/**
 * For two dice: whether they are within the margin of each other (their
 * contact may be solved), and the longest step (s, at most `dt`) before
 * they come within half the margin, if they are further apart.
 */
function pairLimit(a: Moving, b: Moving, dt: number, approach: Approach): { near: boolean; limit: number } {
  const { margin, skin } = approach;
  const u: Vec3 = [b.centre[0] - a.centre[0], b.centre[1] - a.centre[1], b.centre[2] - a.centre[2]];
  const rel: Vec3 = [b.linvel[0] - a.linvel[0], b.linvel[1] - a.linvel[1], b.linvel[2] - a.linvel[2]];
  // The fastest their surfaces could close: the centres' relative speed plus their spins.
  const closing = Math.sqrt(dot(rel, rel)) + spinSpeed(a) + spinSpeed(b);
  const sphereGap = Math.sqrt(dot(u, u)) - REACH[a.kind] - REACH[b.kind] - 2 * skin;
  if (sphereGap > margin && closing * dt <= sphereGap - margin / 2) return { near: false, limit: dt };
  const gap = separation(a, b) - 2 * skin;
  if (gap <= margin) return { near: true, limit: dt };
  return { near: false, limit: closing > 0 ? Math.min(dt, approachLimit(gap, closing, approach)) : dt };
}

/**
 * The step to take (s): `dt`, shortened so that no awake die closes a gap
 * (between skins) wider than the margin to less than half of it, but never
 * below `minStep`; and the pairs of dice (one of them awake) within the
 * margin of each other.
 */
export function approachStep<T extends Moving>(
  dice: readonly T[],
  dt: number,
  approach: Approach,
  minStep: number,
): { dt: number; near: [T, T][] } {
  const near: [T, T][] = [];
  let limit = dt;
  // Indexed loops, not slices: this runs before every step of every shot.
  for (let i = 0; i < dice.length; i++) {
    const a = itemAt(dice, i);
    for (let j = i + 1; j < dice.length; j++) {
      const b = itemAt(dice, j);
      if (!a.awake && !b.awake) continue;
      const pair = pairLimit(a, b, limit, approach);
      if (pair.near) near.push([a, b]);
      limit = Math.min(limit, pair.limit);
    }
  }
  return { dt: Math.max(limit, minStep), near };
}

/**
 * Touch steps (model 3): which pairs of dice touch, so that Rapier's solver
 * may act between them (gates.ts), and how long the next step may be, so
 * that dice apart meet at the end of a step rather than inside one.
 *
 * Distance 0, in the simulation's sense (SD-8): every die carries a thin
 * contact skin, part of its simulated surface (Rapier solves a contact
 * where the two skins meet), so two dice touch when the distance between
 * their hulls is at most both skins plus a numerical tolerance (1 µm:
 * Rapier computes in 32-bit floats, good to a fraction of a micrometre at
 * our scale): the model's `touchGap`. The gap below is the distance
 * between the skins: the hulls' distance less both skins.
 *
 * Why: Rapier solves a contact between shapes up to its prediction distance
 * apart as if they touched, restitution included, so a die approaching or
 * passing another could be pushed, or bounce, without touching it (model 2
 * bounded that to half a millimetre). Here the solver sees no contact
 * between two dice until they touch: before each step, every pair that
 * could meet within it is measured exactly (Rapier's contact query between
 * the two hulls, after cheap bounds rule out the pairs further apart), and
 * - a pair whose skins are within half the tolerance of meeting begins to
 *   touch (half, so that Rapier's own contact, found another way, finds
 *   them touching too), and touches while they stay within the tolerance:
 *   its contact is solved in the step like any contact (two dice asleep
 *   keep what they were: neither has moved);
 * - for a pair apart, the step is shortened so that the gap closes at most
 *   to `aim` inside the skins (less than the solver's allowed penetration,
 *   so meeting there costs no correcting push). The gap is measured along
 *   the normal between their nearest points: it shrinks at the speed at
 *   which their centres close along it, plus the fastest any corner turns
 *   towards the other, and faster as the spins bend the corners' paths
 *   (ω²·r), and as gravity pulls one towards the other when either is free
 *   to fall (neither on the board nor on another die). Two dice moving
 *   apart or side by side do not shorten it, so a die passing another by a
 *   hair passes freely.
 *
 * Impacts: the solver may change a die's velocity within the step, when it
 * strikes another die or the board, and send it towards a third die. So a
 * die in a group of touching dice in which two approach each other at c
 * (their nearest points' speed along the normal), or about to land on the
 * board at c, may move up to `IMPACT` times c faster in the step, and its
 * gaps to other dice shorten the step accordingly: the step of an impact
 * near other dice is short, and the next one knows the new velocities.
 *
 * Dice that run together within a step all the same (the step is never
 * shorter than `minStep`, and a die tumbling on the board can turn within a
 * step towards a die it was not closing on) meet inside each other's skins
 * or just inside the hulls, and the solver parts them from the next step:
 * a real touch either way, never one that did not happen.
 *
 * Everything is in Rapier's units (centimetres) and the contact query runs
 * in Rapier's deterministic build, so the steps are deterministic.
 */
import { itemAt } from '@gameshelf/engine';
import { separation, spinSpeed } from './approach.ts';
import { GRAVITY, SCALE } from './model.ts';
import { RAPIER } from './rapier.ts';
import type { ShotDie } from './shot-die.ts';
import { cross, dot, type Vec3 } from './vec.ts';
import type { PhysicsModel, TouchApproach } from './versions.ts';

/** Model 3's touch, in centimetres (versions.ts: TouchApproach). */
export interface Touch {
  /** Each die's contact skin. */
  readonly skin: number;
  /** Distance 0's tolerance: skins at most this far apart touch. */
  readonly tolerance: number;
  /** How far inside each other's skins a step may bring two dice that are apart. */
  readonly aim: number;
}

/** A model's touch (model 3), in centimetres. */
export function touchOf(model: PhysicsModel, approach: TouchApproach): Touch {
  return {
    skin: model.contactSkin * SCALE,
    tolerance: approach.tolerance * SCALE,
    aim: approach.aim * SCALE,
  };
}

const G = GRAVITY * SCALE;

/**
 * How much faster than c (see the header) a die may move after an impact,
 * at any point of it: measured over 302 impacts of one die on one other,
 * off the board, in mid-game shots, the change of a die's velocity plus its
 * spin times its reach (gravity's share aside) was at most 4.9 times the
 * speed at which their nearest points approached (99% under 3.9).
 */
const IMPACT = 5;

/** One contact query's result, reused (Rapier fills it in: each point and normal its own object). */
const origin = () => ({ x: 0, y: 0, z: 0 });
const CONTACT = new RAPIER.ShapeContact(0, origin(), origin(), origin(), origin());

/**
 * A pair of dice (by their places in the list) measured before a step: how
 * far apart their skins are (cm); how fast that gap may shrink at first
 * (cm/s, negative if it grows), and how much faster as their spins bend
 * their corners' paths (cm/s²); how fast their nearest points approach each
 * other along the normal (cm/s, the speed of an impact if they touch); and
 * gravity's pull between them (cm/s²).
 */
interface Measured {
  readonly i: number;
  readonly j: number;
  readonly gap: number;
  readonly rate: number;
  readonly turn: number;
  readonly impact: number;
  readonly pull: number;
}

/** The speed at which two dice's surfaces move relative to each other at most (cm/s). */
function relativeSpeed(a: ShotDie, b: ShotDie): number {
  const r0 = b.linvel[0] - a.linvel[0];
  const r1 = b.linvel[1] - a.linvel[1];
  const r2 = b.linvel[2] - a.linvel[2];
  return Math.sqrt(r0 * r0 + r1 * r1 + r2 * r2) + spinSpeed(a) + spinSpeed(b);
}

/** Whether two dice could come within `touchGap` of each other within `time` at `speed` (cm/s): cheap bounds. */
function mayMeet(a: ShotDie, b: ShotDie, speed: number, time: number, touchGap: number): boolean {
  const reach = speed * time + G * time * time;
  const d0 = b.centre[0] - a.centre[0];
  const d1 = b.centre[1] - a.centre[1];
  const d2 = b.centre[2] - a.centre[2];
  if (Math.sqrt(d0 * d0 + d1 * d1 + d2 * d2) - a.reach - b.reach - touchGap > reach) return false;
  return separation(a, b) - touchGap <= reach;
}

/** Measures two dice exactly (Rapier's contact query), if their skins are within `within` (cm) of meeting. */
function measure(
  dice: readonly ShotDie[],
  i: number,
  j: number,
  within: number,
  touch: Touch,
): Measured | null {
  const a = itemAt(dice, i);
  const b = itemAt(dice, j);
  const contact = a.hull.contactCollider(b.hull, 2 * touch.skin + within, CONTACT);
  if (contact === null) return null;
  // normal1 points out of a, towards b. The gap along it is the distance between the two hulls; it
  // shrinks as a advances along n and b along -n: their centres' velocities, plus the fastest any
  // of their corners turns that way, plus how far their spins bend the corners' paths.
  const n: Vec3 = [contact.normal1.x, contact.normal1.y, contact.normal1.z];
  const m: Vec3 = [-n[0], -n[1], -n[2]];
  const rate = dot(n, a.linvel) + dot(m, b.linvel) + spinAlong(a, n) + spinAlong(b, m);
  const turn = (dot(a.angvel, a.angvel) * a.reach + dot(b.angvel, b.angvel) * b.reach) / 2;
  const impact = dot(n, pointVelocity(a, contact.point1)) + dot(m, pointVelocity(b, contact.point2));
  return {
    i,
    j,
    gap: contact.distance - 2 * touch.skin,
    rate,
    turn,
    impact: Math.max(0, impact),
    pull: G * Math.abs(n[1]),
  };
}

/** The velocity (cm/s) of a die's point `p` (cm): its centre's, plus its spin's ω × r. */
function pointVelocity(d: ShotDie, p: { readonly x: number; readonly y: number; readonly z: number }): Vec3 {
  const [wx, wy, wz] = d.angvel;
  const rx = p.x - d.centre[0];
  const ry = p.y - d.centre[1];
  const rz = p.z - d.centre[2];
  return [d.linvel[0] + wy * rz - wz * ry, d.linvel[1] + wz * rx - wx * rz, d.linvel[2] + wx * ry - wy * rx];
}

/** How fast a die's spin carries its corners along `dir` at most (cm/s): the largest of (ω × r) · dir. */
function spinAlong(d: ShotDie, dir: Vec3): number {
  // (ω × r) · dir = r · (dir × ω)
  const k = cross(dir, d.angvel);
  const [cx, cy, cz] = d.centre;
  let most = 0;
  for (const p of d.corners)
    most = Math.max(most, (p[0] - cx) * k[0] + (p[1] - cy) * k[1] + (p[2] - cz) * k[2]);
  return most;
}

/** The first time t ≥ 0 (s) at which rate·t + curve·t² reaches `room` (∞ if it never does). */
function reachTime(room: number, rate: number, curve: number): number {
  if (room <= 0) return 0;
  const root = Math.sqrt(rate * rate + 4 * curve * room);
  if (rate >= 0) return rate + root > 0 ? (2 * room) / (rate + root) : Number.POSITIVE_INFINITY;
  return curve > 0 ? (root - rate) / (2 * curve) : Number.POSITIVE_INFINITY;
}

/**
 * The longest time (s) before a gap (cm) closes to `-aim`, shrinking at
 * `rate` (cm/s), faster by `curve` (cm/s²: rate·t + curve·t²), and faster
 * again by each kick's speed from its time on (`kicks`: time, speed, time,
 * speed…, in order of time). Rapier moves a body by its velocity after the
 * step's gravity, so gravity's pull counts whole in `curve`; a spin bends a
 * corner's path by at most ω²·r·t²/2.
 */
function timeToMeet(
  gap: number,
  rate: number,
  curve: number,
  aim: number,
  kicks: readonly number[] = [],
): number {
  const room = gap + aim;
  // Kicks started so far add speed·(t − start): `faster` to the rate, `later` to the room.
  let faster = 0;
  let later = 0;
  for (let k = 0; k <= kicks.length; k += 2) {
    const start = k === 0 ? 0 : itemAt(kicks, k - 2);
    const end = k < kicks.length ? itemAt(kicks, k) : Number.POSITIVE_INFINITY;
    if (k > 0) {
      faster += itemAt(kicks, k - 1);
      later += itemAt(kicks, k - 1) * start;
    }
    const t = reachTime(room + later, rate + faster, curve);
    if (t <= end) return Math.max(t, start);
  }
  return Number.POSITIVE_INFINITY;
}

/** A die lies on the board when its lowest corner is within its skin and this (cm) of the top. */
const ON_BOARD = 0.005;

/** The lowest of a die's corners (cm above the board's top). */
function lowest(d: ShotDie): number {
  let y = Number.POSITIVE_INFINITY;
  for (const p of d.corners) y = Math.min(y, p[1]);
  return y;
}

/** Which dice are held up (1): asleep, touching another die, or lying on the board. */
function supported(dice: readonly ShotDie[], touching: readonly Measured[], touch: Touch): Uint8Array {
  const held = new Uint8Array(dice.length);
  for (const m of touching) {
    held[m.i] = 1;
    held[m.j] = 1;
  }
  dice.forEach((d, i) => {
    if (!d.awake || lowest(d) <= touch.skin + ON_BOARD) held[i] = 1;
  });
  return held;
}

/**
 * How much faster each die may move within the step, and from when (s):
 * `IMPACT` times the fastest impact within its group of touching dice, from
 * the start; `IMPACT` times its falling speed from when it may land on the
 * board. Null if no die may.
 */
interface Kicks {
  readonly now: Float64Array;
  readonly landing: Float64Array;
  readonly landAt: Float64Array;
}

function impacts(dice: readonly ShotDie[], touching: readonly Measured[], touch: Touch): Kicks | null {
  const n = dice.length;
  let kicks: Kicks | null = null;
  const kicked = (): Kicks => {
    kicks ??= { now: new Float64Array(n), landing: new Float64Array(n), landAt: new Float64Array(n) };
    return kicks;
  };
  // Groups of touching dice (union-find), each with its fastest impact.
  if (touching.some((m) => m.impact > 0)) {
    const parent = dice.map((_, i) => i);
    const root = (i: number): number => {
      let r = i;
      while (itemAt(parent, r) !== r) r = itemAt(parent, r);
      return r;
    };
    const fastest = new Float64Array(n);
    for (const m of touching) {
      const i = root(m.i);
      const j = root(m.j);
      const c = Math.max(m.impact, itemAt(fastest, i), itemAt(fastest, j));
      parent[i] = j;
      fastest[j] = c;
    }
    const { now } = kicked();
    for (let i = 0; i < n; i++) now[i] = IMPACT * itemAt(fastest, root(i));
  }
  dice.forEach((d, i) => {
    // Landing on the board: falling, from when its lowest corner may reach the top (y = 0).
    const falling = Math.max(0, -d.linvel[1]);
    if (falling === 0) return;
    const { landing, landAt } = kicked();
    landing[i] = IMPACT * falling;
    landAt[i] = reachTime(lowest(d) - touch.skin, falling + spinSpeed(d), G);
  });
  return kicks;
}

/** The kicks of two dice, as `timeToMeet` takes them: time, speed, … in order of time. */
function kicksOf(kicks: Kicks, i: number, j: number): number[] {
  const out = [0, itemAt(kicks.now, i) + itemAt(kicks.now, j)];
  const a = [itemAt(kicks.landAt, i), itemAt(kicks.landing, i)];
  const b = [itemAt(kicks.landAt, j), itemAt(kicks.landing, j)];
  for (const [at = 0, by = 0] of (a[0] ?? 0) <= (b[0] ?? 0) ? [a, b] : [b, a]) if (by > 0) out.push(at, by);
  return out;
}

/** The most speed two dice's kicks may add (cm/s). */
const kickSpeed = (kicks: Kicks, i: number, j: number): number =>
  itemAt(kicks.now, i) + itemAt(kicks.now, j) + itemAt(kicks.landing, i) + itemAt(kicks.landing, j);

/**
 * The step to take (s): `dt`, shortened so that no two dice apart (one of
 * them awake) close further than `aim` inside each other's skins, but
 * never below `minStep`; and the pairs of dice that touch (`touched`: the
 * pairs that touched before the step, and still do for two dice asleep,
 * which have not moved since).
 */
export function touchStep(
  dice: readonly ShotDie[],
  dt: number,
  touch: Touch,
  minStep: number,
  touched: (a: ShotDie, b: ShotDie) => boolean,
): { dt: number; touching: [ShotDie, ShotDie][] } {
  if (dice.length < 2) return { dt, touching: [] };
  const touchGap = 2 * touch.skin + touch.tolerance;
  const reach = (speed: number, time: number) => touch.tolerance + speed * time + G * time * time;
  const touching: Measured[] = [];
  const apart: Measured[] = [];
  // Pairs too far apart to meet at their own speeds, for a second look if impacts may speed them up.
  const far: number[] = [];
  // The step as their own speeds limit it, which gravity and impacts may only shorten: pairs that
  // cannot meet within it need no measuring.
  let horizon = dt;
  for (let i = 0; i < dice.length; i++) {
    const a = itemAt(dice, i);
    for (let j = i + 1; j < dice.length; j++) {
      const b = itemAt(dice, j);
      if (!a.awake && !b.awake) {
        if (touched(a, b)) touching.push({ i, j, gap: 0, rate: 0, turn: 0, impact: 0, pull: 0 });
        continue;
      }
      // A touch begins when their skins come within half the tolerance (Rapier's own contact, found
      // another way, then finds them touching too) and lasts while they stay within the tolerance.
      const within = touched(a, b) ? touch.tolerance : touch.tolerance / 2;
      const speed = relativeSpeed(a, b);
      const m = mayMeet(a, b, speed, horizon, touchGap)
        ? measure(dice, i, j, reach(speed, horizon), touch)
        : null;
      if (m === null) far.push(i, j, speed);
      else if (m.gap <= within) touching.push(m);
      else {
        apart.push(m);
        horizon = Math.min(horizon, timeToMeet(m.gap, m.rate, m.turn, touch.aim));
      }
    }
  }
  const held = supported(dice, touching, touch);
  // Gravity pulls two dice together only if one of them is free to fall.
  const pull = (m: Measured) => (itemAt(held, m.i) === 1 && itemAt(held, m.j) === 1 ? 0 : m.pull);
  const kicks = impacts(dice, touching, touch);
  let limit = horizon;
  for (const m of apart) {
    const extra = kicks === null ? [] : kicksOf(kicks, m.i, m.j);
    limit = Math.min(limit, timeToMeet(m.gap, m.rate, m.turn + pull(m), touch.aim, extra));
  }
  if (kicks !== null) {
    for (let k = 0; k < far.length; k += 3) {
      const i = itemAt(far, k);
      const j = itemAt(far, k + 1);
      const extra = kickSpeed(kicks, i, j);
      const speed = itemAt(far, k + 2) + extra;
      if (extra === 0 || !mayMeet(itemAt(dice, i), itemAt(dice, j), speed, limit, touchGap)) continue;
      const m = measure(dice, i, j, reach(speed, limit), touch);
      if (m !== null)
        limit = Math.min(limit, timeToMeet(m.gap, m.rate, m.turn + pull(m), touch.aim, kicksOf(kicks, i, j)));
    }
  }
  return {
    dt: Math.max(limit, minStep),
    touching: touching.map((m): [ShotDie, ShotDie] => [itemAt(dice, m.i), itemAt(dice, m.j)]),
  };
}

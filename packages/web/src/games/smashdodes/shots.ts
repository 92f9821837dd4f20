/**
 * From a person's aim to a shot move, knowing no rules. Shots are
 * continuous (a point, a height, a speed, a heading), so the engine lists
 * only a sample of them (`legal`) and judges any other with `isLegal`. The
 * board takes from `legal` only *what* may be shot (which dice may be
 * dropped, which die may attack which targets, whether skipping is
 * allowed) and builds the shot's numbers from the aim, clamped to the
 * limits of a shot (SD-7, `LIMITS`), in the moves' integer units (mm,
 * mm/s, rad/s). `offered` is the last check before a move leaves the board.
 */
import type { AttackShot, DropShot, Skip, SmashMove, SmashView } from '@gameshelf/smashdodes';
import { LIMITS } from '@gameshelf/smashdodes/present';

export type Spin = readonly [number, number, number];

/** What `legal` allows, by die. */
export interface Offers {
  /** Dice that may be drop-rolled, in order. */
  readonly drops: readonly number[];
  /** Each die that may attack, with the targets it may attack, in order. */
  readonly attacks: ReadonlyMap<number, readonly number[]>;
  /** The skip move as it was given, when it is legal. */
  readonly skip: Skip | null;
}

export const NO_OFFERS: Offers = { drops: [], attacks: new Map(), skip: null };

export function offersOf(legal: readonly SmashMove[] | null): Offers {
  if (!legal) return NO_OFFERS;
  const drops: number[] = [];
  const attacks = new Map<number, number[]>();
  let skip: Skip | null = null;
  for (const move of legal) {
    if (move.type === 'drop' && !drops.includes(move.die)) drops.push(move.die);
    else if (move.type === 'attack') {
      const targets = attacks.get(move.die) ?? [];
      if (!targets.includes(move.target)) targets.push(move.target);
      attacks.set(move.die, targets);
    } else if (move.type === 'skip') skip = move;
  }
  return { drops, attacks, skip };
}

/** Nothing to offer: not this viewer's turn to aim. */
export const nothingOffered = (o: Offers): boolean => o.drops.length === 0 && o.attacks.size === 0 && !o.skip;

/** A drop-roll as aimed: the point over the target and the height in mm, the spin in rad/s. */
export interface DropAim {
  readonly die: number;
  readonly x: number;
  readonly z: number;
  readonly height: number;
  readonly spin: Spin;
}

/** An attack as aimed: a heading in degrees (counter-clockwise seen from above, 0° to the right), a speed in mm/s. */
export interface AttackAim {
  readonly die: number;
  readonly target: number;
  readonly degrees: number;
  readonly speed: number;
  readonly lift: number;
  readonly spin: Spin;
}

export const DEFAULT_HEIGHT = 80;
export const DEFAULT_SPEED = 1500;
export const NO_SPIN: Spin = [0, 0, 0];

/** Towards zero, never -0 (JSON would not keep it). */
const toInt = (v: number): number => Math.trunc(v) || 0;
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const clampInt = (v: number, lo: number, hi: number): number => Math.round(clamp(v, lo, hi)) || 0;

const clampSpinAxis = (w: number): number => clampInt(w, -LIMITS.maxSpin, LIMITS.maxSpin);
export const clampSpin = (spin: Spin): Spin => [
  clampSpinAxis(spin[0]),
  clampSpinAxis(spin[1]),
  clampSpinAxis(spin[2]),
];

/**
 * A point pulled inside the target circle and made whole millimetres:
 * truncating towards the centre keeps it inside.
 */
export function dropPoint(x: number, z: number): { x: number; z: number } {
  const r = Math.hypot(x, z);
  const k = r > LIMITS.dropRadius ? LIMITS.dropRadius / r : 1;
  return { x: toInt(x * k), z: toInt(z * k) };
}

export function dropShot(aim: DropAim): DropShot {
  const { x, z } = dropPoint(aim.x, aim.z);
  return {
    type: 'drop',
    die: aim.die,
    x,
    z,
    height: clampInt(aim.height, LIMITS.minHeight, LIMITS.maxHeight),
    spin: clampSpin(aim.spin),
  };
}

/** The launch velocity of a heading and speed: each component truncated, so its length never exceeds the speed. */
export function velocityOf(degrees: number, speed: number): readonly [number, number, number] {
  const s = clamp(speed, 0, LIMITS.maxSpeed);
  const radians = (degrees * Math.PI) / 180;
  return [toInt(s * Math.cos(radians)), 0, toInt(-s * Math.sin(radians))];
}

export function attackShot(aim: AttackAim): AttackShot {
  return {
    type: 'attack',
    die: aim.die,
    target: aim.target,
    velocity: velocityOf(aim.degrees, aim.speed),
    lift: clampInt(aim.lift, 0, LIMITS.maxLift),
    spin: clampSpin(aim.spin),
  };
}

/**
 * The aim that builds a shot again (a hint's): a drop as it is; an attack's
 * heading and speed from its velocity across the board (the controls aim
 * level, so an upward component is left out).
 */
export function aimOfShot(shot: DropShot): DropAim;
export function aimOfShot(shot: AttackShot): AttackAim;
export function aimOfShot(shot: DropShot | AttackShot): DropAim | AttackAim {
  if (shot.type === 'drop')
    return { die: shot.die, x: shot.x, z: shot.z, height: shot.height, spin: shot.spin };
  const [vx, , vz] = shot.velocity;
  const degrees = (Math.atan2(-vz, vx) * 180) / Math.PI;
  return {
    die: shot.die,
    target: shot.target,
    degrees: degrees < 0 ? degrees + 360 : degrees,
    speed: Math.hypot(vx, vz),
    lift: shot.lift,
    spin: shot.spin,
  };
}

const spinOk = (spin: Spin): boolean =>
  spin.length === 3 && spin.every((w) => Number.isInteger(w) && Math.abs(w) <= LIMITS.maxSpin);

/**
 * Whether a built move may leave the board: its die (and target) and type
 * are among `legal`, and its numbers are whole and within the limits.
 */
export function offered(move: SmashMove, offers: Offers): boolean {
  switch (move.type) {
    case 'skip':
      return offers.skip !== null;
    case 'drop':
      return (
        offers.drops.includes(move.die) &&
        [move.x, move.z, move.height].every(Number.isInteger) &&
        move.x * move.x + move.z * move.z <= LIMITS.dropRadius ** 2 &&
        move.height >= LIMITS.minHeight &&
        move.height <= LIMITS.maxHeight &&
        spinOk(move.spin)
      );
    case 'attack': {
      const [vx, vy, vz] = move.velocity;
      return (
        (offers.attacks.get(move.die) ?? []).includes(move.target) &&
        move.velocity.every(Number.isInteger) &&
        vx * vx + vy * vy + vz * vz <= LIMITS.maxSpeed ** 2 &&
        Number.isInteger(move.lift) &&
        move.lift >= 0 &&
        move.lift <= LIMITS.maxLift &&
        spinOk(move.spin)
      );
    }
    default:
      return false;
  }
}

/** Where a die rests, as [x, z] in metres, or null when it is not on the board. */
export function restingAt(view: SmashView, die: number): readonly [number, number] | null {
  const place = view.dice[die]?.place;
  return place?.at === 'play' ? [place.pose.p[0], place.pose.p[2]] : null;
}

/** The heading in degrees from one point of the board to another (0° to the right, 90° up the screen). */
export function headingBetween(from: readonly [number, number], to: readonly [number, number]): number {
  const degrees = (Math.atan2(-(to[1] - from[1]), to[0] - from[0]) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** How far a drag must reach, in metres, for the full legal speed. */
export const DRAG_REACH = 0.15;

/** A drag on the board from the attacking die to `to` (metres): heading along the drag, speed by its length. */
export function aimFromDrag(
  from: readonly [number, number],
  to: readonly [number, number],
): { degrees: number; speed: number } {
  const reach = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const speed = Math.round((Math.min(reach, DRAG_REACH) / DRAG_REACH) * LIMITS.maxSpeed);
  return { degrees: Math.round(headingBetween(from, to)), speed };
}

/** Of the targets this die may attack, the one whose bearing is nearest the heading. */
export function nearestTarget(
  view: SmashView,
  die: number,
  targets: readonly number[],
  degrees: number,
): number | null {
  const from = restingAt(view, die);
  let best: number | null = null;
  let bestOff = Number.POSITIVE_INFINITY;
  for (const t of targets) {
    const to = restingAt(view, t);
    if (!from || !to) continue;
    const off = Math.abs(((headingBetween(from, to) - degrees + 540) % 360) - 180);
    if (off < bestOff) {
      bestOff = off;
      best = t;
    }
  }
  return best;
}

/** An attack aimed straight at its target at the default speed. */
export function aimAt(view: SmashView, die: number, target: number, speed = DEFAULT_SPEED): AttackAim {
  const from = restingAt(view, die);
  const to = restingAt(view, target);
  const degrees = from && to ? Math.round(headingBetween(from, to)) : 0;
  return { die, target, degrees, speed, lift: 0, spin: NO_SPIN };
}

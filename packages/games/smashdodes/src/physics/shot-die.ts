/**
 * A die in a running shot: its body, and its state as the last step left
 * it, read from Rapier once per step (every read crosses into WebAssembly
 * and allocates) and shared by everything that looks at it: the step
 * length, the approach checks, contacts, rest and the trajectory. A
 * sleeping die's state is kept from when it fell asleep.
 *
 * Positions are in Rapier's units (centimetres), as `approach.ts` wants them;
 * `pose` gives metres.
 */
import type { Moving } from './approach.ts';
import { SCALE } from './model.ts';
import { type DieKind, POLYHEDRA } from './polyhedra.ts';
import type { Collider, RigidBody } from './rapier.ts';
import type { Pose } from './read.ts';
import { type Quat, rotate, type Vec3 } from './vec.ts';

const STILL: Vec3 = [0, 0, 0];

export class ShotDie implements Moving {
  readonly die: number;
  readonly kind: DieKind;
  readonly body: RigidBody;
  /** Its collider, and the collider's handle. */
  readonly hull: Collider;
  readonly collider: number;
  /** Half the die's width across its corners (cm): spin times it bounds a corner's speed. */
  readonly reach: number;
  /** Fallen off the board and taken out of the world. */
  out = false;
  /** Woken by the shot (the shot die always is). */
  moved: boolean;
  centre: Vec3 = STILL;
  linvel: Vec3 = STILL;
  angvel: Vec3 = STILL;
  awake = false;
  private placed: Vec3[] | null = null;
  /** Its rotation, read from Rapier when first asked for after a step (a lone drop needs it only at the end). */
  private rotation: Quat | null = null;
  private read = false;

  constructor(die: number, kind: DieKind, body: RigidBody, moved: boolean) {
    this.die = die;
    this.kind = kind;
    this.body = body;
    this.hull = body.collider(0);
    this.collider = this.hull.handle;
    this.reach = POLYHEDRA[kind].circumradius * SCALE;
    this.moved = moved;
  }

  /** Reads the body's state after a step (a sleeping die's only once: it does not move). */
  observe(): void {
    const awake = !this.body.isSleeping();
    if (!awake && this.read && !this.awake) return;
    this.read = true;
    this.awake = awake;
    this.placed = null;
    this.rotation = null;
    const p = this.body.translation();
    this.centre = [p.x, p.y, p.z];
    if (awake) {
      const v = this.body.linvel();
      const w = this.body.angvel();
      this.linvel = [v.x, v.y, v.z];
      this.angvel = [w.x, w.y, w.z];
    } else {
      this.linvel = STILL;
      this.angvel = STILL;
    }
  }

  /** Its rotation after the last step. */
  get q(): Quat {
    if (this.rotation === null) {
      const r = this.body.rotation();
      this.rotation = [r.x, r.y, r.z, r.w];
    }
    return this.rotation;
  }

  /** Its corners where they are (cm). */
  get corners(): readonly Vec3[] {
    if (this.placed === null) {
      const [x, y, z] = this.centre;
      this.placed = POLYHEDRA[this.kind].vertices.map((v): Vec3 => {
        const r = rotate(this.q, v);
        return [x + r[0] * SCALE, y + r[1] * SCALE, z + r[2] * SCALE];
      });
    }
    return this.placed;
  }

  /** How fast its fastest point may move, in m/s: its speed plus its spin times its reach. */
  get speed(): number {
    const [vx, vy, vz] = this.linvel;
    const [wx, wy, wz] = this.angvel;
    return (
      (Math.sqrt(vx * vx + vy * vy + vz * vz) + this.reach * Math.sqrt(wx * wx + wy * wy + wz * wz)) / SCALE
    );
  }

  /** Its pose, in metres. */
  get pose(): Pose {
    const [x, y, z] = this.centre;
    return { p: [x / SCALE, y / SCALE, z / SCALE], q: this.q };
  }
}

/**
 * The shot die's contact gate (model 2): Rapier's solver may push the shot
 * die and another die apart only while their surfaces are within the
 * approach margin of each other (approach.ts). Rapier still predicts their
 * contact, since it needs to, to find it in time; but a shot die passing
 * near a die does not move it, and whatever the shot die moves, it touched
 * (SD-8). A contact hook, called for the shot die's contacts only, keeps
 * the gate (dice struck by the shot die are left to Rapier, the approach
 * steps alone keeping their bounces honest).
 */
import { impossible } from '@gameshelf/engine';
import { RAPIER, type World } from './rapier.ts';
import type { ShotDie } from './shot-die.ts';

type Hooks = NonNullable<Parameters<World['step']>[1]>;
type EventQueue = InstanceType<typeof RAPIER.EventQueue>;

export class ShotGate {
  private readonly shot: number;
  private readonly dice: ReadonlySet<number>;
  private readonly open = new Set<number>();
  readonly hooks: Hooks;
  /** Rapier calls contact hooks only in a step that also collects events: an empty queue, drained by itself. */
  readonly events: EventQueue = new RAPIER.EventQueue(true);

  /** A gate for the shot die's contacts with `dice` (colliders); the shot die's collider must have the hook active. */
  constructor(shot: ShotDie, dice: readonly ShotDie[]) {
    this.shot = shot.collider;
    this.dice = new Set(dice.filter((d) => d !== shot).map((d) => d.collider));
    shot.body.collider(0).setActiveHooks(RAPIER.ActiveHooks.FILTER_CONTACT_PAIRS);
    const { COMPUTE_IMPULSE } = RAPIER.SolverFlags;
    this.hooks = {
      // A closed gate hides the contact altogether: a contact without impulses would still wake
      // the other die, which would then drift by micrometres as it settles again.
      filterContactPair: (c1, c2) => {
        const other = c1 === this.shot ? c2 : c1;
        return !this.dice.has(other) || this.open.has(other) ? COMPUTE_IMPULSE : null;
      },
      filterIntersectionPair: () => true,
    };
  }

  free(): void {
    this.events.free();
  }

  /** Whether the solver pushed the shot die and `other` apart in the last step (through the open gate). */
  pushed(world: World, other: ShotDie): boolean {
    if (!this.open.has(other.collider)) return false;
    let pushed = false;
    world.narrowPhase.contactPair(this.shot, other.collider, world.bodies, (manifold) => {
      for (let i = 0; i < manifold.numContacts() && !pushed; i++) pushed = manifold.contactImpulse(i) > 0;
    });
    return pushed;
  }

  /** Opens the gate to the dice near the shot die (`near`: pairs within the margin), closes it to the others. */
  update(near: readonly (readonly [ShotDie, ShotDie])[]): void {
    this.open.clear();
    for (const [a, b] of near) {
      if (a.collider === this.shot) this.open.add(b.collider);
      else if (b.collider === this.shot) this.open.add(a.collider);
    }
  }
}

/**
 * The gates of model 3 (touch.ts): Rapier's solver sees a contact between
 * two dice only while they touch, whichever dice they are; contacts with
 * the board are left alone. Kept in the colliders' collision groups rather
 * than a contact hook, so Rapier calls back into JavaScript for nothing, and
 * a collider changes only when what it touches does: each die has a bit of
 * its own (its membership, given when it is created: `dieGroups`), and its
 * filter holds its own bit and those of the dice it touches. The board's
 * colliders keep Rapier's default, every bit in both. Rapier then keeps a
 * pair of dice only when each is in the other's filter, and drops the
 * contacts of a pair as soon as it is not (as a contact hook refusing it
 * would). Sixteen bits, sixteen dice at most: the most a game has.
 */
export const MAX_DICE = 16;

/** The collision groups of a die with bit `bit` whose filter holds `filter` (Rapier packs both in 32 bits). */
const groups = (bit: number, filter: number): number => (1 << bit) * 0x10000 + filter;

/** A new die's collision groups: its bit, and a filter that lets it meet the board and no die. */
export function dieGroups(bit: number): number {
  if (!Number.isInteger(bit) || bit < 0 || bit >= MAX_DICE) throw new Error(`dice: no collision bit ${bit}`);
  return groups(bit, 1 << bit);
}

export class TouchGate {
  private readonly bits = new Map<ShotDie, number>();
  private readonly filters = new Map<ShotDie, number>();

  /** A gate between `dice`, each with the bit its collider was created with. */
  constructor(dice: readonly ShotDie[]) {
    for (const d of dice) {
      const current = d.hull.collisionGroups();
      const bit = 31 - Math.clz32(Math.floor(current / 0x10000));
      this.bits.set(d, bit);
      this.filters.set(d, current % 0x10000);
    }
  }

  private bit(d: ShotDie): number {
    return this.bits.get(d) ?? impossible('every die of the gate has its bit');
  }

  /** Whether the gate between two dice was open in the last step. */
  isOpen(a: ShotDie, b: ShotDie): boolean {
    return ((this.filters.get(a) ?? 0) & (1 << this.bit(b))) !== 0;
  }

  /** `isOpen`, bound: whether two dice touched in the last step, as far as the gate knows. */
  readonly touched = (a: ShotDie, b: ShotDie): boolean => this.isOpen(a, b);

  /**
   * Whether the solver pushed `a` and `b` apart in the last step, while they
   * touched: the gate between them was open (it opens only to dice that
   * touch) and Rapier's contact between them carries a positive impulse, at
   * any of its points.
   */
  forced(world: World, a: ShotDie, b: ShotDie): boolean {
    if (!this.isOpen(a, b)) return false;
    let forced = false;
    world.narrowPhase.contactPair(a.collider, b.collider, world.bodies, (manifold) => {
      for (let i = 0; i < manifold.numContacts() && !forced; i++) forced = manifold.contactImpulse(i) > 0;
    });
    return forced;
  }

  /** Opens the gates between the pairs that touch, closes the others (only changed colliders are set). */
  update(touching: readonly (readonly [ShotDie, ShotDie])[]): void {
    const next = new Map<ShotDie, number>();
    for (const [a, b] of touching) {
      next.set(a, (next.get(a) ?? 1 << this.bit(a)) | (1 << this.bit(b)));
      next.set(b, (next.get(b) ?? 1 << this.bit(b)) | (1 << this.bit(a)));
    }
    for (const [d, filter] of this.filters) {
      const bit = this.bit(d);
      const wanted = next.get(d) ?? 1 << bit;
      if (wanted === filter || d.out) continue;
      this.filters.set(d, wanted);
      d.hull.setCollisionGroups(groups(bit, wanted));
    }
  }
}

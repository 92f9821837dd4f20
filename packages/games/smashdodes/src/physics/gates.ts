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
import { RAPIER } from './rapier.ts';
import type { ShotDie } from './shot-die.ts';
import type { World } from './world.ts';

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

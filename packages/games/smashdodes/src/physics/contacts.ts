/**
 * Which dice a die is in contact with (SD-8), as the physics model reads it.
 *
 * - `predicted` (model 1): Rapier's collision events. They start as soon as
 *   the solver considers a contact, and it considers predicted contacts,
 *   between shapes up to its prediction distance apart (2 cm at our length
 *   unit): a die that passed near another without touching it could count
 *   as a first contact.
 * - `touching` (model 2): a contact is a real touch: after a step, the two
 *   dice's surfaces are no further apart than the model's `touchGap` (a
 *   fraction of a millimetre), measured on their shapes (overlap.ts); or
 *   the solver pushed them apart in the step, which it may do only when
 *   they are within the approach margin of each other (gates.ts). Rapier's
 *   predicted contacts, between dice up to 2 cm apart, do not count: a die
 *   passing a millimetre from another touches nothing.
 */
import { overlap, type PlacedShape } from './overlap.ts';
import { RAPIER } from './rapier.ts';
import type { ShotDie } from './shot-die.ts';
import type { PhysicsModel } from './versions.ts';

type EventQueue = InstanceType<typeof RAPIER.EventQueue>;

/** Whether two dice touch (model 2's reading): their surfaces no further apart than `gap` (m). */
export function touching(a: PlacedShape, b: PlacedShape, gap: number): boolean {
  return overlap(a, b, -gap) > -gap;
}

/** The dice of `dice` that die `own` touches now (model 2's reading). */
export function touchedDice(own: ShotDie, dice: Iterable<ShotDie>, model: PhysicsModel): ShotDie[] {
  const shape = own.pose;
  const out: ShotDie[] = [];
  for (const d of dice)
    if (d !== own && !d.out && touching({ kind: own.kind, pose: shape }, d, model.touchGap)) out.push(d);
  return out;
}

/** Watches one die's contacts with the others, step by step, for the first one. */
export interface ContactWatch {
  /** The event queue the next step must fill, if the reading needs one. */
  readonly events: EventQueue | undefined;
  /** The dice the watched die started touching in the last step. */
  started(): ShotDie[];
  free(): void;
}

/**
 * A watch on `own`'s contacts with `dice` (by collider handle); for model 2,
 * `pushed` tells whether the solver pushed `own` and a die apart in the last
 * step.
 */
export function watchContacts(
  own: ShotDie,
  dice: ReadonlyMap<number, ShotDie>,
  model: PhysicsModel,
  pushed: (d: ShotDie) => boolean,
): ContactWatch {
  if (model.contacts === 'touching') {
    const started = () => {
      const touched = touchedDice(own, dice.values(), model);
      for (const d of dice.values()) if (!d.out && !touched.includes(d) && pushed(d)) touched.push(d);
      return touched;
    };
    return { events: undefined, started, free: () => {} };
  }
  const handle = own.collider;
  own.body.collider(0).setActiveEvents(RAPIER.ActiveEvents.COLLISION_EVENTS);
  const events = new RAPIER.EventQueue(true);
  return {
    events,
    started() {
      const out: ShotDie[] = [];
      events.drainCollisionEvents((h1, h2, started) => {
        const other = dice.get(h1 === handle ? h2 : h2 === handle ? h1 : -1);
        if (started && other) out.push(other);
      });
      return out;
    },
    free: () => events.free(),
  };
}

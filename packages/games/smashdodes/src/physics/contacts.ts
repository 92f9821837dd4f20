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
 * - `forces` (model 3, SD-8 amended: distance 0 and a contact force): the
 *   solver applied a positive contact impulse between the two dice in a
 *   step in which they touched: their skins within the tolerance of meeting
 *   (touch.ts), the only dice between which the solver may act at all
 *   (gates.ts). So a die passing near another, however near, neither
 *   touches nor moves it, and a die the shot die moves is a die it touched.
 *   (The impulse is read for the whole contact, not point by point: Rapier's
 *   contact between two touching dice also holds points a little apart,
 *   where it expects the surfaces to meet within the step as a die turns,
 *   and it may push there first.)
 */
import { overlap, type PlacedShape } from './overlap.ts';
import { RAPIER } from './rapier.ts';
import type { ShotDie } from './shot-die.ts';
import type { PhysicsModel } from './versions.ts';

type EventQueue = InstanceType<typeof RAPIER.EventQueue>;

/**
 * Whether two dice touch as their shapes show it: their surfaces no further
 * apart than `gap` (m). Model 2's first contacts; in models 2 and 3, a die
 * at rest leaning on another (rest.ts, the soak).
 */
export function touching(a: PlacedShape, b: PlacedShape, gap: number): boolean {
  return overlap(a, b, -gap) > -gap;
}

/** The dice of `dice` that die `own` touches now, by their shapes (`touching`, within the model's `touchGap`). */
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
 * A watch on `own`'s contacts with `dice` (by collider handle); for models
 * 2 and 3, `pushed` tells whether the solver pushed `own` and a die apart in
 * the last step (model 3: at a point where they touch).
 */
export function watchContacts(
  own: ShotDie,
  dice: ReadonlyMap<number, ShotDie>,
  model: PhysicsModel,
  pushed: (d: ShotDie) => boolean,
): ContactWatch {
  if (model.contacts === 'forces') {
    const started = () => {
      const touched: ShotDie[] = [];
      for (const d of dice.values()) if (!d.out && pushed(d)) touched.push(d);
      return touched;
    };
    return { events: undefined, started, free: () => {} };
  }
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

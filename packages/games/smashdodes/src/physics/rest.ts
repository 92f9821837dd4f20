/**
 * When a die is at rest (SD-14). A real die on a bare table never stays on
 * an edge or a corner: it falls onto a face. In the simulation a die can
 * hang balanced near an edge for a moment, slow enough to look still, and
 * Rapier puts a body to sleep once it turns slower than 0.5 rad/s for half
 * a second, which freezes a die that is slowly tipping over. So (models 2
 * and 3) a
 * still die on the bare board rests only if it lies within the model's
 * `faceTilt` of one of its faces; one that does not is still falling, and is
 * woken if Rapier put it to sleep. A die leaning on another die may rest
 * tilted (SD-4: cocked dice are read as they lie), and so may one at the
 * board's rim, which can hang over the edge.
 *
 * Nor is a die at rest while it lies deeper than the model's rest depth
 * inside the board or another die: Rapier's solver pushes overlapping shapes
 * apart over several steps, in part with velocity it does not leave in the
 * bodies, so a die can look still while it is still being pushed out. The
 * depth is measured on the dice's shapes (overlap.ts), not read from
 * Rapier's contacts, which can be out of date (see `unsettle`).
 */
import { BOARD_HALF, octagonalRadius } from '../board.ts';
import { touchedDice } from './contacts.ts';
import { boardDepth, overlap } from './overlap.ts';
import { type DieKind, POLYHEDRA } from './polyhedra.ts';
import type { ShotDie } from './shot-die.ts';
import { type Quat, rotate } from './vec.ts';
import type { PhysicsModel } from './versions.ts';

/** The angle between the die's face lying nearest the board and the board, in radians. */
export function faceTilt(kind: DieKind, q: Quat): number {
  let down = -1;
  for (const face of POLYHEDRA[kind].faces) down = Math.max(down, -rotate(q, face.normal)[1]);
  return Math.acos(Math.min(1, down));
}

/**
 * Whether a still die may rest where it lies (models 2 and 3), given the other
 * dice: not if it is inside the board or another die, nor if it lies on
 * the bare board balanced on an edge or a corner (it is still falling).
 */
export function mayRest(die: ShotDie, others: readonly ShotDie[], model: PhysicsModel): boolean {
  const { faceTilt: limit, depth } = model.rest;
  const pose = die.pose;
  if (depth !== null) {
    const shape = { kind: die.kind, pose };
    if (boardDepth(shape) > depth) return false;
    for (const other of others) if (other !== die && overlap(shape, other, depth) > depth) return false;
  }
  if (limit === null || faceTilt(die.kind, pose.q) <= limit) return true;
  if (octagonalRadius(pose.p[0], pose.p[2]) > BOARD_HALF - POLYHEDRA[die.kind].circumradius) return true;
  return touchedDice(die, others, model).length > 0;
}

/**
 * Sets a die moving again: wakes it, and makes Rapier compute its contacts
 * afresh. Rapier keeps updating a contact's old points while two shapes
 * turn less than 5° relative to each other, and a die that rocks into place
 * can end up held by points that are no longer where it touches: kept from
 * falling off an edge, or from being pushed out of another die. Setting the
 * collider's shape again, to the same shape, discards them.
 */
export function unsettle(die: ShotDie): void {
  const collider = die.body.collider(0);
  collider.setShape(collider.shape);
  die.body.wakeUp();
}

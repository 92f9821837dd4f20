/**
 * From an aimed shot and its execution (SD-7, SD-13) to the physical
 * launch: where the shot die leaves the hand, how fast and how spinning.
 *
 * - Drop-roll: released at rest above the chosen point (plus the position
 *   error), its centre at the chosen height, in the tumbled orientation, with
 *   the chosen spin. If another die is in the way it is released just above
 *   it instead (a hand cannot reach inside a die).
 * - Attack: lifted straight up from its resting place by the chosen lift
 *   (plus the position error), and launched with the chosen velocity.
 * - Aim error turns velocity and spin about the vertical; power error scales
 *   both.
 *
 * The turn by a small angle is computed without trig, from the rational
 * parametrisation of the circle: with t = tan(θ/2) (a short odd series),
 * cos θ = (1 - t²)/(1 + t²) and sin θ = 2t/(1 + t²). The same bits on every
 * platform.
 */

import { POLYHEDRA } from '../physics/polyhedra.ts';
import type { Launch } from '../physics/simulate.ts';
import { normalizeQuat, type Quat, type Vec3 } from '../physics/vec.ts';
import type { Dode, Execute, Shot, SmashState } from '../types.ts';
import { TUMBLE_SCALE } from './chance.ts';
import { dodeAt } from './dice.ts';

const MM = 0.001;
/** The Referee is dropped onto the target centre from this height (SD-6), in metres. */
export const REFEREE_DROP_HEIGHT = 0.1;

/** tan(θ/2) for θ in hundredths of a degree, by its Taylor series (|θ| ≤ 12°: error below 1e-10). */
function halfTan(centidegrees: number): number {
  const u = (centidegrees * Math.PI) / 36000;
  const u2 = u * u;
  return u * (1 + u2 * (1 / 3 + u2 * (2 / 15 + u2 * (17 / 315))));
}

/** Turns `v` about the vertical by `aim` hundredths of a degree and scales it by the power error. */
export function perturb(v: Vec3, execute: Execute): Vec3 {
  const t = halfTan(execute.aim);
  const d = 1 + t * t;
  const c = (1 - t * t) / d;
  const s = (2 * t) / d;
  const k = 1 + execute.power / 10_000;
  // Counter-clockwise seen from above (+y): x' = x cos + z sin, z' = -x sin + z cos.
  return [(v[0] * c + v[2] * s) * k, v[1] * k, (-v[0] * s + v[2] * c) * k];
}

function tumbleQuat(execute: Execute): Quat {
  const t = execute.tumble ?? [0, 0, 0, TUMBLE_SCALE];
  return normalizeQuat([t[0], t[1], t[2], t[3]]);
}

/** The lowest height (of its centre) at which a die of radius `r` released at (x, z) clears every die in play. */
function clearHeight(dice: readonly Dode[], x: number, z: number, r: number, wanted: number): number {
  let y = wanted;
  for (const d of dice) {
    if (d.place.at !== 'play') continue;
    const [px, py, pz] = d.place.pose.p;
    const reach = r + POLYHEDRA[d.kind].circumradius + MM;
    const h2 = (px - x) ** 2 + (pz - z) ** 2;
    if (h2 < reach * reach) y = Math.max(y, py + Math.sqrt(reach * reach - h2));
  }
  return y;
}

/** A die released from the hand at (x, z), height `height`, in metres. */
function fromHand(
  state: SmashState,
  die: number,
  x: number,
  z: number,
  height: number,
  spin: Vec3,
  execute: Execute,
): Launch {
  const kind = dodeAt(state.dice, die).kind;
  const px = x + (execute.dx / 100) * MM;
  const pz = z + (execute.dz / 100) * MM;
  const py = clearHeight(state.dice, px, pz, POLYHEDRA[kind].circumradius, height);
  return {
    die,
    kind,
    pose: { p: [px, py, pz], q: tumbleQuat(execute) },
    velocity: [0, 0, 0],
    spin: perturb(spin, execute),
  };
}

export function launchOf(state: SmashState, shot: Shot, execute: Execute): Launch {
  if (shot.type === 'drop') {
    return fromHand(state, shot.die, shot.x * MM, shot.z * MM, shot.height * MM, [...shot.spin], execute);
  }
  const dode = dodeAt(state.dice, shot.die);
  if (dode.place.at !== 'play') throw new Error('launchOf: the attacker is not in play');
  const [x, y, z] = dode.place.pose.p;
  const p: Vec3 = [x + (execute.dx / 100) * MM, y + shot.lift * MM, z + (execute.dz / 100) * MM];
  const [vx, vy, vz] = shot.velocity;
  const velocity = perturb([vx * MM, vy * MM, vz * MM], execute);
  return {
    die: shot.die,
    kind: dode.kind,
    pose: { p, q: dode.place.pose.q },
    velocity,
    spin: perturb([...shot.spin], execute),
  };
}

/** SD-6: the Referee's opening drop onto the target centre. */
export function refereeLaunch(state: SmashState, referee: number, execute: Execute): Launch {
  return fromHand(state, referee, 0, 0, REFEREE_DROP_HEIGHT, [0, 0, 0], execute);
}

/**
 * Running one shot (SD-7, SD-14): the shot die is released with its launch
 * velocity and spin into a table of sleeping dice, and the world steps until
 * every die is asleep again or has fallen off the board, or 10 simulated
 * seconds have passed. Along the way we note the shot die's first contact
 * with another die (SD-8, SD-9) from Rapier's collision events, and record
 * the trajectory at 30 frames per second.
 *
 * We call the physics pipeline's `step` directly rather than `World.step`:
 * the latter also re-scans every body and collider after each step to map
 * new ones into JavaScript objects, which costs about as much as the step
 * itself here and is useless, since no body is created during a shot.
 */
import {
  DROP_OUT_Y,
  FPS,
  MAX_SECONDS,
  MAX_TRAVEL,
  REST_SPEED,
  REST_TIME,
  SCALE,
  STEP_RATES,
} from './model.ts';
import { type DieKind, POLYHEDRA } from './polyhedra.ts';
import { RAPIER } from './rapier.ts';
import type { Pose } from './read.ts';
import { type Trajectory, TrajectoryWriter } from './trajectory.ts';
import type { Vec3 } from './vec.ts';
import { addDie, poseOf, type RigidBody, type Table, type World } from './world.ts';

type EventQueue = InstanceType<typeof RAPIER.EventQueue>;

/** How the shot die leaves the hand: where (metres), how fast (m/s), how spinning (rad/s). */
export interface Launch {
  readonly die: number;
  readonly kind: DieKind;
  readonly pose: Pose;
  readonly velocity: Vec3;
  readonly spin: Vec3;
}

export interface Outcome {
  /** Every die in the world when the shot ended: its pose, or `null` if it fell off the board. */
  readonly final: ReadonlyMap<number, Pose | null>;
  /** The first other die the shot die touched, if any. */
  readonly firstContact: number | null;
  readonly steps: number;
  /** Simulated time, in seconds. */
  readonly seconds: number;
  /** False when the 10-second limit stopped the shot (SD-14). */
  readonly settled: boolean;
  readonly trajectory: Trajectory | null;
}

interface Tracked {
  readonly die: number;
  readonly body: RigidBody;
  /** Half the die's width across its corners, in centimetres: spin times it bounds a corner's speed. */
  readonly reach: number;
  out: boolean;
  moved: boolean;
}

function rawStep(world: World, events: EventQueue | undefined): void {
  world.physicsPipeline.step(
    world.gravity,
    world.integrationParameters,
    world.islands,
    world.broadPhase,
    world.narrowPhase,
    world.bodies,
    world.colliders,
    world.softBodies,
    world.impulseJoints,
    world.multibodyJoints,
    world.ccdSolver,
    events,
  );
}

/** Puts the shot die into the world at its launch pose, moving (it must not be on the table already). */
function release(table: Table, launch: Launch): RigidBody {
  if (table.dice.has(launch.die)) throw new Error('simulate: the shot die is already on the table');
  const body = addDie(table.world, launch.kind, launch.pose);
  const [vx, vy, vz] = launch.velocity;
  const [wx, wy, wz] = launch.spin;
  body.setLinvel({ x: vx * SCALE, y: vy * SCALE, z: vz * SCALE }, true);
  body.setAngvel({ x: wx, y: wy, z: wz }, true);
  body.collider(0).setActiveEvents(RAPIER.ActiveEvents.COLLISION_EVENTS);
  return body;
}

/** How fast a body's fastest point may move, in m/s: its speed plus its spin times its reach. */
function speedOf(t: Tracked): number {
  const v = t.body.linvel();
  const w = t.body.angvel();
  return (
    (Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z) + t.reach * Math.sqrt(w.x * w.x + w.y * w.y + w.z * w.z)) /
    SCALE
  );
}

/** The step length for the fastest moving die (model.ts: adaptive step). */
function stepLength(fastest: number): number {
  for (const rate of STEP_RATES) if (fastest <= MAX_TRAVEL * rate) return 1 / rate;
  return 1 / (STEP_RATES[STEP_RATES.length - 1] as number);
}

/**
 * Of the dice the shot die started touching in one step, the first contact
 * is the one whose centre is nearest the shot die's (a tie, between exactly
 * equidistant dice, goes to the lower index).
 */
function nearest(shot: RigidBody, candidates: readonly Tracked[]): number {
  const c = shot.translation();
  let best = candidates[0] as Tracked;
  let bestD = Number.POSITIVE_INFINITY;
  for (const t of candidates) {
    const p = t.body.translation();
    const d = (p.x - c.x) ** 2 + (p.y - c.y) ** 2 + (p.z - c.z) ** 2;
    if (d < bestD || (d === bestD && t.die < best.die)) {
      bestD = d;
      best = t;
    }
  }
  return best.die;
}

function track(table: Table, launch: Launch, shot: RigidBody): Tracked[] {
  const reach = (kind: DieKind) => POLYHEDRA[kind].circumradius * SCALE;
  const tracked: Tracked[] = [];
  for (const [die, d] of table.dice) {
    if (die !== launch.die)
      tracked.push({
        die,
        body: table.world.getRigidBody(d.handle),
        reach: reach(d.kind),
        out: false,
        moved: false,
      });
  }
  tracked.push({ die: launch.die, body: shot, reach: reach(launch.kind), out: false, moved: true });
  return tracked.sort((a, b) => a.die - b.die);
}

/** The first die the shot die started touching in the last step, if any. */
function firstTouch(
  events: EventQueue,
  shot: RigidBody,
  byCollider: ReadonlyMap<number, Tracked>,
): number | null {
  const own = shot.collider(0).handle;
  const touched: Tracked[] = [];
  events.drainCollisionEvents((h1, h2, started) => {
    const t = byCollider.get(h1 === own ? h2 : h2 === own ? h1 : -1);
    if (started && t) touched.push(t);
  });
  return touched.length > 0 ? nearest(shot, touched) : null;
}

/** Simulates a shot on `table` (which it consumes) and reads the outcome. */
export function simulate(table: Table, launch: Launch, record: boolean): Outcome {
  const { world } = table;
  const shot = release(table, launch);
  const tracked = track(table, launch, shot);
  const byCollider = new Map(
    tracked.filter((t) => t.body !== shot).map((t) => [t.body.collider(0).handle, t]),
  );
  const writer = record ? new TrajectoryWriter() : null;
  writer?.add(launch.die, launch.pose);
  writer?.endFrame();

  const events = new RAPIER.EventQueue(true);
  let firstContact: number | null = null;
  let steps = 0;
  let time = 0;
  let nextFrame = 1 / FPS;
  let settled = false;
  let fastest = speedOf(tracked.find((t) => t.body === shot) as Tracked);
  let still = 0;
  while (time < MAX_SECONDS) {
    const dt = stepLength(fastest);
    world.timestep = dt;
    rawStep(world, firstContact === null ? events : undefined);
    steps++;
    time += dt;
    if (firstContact === null) firstContact = firstTouch(events, shot, byCollider);
    const frame = writer !== null && time >= nextFrame;
    if (frame) nextFrame += 1 / FPS;
    let awake = 0;
    fastest = 0;
    for (const t of tracked) {
      if (t.out || t.body.isSleeping()) continue;
      t.moved = true;
      const y = t.body.translation().y / SCALE;
      if (y < DROP_OUT_Y) {
        // Fallen off the board (SD-14): nothing it does now can matter.
        t.out = true;
        t.body.setEnabled(false);
      } else {
        awake++;
        fastest = Math.max(fastest, speedOf(t));
      }
      if (frame) writer.add(t.die, poseOf(t.body));
    }
    if (frame) writer.endFrame();
    // At rest (SD-14): every die asleep, or every die still for REST_TIME.
    still = fastest < REST_SPEED ? still + dt : 0;
    if (awake === 0 || still >= REST_TIME) {
      settled = true;
      break;
    }
  }
  events.free();

  const final = new Map<number, Pose | null>();
  for (const t of tracked) {
    // A die the shot never woke has not moved: it keeps its recorded pose exactly.
    const kept = t.moved ? undefined : table.dice.get(t.die)?.pose;
    const pose = t.out ? null : (kept ?? poseOf(t.body));
    final.set(t.die, pose);
    if (writer && t.moved && pose) writer.add(t.die, pose);
  }
  writer?.endFrame();
  world.free();
  return { final, firstContact, steps, seconds: time, settled, trajectory: writer ? writer.finish() : null };
}

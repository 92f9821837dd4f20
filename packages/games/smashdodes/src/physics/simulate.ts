/**
 * Running one shot (SD-7, SD-14): the shot die is released with its launch
 * velocity and spin into a table of sleeping dice, and the world steps until
 * every die is at rest again (rest.ts) or has fallen off the board, or 10
 * simulated seconds have passed. Along the way we note the shot die's first
 * contact with another die (SD-8, SD-9; contacts.ts), and record the
 * trajectory at 30 frames per second. The table's physics model
 * (versions.ts) decides how contacts and rest are read.
 *
 * We call the physics pipeline's `step` directly rather than `World.step`:
 * the latter also re-scans every body and collider after each step to map
 * new ones into JavaScript objects, which costs about as much as the step
 * itself here and is useless, since no body is created during a shot.
 */
import { impossible, itemAt } from '@gameshelf/engine';
import { approachStep } from './approach.ts';
import { watchContacts } from './contacts.ts';
import { ShotGate, TouchGate } from './gates.ts';
import { DIE_MATERIAL, DROP_OUT_Y, FPS, MAX_SECONDS, SCALE } from './model.ts';
import type { DieKind } from './polyhedra.ts';
import type { RAPIER } from './rapier.ts';
import type { Pose } from './read.ts';
import { mayRest, unsettle } from './rest.ts';
import { ShotDie } from './shot-die.ts';
import { type Touch, touchOf, touchStep } from './touch.ts';
import { type Trajectory, TrajectoryWriter } from './trajectory.ts';
import type { Vec3 } from './vec.ts';
import type { PhysicsModel } from './versions.ts';
import { addDie, type RigidBody, type Table, type World } from './world.ts';

type EventQueue = InstanceType<typeof RAPIER.EventQueue>;
type Hooks = Parameters<World['step']>[1];

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

function rawStep(world: World, events: EventQueue | undefined, hooks: Hooks): void {
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
    hooks,
  );
}

/** Puts the shot die into the world at its launch pose, moving (it must not be on the table already). */
function release(table: Table, launch: Launch): RigidBody {
  if (table.dice.has(launch.die)) throw new Error('simulate: the shot die is already on the table');
  // The next collision bit after the table's dice (model 3's gates).
  const body = addDie(table.world, launch.kind, launch.pose, table.model, table.dice.size);
  const [vx, vy, vz] = launch.velocity;
  const [wx, wy, wz] = launch.spin;
  body.setLinvel({ x: vx * SCALE, y: vy * SCALE, z: vz * SCALE }, true);
  body.setAngvel({ x: wx, y: wy, z: wz }, true);
  return body;
}

/** The step length for the fastest moving die (versions.ts: adaptive step). */
function stepLength(fastest: number, model: PhysicsModel): number {
  // The slowest rate at which the fastest die travels at most maxTravel a step, else the fastest rate.
  let rate = model.stepRates[0];
  for (rate of model.stepRates) if (fastest <= model.maxTravel * rate) break;
  return 1 / rate;
}

/** Two dice meeting bounce the most (Rapier averages the colliders' restitutions; the board's is lower). */
const MAX_RESTITUTION = DIE_MATERIAL.restitution;

/** A shot's gate: model 2's on the shot die's contacts, model 3's between every two dice. */
type Gate =
  | { readonly kind: 'shot'; readonly gate: ShotGate }
  | { readonly kind: 'touch'; readonly gate: TouchGate; readonly touch: Touch };

/**
 * The next step's length: by the fastest die's speed, then shortened for
 * dice about to meet (model 2: approach.ts; model 3: touch.ts); and the
 * gates opened to the dice about to touch (model 2) or touching (model 3).
 */
function nextStep(
  onTable: readonly ShotDie[],
  fastest: number,
  model: PhysicsModel,
  gate: Gate | null,
): number {
  const dt = stepLength(fastest, model);
  const approach = model.approach;
  if (approach === null) return dt;
  if (approach.kind === 'touch') {
    // A lone die has no gate: nothing to touch but the board.
    if (gate?.kind !== 'touch') return dt;
    const next = touchStep(onTable, dt, gate.touch, Math.min(approach.minStep, dt), gate.gate.touched);
    gate.gate.update(next.touching);
    return next.dt;
  }
  const { margin, minStep } = approach;
  const shape = { margin: margin * SCALE, skin: model.contactSkin * SCALE, restitution: MAX_RESTITUTION };
  const next = approachStep(onTable, dt, shape, Math.min(minStep, dt));
  if (gate?.kind === 'shot') gate.gate.update(next.near);
  return next.dt;
}

/** The gate a shot needs: none without approach steps, nor for model 3 with no other die on the table. */
function gateOf(model: PhysicsModel, shot: ShotDie, dice: readonly ShotDie[]): Gate | null {
  const { approach } = model;
  if (approach === null) return null;
  if (approach.kind === 'margin') return { kind: 'shot', gate: new ShotGate(shot, dice) };
  return dice.length > 1
    ? { kind: 'touch', gate: new TouchGate(dice), touch: touchOf(model, approach) }
    : null;
}

/** Whether the solver pushed the shot die and `other` apart in the last step (models 2 and 3). */
function pushed(world: World, gate: Gate | null, shot: ShotDie, other: ShotDie): boolean {
  if (gate === null) return false;
  if (gate.kind === 'shot') return gate.gate.pushed(world, other);
  return gate.gate.forced(world, shot, other);
}

/**
 * Of the dice the shot die started touching in one step, the first contact
 * is the one whose centre is nearest the shot die's (a tie, between exactly
 * equidistant dice, goes to the lower index).
 */
function nearest(shot: ShotDie, candidates: readonly ShotDie[]): number {
  const c = shot.centre;
  let best = itemAt(candidates, 0);
  let bestD = Number.POSITIVE_INFINITY;
  for (const t of candidates) {
    const p = t.centre;
    const d = (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2 + (p[2] - c[2]) ** 2;
    if (d < bestD || (d === bestD && t.die < best.die)) {
      bestD = d;
      best = t;
    }
  }
  return best.die;
}

/** Every die of the shot, in index order: the table's dice and the shot die. */
function track(table: Table, launch: Launch, shot: RigidBody): ShotDie[] {
  const dice: ShotDie[] = [];
  for (const [die, d] of table.dice)
    if (die !== launch.die) dice.push(new ShotDie(die, d.kind, table.world.getRigidBody(d.handle), false));
  dice.push(new ShotDie(launch.die, launch.kind, shot, true));
  for (const d of dice) d.observe();
  return dice.sort((a, b) => a.die - b.die);
}

/**
 * Whether the shot is over (SD-14): every die is still (or asleep), and
 * every die that moved may rest where it lies (rest.ts); one that may not is
 * set moving again.
 */
function atRest(onTable: readonly ShotDie[], model: PhysicsModel): boolean {
  if (model.rest.faceTilt === null && model.rest.depth === null) return true;
  let rests = true;
  for (const d of onTable) {
    if (!d.moved) continue;
    if (mayRest(d, onTable, model)) continue;
    rests = false;
    unsettle(d);
  }
  return rests;
}

/** Simulates a shot on `table` (which it consumes) and reads the outcome. */
export function simulate(table: Table, launch: Launch, record: boolean): Outcome {
  const { world, model } = table;
  const body = release(table, launch);
  const dice = track(table, launch, body);
  const shot = dice.find((d) => d.body === body) ?? impossible('the shot die is among the tracked dice');
  const others = new Map(dice.filter((d) => d !== shot).map((d) => [d.collider, d]));
  const writer = record ? new TrajectoryWriter() : null;
  writer?.add(launch.die, launch.pose);
  writer?.endFrame();

  const gate = gateOf(model, shot, dice);
  const contacts = watchContacts(shot, others, model, (d) => pushed(world, gate, shot, d));
  let firstContact: number | null = null;
  let steps = 0;
  let time = 0;
  let nextFrame = 1 / FPS;
  let settled = false;
  let onTable = dice;
  let fastest = shot.speed;
  let still = 0;
  while (time < MAX_SECONDS) {
    const dt = nextStep(onTable, fastest, model, gate);
    world.timestep = dt;
    const shotGate = gate?.kind === 'shot' ? gate.gate : undefined;
    const events = shotGate?.events;
    rawStep(world, firstContact === null ? (contacts.events ?? events) : events, shotGate?.hooks);
    steps++;
    time += dt;
    const frame = writer !== null && time >= nextFrame;
    if (frame) nextFrame += 1 / FPS;
    let awake = 0;
    fastest = 0;
    for (const d of onTable) {
      d.observe();
      if (!d.awake) continue;
      d.moved = true;
      if (d.centre[1] / SCALE < DROP_OUT_Y) {
        // Fallen off the board (SD-14): nothing it does now can matter.
        d.out = true;
        d.body.setEnabled(false);
      } else {
        awake++;
        fastest = Math.max(fastest, d.speed);
      }
      if (frame) writer.add(d.die, d.pose);
    }
    if (frame) writer.endFrame();
    if (dice.some((d) => d.out)) onTable = dice.filter((d) => !d.out);
    if (firstContact === null) {
      const touched = contacts.started();
      if (touched.length > 0) firstContact = nearest(shot, touched);
    }
    // At rest (SD-14): every die asleep, or every die still for the model's rest time.
    still = fastest < model.rest.speed ? still + dt : 0;
    if ((awake === 0 || still >= model.rest.time) && atRest(onTable, model)) {
      settled = true;
      break;
    }
  }
  contacts.free();
  if (gate?.kind === 'shot') gate.gate.free();

  const final = new Map<number, Pose | null>();
  for (const d of dice) {
    // A die the shot never woke has not moved: it keeps its recorded pose exactly.
    const kept = d.moved ? undefined : table.dice.get(d.die)?.pose;
    const pose = d.out ? null : (kept ?? d.pose);
    final.set(d.die, pose);
    if (writer && d.moved && pose) writer.add(d.die, pose);
  }
  writer?.endFrame();
  world.free();
  return { final, firstContact, steps, seconds: time, settled, trajectory: writer ? writer.finish() : null };
}

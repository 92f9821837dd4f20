/**
 * Building a Rapier world for a position: the board and every die in play,
 * each at its recorded pose and asleep. Between shots every die is at rest
 * (SD-14), so the state holds only poses; a shot builds a fresh world from
 * them, which makes it a pure function of the position and the shot.
 *
 * The dice are created awake and the world steps at 60 Hz until Rapier puts
 * every one of them to sleep by itself: they are already at rest, so this
 * takes about half a simulated second and moves them by micrometres at
 * most. (Bodies created asleep, or sent to sleep by hand, wake together
 * when one is touched, and some have lost their contacts with the board:
 * woken, they fall through it.) A die the shot then never wakes keeps its recorded pose, bit for bit
 * (simulate.ts).
 *
 * The board is a fixed slab made of three convex pieces: a cuboid through
 * the middle (|z| up to half a flat) and two trapezoidal prisms beside it.
 * A single octagonal hull gives broken contacts in Rapier 0.21 (dice sink
 * and jitter); this split keeps every seam far from the target, where most
 * dice land, and the middle piece is a true cuboid.
 *
 * Everything inside the world is in centimetres (model.ts, SCALE).
 */
import { itemAt } from '@gameshelf/engine';
import { BOARD_HALF, BOARD_THICKNESS, octagonCorners } from '../board.ts';
import { dieGroups, TouchGate } from './gates.ts';
import { BOARD_MATERIAL, DIE_DENSITY, DIE_MATERIAL, GRAVITY, SCALE } from './model.ts';
import { boardDepth } from './overlap.ts';
import { byKind, type DieKind } from './polyhedra.ts';
import { type Collider, RAPIER, type RigidBody, type World } from './rapier.ts';
import type { Pose } from './read.ts';
import { ShotDie } from './shot-die.ts';
import { touchOf, touchStep } from './touch.ts';
import type { Vec3 } from './vec.ts';
import type { PhysicsModel, TouchApproach } from './versions.ts';

type ColliderDesc = InstanceType<typeof RAPIER.ColliderDesc>;

export type { Collider, RigidBody, World };

/** A die to put in the world: its index in the state, its shape and its pose. */
export interface PlacedDie {
  readonly die: number;
  readonly kind: DieKind;
  readonly pose: Pose;
}

/** A die in a world: where the state put it, and its body's handle. */
export interface TableDie extends PlacedDie {
  readonly handle: number;
}

/** A world, the dice in it by index, and the physics model it runs. */
export interface Table {
  readonly world: World;
  readonly dice: ReadonlyMap<number, TableDie>;
  readonly model: PhysicsModel;
}

const HULL_POINTS: Readonly<Record<DieKind, Float32Array>> = byKind(
  (p) => new Float32Array(p.vertices.flat().map((v) => v * SCALE)),
);

const boardMaterial = (desc: ColliderDesc) =>
  desc.setFriction(BOARD_MATERIAL.friction).setRestitution(BOARD_MATERIAL.restitution);

function addBoard(world: World): void {
  const half = BOARD_HALF * SCALE;
  const side = half * (Math.SQRT2 - 1); // half the length of a flat
  const depth = BOARD_THICKNESS * SCALE;
  world.createCollider(
    boardMaterial(RAPIER.ColliderDesc.cuboid(half, depth / 2, side).setTranslation(0, -depth / 2, 0)),
  );
  for (const sign of [1, -1]) {
    // The band from z = side to z = half (or its mirror): a trapezoid, extruded down.
    const points: number[] = [];
    for (const [x, z] of octagonCorners(half).filter(([, z]) => z * sign > 0))
      points.push(x, 0, z, x, -depth, z);
    const desc = RAPIER.ColliderDesc.convexHull(new Float32Array(points));
    if (!desc) throw new Error('board: degenerate trapezoid');
    world.createCollider(boardMaterial(desc));
  }
}

/**
 * A die's collider: its convex hull, of solid plastic. `bit` is the die's
 * own collision bit (model 3's gates, gates.ts), unique among the dice of a
 * world; other models have none.
 */
export function dieCollider(kind: DieKind, model: PhysicsModel, bit: number): ColliderDesc {
  const hull = RAPIER.ColliderDesc.convexHull(HULL_POINTS[kind]);
  if (!hull) throw new Error(`dice: degenerate hull for ${kind}`);
  // Density per cubic centimetre, so masses come out in kilograms.
  hull
    .setDensity(DIE_DENSITY / SCALE ** 3)
    .setFriction(DIE_MATERIAL.friction)
    .setRestitution(DIE_MATERIAL.restitution);
  if (model.contactSkin > 0) hull.setContactSkin(model.contactSkin * SCALE);
  // Model 3 gates every contact between two dice (gates.ts: TouchGate), by collision groups.
  if (model.approach?.kind === 'touch') hull.setCollisionGroups(dieGroups(bit));
  return hull;
}

/** Adds a die's body, awake, at `pose` (in metres), with its collision bit (see `dieCollider`). */
export function addDie(world: World, kind: DieKind, pose: Pose, model: PhysicsModel, bit: number): RigidBody {
  const [x, y, z] = pose.p;
  const [qx, qy, qz, qw] = pose.q;
  const desc = RAPIER.RigidBodyDesc.dynamic()
    .setTranslation(x * SCALE, y * SCALE, z * SCALE)
    .setRotation({ x: qx, y: qy, z: qz, w: qw });
  const body = world.createRigidBody(desc);
  world.createCollider(dieCollider(kind, model, bit), body);
  return body;
}

/** The pose of a body, in metres. */
export function poseOf(body: RigidBody): Pose {
  const t = body.translation();
  const r = body.rotation();
  return { p: [t.x / SCALE, t.y / SCALE, t.z / SCALE], q: [r.x, r.y, r.z, r.w] };
}

/** At most 3 simulated seconds for dice at rest to fall asleep (they normally need about 0.6). */
const SETTLE_STEPS = 180;

/** Model 3's settling takes steps as short as a shot's near dice need, but not more than this many. */
const SETTLE_MOST = 2000;

/**
 * Settling for model 3 (touch.ts): only dice that touch may act on each
 * other here too, so that no contact between dice apart is left in the world
 * for a shot to solve, and the steps are touch steps, so that no die at rest
 * a hair from another falls into it. At first every two dice within the
 * tolerance touch: they lie as the last shot left them.
 */
function settleTouching(
  world: World,
  bodies: readonly RigidBody[],
  dice: readonly PlacedDie[],
  model: PhysicsModel,
  approach: TouchApproach,
): void {
  const resting = bodies.map((body, i) => new ShotDie(i, itemAt(dice, i).kind, body, false));
  const gate = new TouchGate(resting);
  const touch = touchOf(model, approach);
  const dt = 1 / model.stepRates[0];
  let time = 0;
  for (
    let step = 0;
    step < SETTLE_MOST && time < SETTLE_STEPS * dt && bodies.some((b) => !b.isSleeping());
    step++
  ) {
    for (const d of resting) d.observe();
    const touched = step === 0 ? () => true : gate.touched;
    const next = touchStep(resting, dt, touch, Math.min(approach.minStep, dt), touched);
    gate.update(next.touching);
    world.timestep = next.dt;
    world.step();
    time += next.dt;
  }
  world.timestep = dt;
}

/** An empty world set up for `model`: gravity, tolerances and solver. */
function newWorld(model: PhysicsModel): World {
  const world = new RAPIER.World({ x: 0, y: -GRAVITY * SCALE, z: 0 });
  world.lengthUnit = SCALE;
  // Normalized tolerances are in metres: the length unit is one metre.
  const parameters = world.integrationParameters;
  parameters.normalizedAllowedLinearError = model.allowedPenetration;
  if (model.contactFrequency !== null) parameters.contact_natural_frequency = model.contactFrequency;
  world.timestep = 1 / model.stepRates[0];
  world.numInternalPgsIterations = model.pgsIterations;
  return world;
}

/** A world holding the board and `dice`, all asleep at their poses, in the given order. */
export function buildTable(dice: readonly PlacedDie[], model: PhysicsModel): Table {
  const approach = model.approach;
  if (approach?.kind === 'touch') return buildTouching(dice, model, approach);
  const { world, bodies, placed } = populate(dice, dice, model);
  for (let step = 0; step < SETTLE_STEPS && bodies.some((b) => !b.isSleeping()); step++) world.step();
  return { world, dice: placed, model };
}

/** A new world with the board and a body for each of `dice`, at the poses of `at` (the same dice, in order). */
function populate(
  dice: readonly PlacedDie[],
  at: readonly PlacedDie[],
  model: PhysicsModel,
): { world: World; bodies: RigidBody[]; placed: Map<number, TableDie> } {
  const world = newWorld(model);
  addBoard(world);
  const placed = new Map<number, TableDie>();
  const bodies = dice.map((d, i) => {
    const body = addDie(world, d.kind, itemAt(at, i).pose, model, i);
    // The table keeps the recorded pose: a die the shot does not wake keeps it (simulate.ts).
    placed.set(d.die, { ...d, handle: body.handle });
    return body;
  });
  return { world, bodies, placed };
}

/**
 * How far a die at rest may move while model 3 builds its world (m): it
 * settles by micrometres; in piles, a die held by contact points Rapier
 * kept from before may slip by a tenth of a millimetre or so.
 */
const BUILD_DRIFT = 0.0005;

/** How much higher than it lay a die that jumped is put back in a world built again (m): just clear of the board. */
const CLEARANCE = 0.000001;

/**
 * Model 3's world for a position. Now and then (one die in 1,200 built
 * alone on the board where a lone drop left it) Rapier's first
 * contact between a die at rest and the board, computed afresh with the die
 * a hair inside the board, comes out with a normal 25-30° off the vertical:
 * the die slides down it into the board, out of it centimetres away, and
 * the world no longer holds the position (a shot that does not wake the die
 * keeps its recorded pose, and the shot die passes through it). So the
 * settled world is checked: a die that moved further than `BUILD_DRIFT`
 * is put back, in a world built again, just clear of the board (its depth
 * in the board plus a micrometre higher, which Rapier computes as a
 * distance rather than a penetration), and the others where they lay. If
 * that world too loses one, it is kept as it is (the soak counts a die
 * moved more than a millimetre as a fault: `jumps`). Models 1 and 2 keep
 * their worlds as they were built, for their records.
 */
function buildTouching(dice: readonly PlacedDie[], model: PhysicsModel, approach: TouchApproach): Table {
  const first = populate(dice, dice, model);
  settleTouching(first.world, first.bodies, dice, model, approach);
  const moved = dice.map((d, i) => drift(itemAt(first.bodies, i), d.pose) > BUILD_DRIFT);
  if (!moved.includes(true)) return { world: first.world, dice: first.placed, model };
  first.world.free();
  const at = dice.map((d, i) => {
    if (!itemAt(moved, i)) return d;
    const [x, y, z] = d.pose.p;
    const p: Vec3 = [x, y + boardDepth(d) + CLEARANCE, z];
    return { ...d, pose: { p, q: d.pose.q } };
  });
  const again = populate(dice, at, model);
  settleTouching(again.world, again.bodies, at, model, approach);
  return { world: again.world, dice: again.placed, model };
}

/** How far a body is from `pose` (m). */
function drift(body: RigidBody, pose: Pose): number {
  const t = body.translation();
  const [x, y, z] = pose.p;
  return Math.hypot(t.x / SCALE - x, t.y / SCALE - y, t.z / SCALE - z);
}

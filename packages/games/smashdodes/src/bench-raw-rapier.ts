/**
 * The yardstick for Smashdodes' physics speed (issue 18): raw Rapier, with no
 * game code, dropping a lone D20 onto a bare board until it rests. A box for
 * the board, a convex hull of an icosahedron 20 mm across its faces (solid
 * plastic, 1.2 g/cm³, the game's D20) for the die, of the game's materials
 * (the same friction and bounce, so that the die rolls as long), Rapier's
 * default 60 Hz step and solver, centimetres with the length unit set to
 * match (as the game does). Each drop starts 30 cm up in its own random
 * orientation, as the game's lone-drop case does.
 *
 * Fair to Rapier, it does what the game's drop does around the physics
 * (bench.ts): the board's world is built once and each drop restores it
 * from a snapshot, as the game restores a prepared table, then adds the
 * die's body and hull; it steps the pipeline directly (as the game does,
 * without `World.step`'s scan for new bodies after each step); and the drop
 * ends by the game's rest rule (SD-14: no point of the die faster than
 * 2 mm/s for 0.15 s, or Rapier put it to sleep), not when Rapier puts it to
 * sleep, which takes about four times as many steps.
 */
import RAPIER from '@dimforge/rapier3d-deterministic-compat';

await RAPIER.init();

const PHI = (1 + Math.sqrt(5)) / 2;
/** Icosahedron vertices (0, ±1, ±φ) cyclically, scaled to 2 cm across the faces (inradius φ²/√3 at unit scale). */
const D20_POINTS = (() => {
  const k = 1 / ((PHI * PHI) / Math.sqrt(3));
  const out: number[] = [];
  for (const [a, b] of [
    [1, PHI],
    [1, -PHI],
    [-1, PHI],
    [-1, -PHI],
  ] as const)
    out.push(0, a * k, b * k, a * k, b * k, 0, b * k, 0, a * k);
  return new Float32Array(out);
})();
/** The D20's reach (cm): its spin times this bounds the speed of its corners. */
const REACH = Math.hypot(D20_POINTS[0] ?? 0, D20_POINTS[1] ?? 0, D20_POINTS[2] ?? 0);

/** The game's rest rule: every point slower than this (cm/s) for `STILL_TIME` seconds. */
const STILL_SPEED = 0.2;
const STILL_TIME = 0.15;
const DT = 1 / 60;

/** A 32-bit xorshift generator: the orientations differ from drop to drop and from run to run alike. */
function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** The bare board's world, built once: a snapshot that each drop restores. */
const BOARD = (() => {
  const world = new RAPIER.World({ x: 0, y: -981, z: 0 });
  world.lengthUnit = 100;
  world.createCollider(
    RAPIER.ColliderDesc.cuboid(25, 5, 25).setTranslation(0, -5, 0).setFriction(0.45).setRestitution(0.2),
  );
  const snapshot = world.takeSnapshot();
  world.free();
  return snapshot;
})();

/** The board's world restored, with a D20 30 cm above it in a random orientation. */
function dropWorld(random: () => number) {
  const world = RAPIER.World.restoreSnapshot(BOARD);
  let q: [number, number, number, number];
  do q = [random() * 2 - 1, random() * 2 - 1, random() * 2 - 1, random() * 2 - 1];
  while (q.reduce((s, c) => s + c * c, 0) > 1 || q.reduce((s, c) => s + c * c, 0) < 0.01);
  const n = Math.hypot(...q);
  const body = world.createRigidBody(
    RAPIER.RigidBodyDesc.dynamic()
      .setTranslation(0, 30, 0)
      .setRotation({
        x: q[0] / n,
        y: q[1] / n,
        z: q[2] / n,
        w: q[3] / n,
      }),
  );
  const hull = RAPIER.ColliderDesc.convexHull(D20_POINTS);
  if (!hull) throw new Error('raw Rapier: degenerate D20');
  world.createCollider(hull.setDensity(1.2e-3).setFriction(0.35).setRestitution(0.45), body);
  return { world, body };
}

/** Drops one D20 and steps until it rests (10 simulated seconds at most); returns the steps taken. */
export function rawDrop(random: () => number): number {
  const { world, body } = dropWorld(random);
  world.timestep = DT;
  let steps = 0;
  let still = 0;
  while (still < STILL_TIME && !body.isSleeping() && steps < 600) {
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
    );
    steps++;
    const v = body.linvel();
    const w = body.angvel();
    const speed = Math.hypot(v.x, v.y, v.z) + REACH * Math.hypot(w.x, w.y, w.z);
    still = speed < STILL_SPEED ? still + DT : 0;
  }
  world.free();
  return steps;
}

export const rawRandom = (seed = 18) => xorshift(seed);

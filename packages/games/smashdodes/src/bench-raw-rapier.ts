/**
 * The yardstick for Smashdodes' physics speed (issue 18): raw Rapier, with no
 * game code, dropping a lone D20 onto a bare board until Rapier puts it to
 * sleep. A box for the board, a convex hull of an icosahedron 20 mm across
 * its faces (solid plastic, 1.2 g/cm³, the game's D20) for the die, Rapier's
 * default 60 Hz step and solver, centimetres with the length unit set to
 * match (as the game does). Each drop starts 30 cm up in its own random
 * orientation, as the game's lone-drop case does.
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

/** A world with a board and a sleeping-ready D20 30 cm above it, in a random orientation. */
function dropWorld(random: () => number) {
  const world = new RAPIER.World({ x: 0, y: -981, z: 0 });
  world.lengthUnit = 100;
  world.createCollider(RAPIER.ColliderDesc.cuboid(25, 5, 25).setTranslation(0, -5, 0));
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
  world.createCollider(hull.setDensity(1.2e-3).setFriction(0.4).setRestitution(0.3), body);
  return { world, body };
}

/** Drops one D20 and steps until it sleeps (10 simulated seconds at most); returns the steps taken. */
export function rawDrop(random: () => number): number {
  const { world, body } = dropWorld(random);
  let steps = 0;
  while (!body.isSleeping() && steps < 600) {
    world.step();
    steps++;
  }
  world.free();
  return steps;
}

export const rawRandom = (seed = 18) => xorshift(seed);

/**
 * The physics model's constants shared by every version of it (SD-1, SD-3,
 * SD-14), in one place so the README and the tests can point at them; what
 * differs between versions is in versions.ts. The rules speak SI units
 * (metres, kilograms, seconds); the simulation itself runs in centimetres
 * (see SCALE).
 */

export const GRAVITY = 9.81;

/**
 * Rapier runs in centimetres: lengths are multiplied by 100 on the way in
 * and divided on the way out, and its length unit is set to 100 so its own
 * tolerances (contact prediction, allowed penetration, sleep thresholds)
 * mean what they mean for metre-sized worlds. Why: its collision detection
 * keeps reusing a contact manifold until the two shapes have moved about
 * 3 cm relative to each other (a threshold fixed in world units, not scaled
 * by the length unit). For 2 cm dice in metres that lets one die slide
 * right through another; in centimetres the same threshold is 0.3 mm.
 */
export const SCALE = 100;

/** A shot ends after this much simulated time at most (SD-14). */
export const MAX_SECONDS = 10;
/** Trajectory frames per second. */
export const FPS = 30;

/** Solid plastic dice, 1.2 g/cm³ (SD-3). */
export const DIE_DENSITY = 1200;

/**
 * Friction and restitution per collider; Rapier averages the two colliders'
 * values for each contact. Plastic on plastic: friction 0.35, restitution
 * 0.45; plastic on a printed board: friction 0.4, restitution 0.325.
 */
export const DIE_MATERIAL = { friction: 0.35, restitution: 0.45 } as const;
export const BOARD_MATERIAL = { friction: 0.45, restitution: 0.2 } as const;

/**
 * A die whose centre sinks this far below the board's top has fallen off
 * (nothing can bring it back) and is taken out of the simulation (SD-14).
 * Classification uses the board's top itself (see read.ts).
 */
export const DROP_OUT_Y = -0.05;

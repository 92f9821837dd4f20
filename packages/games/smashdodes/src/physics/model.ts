/**
 * The physics model's constants (SD-1, SD-3, SD-14), in one place so the
 * README and the tests can point at them. The rules speak SI units
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

/**
 * How deep two shapes may overlap before the solver pushes them apart, in
 * metres. Rapier's default (0.005 length units: 5 mm here) lets a die
 * dropped from 15 cm sink up to 2 cm into the board for a step before it is
 * thrown back out; at 0.5 mm the deepest overlap in 300 drops is under 1 mm.
 */
export const ALLOWED_PENETRATION = 0.0005;

/**
 * Inner iterations of the contact solver per solver iteration (Rapier's
 * default is 1). With 1, a D20 landing on a pile of dice can press the die
 * under it 6 mm into the board for a step; with 2 the deepest overlap in
 * the same test is under 1 mm, for about a fifth more time per shot.
 */
export const PGS_ITERATIONS = 2;

/**
 * Adaptive step (SD-14): before each step the fastest die (its speed plus
 * its spin times its size) picks the slowest rate of STEP_RATES at which it
 * moves at most MAX_TRAVEL per step: 60 Hz up to 0.9 m/s (rolling and
 * settling), 120 Hz up to 1.8 m/s (a drop from 15 cm), 240 Hz up to
 * 3.6 m/s (the fastest legal shot), 480 Hz up to 7.2 m/s (a light die
 * struck by a heavy one). At a fixed 60 Hz, dice faster than about 4 m/s
 * sometimes pass through one another (tested), and a die landing on a
 * pile can press another deep into the board for a step. The rate depends
 * only on the simulated state, so the run stays deterministic.
 */
export const STEP_RATES = [60, 120, 240, 480, 960] as const;
export const MAX_TRAVEL = 0.015;
/**
 * At rest (SD-14): a shot ends when every die is asleep, or when no die's
 * fastest point has moved faster than REST_SPEED for REST_TIME. Rapier
 * sends a still die to sleep only after about half a second; waiting for
 * that would double the simulated time of most shots.
 */
export const REST_SPEED = 0.002;
export const REST_TIME = 0.15;
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

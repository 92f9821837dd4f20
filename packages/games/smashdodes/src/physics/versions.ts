/**
 * The physics models a game can be played with (SD-1, SD-8, SD-14), chosen
 * by the `physics` option. A shot's outcome depends on every value here,
 * so a model never changes once games have been recorded with it: a new
 * model is a new version, and the old one stays, so older records replay
 * exactly (a record made before the option existed replays with model 1).
 *
 * Lengths are in metres; `world.ts` scales them into the simulation. Every
 * model keeps Rapier's prediction distance (2 cm at our length unit): its
 * collision detection finds a contact a step late unless it was predicted,
 * and with less, dice ran several millimetres into each other. (Model 3
 * lets Rapier see a contact between two dice only once they touch, and
 * brings them there itself: touch.ts.)
 */

export const PHYSICS_VERSIONS = [1, 2, 3] as const;
export type PhysicsVersion = (typeof PHYSICS_VERSIONS)[number];
/** The model new games are played with. */
export const LATEST_PHYSICS = 3 satisfies PhysicsVersion;

/**
 * Model 2's approach steps and the shot die's gate (approach.ts, gates.ts):
 * the step is shortened so that no die closes on another from further than
 * `margin` to nearer than half of it in one step (never below `minStep`
 * seconds), and the solver may push the shot die and another die apart
 * only within the margin.
 */
export interface MarginApproach {
  readonly kind: 'margin';
  readonly margin: number;
  readonly minStep: number;
}

/**
 * Model 3's touch steps and gates (touch.ts, gates.ts): Rapier's solver may
 * act between two dice only while they touch (their skins within
 * `tolerance` of meeting: see `touchGap`), and the step is shortened so that
 * two dice apart come at most `aim` inside each other's skins in one step
 * (never below `minStep` seconds): they meet at the end of a step, and the
 * solver acts on their contact from the next one.
 */
export interface TouchApproach {
  readonly kind: 'touch';
  readonly tolerance: number;
  readonly aim: number;
  readonly minStep: number;
}

export interface PhysicsModel {
  readonly version: PhysicsVersion;
  /**
   * How deep two shapes may overlap before the solver pushes them apart
   * (Rapier's allowed linear error). Rapier's default (5 mm at our length
   * unit) lets a die dropped from 15 cm sink up to 2 cm into the board.
   */
  readonly allowedPenetration: number;
  /**
   * A thin skin round every die: contacts are solved at the skin, so the
   * allowed penetration eats into the skin, not into the dice.
   */
  readonly contactSkin: number;
  /**
   * The natural frequency of Rapier's soft contacts, in Hz (null: its
   * default, 30). A resting contact sags like a spring under its load, by
   * g/ω²: 0.28 mm at 30 Hz, 0.025 mm at 100 Hz; dice stacked on dice sank
   * into each other by half a millimetre.
   */
  readonly contactFrequency: number | null;
  /** Inner iterations of the contact solver per solver iteration (Rapier's default is 1). */
  readonly pgsIterations: number;
  /**
   * Adaptive step (SD-14): before each step the fastest die (its speed plus
   * its spin times its size) picks the slowest of `stepRates` (Hz) at which
   * it moves at most `maxTravel` per step. The rate depends only on the
   * simulated state, so a run stays deterministic.
   */
  readonly stepRates: readonly [number, ...number[]];
  readonly maxTravel: number;
  /** How dice are kept from acting on each other before they touch (model 2: margin, model 3: touch). */
  readonly approach: MarginApproach | TouchApproach | null;
  /**
   * What counts as the shot die's contact with another die (SD-8):
   * `predicted`, any contact Rapier's solver considers, which includes
   * dice up to 2 cm apart that never touched; `touching` (model 2),
   * surfaces no further apart than `touchGap` after a step, or pushed
   * through the open gate; `forces` (model 3), a positive contact impulse
   * at a contact point where the dice touch (contacts.ts).
   */
  readonly contacts: 'predicted' | 'touching' | 'forces';
  /**
   * How near two dice's shapes (their convex hulls, without skins) count as
   * touching. Model 2: the approach margin plus both skins, for first
   * contacts and for a die leaning on another at rest. Model 3: distance 0
   * in the simulation's sense, both skins plus the numerical tolerance
   * (touch.ts); a die at rest within it leans on the other.
   */
  readonly touchGap: number;
  /**
   * At rest (SD-14): the shot ends when every die is asleep, or when no
   * die's fastest point has moved faster than `speed` for `time` seconds;
   * with `faceTilt` (radians), a die lying on the bare board must also lie
   * within that angle of one of its faces (a die on an edge is still
   * falling), and with `depth` (metres), no die may lie deeper than that
   * inside the board or another die (the solver is still pushing it out).
   */
  readonly rest: {
    readonly speed: number;
    readonly time: number;
    readonly faceTilt: number | null;
    readonly depth: number | null;
  };
  /**
   * The deepest a die at rest may lie inside the board or another die; a
   * position with a die deeper in is an engine fault, never a state
   * (checkInvariants, SD-14). Null: not checked (model 1, kept to replay
   * old records, now and then left a die a millimetre inside another).
   */
  readonly maxOverlap: number | null;
}

const DEGREE = Math.PI / 180;

/**
 * The first model, as played until issue 18: first contacts read from
 * Rapier's collision events (predicted contacts included, up to 2 cm
 * apart), and a die could be declared at rest on an edge.
 */
const MODEL_1: PhysicsModel = {
  version: 1,
  // At 0.5 mm the deepest overlap of a die dropped from 15 cm in 300 drops was under 1 mm.
  allowedPenetration: 0.0005,
  contactSkin: 0,
  contactFrequency: null,
  // With 1, a D20 landing on a pile of dice could press the die under it 6 mm into the board.
  pgsIterations: 2,
  // 60 Hz up to 0.9 m/s (rolling, settling), 120 Hz up to 1.8 m/s (a drop from 15 cm), 240 Hz up to
  // 3.6 m/s (the fastest legal shot), 480 Hz up to 7.2 m/s (a light die struck by a heavy one). At a
  // fixed 60 Hz, dice faster than about 4 m/s sometimes passed through one another.
  stepRates: [60, 120, 240, 480, 960],
  maxTravel: 0.015,
  approach: null,
  contacts: 'predicted',
  touchGap: 0,
  // Rapier sends a still die to sleep only after half a second; waiting for it would double most shots.
  rest: { speed: 0.002, time: 0.15, faceTilt: null, depth: null },
  maxOverlap: null,
};

/**
 * The model since issue 18 (SD-8 and SD-14 amended): contacts are real
 * touches, resting dice lie on a face, and no die rests inside the board or
 * another die. Measured over the soak's drops (README): no die at rest
 * deeper than a quarter of a millimetre in anything.
 */
const MODEL_2: PhysicsModel = {
  version: 2,
  allowedPenetration: 0.00005,
  contactSkin: 0.0001,
  contactFrequency: 100,
  pgsIterations: 2,
  // Approach steps keep dice from running into each other, so free flight and rolling can take
  // longer steps: 60 Hz up to 3 m/s.
  stepRates: [60, 120, 240, 480, 960],
  maxTravel: 0.05,
  // New contacts start within 0.3 mm (a bounce comes at most that early); at 3 m/s a 1/7680 s step
  // still moves 0.4 mm, so an approach takes a handful of steps, not hundreds.
  approach: { kind: 'margin', margin: 0.0003, minStep: 1 / 7680 },
  contacts: 'touching',
  // The margin plus both dice's skins: dice the solver may push apart are this close.
  touchGap: 0.0005,
  rest: { speed: 0.002, time: 0.15, faceTilt: 3 * DEGREE, depth: 0.00025 },
  maxOverlap: 0.0005,
};

/** Model 3's skin round every die (m): contacts are solved where two dice's skins meet. */
const SKIN_3 = 0.00005;
/** Model 3's numerical tolerance of "distance 0" (m): Rapier computes distances in 32-bit floats. */
const TOLERANCE_3 = 0.000001;

/**
 * The model since the second fix of issue 18 (SD-8 amended: a contact is a
 * real touch, distance 0 and a contact force). In model 2 the solver could
 * push dice up to half a millimetre apart (its margin and both skins), and a
 * first contact was read from the shapes within that gap even when no force
 * acted; model 3 lets the solver act between two dice only once they touch:
 *
 * - Distance 0 in the simulation's sense: a die's simulated surface is its
 *   hull and a skin of 0.05 mm round it (Rapier solves a contact where the
 *   skins meet), so two dice touch when their hulls are at most both skins
 *   plus 1 µm of numerical tolerance apart (`touchGap`, 0.101 mm, as
 *   Rapier's contact query measures the distance between the hulls).
 * - Touch steps and gates (touch.ts, gates.ts): every contact between two
 *   dice is hidden from Rapier (collision groups) until they touch, measured
 *   exactly before each step; the step is shortened so that dice apart meet
 *   at the end of a step, just inside each other's skins, and the solver
 *   acts on their contact from the next step on. So no die is moved by a die
 *   it did not touch, and no die bounces off a die it never reached.
 * - First contact (contacts.ts): the solver applied a positive contact
 *   impulse between the shot die and another die in a step in which they
 *   touched (their gate was open).
 *
 * Against the board, Rapier's predicted contacts stay as in model 2. (A
 * skin round the board as well, to keep 0.1 mm of skins between a die and
 * the board as in model 2, made Rapier now and then compute a contact
 * normal 30° off the vertical for a die at rest when its world was built,
 * and the die slid into the board.)
 */
const MODEL_3: PhysicsModel = {
  version: 3,
  allowedPenetration: 0.00002,
  contactSkin: SKIN_3,
  contactFrequency: 100,
  pgsIterations: 2,
  stepRates: [60, 120, 240, 480, 960],
  maxTravel: 0.05,
  // Dice meet within 10 µm inside their skins (half the allowed penetration: no correcting push); the
  // shortest step, 1/61440 s, lets a die at 3 m/s run at most 0.05 mm into another.
  approach: {
    kind: 'touch',
    tolerance: TOLERANCE_3,
    aim: 0.00001,
    minStep: 1 / 61440,
  },
  contacts: 'forces',
  touchGap: 2 * SKIN_3 + TOLERANCE_3,
  rest: { speed: 0.002, time: 0.15, faceTilt: 3 * DEGREE, depth: 0.00025 },
  maxOverlap: 0.0005,
};

export const PHYSICS: Readonly<Record<PhysicsVersion, PhysicsModel>> = { 1: MODEL_1, 2: MODEL_2, 3: MODEL_3 };
/** The model of new games. */
export const LATEST_MODEL: PhysicsModel = PHYSICS[LATEST_PHYSICS];

/** The model of a game: its `physics` option, absent in games played before the option existed (model 1). */
export const modelOf = (physics: PhysicsVersion | undefined): PhysicsModel => PHYSICS[physics ?? 1];

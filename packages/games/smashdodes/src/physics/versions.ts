/**
 * The physics models a game can be played with (SD-1, SD-8, SD-14), chosen
 * by the `physics` option. A shot's outcome depends on every value here,
 * so a model never changes once games have been recorded with it: a new
 * model is a new version, and the old one stays, so older records replay
 * exactly (a record made before the option existed replays with model 1).
 *
 * Lengths are in metres; `world.ts` scales them into the simulation. Both
 * models keep Rapier's prediction distance (2 cm at our length unit): its
 * collision detection finds a contact a step late unless it was predicted,
 * and with less, dice ran several millimetres into each other.
 */

export const PHYSICS_VERSIONS = [1, 2] as const;
export type PhysicsVersion = (typeof PHYSICS_VERSIONS)[number];
/** The model new games are played with. */
export const LATEST_PHYSICS = 2 satisfies PhysicsVersion;

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
  /**
   * Approach steps and the shot die's contact gate (approach.ts, gates.ts):
   * the step is shortened so that no die closes on another from further
   * than `margin` to nearer than half of it in one step (never below
   * `minStep` seconds), and the solver may push the shot die and another
   * die apart only within the margin.
   */
  readonly approach: { readonly margin: number; readonly minStep: number } | null;
  /**
   * What counts as the shot die's contact with another die (SD-8):
   * `predicted`, any contact Rapier's solver considers, which includes
   * dice up to 2 cm apart that never touched; `touching`, a real touch
   * (contacts.ts), surfaces no further apart than `touchGap`.
   */
  readonly contacts: 'predicted' | 'touching';
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
  approach: { margin: 0.0003, minStep: 1 / 7680 },
  contacts: 'touching',
  // The margin plus both dice's skins: dice the solver may push apart are this close.
  touchGap: 0.0005,
  rest: { speed: 0.002, time: 0.15, faceTilt: 3 * DEGREE, depth: 0.00025 },
  maxOverlap: 0.0005,
};

export const PHYSICS: Readonly<Record<PhysicsVersion, PhysicsModel>> = { 1: MODEL_1, 2: MODEL_2 };
/** The model of new games. */
export const LATEST_MODEL: PhysicsModel = PHYSICS[LATEST_PHYSICS];

/** The model of a game: its `physics` option, absent in games played before the option existed (model 1). */
export const modelOf = (physics: PhysicsVersion | undefined): PhysicsModel => PHYSICS[physics ?? 1];

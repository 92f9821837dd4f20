/**
 * The physics soak (issue 18), for `npm run soak -- --physics`: many drops
 * of every kind of die, onto the bare board and onto piles of dice, each
 * checked as it comes to rest (SD-14): no die inside the board or another
 * die, no die resting on an edge or a corner of the bare board, and every
 * shot settled within 10 simulated seconds. It also counts the dice at rest
 * that moved more than 0.1 mm while the world of the next drop was built
 * (after a lone drop, a world of that die alone is built to see), and
 * counts as a fault one that moved more than a millimetre: the world no
 * longer holds the position (world.ts: `buildTouching`).
 *
 * - Lone drops: every kind in turn, from a height of 2-15 cm (the legal
 *   range) and one in eight from 30 cm, over a random point of the target,
 *   in a random orientation, with a random spin of up to 15 rad/s.
 * - Stacked drops: piles of six dice dropped one after another onto the
 *   target from 6-15 cm, each onto the dice the drops before left there.
 *
 * Runs with any physics model (the latest by default).
 */
import { impossible, itemAt, Rng } from '@gameshelf/engine';
import { BOARD_HALF, octagonalRadius } from './board.ts';
import { touching } from './physics/contacts.ts';
import { boardDepth, overlapDepth, type PlacedShape } from './physics/overlap.ts';
import { DIE_KINDS, POLYHEDRA } from './physics/polyhedra.ts';
import type { Pose } from './physics/read.ts';
import { faceTilt } from './physics/rest.ts';
import { type Launch, simulate } from './physics/simulate.ts';
import { LATEST_MODEL, type PhysicsModel } from './physics/versions.ts';
import { buildTable, type PlacedDie, poseOf, type Table } from './physics/world.ts';
import { sampleTumble } from './rules/chance.ts';

export interface PhysicsSoakCounts {
  readonly drops: number;
  readonly loneDrops: number;
  readonly stackedDrops: number;
  /** A die at rest deeper than the model's tolerance inside the board. */
  readonly sinkings: number;
  /** Two dice at rest overlapping by more than the tolerance. */
  readonly overlaps: number;
  /** A die resting on the bare board further than the model's tilt from any face. */
  readonly edgeRests: number;
  /** Shots stopped by the 10-second limit. */
  readonly unsettled: number;
  /** Dice at rest that moved more than 0.1 mm while the world of the next drop was built (not a fault). */
  readonly drifts: number;
  /** Dice at rest that moved more than 1 mm while a world was built (a fault). */
  readonly jumps: number;
  /** The deepest a die rested in the board and in another die, and the largest tilt on the bare board (mm, mm, degrees). */
  readonly deepestInBoard: number;
  readonly deepestInDie: number;
  readonly steepestTilt: number;
  /** The most a die at rest moved while its world was built (mm). */
  readonly largestDrift: number;
  readonly seconds: number;
}

interface Tally {
  sinkings: number;
  overlaps: number;
  edgeRests: number;
  unsettled: number;
  drifts: number;
  jumps: number;
  deepestInBoard: number;
  deepestInDie: number;
  steepestTilt: number;
  largestDrift: number;
}

const DEGREES = 180 / Math.PI;

/**
 * How far a die at rest may move while its world is built (m): Rapier lets
 * it settle by micrometres (world.ts).
 */
const MAX_DRIFT = 0.0001;

/** Further than this (m), a die at rest has jumped while its world was built: a fault. */
const MAX_JUMP = 0.001;

const distance = (a: readonly number[], b: readonly number[]): number =>
  Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0));

function quat(rng: Rng): Pose['q'] {
  const t = sampleTumble(rng);
  return [t[0] / 1e6, t[1] / 1e6, t[2] / 1e6, t[3] / 1e6];
}

/** A point of the target (6 cm across), uniformly. */
function targetPoint(rng: Rng): [number, number] {
  for (;;) {
    const x = (rng.float() * 2 - 1) * 0.03;
    const z = (rng.float() * 2 - 1) * 0.03;
    if (x * x + z * z <= 0.03 * 0.03) return [x, z];
  }
}

/** A fault found at rest: which drop, and what. */
export type Fault = (drop: number, what: string) => void;

/** Checks the dice at rest after one drop, adding what it finds to the tally. */
function check(
  dice: readonly PlacedShape[],
  model: PhysicsModel,
  tally: Tally,
  fault: (what: string) => void,
): void {
  const limit = model.maxOverlap ?? Number.POSITIVE_INFINITY;
  const tilt = model.rest.faceTilt ?? Number.POSITIVE_INFINITY;
  dice.forEach((a, i) => {
    const board = boardDepth(a);
    tally.deepestInBoard = Math.max(tally.deepestInBoard, board * 1000);
    if (board > limit) {
      tally.sinkings++;
      fault(`a ${a.kind} ${(board * 1000).toFixed(2)} mm inside the board`);
    }
    let leaning = false;
    dice.forEach((b, j) => {
      if (j === i) return;
      if (touching(a, b, model.touchGap)) leaning = true;
      if (j < i) return;
      const depth = overlapDepth(a, b);
      tally.deepestInDie = Math.max(tally.deepestInDie, depth * 1000);
      if (depth > limit) {
        tally.overlaps++;
        fault(`a ${a.kind} and a ${b.kind} overlapping by ${(depth * 1000).toFixed(2)} mm`);
      }
    });
    const atRim = octagonalRadius(a.pose.p[0], a.pose.p[2]) > BOARD_HALF - POLYHEDRA[a.kind].circumradius;
    if (leaning || atRim) return;
    const degrees = faceTilt(a.kind, a.pose.q) * DEGREES;
    tally.steepestTilt = Math.max(tally.steepestTilt, degrees);
    if (degrees > tilt * DEGREES) {
      tally.edgeRests++;
      fault(
        `a ${a.kind} resting ${degrees.toFixed(1)}° from a face at ${a.pose.p.map((x) => (x * 1000).toFixed(1))}`,
      );
    }
  });
}

function drop(
  table: PlacedDie[],
  launch: Launch,
  model: PhysicsModel,
  tally: Tally,
  fault: (what: string) => void,
): PlacedDie[] {
  const world = buildTable(table, model);
  // The dice were at rest where the last drop left them, and building their world lets them settle
  // by micrometres (world.ts); a die the shot then does not wake keeps its recorded pose, so one
  // that moved further is elsewhere in the world than in the position. Counted, not a fault: in
  // piles some dice slip (models 2 and 3 alike), held at rest by contact points Rapier kept
  // from before (rest.ts) that a world built afresh does not have. One that jumped is a fault.
  built(world, table, tally, fault);
  const out = simulate(world, launch, false);
  if (!out.settled) {
    tally.unsettled++;
    fault('unsettled after 10 s');
  }
  const kinds = new Map([...table.map((d) => [d.die, d.kind] as const), [launch.die, launch.kind] as const]);
  const rest: PlacedDie[] = [];
  for (const [die, pose] of out.final)
    if (pose) rest.push({ die, kind: kinds.get(die) ?? impossible('every die at rest was dropped'), pose });
  check(rest, model, tally, fault);
  return rest;
}

/** Measures how far each die of `table` moved while `world` was built (see `drop`). */
function built(world: Table, table: readonly PlacedDie[], tally: Tally, fault: (what: string) => void): void {
  for (const d of table) {
    const handle = world.dice.get(d.die)?.handle ?? impossible('every die of the table is in its world');
    const drift = distance(poseOf(world.world.getRigidBody(handle)).p, d.pose.p);
    tally.largestDrift = Math.max(tally.largestDrift, drift * 1000);
    if (drift > MAX_DRIFT) tally.drifts++;
    if (drift > MAX_JUMP) {
      tally.jumps++;
      fault(`a ${d.kind} at rest moved ${(drift * 1000).toFixed(2)} mm while its world was built`);
    }
  }
}

/**
 * Runs `lone` drops onto the bare board and `piles` piles of six stacked
 * drops, under `seed`; `progress` hears every thousand drops, `fault` every
 * fault found (by the drop's number, counting from 0, lone drops first).
 */
export function physicsSoak(
  lone: number,
  piles: number,
  seed: string,
  progress: (drops: number) => void = () => {},
  onFault: Fault = () => {},
  model: PhysicsModel = LATEST_MODEL,
): PhysicsSoakCounts {
  const started = performance.now();
  const rng = Rng.fromSeed(`physics soak ${seed}`);
  const tally: Tally = {
    sinkings: 0,
    overlaps: 0,
    edgeRests: 0,
    unsettled: 0,
    drifts: 0,
    jumps: 0,
    deepestInBoard: 0,
    deepestInDie: 0,
    steepestTilt: 0,
    largestDrift: 0,
  };
  let drops = 0;
  const fault = (what: string) => onFault(drops, what);
  const spin = () => (rng.float() * 2 - 1) * 15;
  const counted = () => {
    drops++;
    if (drops % 1000 === 0) progress(drops);
  };
  for (let i = 0; i < lone; i++) {
    const kind = itemAt(DIE_KINDS, i % DIE_KINDS.length);
    const height = i % 8 === 7 ? 0.3 : 0.02 + rng.float() * 0.13;
    const [x, z] = targetPoint(rng);
    const pose: Pose = { p: [x, height, z], q: quat(rng) };
    const rest = drop(
      [],
      { die: 0, kind, pose, velocity: [0, 0, 0], spin: [spin(), spin(), spin()] },
      model,
      tally,
      fault,
    );
    // Its world built again, as the next shot would.
    const again = buildTable(rest, model);
    built(again, rest, tally, fault);
    again.world.free();
    counted();
  }
  for (let p = 0; p < piles; p++) {
    let table: PlacedDie[] = [];
    for (let k = 0; k < 6; k++) {
      const kind = itemAt(DIE_KINDS, (p + k) % DIE_KINDS.length);
      const [x, z] = targetPoint(rng);
      const pose: Pose = { p: [x, 0.06 + rng.float() * 0.09, z], q: quat(rng) };
      // A die released inside one already there would be a bad drop, not a fault: lift it clear.
      const clear = table.reduce(
        (y, d) => Math.max(y, d.pose.p[1] + POLYHEDRA[d.kind].circumradius + POLYHEDRA[kind].circumradius),
        pose.p[1],
      );
      const launch: Launch = {
        die: k,
        kind,
        pose: { p: [x, clear, z], q: pose.q },
        velocity: [0, 0, 0],
        spin: [spin(), spin(), spin()],
      };
      table = drop(table, launch, model, tally, fault);
      counted();
    }
  }
  return {
    drops,
    loneDrops: lone,
    stackedDrops: piles * 6,
    ...tally,
    seconds: (performance.now() - started) / 1000,
  };
}

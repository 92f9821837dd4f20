/**
 * Smashdodes benchmarks for `npm run bench`, on one core:
 * - shots per second in a mid-game position with 10 dice on the board:
 *   each shot restores the snapshot of the settled world and simulates
 *   until every die rests again (what the shooter bot does per trial);
 * - drop-rolls per second of a lone D20 (from 30 cm, random orientation);
 * - the same drop in raw Rapier, with no game code (bench-raw-rapier.ts):
 *   the yardstick the game's own physics is measured against;
 * - tables per second: building a position's world from its poses and
 *   letting Rapier put its dice to sleep (what `apply` does before a shot).
 *
 * `benchChecks` are issue 18's goals, each measured on its own in the same
 * run, on the process's CPU time rather than the clock, so that other
 * processes on a busy machine weigh on it less: the game's lone drop at 80%
 * or more of raw Rapier's rate (batches of ten of each, alternated, for
 * three seconds), and 250 mid-game shots a second or more.
 */
import { type BenchCase, impossible, itemAt, Rng } from '@gameshelf/engine';
import { rawDrop, rawRandom } from './bench-raw-rapier.ts';
import { restingPose } from './physics/place.ts';
import { simulate } from './physics/simulate.ts';
import { LATEST_MODEL, LATEST_PHYSICS } from './physics/versions.ts';
import { buildTable, poseOf } from './physics/world.ts';
import { sampleExecute, sampleTumble } from './rules/chance.ts';
import { dodeAt } from './rules/dice.ts';
import { launchOf } from './rules/launch.ts';
import { landing } from './rules/resolve.ts';
import { legalMoves } from './rules/sample.ts';
import { initialState } from './rules/setup.ts';
import { type PreparedTable, placedDice, prepare, restore } from './rules/shoot.ts';
import type { Dode, Shot, SmashState } from './types.ts';

/** Ten dice spread as in a game under way: some in and around the target, some further out. */
const MID_GAME: readonly [number, number, number, number][] = [
  // die, x, z, value
  [0, -0.06, -0.05, 3],
  [2, -0.02, -0.09, 7],
  [4, 0.05, -0.07, 9],
  [5, 0.13, -0.02, 4],
  [6, -0.1, -0.12, 17],
  [7, 0.01, 0.02, 2],
  [9, 0.07, 0.04, 6],
  [10, 0.0, -0.035, 5],
  [12, -0.05, 0.06, 8],
  [13, 0.09, 0.12, 12],
];

/** The mid-game position, its dice settled by the simulation itself. */
export function midGamePosition(): SmashState {
  const start = initialState({ referee: false, joker: false, exact: false, physics: LATEST_PHYSICS });
  const placed = MID_GAME.map(([die, x, z, value]) => {
    const d = dodeAt(start.dice, die);
    return { die, kind: d.kind, pose: restingPose(d.kind, x, z, value) };
  });
  const table = buildTable(placed, LATEST_MODEL);
  const dice = start.dice.map((d, i) => {
    const handle = table.dice.get(i)?.handle;
    if (handle === undefined) return d;
    return { ...d, place: landing(d, poseOf(table.world.getRigidBody(handle))) } as Dode;
  });
  table.world.free();
  return { ...start, dice, stage: { kind: 'turn', player: 0, misses: 0, locked: null, aimed: null } };
}

const CASES = {
  shots: 'mid-game shot (10 dice, snapshot restore to rest)',
  drop: 'lone D20 drop-roll from 30 cm',
  raw: 'raw Rapier: lone D20 dropped from 30 cm until asleep (no game code)',
} as const;

function shotsCase(): BenchCase {
  const state = midGamePosition();
  const shots = legalMoves(state, 0).filter((m): m is Shot => m.type === 'attack');
  const tables = new Map<number, PreparedTable>();
  const rng = Rng.fromSeed('bench/shots');
  let next = 0;
  return {
    name: CASES.shots,
    unit: 'shots',
    run() {
      for (let i = 0; i < 10; i++) {
        const shot = shots[next++ % shots.length] ?? impossible('the mid-game position has shots');
        let table = tables.get(shot.die);
        if (!table) {
          table = prepare(state, shot.die);
          tables.set(shot.die, table);
        }
        const aimed: SmashState = {
          ...state,
          stage: { kind: 'turn', player: 0, misses: 0, locked: null, aimed: shot },
        };
        simulate(restore(table), launchOf(state, shot, sampleExecute(aimed, rng, false)), false);
      }
      return 10;
    },
  };
}

function dropCase(): BenchCase {
  const empty = prepare(
    initialState({ referee: false, joker: false, exact: false, physics: LATEST_PHYSICS }),
    0,
  );
  const rng = Rng.fromSeed('bench/drops');
  return {
    name: CASES.drop,
    unit: 'drops',
    run() {
      for (let i = 0; i < 10; i++) {
        const t = sampleTumble(rng);
        const q = [t[0] / 1e6, t[1] / 1e6, t[2] / 1e6, t[3] / 1e6] as const;
        simulate(
          restore(empty),
          { die: 6, kind: 'd20', pose: { p: [0, 0.3, 0], q }, velocity: [0, 0, 0], spin: [0, 0, 0] },
          false,
        );
      }
      return 10;
    },
  };
}

function rawCase(): BenchCase {
  const random = rawRandom();
  return {
    name: CASES.raw,
    unit: 'drops',
    run() {
      for (let i = 0; i < 10; i++) rawDrop(random);
      return 10;
    },
  };
}

function tableCase(): BenchCase {
  const dice = placedDice(midGamePosition(), -1);
  return {
    name: 'world of a 10-dice position, built and asleep',
    unit: 'tables',
    run() {
      buildTable(dice, LATEST_MODEL).world.free();
      return 1;
    },
  };
}

export const benchCases: BenchCase[] = [shotsCase(), dropCase(), rawCase(), tableCase()];

/** A goal checked in the same run: `value` measures it (given the run's medians, by case name). */
export interface BenchCheck {
  readonly name: string;
  readonly value: (perSecond: (name: string) => number) => number;
  readonly goal: number;
}

/** Seconds of this process's CPU time so far. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Units per CPU second of each case, their batches alternated for `seconds` of CPU time in all. */
function cpuRates(cases: readonly BenchCase[], seconds: number): number[] {
  const tallies = cases.map((c) => ({ c, units: 0, spent: 0 }));
  for (const c of cases) c.run(); // warm-up
  while (tallies.reduce((a, t) => a + t.spent, 0) < seconds)
    for (const t of tallies) {
      const start = cpuSeconds();
      t.units += t.c.run();
      t.spent += cpuSeconds() - start;
    }
  return tallies.map((t) => t.units / t.spent);
}

export const benchChecks: BenchCheck[] = [
  {
    name: 'lone drop, game / raw Rapier (ratio, CPU time, alternated)',
    value: () => {
      const rates = cpuRates([dropCase(), rawCase()], 3);
      return itemAt(rates, 0) / itemAt(rates, 1);
    },
    goal: 0.8,
  },
  {
    name: 'mid-game shots per CPU second',
    value: () => itemAt(cpuRates([shotsCase()], 2), 0),
    goal: 250,
  },
];

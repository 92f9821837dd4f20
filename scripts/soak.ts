/**
 * `npm run soak`: the shared battery of every game on the shelf, each by the
 * plan in its own folder (`module.battery`) at many more playouts than
 * `npm test` runs, under seeds of its own, one configuration per child
 * process on every core. Prints one line per configuration and a summary;
 * exits with 1 when any check fails (the failing seed is in the message, so
 * `npm run soak -- --games <id> --seed <seed>` reproduces it).
 *
 *   npm run soak -- [--games id,id] [--scale 10] [--seed soak] [--workers N]
 *
 * --scale multiplies every plan's playouts (default 10: about 10 minutes of
 * one core per game, 25 minutes in all on two cores).
 *
 * With --moves N it runs the invariant soak instead (`soakMoves`, packages/engine/src/testing/soak.ts): N
 * random moves of each turn-based game, `checkInvariants` at every position.
 *
 *   npm run soak -- --physics [--drops 100000] [--piles 5000] [--seed soak]
 *
 * --physics runs Smashdodes' physics soak instead (its src/soak.ts), with
 * the latest physics model: lone drops of every kind of die and piles of six
 * stacked drops, each checked at rest; it prints the counts of dice sunk
 * into the board, dice inside other dice, dice resting on an edge, dice
 * moved while a drop's world was built, and unsettled shots, and exits
 * with 1 when any die sank, lay inside another or rested on an edge, when
 * one moved more than a millimetre while its world was built (a jump), or
 * when a shot did not settle in 10 s.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type AnyGame, allConfigs, type BatteryConfig, type BatteryPlan } from '@gameshelf/engine';
import {
  configLabel,
  foreignMoves,
  isTurnBased,
  runBattery,
  scaled,
  soakMoves,
  soakReport,
} from '@gameshelf/engine/testing';
import { findGame, gameIds, SHELF } from '@gameshelf/shelf';

interface Task {
  readonly id: string;
  readonly plan: number;
  readonly config: number;
}

interface Outcome {
  readonly task: Task;
  readonly label: string;
  readonly ok: boolean;
  readonly playouts?: number;
  readonly moves?: { min: number; mean: number; max: number };
  readonly error?: string;
  readonly seconds: number;
}

function usage(why: string): never {
  console.error(
    `soak: ${why}\nusage: npm run soak -- [--games id,id] [--scale N] [--seed S] [--workers N]\n       npm run soak -- --moves N [--games id,id] [--seed S]\n       npm run soak -- --physics [--drops N] [--piles N] [--seed S]`,
  );
  process.exit(2);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      games: { type: 'string' },
      scale: { type: 'string', default: '10' },
      seed: { type: 'string', default: 'soak' },
      workers: { type: 'string', default: String(availableParallelism()) },
      task: { type: 'string' },
      moves: { type: 'string' },
      physics: { type: 'boolean', default: false },
      drops: { type: 'string', default: '100000' },
      piles: { type: 'string', default: '5000' },
    },
    strict: true,
    allowPositionals: false,
  });
}
try {
  args = parse();
} catch (e) {
  usage(e instanceof Error ? e.message : String(e));
}

const scale = Number(args.values.scale);
if (!(scale > 0 && scale <= 1000)) usage(`--scale must be a number in (0, 1000], not ${args.values.scale}`);
const workers = Number(args.values.workers);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) usage('--workers must be an integer 1-64');
const seed = args.values.seed;

/** A game of the shelf with its plans and the other games' moves for fuzzing (`usage` if unknown). */
function batteryOf(id: string) {
  const found = findGame(id);
  if (!found.ok) usage(found.error.message);
  const games = SHELF.map((m) => m.game);
  return { game: found.value.game, plans: found.value.battery(), foreign: () => foreignMoves(games, id) };
}

function tasksOf(ids: readonly string[]): Task[] {
  const out: Task[] = [];
  for (const id of ids) {
    const { game, plans } = batteryOf(id);
    plans.forEach((plan, p) => {
      for (let c = 0; c < configsOf(game, plan).length; c++) out.push({ id, plan: p, config: c });
    });
  }
  return out;
}

function configsOf(game: AnyGame, plan: BatteryPlan): readonly BatteryConfig[] {
  return plan.configs ?? allConfigs(game);
}

/** In a child process: run one configuration and print its outcome as one JSON line. */
function runTask(task: Task): void {
  const { game, plans, foreign } = batteryOf(task.id);
  const plan = plans[task.plan];
  if (!plan) usage(`no plan ${task.plan} for ${task.id}`);
  const config = configsOf(game, plan)[task.config];
  if (!config) usage(`no configuration ${task.config} in plan ${task.plan} of ${task.id}`);
  const label = configLabel(config);
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  let outcome: Outcome;
  try {
    const summary = runBattery(game, config, scaled(plan, scale, seed), foreign());
    outcome = { task, label, ok: true, playouts: summary.playouts, moves: summary.moves, seconds: seconds() };
  } catch (e) {
    outcome = {
      task,
      label,
      ok: false,
      error: e instanceof Error ? e.message : String(e),
      seconds: seconds(),
    };
  }
  process.stdout.write(`${JSON.stringify(outcome)}\n`);
}

function runChild(task: Task): Promise<Outcome> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      script,
      '--task',
      `${task.id}:${task.plan}:${task.config}`,
      '--scale',
      String(scale),
      '--seed',
      seed,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((done) => {
    child.once('exit', (code) => {
      try {
        // The child's last line is the Outcome its runTask printed (this same script).
        const outcome: Outcome = JSON.parse(out.trim().split('\n').pop() ?? '');
        done(outcome);
      } catch {
        done({ task, label: '?', ok: false, error: `the child process exited with ${code}`, seconds: 0 });
      }
    });
  });
}

/** The invariant soak (`--moves N`): one game after another, in this process. */
function mainMoves(total: number): void {
  const ids = args.values.games
    ? args.values.games.split(',')
    : SHELF.filter(isTurnBased).map((m) => m.game.id);
  for (const id of ids) if (!gameIds().includes(id)) usage(`no game ${id} (games: ${gameIds().join(', ')})`);
  console.log(
    `soak: ${total} random moves of each of ${ids.join(', ')}, invariants at every position, seed ${JSON.stringify(seed)}`,
  );
  let failed = 0;
  for (const id of ids) {
    const found = findGame(id);
    if (!found.ok) usage(found.error.message);
    const o = soakMoves(found.value, total, seed);
    if (o.failure !== null) failed++;
    console.log(soakReport(o));
  }
  console.log(`soak: ${failed} of ${ids.length} games broke an invariant`);
  process.exitCode = failed > 0 ? 1 : 0;
}

/** Smashdodes' physics soak (see the header). */
async function physicsMain(): Promise<void> {
  const { physicsSoak } = await import('@gameshelf/smashdodes/soak');
  const lone = Number(args.values.drops);
  const piles = Number(args.values.piles);
  if (!Number.isInteger(lone) || lone < 0 || !Number.isInteger(piles) || piles < 0)
    usage('--drops and --piles must be whole numbers');
  console.log(
    `soak: Smashdodes physics, ${lone} lone drops and ${piles} piles of 6, seed ${JSON.stringify(seed)}`,
  );
  let shown = 0;
  const c = physicsSoak(
    lone,
    piles,
    seed,
    (drops) => {
      if (drops % 10_000 === 0) console.log(`  ${drops} drops`);
    },
    (drop, what) => {
      if (shown++ < 20) console.log(`  drop ${drop}: ${what}`);
    },
  );
  console.log(
    `soak: ${c.drops} drops (${c.loneDrops} lone, ${c.stackedDrops} stacked) in ${(c.seconds / 60).toFixed(1)} min: ` +
      `${c.sinkings} sunk into the board, ${c.overlaps} inside another die, ${c.edgeRests} resting on an edge, ` +
      `${c.drifts} moved while a world was built (${c.jumps} by over 1 mm), ${c.unsettled} unsettled; deepest in the board ${c.deepestInBoard.toFixed(3)} mm, ` +
      `in a die ${c.deepestInDie.toFixed(3)} mm, steepest on the bare board ${c.steepestTilt.toFixed(2)}°, ` +
      `most moved while a world was built ${c.largestDrift.toFixed(3)} mm`,
  );
  process.exitCode = c.sinkings + c.overlaps + c.edgeRests + c.jumps + c.unsettled > 0 ? 1 : 0;
}

async function main(): Promise<void> {
  if (args.values.physics) return physicsMain();
  if (args.values.moves !== undefined) {
    const total = Number(args.values.moves);
    if (!Number.isInteger(total) || total < 1)
      usage(`--moves must be a positive integer, not ${args.values.moves}`);
    mainMoves(total);
    return;
  }
  if (args.values.task) {
    const [id, plan, config] = args.values.task.split(':');
    runTask({ id: id ?? '', plan: Number(plan), config: Number(config) });
    return;
  }
  const ids = args.values.games ? args.values.games.split(',') : gameIds();
  for (const id of ids) if (!gameIds().includes(id)) usage(`no game ${id} (games: ${gameIds().join(', ')})`);
  const queue = tasksOf(ids);
  console.log(
    `soak: ${queue.length} configurations of ${ids.join(', ')}, playouts ×${scale}, seed ${JSON.stringify(seed)}, ${workers} workers`,
  );
  const started = performance.now();
  const failures: Outcome[] = [];
  let playouts = 0;
  const next = async (): Promise<void> => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const o = await runChild(task);
      const where = `${o.task.id} ${o.label}`;
      if (o.ok) {
        playouts += o.playouts ?? 0;
        const m = o.moves;
        console.log(
          `ok    ${where}: ${o.playouts} playouts, moves ${m?.min}/${m?.mean.toFixed(0)}/${m?.max} (min/mean/max), ${o.seconds} s`,
        );
      } else {
        failures.push(o);
        console.log(`FAIL  ${where}: ${o.error}`);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, next));
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`soak: ${playouts} playouts, ${failures.length} failed configurations, ${minutes} min`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();

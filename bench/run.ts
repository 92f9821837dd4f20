/**
 * `npm run bench`: for every game, random playouts per second and moves per
 * second on one core, plus each game's own benchmark cases and IS-MCTS
 * iterations per second in the hidden-hand games; medians of
 * several timed runs after a warm-up. Then the time each bot takes per
 * decision, at its defaults and at each level. Prints a table and writes
 * bench/results.json. A game's bench module may also export goals
 * (`benchChecks`), printed met or not. Flags: --runs N (default 5),
 * --seconds S per run (default 1), --game ID (only that game).
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { ismctsBenchCase } from '@gameshelf/bots';
import { type AnyGameModule, type BenchCase, impossible, median, Rng } from '@gameshelf/engine';
import { randomStep } from '@gameshelf/engine/testing';
import { type DecisionTimes, decisionTimes } from '@gameshelf/lab';
import { SHELF } from '@gameshelf/shelf';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seconds: { type: 'string' }, game: { type: 'string' } },
  strict: true,
});
const RUNS = Number(values.runs ?? 5);
const SECONDS = Number(values.seconds ?? 1);

interface Measurement {
  readonly game: string;
  readonly case: string;
  readonly unit: string;
  readonly perSecond: number;
  readonly runs: readonly number[];
}

/** Repeats `batch` until `seconds` have passed; returns units per second. */
function timed(batch: () => number, seconds: number): number {
  let units = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    units += batch();
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  return units / elapsed;
}

function measure(game: string, name: string, unit: string, batch: () => number): Measurement {
  timed(batch, Math.min(0.5, SECONDS)); // warm-up: let the JIT settle
  const runs = Array.from({ length: RUNS }, () => timed(batch, SECONDS));
  return { game, case: name, unit, perSecond: median(runs), runs };
}

/** One random playout from a fresh deal; returns the number of moves (chance steps included). */
function playout(module: AnyGameModule, rng: Rng): number {
  const { game } = module;
  const setup = game.checkSetup(game.players.default, defaults(module));
  if (!setup.ok) throw new Error(setup.error.message);
  let state = game.setup(setup.value, rng);
  let moves = 0;
  for (;;) {
    const actors = game.actors(state);
    if (actors.kind === 'over') return moves;
    let next: ReturnType<typeof game.apply>;
    if (actors.kind === 'chance') next = game.apply(state, 'chance', game.sampleChance(state, rng));
    else {
      const step =
        randomStep(game, state, rng) ?? impossible('players act when it is not chance and not over');
      next = game.apply(state, step.player, step.move);
    }
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    moves++;
  }
}

function defaults(module: AnyGameModule): Record<string, string | number | boolean> {
  return Object.fromEntries(module.game.options.map((o) => [o.name, o.default]));
}

/** A game's goal, measured in the same run (a game's bench module may export `benchChecks`). */
interface BenchCheck {
  readonly name: string;
  readonly value: (perSecond: (name: string) => number) => number;
  readonly goal: number;
}

interface GameBench {
  readonly cases: readonly BenchCase[];
  readonly checks: readonly BenchCheck[];
}

async function gameBench(id: string): Promise<GameBench> {
  try {
    // A game's bench entry (its src/bench.ts) exports its cases as `benchCases` and maybe its goals as
    // `benchChecks`; a computed import is `any`.
    const mod: { benchCases?: readonly BenchCase[]; benchChecks?: readonly BenchCheck[] } = await import(
      `@gameshelf/${id}/bench`
    );
    return { cases: mod.benchCases ?? [], checks: mod.benchChecks ?? [] };
  } catch (e) {
    const code = e instanceof Error && 'code' in e ? e.code : undefined;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED')
      return { cases: [], checks: [] };
    throw e;
  }
}

/** Games where IS-MCTS is measured: two players, default settings (`ismcts:1000`), real decision points. */
const ISMCTS_GAMES = ['digit-dash', 'domino-havoc', 'digit'];

const results: Measurement[] = [];
const decisions: DecisionTimes[] = [];
const checks: { game: string; name: string; value: number; goal: number }[] = [];
for (const module of SHELF) {
  const id = module.game.id;
  if (values.game && values.game !== id) continue;
  const rng = Rng.fromSeed(`bench/${id}`);
  results.push(
    measure(id, 'random playouts', 'playouts', () => {
      playout(module, rng);
      return 1;
    }),
  );
  results.push(measure(id, 'random playout moves', 'moves', () => playout(module, rng)));
  const bench = await gameBench(id);
  for (const c of bench.cases) results.push(measure(id, c.name, c.unit, () => c.run()));
  const perSecond = (name: string) =>
    results.find((r) => r.game === id && r.case === name)?.perSecond ?? Number.NaN;
  for (const c of bench.checks)
    checks.push({ game: id, name: c.name, value: c.value(perSecond), goal: c.goal });
  // The search bot's own speed where it plays against others with hidden hands (issue 8's target).
  if (ISMCTS_GAMES.includes(id)) {
    const c = ismctsBenchCase(module);
    results.push(measure(id, c.name, c.unit, () => c.run()));
  }
  decisions.push(...decisionTimes(module));
  process.stderr.write(`  measured ${id}\n`);
}

const fmt = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(2));
const rows = results.map((r) => [r.game, r.case, `${fmt(r.perSecond)} ${r.unit}/s`]);
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => (row[i] ?? '').length), 8));
for (const row of rows)
  console.log(
    row.map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  '),
  );

if (checks.length > 0) {
  console.log('\nGoals (measured in this run, as each says):');
  for (const c of checks)
    console.log(
      `${c.game.padEnd(14)}${c.name}: ${fmt(c.value)} (goal at least ${fmt(c.goal)}) ${c.value >= c.goal ? 'met' : 'NOT MET'}`,
    );
}

console.log('\nTime per decision, every bot at its default settings and each level (ms, one core):');
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 0).padStart(8);
console.log(
  `${'game'.padEnd(14)}${'bot'.padEnd(12)}${'median'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}`,
);
for (const d of decisions)
  console.log(`${d.game.padEnd(14)}${d.bot.padEnd(12)}${ms(d.medianMs)}${ms(d.p95Ms)}${ms(d.maxMs)}`);
const slow = decisions.filter((d) => d.maxMs >= 1000);
console.log(
  slow.length === 0
    ? 'every bot decided within 1 s every time'
    : `over 1 s: ${slow.map((d) => `${d.game} ${d.bot} (${Math.round(d.maxMs)} ms)`).join(', ')}`,
);

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  runs: RUNS,
  secondsPerRun: SECONDS,
  note: 'medians of timed runs after a warm-up, one core (single thread)',
  results,
  checks,
  decisions,
};
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten to bench/results.json (${RUNS} runs of ${SECONDS}s each, medians)`);

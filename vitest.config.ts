import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The shelf's batteries: every game's random playouts, checked property by
 * property (minutes of them; `npm run soak` runs many more). Their own
 * project, so that `npm run test:quick` (`--project node --project web`:
 * every package's unit and scripted-rules tests, no batteries, no browser)
 * leaves them out by name while `npm test` runs every project.
 */
const BATTERIES = ['packages/shelf/test/battery*.test.ts', 'packages/shelf/test/battery*/**/*.test.ts'];

/**
 * Tests that are slow by nature, not by neglect: the server over real
 * sockets (`net/`, `leak/`), its store on real databases (`store/`), its worker threads (`rules/`, `bots/`, `workers/`) and its
 * processes (`process/`: started, killed with SIGKILL and SIGTERM, two at
 * once on one database), whole command-line runs (`cli/test/commands` and
 * `lab`), and whole games played to measure a bot's strength
 * (`*.slow.test.ts`). `npm test` runs them (project `slow`); `npm run
 * test:quick`, the unit and scripted-rules tests, leaves them out by name, as
 * it does the batteries.
 */
const SLOW = [
  'packages/server/test/{net,process,rules,bots,workers,leak}/**/*.test.ts',
  'packages/cli/test/{commands,lab}.test.ts',
  // Worker threads, child processes and a queue on Redis: one experiment on 1 and 4 threads, a series on
  // one thread or two workers, two lab-workers on a BullMQ queue, IS-MCTS games, a shot in two processes.
  'packages/lab/test/{experiment,ismcts-games,simulate,queue}.test.ts',
  'packages/games/smashdodes/test/determinism.test.ts',
  // The store on real SQLite files and on PostgreSQL (fsyncs, the checkpointer thread, migrations).
  'packages/server/test/store/**/*.test.ts',
  // Whole games: through the engine protocol, and one of every game for its kinds of ending.
  'packages/cli/test/protocol.test.ts',
  'packages/lab/test/outcomes.test.ts',
  // Statistics over thousands of simulated drops (a chi-square test of the D20's faces).
  'packages/games/smashdodes/test/fairness.test.ts',
  // Smashdodes in whole games: a small soak of drops and piles, and recorded games replayed to their hashes.
  'packages/games/smashdodes/test/{soak,records}.test.ts',
  'packages/**/test/**/*.slow.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
    // One test file per core. Vitest's default (one fewer, for its own thread) runs one file at a
    // time on two cores, though many tests spend much of their time waiting on a server process,
    // a socket or a worker: two at once took `npm run test:quick` from 3 min 18 s to 2 min 18 s here
    // under the same load.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/**/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'packages/web/**', ...BATTERIES, ...SLOW],
        },
      },
      {
        extends: true,
        test: { name: 'slow', include: SLOW, exclude: ['**/node_modules/**'] },
      },
      {
        extends: true,
        test: { name: 'battery', include: BATTERIES },
      },
      'packages/web/vitest.config.ts',
      'packages/web/vitest.slow.config.ts',
      'packages/web/vitest.e2e.config.ts',
      'packages/web/vitest.e2e-physics.config.ts',
    ],
  },
});

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
          exclude: ['**/node_modules/**', 'packages/web/**', ...BATTERIES],
        },
      },
      {
        extends: true,
        test: { name: 'battery', include: BATTERIES },
      },
      'packages/web/vitest.config.ts',
      'packages/web/vitest.e2e.config.ts',
    ],
  },
});

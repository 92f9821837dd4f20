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

import { defineProject } from 'vitest/config';

/**
 * End-to-end tests in real Chromium (see docs/web.md): `e2e/global-setup.ts`
 * builds the app and starts the real server on a free port once per run;
 * `e2e/harness.ts` opens Chromium. After every other project, two files at
 * once (one per core: most of a browser test is waiting on the page, the
 * server or a bot). Smashdodes' files measure frame rates and load times, so
 * they run alone after these, in project `web-e2e-physics`
 * (vitest.e2e-physics.config.ts).
 */
export const PHYSICS = ['e2e/smashdodes*.test.ts'];

export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.test.ts'],
    exclude: PHYSICS,
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/ready.ts'],
    // After every other project: a busy machine must not starve the browser or the server.
    sequence: { groupOrder: 1 },
  },
});

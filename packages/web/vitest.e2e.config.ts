import { defineProject } from 'vitest/config';

/**
 * End-to-end tests in real Chromium (see docs/web.md): `e2e/global-setup.ts`
 * builds the app and starts the real server on a free port once per run;
 * `e2e/harness.ts` opens Chromium; files run one after another (2 cores).
 */
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globalSetup: ['e2e/global-setup.ts'],
    // After every other project, alone: a busy machine must not starve the browser or the server.
    sequence: { groupOrder: 1 },
  },
});

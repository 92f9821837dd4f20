import { defineProject } from 'vitest/config';
import { PHYSICS } from './vitest.e2e.config.ts';

/**
 * Smashdodes in Chromium: a replayed game's frame rate (> 45 fps) and the
 * match page's bytes and time to the board, so one file at a time, alone on
 * the machine, after every other project (the same build and server as
 * `web-e2e`: e2e/global-setup.ts).
 */
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'web-e2e-physics',
    include: PHYSICS,
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/ready.ts'],
    sequence: { groupOrder: 2 },
  },
});

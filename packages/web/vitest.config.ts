import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Component tests that are slow by nature (every board at hundreds of positions): project `web-slow`. */
export const WEB_SLOW = ['test/**/*.slow.test.{ts,tsx}'];

/** Component tests: React in happy-dom, no browser. */
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...WEB_SLOW],
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // Loading every game's words and a game's module takes seconds on a busy machine (load 13 here
    // made the 10 s default fail a setup hook): a slow machine is not a failure, a wrong answer is.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

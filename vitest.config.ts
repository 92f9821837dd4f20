import { defineConfig } from 'vitest/config';

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
          exclude: ['**/node_modules/**', 'packages/web/**'],
        },
      },
      'packages/web/vitest.config.ts',
      'packages/web/vitest.e2e.config.ts',
    ],
  },
});

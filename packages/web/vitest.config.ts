import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Component tests: React in happy-dom, no browser. */
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
  },
});

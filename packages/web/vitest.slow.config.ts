import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import web, { WEB_SLOW } from './vitest.config.ts';

/**
 * The web app's component tests that are slow by nature (`*.slow.test.tsx`:
 * every board rendered at hundreds of positions of random play), in the same
 * happy-dom set-up as project `web`. `npm test` runs them; `npm run
 * test:quick` (projects `node` and `web`) leaves them out.
 */
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: { ...web.test, name: 'web-slow', include: WEB_SLOW, exclude: ['**/node_modules/**'] },
});

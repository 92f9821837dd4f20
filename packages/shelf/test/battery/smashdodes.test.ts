import { battery } from '@gameshelf/engine/testing/vitest';
import { smashdodesModule } from '@gameshelf/smashdodes';
import { foreignMoves } from '../foreign.ts';

// Every shot runs the physics (a few milliseconds, more for a replayed or
// tampered record), and a random game is 10-150 shots: a few random playouts
// per configuration (referee, joker, exact: six of them) keep this file
// near a minute on one core. `npm run soak` runs more.
battery(
  smashdodesModule.game,
  { playouts: 4, deepPlayouts: 1, deepSample: 0.05 },
  foreignMoves('smashdodes'),
);

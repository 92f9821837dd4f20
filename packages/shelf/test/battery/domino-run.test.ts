import { dominoRunModule } from '@gameshelf/domino-run';
import { battery } from '@gameshelf/engine/testing/vitest';
import { foreignMoves } from '../foreign.ts';

// The turn limit is an int option, so the battery would only try its default:
// also play without a limit, and with a limit of 3 turns so the loss by time (DR-10) is reached.
battery(
  dominoRunModule.game,
  {
    playouts: 1000,
    configs: [0, 3, 300].map((turnLimit) => ({ players: 1, options: { turnLimit } })),
  },
  foreignMoves('domino-run'),
);

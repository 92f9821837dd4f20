/**
 * Domino Run on the shelf: the rules (`game.ts`), the terminal UI, the
 * statistics and the game's own bots. See README.md for the rules.
 */
import type { GameModule } from '@gameshelf/engine';
import { battery } from './battery.ts';
import { evaluate } from './bots/evaluate.ts';
import { greedy, greedyMove, pickLegal } from './bots/greedy.ts';
import { planner } from './bots/planner.ts';
import { dominoRun } from './game.ts';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import { REFUSALS } from './rules/refusals.ts';
import { stats } from './stats.ts';
import { text } from './text.ts';
import type { DominoRunMove, DominoRunOptions, DominoRunState, DominoRunView } from './types.ts';

export const dominoRunModule: GameModule<DominoRunState, DominoRunMove, DominoRunView, DominoRunOptions> = {
  game: dominoRun,
  bots: { greedy, planner },
  text,
  locales: { en, it },
  refusals: REFUSALS,
  stats,
  // Search bots play out with greedy's choices, and may stop early on its evaluation (about the chance to win).
  rollout: (state, _player, legal, rng) => pickLegal(legal, greedyMove(state, rng)),
  evaluate: (state) => [evaluate(state)],
  // A move's rollout step re-plans the greedy walk over the line: 3 decisions before the
  // evaluation keep the generic search bot within a second a move (README: Bots).
  search: { rolloutDepth: 3 },
  levels: { easy: 'random', medium: 'greedy', hard: 'planner' },
  battery,
};

export { dominoRun } from './game.ts';
export type * from './types.ts';

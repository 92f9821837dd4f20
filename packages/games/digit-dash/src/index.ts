/**
 * Digit Dash on the shelf: the rules (`game.ts`), the terminal UI, the
 * statistics and the game's own bots. See README.md for the rules.
 */
import type { GameModule } from '@gameshelf/engine';
import { battery } from './battery.ts';
import { evaluate } from './bots/evaluate.ts';
import { greedyBot } from './bots/greedy.ts';
import { rollout } from './bots/rollout.ts';
import { digitDash } from './game.ts';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import { REFUSALS } from './rules/refusals.ts';
import { stats } from './stats.ts';
import { text } from './text.ts';
import type { DigitDashMove, DigitDashOptions, DigitDashState, DigitDashView } from './types.ts';

export const digitDashModule: GameModule<DigitDashState, DigitDashMove, DigitDashView, DigitDashOptions> = {
  game: digitDash,
  bots: { greedy: greedyBot },
  text,
  locales: { en, it },
  refusals: REFUSALS,
  stats,
  rollout,
  evaluate,
  // `random` is the shelf's generic bot; an IS-MCTS level may replace `hard` once it is measured here.
  // hard: IS-MCTS at 1,000 iterations beats greedy (README: Bots).
  levels: { easy: 'random', medium: 'greedy', hard: 'ismcts' },
  battery,
};

export { digitDash } from './game.ts';
export type * from './types.ts';

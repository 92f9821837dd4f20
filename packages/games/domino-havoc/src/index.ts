/**
 * Double Domino Havoc on the shelf: the rules (`game.ts`, rulings DH-1 to
 * DH-12, see README.md), the greedy bot, the terminal text and statistics.
 */
import type { GameModule } from '@gameshelf/engine';
import { battery } from './battery.ts';
import { evaluate } from './bots/evaluate.ts';
import { greedyBot, greedyRollout } from './bots/greedy.ts';
import { dominoHavoc } from './game.ts';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import { REFUSALS } from './rules/refusals.ts';
import { havocStats } from './stats.ts';
import { text } from './text.ts';
import type { HavocMove, HavocOptions, HavocState, HavocView } from './types.ts';

export const dominoHavocModule: GameModule<HavocState, HavocMove, HavocView, HavocOptions> = {
  game: dominoHavoc,
  bots: { greedy: greedyBot },
  text,
  locales: { en, it },
  refusals: REFUSALS,
  stats: havocStats,
  rollout: greedyRollout,
  evaluate,
  // The search stops at a round's end, where the penalty totals say all that carries over, and
  // has the other players play greedy, each knowing its own tray (see README.md, Bots).
  horizon: (state) => state.phase.kind === 'deal',
  search: { opponentPolicy: true, exploration: 0.4 },
  levels: { easy: 'random', medium: 'greedy', hard: 'ismcts' },
  battery,
};

export { dominoHavoc } from './game.ts';
export type { Domino, HavocMove, HavocOptions, HavocState, HavocView } from './types.ts';

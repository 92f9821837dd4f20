/**
 * Smashdodes: the module on the shelf (rules, bots, terminal UI, statistics).
 */
import type { GameModule } from '@gameshelf/engine';
import { battery } from './battery.ts';
import { evaluate } from './bots/evaluate.ts';
import { greedy } from './bots/greedy.ts';
import { shooter } from './bots/shooter.ts';
import { smashdodes } from './game.ts';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import { REFUSALS } from './rules/refusals.ts';
import { stats } from './stats.ts';
import { text } from './text.ts';
import type { SmashMove, SmashOptions, SmashState, SmashView } from './types.ts';

export const smashdodesModule: GameModule<SmashState, SmashMove, SmashView, SmashOptions> = {
  game: smashdodes,
  bots: { greedy, shooter },
  text,
  locales: { en, it },
  refusals: REFUSALS,
  stats,
  evaluate,
  // Every move of a search is a simulated shot (a few milliseconds): the generic
  // IS-MCTS judges each shot by its outcome alone, with a budget that fits in a second
  // (100 iterations took up to 1.19 s a decision with physics model 3).
  search: { iterations: 75, rolloutDepth: 0 },
  // A shot's simulation holds a thread for tens of milliseconds (docs/server.md).
  costlyMoves: true,
  // Candidates tried per shot (each simulated three times): more is stronger and slower.
  levels: { easy: 'random', medium: 'shooter:8', hard: 'shooter:40' },
  battery,
};

export type * from './types.ts';
export { smashdodes };

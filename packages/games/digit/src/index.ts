/**
 * DIGIT on the shelf: the rules (`game.ts`), the text UI, the deck for
 * `gameshelf cards digit`, the bots and the simulation statistics.
 *
 * Player counts depend on the version: Solitaire is for exactly 1 player,
 * Standard and Plus for 2-4 (the game's default, 2, suits them). A tool that
 * wants the counts a set of options allows can ask `game.checkSetup(n,
 * options)` for each n from `game.players.min` to `max`.
 */
import type { GameModule } from '@gameshelf/engine';
import { moveGraphAnalysis } from './analysis/move-graph.ts';
import { battery } from './battery.ts';
import { evaluate, reward } from './bots/evaluate.ts';
import { greedyBot } from './bots/greedy.ts';
import { plannerBot } from './bots/planner.ts';
import { digitRollout } from './bots/rollout.ts';
import { digitCards } from './cards.ts';
import { digitGame } from './game.ts';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import { REFUSALS } from './rules/refusals.ts';
import { digitStats } from './stats.ts';
import { digitText } from './text.ts';
import type { DigitMove, DigitOptions, DigitState, DigitView } from './types.ts';

export type { DigitMove, DigitOptions, DigitState, DigitView } from './types.ts';
export { digitGame };

export const digitModule: GameModule<DigitState, DigitMove, DigitView, DigitOptions> = {
  game: digitGame,
  bots: { greedy: greedyBot, planner: plannerBot },
  text: digitText,
  locales: { en, it },
  refusals: REFUSALS,
  stats: digitStats,
  rollout: digitRollout,
  evaluate,
  reward,
  // hard: IS-MCTS at 1,000 iterations beats greedy in Standard (README: Bots); solo games have no opponents to level.
  levels: { easy: 'random', medium: 'greedy', hard: 'ismcts' },
  cards: digitCards,
  analyses: [moveGraphAnalysis],
  battery,
};

/**
 * IS-MCTS speed, for `npm run bench`: iterations per second on one core
 * from real decision points of a game (positions reached by the game's
 * `greedy` bot, or random play where it has none, in the game's default
 * setup for two players), with the game's default search settings (those
 * `ismcts` plays with, `GameModule.search` over the engine's). Each batch
 * searches the next position for a fixed number of iterations, so the figure
 * is the search's own speed, not the clock's cut-off.
 */
import {
  type AnyGameModule,
  type BenchCase,
  impossible,
  itemAt,
  Match,
  type Player,
  Rng,
} from '@gameshelf/engine';
import { createBot } from '../resolve.ts';
import { DEFAULT_SEARCH } from './bot.ts';
import { type SearchOptions, search } from './search.ts';

/** A position where a player has a choice to make, as that player sees it. */
export interface DecisionPoint {
  readonly view: unknown;
  readonly player: Player;
  readonly legal: readonly unknown[];
}

/** Decision points (more than one legal move) from `games` games of the game's default bot against itself. */
export function decisionPoints(
  module: AnyGameModule,
  games: number,
  seed: string,
  players = 2,
): DecisionPoint[] {
  const { game } = module;
  const bot = createBot(module, module.bots.greedy ? 'greedy' : 'random');
  if (!bot.ok) throw new Error(bot.error.message);
  const out: DecisionPoint[] = [];
  for (let g = 0; g < games; g++) {
    const created = Match.create(game, { players, seed: `${seed}/${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    const rng = Rng.fromSeed(`${seed}/moves/${g}`);
    for (let guard = 0; guard < 5000 && !match.isOver(); guard++) {
      const player = match.toAct()[0] ?? impossible(`${game.id}: a match not over has a player to act`);
      const legal = match.legalMoves(player);
      const view = match.view(player);
      if (legal.length > 1) out.push({ view, player, legal });
      const move = bot.value.choose({ view, player, legal, rng });
      const played = match.play(player, move);
      if (!played.ok) throw new Error(played.error.message);
    }
  }
  if (out.length === 0) throw new Error(`${game.id}: no decision points`);
  return out;
}

/** The bench case: IS-MCTS iterations per second over the game's decision points. */
export function ismctsBenchCase(
  module: AnyGameModule,
  iterations = 200,
  options: SearchOptions = { ...DEFAULT_SEARCH, ...module.search },
  players = 2,
): BenchCase {
  let positions: DecisionPoint[] | null = null;
  let next = 0;
  const rng = Rng.fromSeed(`bench/ismcts/${module.game.id}`);
  return {
    name: `IS-MCTS iterations (${players} players)`,
    unit: 'iterations',
    run() {
      positions ??= decisionPoints(module, 4, `bench/ismcts/${module.game.id}`, players);
      const p = itemAt(positions, next++ % positions.length);
      return search(module, p.view, p.player, p.legal, rng, { ...options, iterations }).iterations;
    },
  };
}

/**
 * How long each bot takes to decide, for `npm run bench`: every bot of a game
 * at its default settings and at each difficulty level, timed on the same
 * decision points (positions of real games with a choice to make), on one
 * core. The target is under a second a move for every one of them.
 */
import { botNames, createBot, decisionPoints } from '@gameshelf/bots';
import { type AnyGameModule, median, quantile, Rng } from '@gameshelf/engine';

export interface DecisionTimes {
  readonly game: string;
  readonly bot: string;
  readonly decisions: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

/** Times every bot of `module` over up to `positions` decision points spread through two games. */
export function decisionTimes(module: AnyGameModule, positions = 20): DecisionTimes[] {
  const { game } = module;
  const all = decisionPoints(module, 2, `bench/decisions/${game.id}`, game.players.default);
  const step = Math.max(1, Math.floor(all.length / positions));
  const points = all.filter((_, i) => i % step === 0).slice(0, positions);
  return botNames(module).map((name) => {
    const bot = createBot(module, name);
    if (!bot.ok) throw new Error(bot.error.message);
    const rng = Rng.fromSeed(`bench/decisions/${game.id}/${name}`);
    const ms = points.map((p) => {
      const start = performance.now();
      bot.value.choose({ view: p.view, player: p.player, legal: p.legal, rng });
      return performance.now() - start;
    });
    return {
      game: game.id,
      bot: name,
      decisions: ms.length,
      medianMs: median(ms),
      p95Ms: quantile(ms, 0.95),
      maxMs: Math.max(...ms),
    };
  });
}

import type { AnyGameModule, GameResult } from '@gameshelf/engine';

/**
 * A finished game's reward for each player in [0, 1]: the game's own
 * `reward` where it has one; otherwise mostly the share of the win (ties
 * share it), partly the score scaled by the game's score range, so that
 * among lost (or solo) games a better score still counts.
 */
export function rewards(module: AnyGameModule, state: unknown, result: GameResult, out: Float64Array): void {
  const own = module.reward?.(result, state);
  if (own) {
    for (let p = 0; p < out.length; p++) out[p] = own[p] ?? 0;
    return;
  }
  const { min, max } = module.game.scoreRange;
  const span = max > min ? max - min : 1;
  const winWeight = out.length > 1 ? 0.8 : 0.6;
  const share = result.winners.length > 0 ? 1 / result.winners.length : 0;
  for (let p = 0; p < out.length; p++) {
    const score = Math.min(1, Math.max(0, ((result.scores[p] ?? min) - min) / span));
    out[p] = winWeight * (result.winners.includes(p) ? share : 0) + (1 - winWeight) * score;
  }
}

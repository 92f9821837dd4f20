/**
 * A quick guess of each player's chance to win, for search bots that cut
 * their rollouts short. What decides a game of DIGIT is how many cards each
 * player still has to make (Standard: cards in hand; Plus: points already
 * scored count for them) and how close the figure on the table is to one of
 * them, for the player about to move most of all. Totals of earlier games of
 * a match count as cards.
 *
 * Solitaire (one player) is played for the fewest penalty points, so search
 * bots are rewarded on that (`reward`): 1 for a clean game, a tenth less per
 * point, 0 from -10 on. Mid-game, the expected final score is the penalty so
 * far plus what this turn will cost at least: with the nearest face-up card
 * d moves from the figure, d - 1 losing turns, or d - 2 once the turn has
 * matched (its first miss is free; the planner's closed form).
 */
import type { GameResult } from '@gameshelf/engine';

import { layoutOf } from '../rules/geometry/layouts.ts';
import { result, totals } from '../rules/result.ts';
import type { DigitState } from '../types.ts';
import { FAR, nearest } from './sight.ts';

/** What one move of distance from the figure is worth, in cards. */
const PER_MOVE = 0.35;
/** Being the one to move, in cards. */
const TEMPO = 0.3;
/** Cards of difference that make a player e (2.7) times less likely to win. */
const SPREAD = 0.8;

export function evaluate(state: DigitState): number[] {
  const done = result(state);
  if (done !== null) {
    if (state.players === 1) return [solitaireWorth(done.scores[0] ?? -10)];
    return done.scores.map((_, p) => (done.winners.includes(p) ? 1 / done.winners.length : 0));
  }
  const card = state.figure.length > 0 ? (layoutOf(state.figure)?.card ?? null) : null;
  const before = totals(state);
  if (state.players === 1) {
    const d = card === null ? 1 : Math.min(nearest(card, state.hands[0] ?? []), 4);
    const turn = Math.max(0, d - (state.matched > 0 ? 2 : 1));
    return [solitaireWorth(-state.penalty - turn)];
  }
  const costs = state.hands.map((hand, p) => {
    const own = state.options.version === 'plus' ? -(state.piles[p]?.length ?? 0) : hand.length;
    const distance = card === null ? 2 : Math.min(nearest(card, hand), 4);
    const tempo = state.turn === p && state.phase.type === 'move' ? TEMPO : 0;
    return own - (before[p] ?? 0) + PER_MOVE * (distance === FAR ? 4 : distance) - tempo;
  });
  const best = Math.min(...costs);
  const weights = costs.map((c) => Math.exp(-(c - best) / SPREAD));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/** A Solitaire score as a search bot's reward: 1 for 0, a tenth less per point, 0 from -10 on. */
function solitaireWorth(score: number): number {
  return Math.max(0, 1 + score / 10);
}

/** Search bots' reward for a finished game: Solitaire by its score; the other versions by the default. */
export function reward(result: GameResult, state: DigitState): number[] | undefined {
  return state.players === 1 ? [solitaireWorth(result.scores[0] ?? -10)] : undefined;
}

/**
 * A quick guess of each player's chance to win, for search bots that cut
 * their rollouts short. What decides a game of DIGIT is how many cards each
 * player still has to make (Standard: cards in hand; Plus: points already
 * scored count for them) and how close the figure on the table is to one of
 * them, for the player about to move most of all. Totals of earlier games of
 * a match count as cards. Solitaire (one player) gets its chance of a
 * "satisfactory" rating from the penalty so far.
 */

import { layoutOf } from '../geometry/layouts.ts';
import { result, totals } from '../rules/score.ts';
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
    if (state.players === 1) return [done.winners.length > 0 ? 1 : 0];
    return done.scores.map((_, p) => (done.winners.includes(p) ? 1 / done.winners.length : 0));
  }
  const card = state.figure.length > 0 ? (layoutOf(state.figure)?.card ?? null) : null;
  const before = totals(state);
  if (state.players === 1) {
    const expected = -state.penalty + (before[0] ?? 0) - 0.15 * state.deck.length;
    return [1 / (1 + Math.exp(-(expected + 20) / 3))];
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

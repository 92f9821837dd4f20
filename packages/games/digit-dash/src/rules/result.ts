/**
 * Scoring (DD-9) and the match (DD-10). A player scores the values of the
 * tiles they placed on the table, wherever they placed them, minus the values
 * of the tiles left in their hand, a power tile counting 10. The highest
 * score wins; ties share the win. Going out earns nothing by itself.
 */
import { type GameResult, impossible, itemAt, type Player } from '@gameshelf/engine';
import type { DigitDashState, GameScore } from '../types.ts';
import { faceValue, handPenalty } from './tiles.ts';

/** DD-10: a match ends after the game in which someone reaches this total. */
export const MATCH_TARGET = 100;

/** Each player's DD-9 score for the position on the table now. */
export function gameScores(state: Pick<DigitDashState, 'players' | 'hands' | 'table'>): number[] {
  const scores = Array.from({ length: state.players }, () => 0);
  for (const meld of state.table) {
    meld.tiles.forEach((t, i) => {
      const p = itemAt(meld.by, i);
      scores[p] = itemAt(scores, p) + faceValue(t);
    });
  }
  state.hands.forEach((hand, p) => {
    for (const t of hand) scores[p] = itemAt(scores, p) - handPenalty(t);
  });
  return scores;
}

/** The match totals: every finished game's scores added up. */
export function totals(players: number, games: readonly GameScore[]): number[] {
  const sum = Array.from({ length: players }, () => 0);
  for (const game of games) {
    game.scores.forEach((s, p) => {
      sum[p] = itemAt(sum, p) + s;
    });
  }
  return sum;
}

/** Everyone with the highest score (ties share the win). */
export function leaders(scores: readonly number[]): Player[] {
  const best = Math.max(...scores);
  return scores.flatMap((s, p) => (s === best ? [p] : []));
}

/** Whether a match with these games is decided (DD-10): someone has reached the target. */
export function matchDecided(players: number, games: readonly GameScore[], target = MATCH_TARGET): boolean {
  return totals(players, games).some((t) => t >= target);
}

export function result(state: DigitDashState): GameResult | null {
  if (state.phase !== 'over') return null;
  const last = state.games.at(-1) ?? impossible('a game that is over has its score');
  const scores = state.options.match ? totals(state.players, state.games) : [...last.scores];
  const winners = leaders(scores);
  return { scores, winners, summary: summary(state, last, scores, winners) };
}

/**
 * Records keep the summary as it was first written (`P1 went out; …`): its
 * words must not change, so seats are P1, P2 here whatever the table says.
 */
function summary(state: DigitDashState, last: GameScore, scores: number[], winners: Player[]): string {
  const seat = (p: Player) => `P${p + 1}`;
  const ending = last.ending === 'out' ? `${seat(last.player)} went out` : 'blocked (DD-11)';
  const who = winners.map(seat).join(' and ');
  const what = state.options.match ? `the match after ${state.games.length} games` : 'the game';
  return `${ending}; ${who} ${winners.length > 1 ? 'share' : 'wins'} ${what} with ${Math.max(...scores)}`;
}

/**
 * The end of a game and of the match (DG-5, DG-6, DG-7).
 *
 * - Standard: every player scores minus one per card left in hand, so the
 *   player who emptied their hand scores 0.
 * - Plus: one point per card in the player's score pile.
 * - Solitaire: minus one per turn that discarded no card.
 *
 * Over several games (option `games`) the scores add up; the highest total
 * wins (in Standard: the fewest minus points), ties share the win. Solitaire
 * has no opponent: Gameshelf counts a game as won when it earns at least
 * the "satisfactory" rating (-20 or better).
 */
import { type GameResult, impossible } from '@gameshelf/engine';
import type { DigitState } from '../types.ts';
import { undealt } from './setup.ts';

/** DG-7: the seed's ratings for a Solitaire score, best first. */
export const RATINGS = [
  { from: -5, name: 'exceptional' },
  { from: -10, name: 'very good' },
  { from: -15, name: 'good' },
  { from: -20, name: 'satisfactory' },
  { from: Number.NEGATIVE_INFINITY, name: 'needs practice' },
] as const;

export type Rating = (typeof RATINGS)[number]['name'];

export function rating(score: number): Rating {
  return (RATINGS.find((r) => score >= r.from) ?? impossible(`no rating for the score ${score}`)).name;
}

/** The scores of the game now ending. */
export function gameScores(s: DigitState): number[] {
  switch (s.options.version) {
    case 'standard':
      return s.hands.map((hand) => (hand.length > 0 ? -hand.length : 0));
    case 'plus':
      return s.piles.map((pile) => pile.length);
    case 'solitaire':
      return [-s.penalty];
  }
}

/** Ends the game being played: scores it, then deals the next game of the match or ends the match. */
export function endGame(s: DigitState): DigitState {
  const finished = [...s.finished, gameScores(s)];
  if (s.game + 1 < s.options.games) {
    const game = s.game + 1;
    // The first seat moves one to the left each game.
    return undealt({ options: s.options, players: s.players, game, finished }, game % s.players);
  }
  return { ...s, finished, phase: { type: 'over' } };
}

/** Each player's total over the finished games. */
export function totals(s: Pick<DigitState, 'finished' | 'players'>): number[] {
  return Array.from({ length: s.players }, (_, p) =>
    s.finished.reduce((sum, scores) => sum + (scores[p] ?? 0), 0),
  );
}

export function result(s: DigitState): GameResult | null {
  if (s.phase.type !== 'over') return null;
  const scores = totals(s);
  if (s.options.version === 'solitaire') {
    const score = scores[0] ?? impossible('Solitaire has one player');
    return { scores, winners: score >= -20 ? [0] : [], summary: `${score} points: ${rating(score)}` };
  }
  const best = Math.max(...scores);
  const winners = scores.flatMap((v, p) => (v === best ? [p] : []));
  const unit = s.options.version === 'standard' ? 'minus points' : 'points';
  // Records keep the summary as it was first written (`P1 wins`): its words must not change.
  const names = winners.map((p) => `P${p + 1}`).join(' and ');
  return {
    scores,
    winners,
    summary: `${names} ${winners.length > 1 ? 'share the win' : 'wins'} (${unit}: ${scores.join(', ')})`,
  };
}

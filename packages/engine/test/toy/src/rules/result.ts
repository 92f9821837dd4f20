/** The end: a hand scores its total, 0 above 12; the highest score wins, ties share, all 0 is nobody's win. */
import type { GameResult } from '../../../../src/index.ts';
import { LIMIT, type ToyState } from '../types.ts';
import { isOver } from './legal.ts';

export const total = (hand: readonly number[]): number => hand.reduce((a, b) => a + b, 0);

export function result(s: ToyState): GameResult | null {
  if (!isOver(s)) return null;
  const scores = s.hands.map((h) => (total(h) > LIMIT ? 0 : total(h)));
  const best = Math.max(...scores);
  return { scores, winners: best > 0 ? scores.flatMap((x, i) => (x === best ? [i] : [])) : [] };
}

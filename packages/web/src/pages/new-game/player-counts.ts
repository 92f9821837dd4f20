/**
 * Which player counts a game accepts with the options chosen, as the engine's
 * `checkSetup` says (DIGIT's Solitaire is for one player): the form offers
 * only those, and moves to the nearest one when an option rules out the
 * current count.
 */
import { type AnyGame, type OptionValue, parseOptionValues } from '@gameshelf/engine';

export function playableCounts(game: AnyGame, options: Readonly<Record<string, OptionValue>>): number[] {
  const parsed = parseOptionValues(game.options, options);
  if (!parsed.ok) return [];
  const counts: number[] = [];
  for (let n = game.players.min; n <= game.players.max; n++) {
    if (game.checkSetup(n, parsed.value).ok) counts.push(n);
  }
  return counts;
}

/** The current count when it is still accepted, else the nearest accepted one (the current when none is). */
export function nearestCount(counts: readonly number[], current: number): number {
  if (counts.length === 0 || counts.includes(current)) return current;
  return [...counts].sort((a, b) => Math.abs(a - current) - Math.abs(b - current) || a - b)[0] ?? current;
}

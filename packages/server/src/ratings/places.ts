/**
 * A finished match's ranking for rating: the winners share first place and
 * every other seat shares second. The server knows no rule, and a game's
 * scores are in its own units (higher is not always better), so the engine's
 * `winners` is the one ranking every game states the same way.
 */
import type { GameResult } from '@gameshelf/engine';

export function placesOf(result: GameResult, players: number): number[] {
  return Array.from({ length: players }, (_, seat) => (result.winners.includes(seat) ? 1 : 2));
}

import { itemAt } from '@gameshelf/engine';

/**
 * Which bot sits where in game `index` of a series: the list of bots is
 * rotated one seat per game, so over a series every bot plays every seat
 * equally often and seat advantages cancel.
 */
export function seatBots(bots: readonly string[], players: number, index: number): string[] {
  return Array.from({ length: players }, (_, seat) => itemAt(bots, (index + seat) % bots.length));
}

import { seatsFor } from './core/experiment.ts';

/**
 * Which bot sits where in game `index` of a series: the list of bots is
 * rotated one seat per game, so over a series every bot plays every seat
 * equally often and seat advantages cancel (the same rotation as an
 * experiment's arms).
 */
export function seatBots(bots: readonly string[], players: number, index: number): string[] {
  return seatsFor({ bots, players }, index);
}

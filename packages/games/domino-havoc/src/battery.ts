/**
 * Double Domino Havoc's plan for the shared battery (`npm test` runs it as
 * it is, `npm run soak` scaled up), sized to keep the game near a minute on one core.
 */
import { allConfigs, type BatteryPlan } from '@gameshelf/engine';
import { dominoHavoc } from './game.ts';

export function battery(): BatteryPlan[] {
  // Every player count with each set it allows (DH-1): 2-8 players with double-12, 2-6 with
  // double-9, 12 configurations. Games of 2 rounds, so that every playout also crosses a chance
  // deal (DH-11). A random 2-round game is 200-1,600 moves, every one checked (40-120 ms a
  // game), and the fully checked playout (determinizing for each of up to 8 players at every
  // move) costs 1.5-6 s: 50 playouts per configuration keep the file near a minute.
  const configs = allConfigs(dominoHavoc).map((c) => ({
    ...c,
    options: { ...c.options, rounds: 2 },
  }));
  return [{ playouts: 50, deepPlayouts: 1, configs }];
}

/**
 * Digit Dash's plan for the shared battery (`npm test` runs it as it is,
 * `npm run soak` scaled up), sized to keep the game near a minute on one core.
 */
import { allConfigs, type BatteryPlan } from '@gameshelf/engine';
import { digitDash } from './game.ts';

export function battery(): BatteryPlan[] {
  const configs = allConfigs(digitDash);
  return [
    // Single games: 1000 random playouts for each of 2, 3 and 4 players.
    { playouts: 1000, configs: configs.filter((c) => !c.options.match) },
    // DD-10 matches: a random-play match runs 3 to 7 games to reach 100 points, so 200
    // matches cover about as many games as 1000 single ones, near a minute on one core.
    { playouts: 200, configs: configs.filter((c) => c.options.match) },
  ];
}

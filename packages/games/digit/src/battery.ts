/**
 * DIGIT's plan for the shared battery (`npm test` runs it as it is,
 * `npm run soak` scaled up), sized to keep the game near 70 seconds on one core.
 */
import { allConfigs, type BatteryConfig, type BatteryPlan } from '@gameshelf/engine';
import { digitGame } from './game.ts';

/** Open games (DG-8) and Solitaire hide no card: determinize has nothing to vary there. */
const hidesCards = (c: BatteryConfig) => c.options.version !== 'solitaire' && c.options.open !== true;

export function battery(): BatteryPlan[] {
  // DG-5 several games in a row (and the same for Plus): the next game's deal, the first seat moving on.
  const matches = allConfigs(digitGame)
    .filter((c) => c.players === 3 && c.options.open === (c.options.version === 'plus'))
    .map((c) => ({ ...c, options: { ...c.options, games: 3 } }));
  return [
    // Every version and player count: Solitaire with 1 player, Standard and Plus with 2-4,
    // each closed and Open: 13 configurations. Random play rarely matches a card, so a random
    // game runs 300-500 stick moves (about 25 ms); 200 playouts per configuration keep the
    // file near 70 seconds of one core. One playout per configuration gets the deep checks at
    // every position (about 1.2 s); the others get them on a 1% sample.
    { playouts: 200, deepPlayouts: 1, hiddenInformation: hidesCards },
    { playouts: 20, deepPlayouts: 1, configs: matches, hiddenInformation: hidesCards },
  ];
}

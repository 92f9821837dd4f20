import { digitModule } from '@gameshelf/digit';
import { allConfigs, type BatteryConfig } from '@gameshelf/engine/testing';
import { battery } from '@gameshelf/engine/testing/vitest';
import { foreignMoves } from '../foreign.ts';

const game = digitModule.game;
const foreign = foreignMoves('digit');

/** Open games (DG-8) and Solitaire hide no card: determinize has nothing to vary there. */
const hidesCards = (c: BatteryConfig) => c.options.version !== 'solitaire' && c.options.open !== true;

// Every version and player count: Solitaire with 1 player, Standard and Plus
// with 2-4, each closed and Open: 13 configurations. Random play rarely
// matches a card, so a random game runs 300-500 stick moves (Plus and
// Solitaire mostly up to the 500-move cap), ten times a bot's game. 200
// playouts per configuration (about 80,000 positions each) keep the file near
// 70 seconds of one core (measured: a playout costs about 25 ms). One playout
// per configuration gets the deep checks at every position (it costs about
// 1.2 s, as much as 50 plain playouts); the others get them on a 1% sample.
battery(game, { playouts: 200, deepPlayouts: 1, hiddenInformation: hidesCards }, foreign);

// DG-5 several games in a row (and the same for Plus): the next game's deal, the first seat moving on.
const matches = allConfigs(game)
  .filter((c) => c.players === 3 && c.options.open === (c.options.version === 'plus'))
  .map((c) => ({ ...c, options: { ...c.options, games: 3 } }));
battery(game, { playouts: 20, deepPlayouts: 1, configs: matches, hiddenInformation: hidesCards }, foreign);

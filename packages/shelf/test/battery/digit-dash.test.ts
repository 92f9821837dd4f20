import { digitDashModule } from '@gameshelf/digit-dash';
import { allConfigs } from '@gameshelf/engine/testing';
import { battery } from '@gameshelf/engine/testing/vitest';
import { foreignMoves } from '../foreign.ts';

const game = digitDashModule.game;
const foreign = foreignMoves('digit-dash');
const configs = allConfigs(game);

// Single games: 1000 random playouts for each of 2, 3 and 4 players.
battery(game, { playouts: 1000, configs: configs.filter((c) => !c.options.match) }, foreign);

// DD-10 matches: a random-play match runs 3 to 7 games to reach 100 points, so 200 matches
// cover about as many games as 1000 single ones, and keep this file near a minute on one core.
battery(game, { playouts: 200, configs: configs.filter((c) => c.options.match) }, foreign);

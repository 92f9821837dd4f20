import { dominoHavocModule } from '@gameshelf/domino-havoc';
import { allConfigs } from '@gameshelf/engine/testing';
import { battery } from '@gameshelf/engine/testing/vitest';
import { foreignMoves } from '../foreign.ts';

const game = dominoHavocModule.game;

// Every player count with each set it allows (DH-1): 2-8 players with double-12, 2-6 with
// double-9, 12 configurations. Games of 2 rounds, so that every playout also crosses a chance
// deal (DH-11). A random 2-round game is 200-1,600 moves, every one of them checked (40-120 ms
// a game), and the fully checked playout (determinizing for each of up to 8 players at every
// move) costs 1.5-6 s. 1,000 playouts per configuration would take about 15 minutes; 50 per
// configuration (600 games, 1,200 rounds) keep this file near a minute on one core.
const PLAYOUTS = 50;
const configs = allConfigs(game).map((c) => ({ ...c, options: { ...c.options, rounds: 2 } }));

battery(game, { playouts: PLAYOUTS, deepPlayouts: 1, configs }, foreignMoves('domino-havoc'));

/**
 * Digit Dash as a catalog lists it: light facts and every word about the game
 * for people, with no rules imported (the package's `./meta` entry).
 */
import type { GameMeta } from '@gameshelf/engine';

export const digitDashMeta: GameMeta = {
  id: 'digit-dash',
  name: 'Digit Dash',
  designer: 'Matt Tranchina',
  players: { min: 2, max: 4 },
  minutes: '15–25',
  tagline: 'Sets and runs of shaped tiles, with four power tiles that reach into other hands.',
  howTo: [
    'Each turn: draw a tile, lay down sets (one number, different shapes) and runs (one shape, numbers in a row), then discard one tile face down.',
    'Everyone sees the shape of every tile, never its number.',
    'Power tiles Swap, Steal, Skip and Peek replace your discard.',
    'Tiles you placed score their numbers; tiles left in hand cost them. Empty your hand to end the game.',
  ],
  options: {
    match: {
      label: 'Match',
      help: 'Play games in a row until someone has 100 points or more; the highest total wins.',
    },
    blockLimit: {
      label: 'Block limit',
      help: 'The game ends after this many turns in a row in which no tile reaches the table.',
    },
  },
};

/**
 * Domino Run as a catalog lists it: light facts and every word about the game
 * for people, with no rules imported (the package's `./meta` entry).
 */
import type { GameMeta } from '@gameshelf/engine';

export const dominoRunMeta: GameMeta = {
  id: 'domino-run',
  name: 'Domino Run',
  designer: 'Ronald Villaver',
  players: { min: 1, max: 1 },
  minutes: '10–15',
  tagline: 'A solo dash down a line of dominoes, ahead of a chasing black cube.',
  howTo: [
    'Roll your dice and spend each die’s number as pips to step forward, one domino half at a time.',
    'Step onto a face-up double to claim it as a key and pick a treasure: a bonus die or an ability.',
    'The black cube moves after you: when it catches you, you give up a treasure, and with none left you lose.',
    'Claim all seven doubles to win.',
  ],
  options: {
    turnLimit: {
      label: 'Turn limit',
      help: 'You lose at the end of this turn if you are still running (0: no limit).',
    },
  },
};

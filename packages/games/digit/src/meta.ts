/**
 * DIGIT as a catalog lists it: light facts and every word about the game for
 * people, with no rules imported (the package's `./meta` entry).
 */
import type { GameMeta } from '@gameshelf/engine';

export const digitMeta: GameMeta = {
  id: 'digit',
  name: 'DIGIT',
  designer: 'Gerhard Kodys',
  players: { min: 1, max: 4 },
  minutes: '10–20',
  tagline: 'Move one of five sticks so the figure matches one of your cards.',
  howTo: [
    'Five sticks lie on a grid. On your turn move one stick to a new edge where it touches the figure.',
    'If the figure now matches one of your cards (mirror images count), lay that card down.',
    'Standard: first with no cards wins. Plus: every match is a point and an extra move.',
    'Solitaire: clear the deck losing as few points as you can.',
  ],
  options: {
    version: {
      label: 'Version',
      help: 'Standard: the first with no cards left wins. Plus: every match scores and gives another move. Solitaire: one player clears the deck.',
      choices: { standard: 'Standard', plus: 'Plus', solitaire: 'Solitaire (1 player)' },
    },
    open: {
      label: 'Open',
      help: 'Open DIGIT: every hand is played face up (Standard and Plus).',
    },
    games: {
      label: 'Games',
      help: 'Games in a row, their scores added up (Standard and Plus).',
    },
  },
};

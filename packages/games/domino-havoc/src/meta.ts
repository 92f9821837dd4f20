/**
 * Double Domino Havoc as a catalog lists it: light facts and every word about
 * the game for people, with no rules imported (the package's `./meta` entry).
 */
import type { GameMeta } from '@gameshelf/engine';

export const dominoHavocMeta: GameMeta = {
  id: 'domino-havoc',
  name: 'Double Domino Havoc',
  designer: 'Larry Fortna',
  players: { min: 2, max: 8 },
  minutes: '15–30',
  tagline: 'Race to fill a train of six dominoes — and doubles flip the turn order.',
  howTo: [
    'Each turn: draw from the boneyard or take another player’s discard, play one domino onto your train, then discard.',
    'Each domino on your train must match the open end.',
    'A double in a discard slot reverses the direction of play and lets others answer it out of turn.',
    'The first to complete a train of six wins the round.',
  ],
  options: {
    set: {
      label: 'Domino set',
      help: 'Double-12 has 91 dominoes, for 2 to 8 players; double-9 has 55, for 2 to 6.',
      choices: { 'double-12': 'Double-12', 'double-9': 'Double-9' },
    },
    rounds: {
      label: 'Rounds',
      help: 'Rounds in a game; penalty pips add up and the lowest total wins.',
    },
    stallTurns: {
      label: 'Stall turns',
      help: 'A round ends blocked after this many turns in a row in which no domino reaches a train (our addition: discards could otherwise go round for ever).',
    },
  },
};

/**
 * Smashdodes as a catalog lists it: light facts and every word about the game
 * for people, with no rules imported (the package's `./meta` entry).
 */
import type { GameMeta } from '@gameshelf/engine';

export const smashdodesMeta: GameMeta = {
  id: 'smashdodes',
  name: 'Smashdodes',
  designer: 'moolabs',
  players: { min: 2, max: 2 },
  minutes: '10',
  tagline: 'Drop-roll and flick polyhedral dice to knock the other D20 out of bounds.',
  howTo: [
    'Each player has two D4, two D8, two D10 and one D20 in their colour, on a raised octagonal board.',
    'On your turn drop-roll a die from your hand onto the target, or attack: flick one of your dice at an opponent die whose value is not above its own.',
    'Every shot runs in a real 3D physics simulation; a die resting across the inbounds line is knocked out.',
    'Knock the other player’s D20 out to win.',
  ],
  options: {
    referee: {
      label: 'Referee',
      help: 'The neutral Referee D12 is drop-rolled first; an odd roll gives player 1 the first turn.',
    },
    joker: {
      label: 'Joker',
      help: 'The blank neutral Joker D6 may be rolled in once the Referee is knocked out (needs the Referee).',
    },
    exact: {
      label: 'Exact',
      help: 'Shots go exactly where they are aimed, with no random error.',
    },
  },
};

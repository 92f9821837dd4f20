/**
 * What the home page says about each game: names, player counts and a short
 * "how to play" in our own words. Light data on purpose: the home page must
 * not load any game's rules (they come with the game's own pages).
 */
export interface GameCard {
  readonly id: string;
  readonly name: string;
  readonly designer: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly minutes: string;
  /** One line under the name. */
  readonly tagline: string;
  /** A few short steps: how a turn goes and how you win. */
  readonly howTo: readonly string[];
}

export const GAME_CARDS: readonly GameCard[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];

export function findCard(id: string): GameCard | undefined {
  return GAME_CARDS.find((card) => card.id === id);
}

export function playerCount(card: GameCard): string {
  const { min, max } = card.players;
  if (min === max) return min === 1 ? 'Solo' : `${min} players`;
  return `${min === 1 ? 'Solo or ' : `${min}–`}${min === 1 ? `up to ${max}` : max} players`;
}

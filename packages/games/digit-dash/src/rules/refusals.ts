/**
 * Every refusal a player can meet at the table, by a key of its own: the
 * English message (`{{name}}` for a value; it may cite rulings), and, under
 * `refusals.<key>` in the locales, the words players are shown instead.
 */
import { failWith, refusalsOf } from '@gameshelf/engine';
import { type TileId, tileName } from './tiles.ts';

export const REFUSALS = {
  // DD-4 a move of another step of the turn: what the step asks for instead
  drawFirst: 'not now: draw a tile first (DD-4)',
  playNow: 'not now: meld, lay off, play a power tile or discard (DD-4)',
  revealNow: 'not now: choose the tiles to reveal to the swapper (DD-7)',
  exchangeNow: 'not now: give a tile and take a revealed one (DD-7)',
  keepNow: 'not now: keep one of the tiles you peeked at (DD-7)',
  waitNow: 'not now: wait',
  // DD-5, DD-6 melds and lay-offs
  meldSize: 'a meld has {{min}}-{{max}} tiles, not {{given}} (DD-5)',
  meldOrder: 'list a meld’s tiles once each, in order',
  notInHand: 'tile {{tile}} is not in your hand',
  notAMeld: '{{tiles}} is neither a set nor a run (DD-5)',
  keepOneTile: 'you must keep at least one tile in hand (DD-6)',
  noSuchMeld: 'there is no meld {{meld}} on the table',
  doesNotFit: '{{tile}} does not fit meld {{meld}} ({{tiles}}) (DD-5)',
  // DD-4 the discard, or a power tile in its place
  powerWasDiscard: 'you played a power tile this turn: it was your discard (DD-4)',
  discardToEnd: 'discard a tile to end your turn (DD-4)',
  onePowerPerTurn: 'only one power tile may be played per turn (DD-4)',
  // DD-7 the power tiles
  notHoldingPower: 'you do not hold the {{power}} tile',
  noSuchPlayer: 'there is no player {{target}}',
  chooseAnotherPlayer: 'choose another player (DD-7)',
  nothingToReveal: 'P{{seat}} holds no tile to reveal (DD-7)',
  swapNeedsTile: 'Swap needs another tile in your hand to give (DD-7)',
  revealCount: 'reveal {{count}} different tiles of your hand (DD-7)',
  noSwapWaiting: 'no Swap is waiting for an exchange',
  notRevealed: 'tile {{tile}} was not revealed to you',
  notOnTable: 'tile {{tile}} is not on the table',
  stealBreaksMeld: 'taking {{tile}} would leave an invalid meld (DD-7)',
  stockpileEmpty: 'the stockpile is empty: nothing to peek at',
  notPeeked: 'tile {{tile}} is not among those you peeked at',
} as const;

export type Refusal = keyof typeof REFUSALS;

/** The refusal `reason`, with its English message filled in. */
export const refused = refusalsOf(REFUSALS);

/** A failed move that names a tile the hand does not hold. */
export const notInHand = (tile: TileId) => failWith(refused('notInHand', { tile: tileName(tile) }));

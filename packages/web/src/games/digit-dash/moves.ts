/**
 * How the Digit Dash board reads the moves it is given: the parts a person
 * touches to make each one (a tile in hand, a meld, a seat, a tile on the
 * table, a revealed or peeked tile), and each move in words for its button.
 * Which moves exist is never decided here: only the legal list says so.
 */
import type { PlayerMove } from '@gameshelf/digit-dash';
import { type Power, powerTile, tileName } from '@gameshelf/digit-dash/tiles';

export const part = {
  hand: (tile: number) => `hand:${tile}`,
  meld: (index: number) => `meld:${index}`,
  seat: (seat: number) => `seat:${seat}`,
  table: (tile: number) => `table:${tile}`,
  revealed: (tile: number) => `revealed:${tile}`,
  peeked: (tile: number) => `peeked:${tile}`,
} as const;

const power = (p: Power) => part.hand(powerTile(p));

export function partsOf(move: PlayerMove): readonly string[] {
  switch (move.type) {
    case 'draw':
    case 'endTurn':
      return [];
    case 'meld':
    case 'reveal':
      return move.tiles.map(part.hand);
    case 'layOff':
      return [part.hand(move.tile), part.meld(move.meld)];
    case 'swap':
      return [power('swap'), part.seat(move.target)];
    case 'skip':
      return [power('skip'), part.seat(move.target)];
    case 'steal':
      return [power('steal'), part.table(move.tile)];
    case 'peek':
      return [power('peek')];
    case 'exchange':
      return [part.hand(move.give), part.revealed(move.take)];
    case 'keep':
      return [part.peeked(move.tile)];
    case 'discard':
      return [part.hand(move.tile)];
  }
}

const seatName = (seat: number) => `P${seat + 1}`;
const tiles = (list: readonly number[]) => list.map(tileName).join(' ');

/** The words on a move's button. */
export function moveLabel(move: PlayerMove): string {
  switch (move.type) {
    case 'draw':
      return 'Draw a tile';
    case 'endTurn':
      return 'End turn';
    case 'meld':
      return `Meld ${tiles(move.tiles)}`;
    case 'reveal':
      return `Reveal ${tiles(move.tiles)}`;
    case 'layOff':
      return `Lay off ${tileName(move.tile)} on meld ${move.meld + 1}`;
    case 'swap':
      return `Swap with ${seatName(move.target)}`;
    case 'skip':
      return `Skip ${seatName(move.target)}`;
    case 'steal':
      return `Steal ${tileName(move.tile)}`;
    case 'peek':
      return 'Play Peek';
    case 'exchange':
      return `Give ${tileName(move.give)}, take ${tileName(move.take)}`;
    case 'keep':
      return `Keep ${tileName(move.tile)}`;
    case 'discard':
      return `Discard ${tileName(move.tile)}`;
  }
}

/** Moves a button shows as the main action when it is the only way on. */
export function isPrimary(move: PlayerMove): boolean {
  return move.type !== 'discard' && move.type !== 'endTurn';
}

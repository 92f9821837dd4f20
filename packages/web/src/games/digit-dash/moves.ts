/**
 * How the Digit Dash board reads the moves it is given: the parts a person
 * touches to make each one (a tile in hand, a meld, a seat, a tile on the
 * table, a revealed or peeked tile), and each move in words for its button.
 * Which moves exist is never decided here: only the legal list says so.
 */
import type { PlayerMove } from '@gameshelf/digit-dash';
import { type Power, powerTile } from '@gameshelf/digit-dash/tiles';
import type { Translate } from '../../i18n/translate.ts';
import { seatShort, tileName } from './words.ts';

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

/** The words on a move's button. */
export function moveLabel(move: PlayerMove, t: Translate): string {
  const tile = (id: number) => tileName(id, t);
  const tiles = (list: readonly number[]) => list.map(tile).join(' ');
  switch (move.type) {
    case 'draw':
      return t('board.move.draw');
    case 'endTurn':
      return t('board.move.endTurn');
    case 'meld':
      return t('board.move.meld', { tiles: tiles(move.tiles) });
    case 'reveal':
      return t('board.move.reveal', { tiles: tiles(move.tiles) });
    case 'layOff':
      return t('board.move.layOff', { tile: tile(move.tile), meld: move.meld + 1 });
    case 'swap':
      return t('board.move.swap', { player: seatShort(move.target, t) });
    case 'skip':
      return t('board.move.skip', { player: seatShort(move.target, t) });
    case 'steal':
      return t('board.move.steal', { tile: tile(move.tile) });
    case 'peek':
      return t('board.move.peek');
    case 'exchange':
      return t('board.move.exchange', { give: tile(move.give), take: tile(move.take) });
    case 'keep':
      return t('board.move.keep', { tile: tile(move.tile) });
    case 'discard':
      return t('board.move.discard', { tile: tile(move.tile) });
  }
}

/** Moves a button shows as the main action when it is the only way on. */
export function isPrimary(move: PlayerMove): boolean {
  return move.type !== 'discard' && move.type !== 'endTurn';
}

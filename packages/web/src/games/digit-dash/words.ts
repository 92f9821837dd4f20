/**
 * Digit Dash in words for the board, from the game's own locale files
 * (`digit-dash:` keys): tiles for screen readers (`3 circle`, `face-down
 * hexagon`), tiles as people write them (`3●`, `Swap●`), and seats (`P2`).
 */
import type { ViewTile } from '@gameshelf/digit-dash';
import { faceValue, powerOf, SUIT_SYMBOLS, suitOf, type TileId } from '@gameshelf/digit-dash/tiles';
import type { Translate } from '../../i18n/translate.ts';

/** What a screen reader says for a tile. */
export function tileWords(tile: ViewTile, t: Translate): string {
  if (typeof tile !== 'number') return t('board.tile.faceDown', { suit: t(`terms.suit.${tile.suit}`) });
  const suit = t(`terms.suit.${suitOf(tile)}`);
  const power = powerOf(tile);
  return power
    ? t('board.tile.power', { power: t(`terms.power.${power}`), suit })
    : t('board.tile.number', { value: faceValue(tile), suit });
}

/** A tile as people write it: `7▲`, or `Swap●` for a power tile. */
export function tileName(tile: TileId, t: Translate): string {
  const power = powerOf(tile);
  return `${power ? t(`terms.power.${power}`) : faceValue(tile)}${SUIT_SYMBOLS[suitOf(tile)]}`;
}

/** `P2`: a seat, short. */
export const seatShort = (seat: number, t: Translate): string => t('web:seat.short', { n: seat + 1 });

/**
 * Digit Dash's tiles for its rules page, drawn as the board draws them
 * (`Tile.tsx`): `{ tile: id }` face up (a number or a power tile), or
 * `{ hidden: suit }` face down, showing its shape alone (DD-2).
 */
import { isTileId, SUITS } from '@gameshelf/digit-dash/tiles';
import { field, oneOf } from '../../rules/piece-data.ts';
import { TileFace } from './Tile.tsx';

export default function DigitDashPiece({ piece }: { readonly piece: unknown }) {
  const tile = field(piece, 'tile');
  if (isTileId(tile)) return <TileFace tile={tile} />;
  const suit = oneOf(field(piece, 'hidden'), SUITS);
  return suit ? <TileFace tile={{ hidden: true, suit }} /> : null;
}

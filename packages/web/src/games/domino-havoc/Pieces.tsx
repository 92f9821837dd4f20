/**
 * Double Domino Havoc's pieces for its rules page, drawn as the board draws
 * them (`Domino.tsx`): `{ domino: [a, b] }` lying face up, or
 * `{ domino: null }` face down, as in the boneyard.
 */
import { field, pair } from '../../rules/piece-data.ts';
import { DominoFace, NumeralSprite } from './Domino.tsx';
import { HIGHEST, MOST_PIPS } from './pips.ts';

export default function HavocPiece({ piece }: { readonly piece: unknown }) {
  const domino = field(piece, 'domino');
  if (domino === null) return <DominoFace ends={null} />;
  const ends = pair(domino, 0, HIGHEST);
  if (!ends) return null;
  return (
    <>
      {ends.some((n) => n > MOST_PIPS) ? <NumeralSprite /> : null}
      <DominoFace ends={ends} />
    </>
  );
}

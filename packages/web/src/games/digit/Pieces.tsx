/**
 * DIGIT's pieces for its rules page, drawn as the board draws them:
 * `{ sticks: [...] }` a figure of sticks as the lattice lays them
 * (`StickPiece.tsx`), `{ card: id }` a card's face and `{ card: null }` its
 * back (`Card.tsx`).
 */
import { CARD_COUNT, type Stick } from '@gameshelf/digit/figures';
import { field, whole } from '../../rules/piece-data.ts';
import { Card } from './Card.tsx';
import { centre } from './geometry.ts';
import { StickPiece } from './StickPiece.tsx';
import './Cards.css';
import './Lattice.css';
import './Pieces.css';

/** A stick's two end points, each a whole lattice point (DG-1), or undefined. */
function stickOf(value: unknown): Stick | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const [x0, y0, x1, y1] = value.map((v) => whole(v, -10, 10));
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return undefined;
  return [x0, y0, x1, y1];
}

function sticksOf(value: unknown): readonly Stick[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const sticks = value.map(stickOf);
  return sticks.every((s) => s !== undefined) ? sticks.flatMap((s) => (s ? [s] : [])) : undefined;
}

export default function DigitPiece({ piece }: { readonly piece: unknown }) {
  const card = field(piece, 'card');
  if (card === null) return <Card card={null} />;
  const id = whole(card, 1, CARD_COUNT);
  if (id !== undefined) return <Card card={id} />;
  const sticks = sticksOf(field(piece, 'sticks'));
  if (!sticks) return null;
  const offset = centre(sticks);
  return (
    <div className="dg-rules-figure">
      <div className="dg-rules-frame">
        {sticks.map((stick) => (
          <StickPiece key={stick.join(',')} stick={stick} offset={offset} kind="stick" />
        ))}
      </div>
    </div>
  );
}

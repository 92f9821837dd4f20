/**
 * Domino Run's pieces for its rules page, drawn as the board draws them:
 * `{ tile: [a, b] }` a domino of the line face up (a double is a key),
 * `{ claimed: true }` a claimed key face down, `{ pit: true }` a pit
 * (`Half.tsx`); `{ die: n }` a die (`Die.tsx`); `{ cube: 'player' | 'enemy' }`
 * the white or the black cube (`Cube.tsx`).
 */
import type { Slot } from '@gameshelf/domino-run';
import { field, oneOf, pair, whole } from '../../rules/piece-data.ts';
import { Cube } from './Cube.tsx';
import { DieFace } from './Die.tsx';
import { HalfFace, PitGradient } from './Half.tsx';
import './Dice.css';
import './Line.css';

function Domino({ slot }: { slot: Slot }) {
  return (
    <>
      {slot.kind === 'pit' ? <PitGradient /> : null}
      <HalfFace slot={slot} half={0} />
      <HalfFace slot={slot} half={1} />
    </>
  );
}

function slotOf(piece: unknown): Slot | undefined {
  if (field(piece, 'pit') === true) return { kind: 'pit' };
  if (field(piece, 'claimed') === true) return { kind: 'tile', first: 0, second: 0, faceDown: true };
  const tile = pair(field(piece, 'tile'), 0, 6);
  return tile ? { kind: 'tile', first: tile[0], second: tile[1], faceDown: false } : undefined;
}

export default function DominoRunPiece({ piece }: { readonly piece: unknown }) {
  const slot = slotOf(piece);
  if (slot) return <Domino slot={slot} />;
  const die = whole(field(piece, 'die'), 1, 6);
  if (die !== undefined) return <DieFace face={die} />;
  const cube = oneOf(field(piece, 'cube'), ['player', 'enemy'] as const);
  return cube ? <Cube kind={cube} /> : null;
}

/**
 * The one gate for untrusted moves: checks the shape of each move type
 * (exact fields, integer values, known treasures) and returns it in its
 * canonical form (a combination's faces highest first, a roll's faces
 * highest first). Legality is `apply`'s business.
 */
import { fail, type GameError, isOneOf, isRecord, ok, type Result } from '@gameshelf/engine';
import { type DominoRunMove, TREASURES } from './types.ts';

const FIELDS: Readonly<Record<DominoRunMove['type'], string>> = {
  mulligan: '',
  keep: '',
  step: '',
  endMove: '',
  sacrificeDie: '',
  useDie: 'face,spaces',
  combineDice: 'faces,spaces',
  convertDie: 'ability',
  chooseTreasure: 'treasure',
  sacrificeAbility: 'ability',
  place: 'tile',
  drawAbility: 'tile',
  roll: 'dice',
};

/** Largest integer accepted in a move: far beyond any legal value, small enough to stay exact. */
const MAX_INT = 1_000_000;

export function parseMove(raw: unknown): Result<DominoRunMove, GameError> {
  const bad = (why: string) => fail('move/malformed', `not a Domino Run move: ${why}`);
  if (!isRecord(raw)) return bad('expected an object');
  const m = raw;
  const type = m.type;
  if (typeof type !== 'string' || !isMoveType(type)) return bad(`unknown type ${show(type)}`);
  const fields = Object.keys(m)
    .filter((k) => k !== 'type')
    .sort()
    .join(',');
  const expected = FIELDS[type];
  if (fields !== expected) return bad(`${type} takes ${expected ? `fields ${expected}` : 'no fields'}`);
  switch (type) {
    case 'mulligan':
    case 'keep':
    case 'step':
    case 'endMove':
    case 'sacrificeDie':
      return ok({ type });
    case 'useDie':
      if (!isInt(m.face) || !isInt(m.spaces)) return bad('face and spaces must be integers');
      return ok({ type, face: m.face, spaces: m.spaces });
    case 'combineDice': {
      const faces = twoInts(m.faces);
      if (faces === null || !isInt(m.spaces)) return bad('faces must be two integers and spaces an integer');
      const [a, b] = faces;
      return ok({ type, faces: a >= b ? [a, b] : [b, a], spaces: m.spaces });
    }
    case 'convertDie':
    case 'sacrificeAbility':
      if (!isInt(m.ability)) return bad('ability must be a tile number such as 25');
      return ok({ type, ability: m.ability });
    case 'chooseTreasure': {
      const treasure = m.treasure;
      if (!isOneOf(TREASURES, treasure)) return bad(`treasure must be one of ${TREASURES.join(', ')}`);
      return ok({ type, treasure });
    }
    case 'place':
    case 'drawAbility':
      if (!isInt(m.tile)) return bad('tile must be a tile number such as 35');
      return ok({ type, tile: m.tile });
    default: {
      const dice = m.dice;
      if (!Array.isArray(dice) || dice.length > 4 || !dice.every(isInt))
        return bad('dice must be a list of up to 4 integers');
      return ok({ type: 'roll', dice: [...dice].sort((x, y) => y - x) });
    }
  }
}

function isMoveType(type: string): type is DominoRunMove['type'] {
  return Object.hasOwn(FIELDS, type);
}

/** Two integers, as a combined move names its dice. */
function twoInts(raw: unknown): readonly [number, number] | null {
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const [a, b]: readonly unknown[] = raw;
  return isInt(a) && isInt(b) ? [a, b] : null;
}

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_INT;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

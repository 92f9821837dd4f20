/**
 * The one gate for untrusted moves: checks the shape of a move (its tag,
 * its fields and their types, no extra field) and returns it in canonical
 * form, each domino written `[low, high]` and each dealt tray sorted.
 * Whether the move is legal now is for `apply`.
 */
import { fail, type GameError, ok, type Result } from '@gameshelf/engine';
import { domino, MAX_PIP, sortDominoes } from './rules/dominoes.ts';
import type { Domino, HavocMove } from './types.ts';

const MAX_SEATS = 8;
/** More dominoes than any set holds: anything longer is not a deal at all. */
const MAX_LIST = 91;

type Fields = Readonly<Record<string, unknown>>;

function isPlainObject(raw: unknown): raw is Fields {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function parseDomino(raw: unknown): Domino | null {
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const [a, b]: readonly unknown[] = raw;
  return isInt(a, 0, MAX_PIP) && isInt(b, 0, MAX_PIP) ? domino(a, b) : null;
}

function parseTrays(raw: unknown): Domino[][] | null {
  if (!Array.isArray(raw) || raw.length > MAX_SEATS) return null;
  const trays: Domino[][] = [];
  const list: readonly unknown[] = raw;
  for (const tray of list) {
    if (!Array.isArray(tray) || tray.length > MAX_LIST) return null;
    const dominoes: Domino[] = [];
    const items: readonly unknown[] = tray;
    for (const d of items) {
      const parsed = parseDomino(d);
      if (parsed === null) return null;
      dominoes.push(parsed);
    }
    trays.push(sortDominoes(dominoes));
  }
  return trays;
}

/** The field names a move of this type must have, besides `type`, sorted. */
const FIELDS: Readonly<Record<HavocMove['type'], readonly string[]>> = {
  drawBoneyard: [],
  takeDiscard: ['from'],
  play: ['domino'],
  discard: ['domino'],
  takeDouble: [],
  replaceDouble: ['domino'],
  pass: [],
  endTurn: [],
  deal: ['trays'],
  drawn: ['domino'],
};

function isMoveType(type: unknown): type is HavocMove['type'] {
  return typeof type === 'string' && Object.hasOwn(FIELDS, type);
}

/** Exactly the expected fields; `play` may also carry `open`. */
function hasFields(raw: Fields, type: HavocMove['type']): boolean {
  const keys = Object.keys(raw).filter((k) => k !== 'type' && !(type === 'play' && k === 'open'));
  const expected = FIELDS[type];
  return keys.length === expected.length && expected.every((k) => keys.includes(k));
}

function malformed(why: string): Result<HavocMove, GameError> {
  return fail('move/malformed', `not a Double Domino Havoc move: ${why}`);
}

export function parseMove(raw: unknown): Result<HavocMove, GameError> {
  if (!isPlainObject(raw)) return malformed('a move is an object with a type');
  const { type } = raw;
  if (!isMoveType(type)) return malformed(`unknown move type ${JSON.stringify(type)}`);
  if (!hasFields(raw, type)) {
    const fields = FIELDS[type].join(', ') || 'no other field';
    return malformed(`a ${type} move has ${fields}`);
  }
  switch (type) {
    case 'drawBoneyard':
    case 'takeDouble':
    case 'pass':
    case 'endTurn':
      return ok({ type });
    case 'takeDiscard':
      return isInt(raw.from, 0, MAX_SEATS - 1)
        ? ok({ type, from: raw.from })
        : malformed('from must be a seat number 0-7');
    case 'play': {
      const d = parseDomino(raw.domino);
      if (d === null) return malformed('domino must be [a, b] with numbers 0-12');
      if (!('open' in raw)) return ok({ type, domino: d });
      return isInt(raw.open, 0, MAX_PIP)
        ? ok({ type, domino: d, open: raw.open })
        : malformed('open must be a number 0-12');
    }
    case 'discard':
    case 'replaceDouble':
    case 'drawn': {
      const d = parseDomino(raw.domino);
      return d === null ? malformed('domino must be [a, b] with numbers 0-12') : ok({ type, domino: d });
    }
    case 'deal': {
      const trays = parseTrays(raw.trays);
      return trays === null
        ? malformed('trays must be lists of dominoes, one per player')
        : ok({ type, trays });
    }
  }
}

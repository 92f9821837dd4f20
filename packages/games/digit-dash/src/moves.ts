/**
 * `parseMove`: the one gate for untrusted moves. It checks the shape only
 * (type, fields, field types, no extra fields, tiles are tile ids) and returns
 * the canonical form: tile lists sorted, so a meld listed in any order is the
 * same move. Whether the move is legal now is for `apply`.
 */
import { fail, type GameError, isRecord, ok, type Result } from '@gameshelf/engine';
import { sortedTiles } from './rules/lists.ts';
import { isTileId, type TileId } from './rules/tiles.ts';
import type { DigitDashMove } from './types.ts';

type Fields = Readonly<Record<string, unknown>>;
type Parsed = Result<DigitDashMove, GameError>;

const malformed = (why: string): Parsed => fail('move/malformed', `not a Digit Dash move: ${why}`);

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000;
}

/** A list of distinct tile ids with a length in [min, max], sorted; null if it is not one. */
function tileList(value: unknown, min: number, max: number): TileId[] | null {
  if (!Array.isArray(value) || value.length < min || value.length > max || !value.every(isTileId))
    return null;
  const sorted = sortedTiles(value);
  for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) return null;
  return sorted;
}

/** Each move type with its fields (besides `type`) and how to read them. */
const PARSERS: Readonly<Record<string, { fields: readonly string[]; read: (m: Fields) => Parsed }>> = {
  draw: { fields: [], read: () => ok({ type: 'draw' }) },
  peek: { fields: [], read: () => ok({ type: 'peek' }) },
  endTurn: { fields: [], read: () => ok({ type: 'endTurn' }) },
  meld: { fields: ['tiles'], read: (m) => withTiles(m.tiles, 1, 40, (tiles) => ({ type: 'meld', tiles })) },
  reveal: {
    fields: ['tiles'],
    read: (m) => withTiles(m.tiles, 1, 40, (tiles) => ({ type: 'reveal', tiles })),
  },
  peekTiles: {
    fields: ['tiles'],
    read: (m) => withTiles(m.tiles, 1, 40, (tiles) => ({ type: 'peekTiles', tiles })),
  },
  layOff: {
    fields: ['meld', 'tile'],
    read: (m) =>
      isTileId(m.tile) && isIndex(m.meld)
        ? ok({ type: 'layOff', tile: m.tile, meld: m.meld })
        : malformed('layOff needs a tile id and a meld index'),
  },
  steal: { fields: ['tile'], read: (m) => oneTile(m, (tile) => ({ type: 'steal', tile })) },
  keep: { fields: ['tile'], read: (m) => oneTile(m, (tile) => ({ type: 'keep', tile })) },
  discard: { fields: ['tile'], read: (m) => oneTile(m, (tile) => ({ type: 'discard', tile })) },
  drawTile: { fields: ['tile'], read: (m) => oneTile(m, (tile) => ({ type: 'drawTile', tile })) },
  swap: { fields: ['target'], read: (m) => onePlayer(m, (target) => ({ type: 'swap', target })) },
  skip: { fields: ['target'], read: (m) => onePlayer(m, (target) => ({ type: 'skip', target })) },
  exchange: {
    fields: ['give', 'take'],
    read: (m) =>
      isTileId(m.give) && isTileId(m.take)
        ? ok({ type: 'exchange', give: m.give, take: m.take })
        : malformed('exchange needs the tile ids give and take'),
  },
  deal: { fields: ['first', 'hands'], read: readDeal },
};

function withTiles(
  value: unknown,
  min: number,
  max: number,
  make: (tiles: TileId[]) => DigitDashMove,
): Parsed {
  const tiles = tileList(value, min, max);
  return tiles === null ? malformed('tiles must be a list of different tile ids (0-39)') : ok(make(tiles));
}

function oneTile(m: Fields, make: (tile: TileId) => DigitDashMove): Parsed {
  return isTileId(m.tile) ? ok(make(m.tile)) : malformed('tile must be a tile id (0-39)');
}

function onePlayer(m: Fields, make: (player: number) => DigitDashMove): Parsed {
  return isIndex(m.target) && m.target < 4 ? ok(make(m.target)) : malformed('target must be a player number');
}

function readDeal(m: Fields): Parsed {
  if (!Array.isArray(m.hands) || m.hands.length < 1 || m.hands.length > 4 || !isIndex(m.first))
    return malformed('deal needs hands and a first player');
  const hands: TileId[][] = [];
  for (const hand of m.hands) {
    const tiles = tileList(hand, 0, 40);
    if (tiles === null) return malformed('each dealt hand must be a list of different tile ids');
    hands.push(tiles);
  }
  return ok({ type: 'deal', hands, first: m.first });
}

export function parseMove(raw: unknown): Parsed {
  if (!isRecord(raw)) return malformed('a move is an object');
  const parser =
    typeof raw.type === 'string' && Object.hasOwn(PARSERS, raw.type) ? PARSERS[raw.type] : undefined;
  if (parser === undefined) return malformed(`unknown move type ${JSON.stringify(raw.type)}`);
  const keys = Object.keys(raw).filter((k) => k !== 'type');
  if (keys.length !== parser.fields.length || !parser.fields.every((f) => Object.hasOwn(raw, f)))
    return malformed(`a ${raw.type} move has exactly the fields ${['type', ...parser.fields].join(', ')}`);
  return parser.read(raw);
}

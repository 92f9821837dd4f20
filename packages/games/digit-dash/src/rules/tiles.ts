/**
 * The 40 Digit Dash tiles (DD-1). A tile is a number 0..39: its suit is
 * `id / 10` and its place in the suit is `id % 10`, where places 0..8 are the
 * number tiles 1..9 and place 9 is the suit's power tile. The table is fixed
 * and public, so moves, states and views carry bare tile ids.
 *
 * Which power tile sits in which suit is not given by the seed or DD-1; we
 * follow the order both list them in: Swap ●, Steal ■, Skip ▲, Peek ⬢.
 */
import { itemAt } from '@gameshelf/engine';

/** The four shapes, in dealing order (DD-3). "Same colour" in the seed means same suit (DD-1). */
export const SUITS = ['circle', 'square', 'triangle', 'hexagon'] as const;
export type Suit = (typeof SUITS)[number];

/** How each suit is drawn in text: the shape, as the tiles show it. */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = {
  circle: '●',
  square: '■',
  triangle: '▲',
  hexagon: '⬢',
};

export const POWERS = ['swap', 'steal', 'skip', 'peek'] as const;
export type Power = (typeof POWERS)[number];

/** A tile id, 0..39. */
export type TileId = number;

export const TILE_COUNT = 40;
export const TILES_PER_SUIT = 10;
/** The place of the power tile within its suit. */
const POWER_PLACE = 9;
/** A power tile left in hand at the end costs this much (DD-9). */
export const POWER_PENALTY = 10;

export const ALL_TILES: readonly TileId[] = Array.from({ length: TILE_COUNT }, (_, i) => i);

export function isTileId(value: unknown): value is TileId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TILE_COUNT;
}

/** The suit index 0..3 of a tile (its place in `SUITS`). */
export function suitIndex(tile: TileId): number {
  return (tile / TILES_PER_SUIT) | 0;
}

export function suitOf(tile: TileId): Suit {
  return itemAt(SUITS, suitIndex(tile));
}

export function isPower(tile: TileId): boolean {
  return tile % TILES_PER_SUIT === POWER_PLACE;
}

/** The face value 1..9 of a number tile; 0 for a power tile, which has none (callers check `isPower`). */
export function faceValue(tile: TileId): number {
  const place = tile % TILES_PER_SUIT;
  return place === POWER_PLACE ? 0 : place + 1;
}

/** The power of a power tile (null for a number tile). */
export function powerOf(tile: TileId): Power | null {
  return isPower(tile) ? itemAt(POWERS, suitIndex(tile)) : null;
}

/** The power tile of a given power. */
export function powerTile(power: Power): TileId {
  return POWERS.indexOf(power) * TILES_PER_SUIT + POWER_PLACE;
}

/** The number tile of a suit and value. */
export function numberTile(suit: Suit, value: number): TileId {
  return SUITS.indexOf(suit) * TILES_PER_SUIT + value - 1;
}

/** What a tile costs when it is still in hand at the end of a game (DD-9). */
export function handPenalty(tile: TileId): number {
  return isPower(tile) ? POWER_PENALTY : faceValue(tile);
}

const POWER_NAMES: Readonly<Record<Power, string>> = {
  swap: 'Swap',
  steal: 'Steal',
  skip: 'Skip',
  peek: 'Peek',
};

export function powerName(power: Power): string {
  return POWER_NAMES[power];
}

/** A tile as people name it: `7▲`, or `Swap●` for a power tile. */
export function tileName(tile: TileId): string {
  const power = powerOf(tile);
  const symbol = SUIT_SYMBOLS[suitOf(tile)];
  return power === null ? `${faceValue(tile)}${symbol}` : `${POWER_NAMES[power]}${symbol}`;
}

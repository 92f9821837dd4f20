/**
 * The double-six set (DR-1): 28 tiles, pips 0-6, each pair once. A tile's id
 * is `10 * low + high`, which reads as the tile itself (35 is 3:5). Its 7
 * doubles are the keys; tiles with no double and no blank can be abilities.
 */
import type { Tile } from '../types.ts';

export const MAX_PIPS = 6;
export const KEYS_TO_WIN = 7;

/** The keys that win this game: DR-10's 7, or the `keys` variant's. */
export function keysToWin(options: { readonly keys?: number }): number {
  return options.keys ?? KEYS_TO_WIN;
}

export function tileOf(a: number, b: number): Tile {
  return a <= b ? 10 * a + b : 10 * b + a;
}

export function low(tile: Tile): number {
  return Math.floor(tile / 10);
}

export function high(tile: Tile): number {
  return tile % 10;
}

/** All 28 tiles, ascending. */
export const TILES: readonly Tile[] = (() => {
  const out: Tile[] = [];
  for (let a = 0; a <= MAX_PIPS; a++) for (let b = a; b <= MAX_PIPS; b++) out.push(tileOf(a, b));
  return out;
})();

const IS_TILE: readonly boolean[] = (() => {
  const flags = new Array<boolean>(67).fill(false);
  for (const t of TILES) flags[t] = true;
  return flags;
})();

export function isTile(value: unknown): value is Tile {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 66 && !!IS_TILE[value]
  );
}

export function isDouble(tile: Tile): boolean {
  return low(tile) === high(tile);
}

/** DR-7: an ability tile is neither a double nor has a blank half. */
export function canBeAbility(tile: Tile): boolean {
  return !isDouble(tile) && low(tile) > 0;
}

/** `3:5`, the way a tile is written in the rules and on screen. */
export function tileLabel(tile: Tile): string {
  return `${low(tile)}:${high(tile)}`;
}

/** Inserts a tile into a sorted list, returning a new list. */
export function withTile(tiles: readonly Tile[], tile: Tile): Tile[] {
  const out = tiles.slice();
  let i = out.length;
  while (i > 0 && (out[i - 1] ?? tile) > tile) i--;
  out.splice(i, 0, tile);
  return out;
}

/** A sorted list without one tile (which must be in it). */
export function withoutTile(tiles: readonly Tile[], tile: Tile): Tile[] {
  const i = tiles.indexOf(tile);
  const out = tiles.slice();
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** Two sorted lists merged into one (a linear merge: cleanup runs it every turn). */
export function withTiles(tiles: readonly Tile[], more: readonly Tile[]): Tile[] {
  const out: Tile[] = [];
  let i = 0;
  let j = 0;
  for (;;) {
    const a = tiles[i];
    const b = more[j];
    if (a !== undefined && (b === undefined || a <= b)) {
      out.push(a);
      i++;
    } else if (b !== undefined) {
      out.push(b);
      j++;
    } else {
      break;
    }
  }
  return out;
}

/**
 * Small helpers on sorted tile lists (hands, the stockpile, knowledge lists).
 * Each returns a new array and never changes its input, so states can share
 * the lists a move leaves alone.
 */
import type { TileId } from './tiles.ts';

/** `list` with `tile` added in order. */
export function withTile(list: readonly TileId[], tile: TileId): TileId[] {
  const out: TileId[] = [];
  let placed = false;
  for (const t of list) {
    if (!placed && tile < t) {
      out.push(tile);
      placed = true;
    }
    out.push(t);
  }
  if (!placed) out.push(tile);
  return out;
}

/** `list` with every tile of the sorted `tiles` added in order. */
export function withTiles(list: readonly TileId[], tiles: readonly TileId[]): TileId[] {
  const out: TileId[] = [];
  let j = 0;
  for (const t of list) {
    for (let next = tiles[j]; next !== undefined && next < t; next = tiles[++j]) out.push(next);
    out.push(t);
  }
  for (let next = tiles[j]; next !== undefined; next = tiles[++j]) out.push(next);
  return out;
}

/** `list` without `tile`. */
export function withoutTile(list: readonly TileId[], tile: TileId): TileId[] {
  return list.filter((t) => t !== tile);
}

/** `list` without any tile of `tiles`. */
export function withoutTiles(list: readonly TileId[], tiles: readonly TileId[]): TileId[] {
  return list.filter((t) => !tiles.includes(t));
}

/** Whether every tile of `tiles` is in `list`. */
export function hasAll(list: readonly TileId[], tiles: readonly TileId[]): boolean {
  for (const t of tiles) if (!list.includes(t)) return false;
  return true;
}

/** A sorted copy. */
export function sortedTiles(tiles: readonly TileId[]): TileId[] {
  return [...tiles].sort((a, b) => a - b);
}

/** Whether the list is strictly increasing (sorted, no repeats). */
export function isStrictlySorted(list: readonly number[]): boolean {
  let previous = Number.NEGATIVE_INFINITY;
  for (const x of list) {
    if (x <= previous) return false;
    previous = x;
  }
  return true;
}

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
  let i = 0;
  let j = 0;
  while (i < list.length || j < tiles.length) {
    if (j >= tiles.length || (i < list.length && (list[i] as TileId) < (tiles[j] as TileId))) {
      out.push(list[i++] as TileId);
    } else {
      out.push(tiles[j++] as TileId);
    }
  }
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
  for (let i = 1; i < list.length; i++) if ((list[i] as number) <= (list[i - 1] as number)) return false;
  return true;
}

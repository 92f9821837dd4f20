/**
 * Sets and runs (DD-5). A set is 2-4 number tiles of one value, each of a
 * different suit; a run is 2-4 number tiles of one suit with consecutive
 * values, 9 never followed by 1. Power tiles are in neither. A meld's tiles
 * are always kept sorted by id, which orders a set by suit and a run by value.
 */
import { itemAt } from '@gameshelf/engine';
import { faceValue, isPower, suitIndex, type TileId } from './tiles.ts';

export const MIN_MELD = 2;
export const MAX_MELD = 4;

/** Whether sorted `tiles` is a set: one value, different suits (sorted ids of one value differ in suit). */
export function isSet(tiles: readonly TileId[]): boolean {
  if (tiles.length < MIN_MELD || tiles.length > MAX_MELD) return false;
  const first = tiles[0];
  if (first === undefined || isPower(first)) return false;
  let previous = -1;
  for (const t of tiles) {
    if (isPower(t) || faceValue(t) !== faceValue(first) || t === previous) return false;
    previous = t;
  }
  return true;
}

/** Whether sorted `tiles` is a run: one suit, each value one more than the last (no wrap-around). */
export function isRun(tiles: readonly TileId[]): boolean {
  if (tiles.length < MIN_MELD || tiles.length > MAX_MELD) return false;
  const first = tiles[0];
  if (first === undefined) return false;
  let previous = first - 1;
  for (const t of tiles) {
    // Consecutive ids within one suit are consecutive values; the power tile (place 9) is excluded first.
    if (isPower(t) || t !== previous + 1 || suitIndex(t) !== suitIndex(first)) return false;
    previous = t;
  }
  return true;
}

export function isMeld(tiles: readonly TileId[]): boolean {
  return isSet(tiles) || isRun(tiles);
}

/** Whether a table meld (valid, sorted) is a set rather than a run: its first two tiles share a value. */
export function meldIsSet(tiles: readonly TileId[]): boolean {
  const first = tiles[0];
  const second = tiles[1];
  return first !== undefined && second !== undefined && faceValue(first) === faceValue(second);
}

/** Whether `tile` can be laid off on the table meld `tiles` so that it stays a valid meld (DD-5). */
export function fitsMeld(tiles: readonly TileId[], tile: TileId): boolean {
  const first = tiles[0];
  const last = tiles.at(-1);
  if (first === undefined || last === undefined || tiles.length >= MAX_MELD || isPower(tile)) return false;
  if (meldIsSet(tiles)) {
    if (faceValue(tile) !== faceValue(first)) return false;
    for (const t of tiles) if (suitIndex(t) === suitIndex(tile)) return false;
    return true;
  }
  if (suitIndex(tile) !== suitIndex(first)) return false;
  return (tile === first - 1 && faceValue(first) > 1) || (tile === last + 1 && faceValue(last) < 9);
}

/**
 * The tiles Steal may take from a table meld so that it stays valid (DD-7):
 * none from a meld of 2, any tile of a larger set, only an end of a larger run.
 */
export function stealableTiles(tiles: readonly TileId[]): TileId[] {
  if (tiles.length <= MIN_MELD) return [];
  if (meldIsSet(tiles)) return [...tiles];
  return [itemAt(tiles, 0), itemAt(tiles, tiles.length - 1)];
}

/**
 * Every set and run that can be made from a sorted hand with at most
 * `maxSize` tiles, each once, as sorted tile lists.
 */
export function meldsInHand(hand: readonly TileId[], maxSize: number): TileId[][] {
  const out: TileId[][] = [];
  const limit = Math.min(MAX_MELD, maxSize);
  if (limit < MIN_MELD) return out;
  addSets(hand, limit, out);
  addRuns(hand, limit, out);
  return out;
}

/** Sets: every subset of 2..limit tiles among the hand's tiles of each value. */
function addSets(hand: readonly TileId[], limit: number, out: TileId[][]): void {
  for (let value = 1; value <= 9; value++) {
    const same: TileId[] = [];
    for (const t of hand) if (!isPower(t) && faceValue(t) === value) same.push(t);
    if (same.length < MIN_MELD) continue;
    // At most 4 tiles share a value, so the subsets are few: walk them by bit mask, in id order.
    for (let mask = 1; mask < 1 << same.length; mask++) {
      const size = popCount(mask);
      if (size < MIN_MELD || size > limit) continue;
      const set: TileId[] = [];
      for (let i = 0; i < same.length; i++) if (mask & (1 << i)) set.push(itemAt(same, i));
      out.push(set);
    }
  }
}

/** Runs: every window of 2..limit consecutive values within a suit of the hand. */
function addRuns(hand: readonly TileId[], limit: number, out: TileId[][]): void {
  for (let i = 0; i < hand.length; i++) {
    let previous = itemAt(hand, i);
    if (isPower(previous)) continue;
    // The hand is sorted, so a run continues exactly while the next id is one more (same suit, next value).
    for (let j = i + 1; j < hand.length && j - i < limit; j++) {
      const next = itemAt(hand, j);
      if (next !== previous + 1 || isPower(next)) break;
      out.push(hand.slice(i, j + 1));
      previous = next;
    }
  }
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

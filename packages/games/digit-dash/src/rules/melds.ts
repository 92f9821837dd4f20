/**
 * Sets and runs (DD-5). A set is 2-4 number tiles of one value, each of a
 * different suit; a run is 2-4 number tiles of one suit with consecutive
 * values, 9 never followed by 1. Power tiles are in neither. A meld's tiles
 * are always kept sorted by id, which orders a set by suit and a run by value.
 */
import { faceValue, isPower, suitIndex, type TileId } from './tiles.ts';

export const MIN_MELD = 2;
export const MAX_MELD = 4;

/** Whether sorted `tiles` is a set: one value, different suits (sorted ids of one value differ in suit). */
export function isSet(tiles: readonly TileId[]): boolean {
  if (tiles.length < MIN_MELD || tiles.length > MAX_MELD) return false;
  const first = tiles[0] as TileId;
  if (isPower(first)) return false;
  for (let i = 1; i < tiles.length; i++) {
    const t = tiles[i] as TileId;
    if (isPower(t) || faceValue(t) !== faceValue(first) || t === tiles[i - 1]) return false;
  }
  return true;
}

/** Whether sorted `tiles` is a run: one suit, each value one more than the last (no wrap-around). */
export function isRun(tiles: readonly TileId[]): boolean {
  if (tiles.length < MIN_MELD || tiles.length > MAX_MELD) return false;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i] as TileId;
    if (isPower(t)) return false;
    // Consecutive ids within one suit are consecutive values; the power tile (place 9) is excluded above.
    if (i > 0 && (t !== (tiles[i - 1] as TileId) + 1 || suitIndex(t) !== suitIndex(tiles[0] as TileId)))
      return false;
  }
  return true;
}

export function isMeld(tiles: readonly TileId[]): boolean {
  return isSet(tiles) || isRun(tiles);
}

/** Whether a table meld (valid, sorted) is a set rather than a run: its first two tiles share a value. */
export function meldIsSet(tiles: readonly TileId[]): boolean {
  return faceValue(tiles[0] as TileId) === faceValue(tiles[1] as TileId);
}

/** Whether `tile` can be laid off on the table meld `tiles` so that it stays a valid meld (DD-5). */
export function fitsMeld(tiles: readonly TileId[], tile: TileId): boolean {
  if (tiles.length >= MAX_MELD || isPower(tile)) return false;
  const first = tiles[0] as TileId;
  if (meldIsSet(tiles)) {
    if (faceValue(tile) !== faceValue(first)) return false;
    for (const t of tiles) if (suitIndex(t) === suitIndex(tile)) return false;
    return true;
  }
  const last = tiles[tiles.length - 1] as TileId;
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
  return [tiles[0] as TileId, tiles[tiles.length - 1] as TileId];
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
      for (let i = 0; i < same.length; i++) if (mask & (1 << i)) set.push(same[i] as TileId);
      out.push(set);
    }
  }
}

/** Runs: every window of 2..limit consecutive values within a suit of the hand. */
function addRuns(hand: readonly TileId[], limit: number, out: TileId[][]): void {
  for (let i = 0; i < hand.length; i++) {
    const start = hand[i] as TileId;
    if (isPower(start)) continue;
    let j = i;
    // The hand is sorted, so a run continues exactly while the next id is one more (same suit, next value).
    while (
      j + 1 < hand.length &&
      hand[j + 1] === (hand[j] as TileId) + 1 &&
      !isPower(hand[j + 1] as TileId)
    ) {
      j++;
      if (j - i + 1 > limit) break;
      out.push(hand.slice(i, j + 1));
    }
  }
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

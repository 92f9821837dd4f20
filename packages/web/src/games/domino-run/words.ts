/**
 * How the board names what it shows, in words for screen readers and
 * titles: a tile's numbers, a space of the line, the keys. It reads the
 * view's data only (a tile is `10 * low + high`, see the game's types.ts);
 * it never decides what may be done.
 */
import type { Slot, Tile } from '@gameshelf/domino-run';

/** The seven keys are the doubles of the double-six set, 0:0 to 6:6. */
export const KEY_TILES: readonly Tile[] = [0, 11, 22, 33, 44, 55, 66];

export const low = (tile: Tile): number => Math.floor(tile / 10);
export const high = (tile: Tile): number => tile % 10;

/** The tile a slot holds, or null for a pit. */
export function slotTile(slot: Slot): Tile | null {
  if (slot.kind === 'pit') return null;
  return Math.min(slot.first, slot.second) * 10 + Math.max(slot.first, slot.second);
}

/** A number in words: `blank` for 0. */
export function pips(n: number): string {
  return n === 0 ? 'blank' : String(n);
}

/** `3:5`, as the rules write a tile. */
export function tileName(tile: Tile): string {
  return `${low(tile)}:${high(tile)}`;
}

/** A tile in words: `double 4`, `double blank`, `2 and 5`. */
export function tileWords(tile: Tile): string {
  return low(tile) === high(tile)
    ? `double ${pips(low(tile))}`
    : `${pips(low(tile))} and ${pips(high(tile))}`;
}

/** The number a space shows, or null when it shows none (a claimed key, a pit). */
export function spaceNumber(slot: Slot, half: 0 | 1): number | null {
  if (slot.kind === 'pit' || slot.faceDown) return null;
  return half === 0 ? slot.first : slot.second;
}

/** Whether a slot holds a face-up double: a key still to claim. */
export function isOpenKey(slot: Slot): boolean {
  return slot.kind === 'tile' && !slot.faceDown && slot.first === slot.second;
}

/** What a space shows, in words: `4`, `blank`, `6 of the double 6 (a key)`, `claimed key`, `pit`. */
export function spaceWords(slot: Slot, half: 0 | 1): string {
  if (slot.kind === 'pit') return 'pit';
  if (slot.faceDown) return 'claimed key, face down';
  const n = half === 0 ? slot.first : slot.second;
  return isOpenKey(slot) ? `${pips(n)}, half of the double ${pips(n)} (a key)` : pips(n);
}

/** Where a space lies from the white cube: `your space`, `3 ahead`, `2 behind`. */
export function whereWords(space: number, player: number): string {
  if (space === player) return 'your space';
  return space > player ? `${space - player} ahead` : `${player - space} behind`;
}

/** The keys claimed so far, by tile: face down in the line, or knocked out by the black cube and kept. */
export function claimedKeys(line: readonly Slot[], kept: readonly Tile[]): Set<Tile> {
  const out = new Set<Tile>(kept);
  for (const slot of line) {
    if (slot.kind === 'tile' && slot.faceDown) out.add(slotTile(slot) as Tile);
  }
  return out;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

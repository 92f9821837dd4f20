/**
 * The line of tiles and its spaces (DR-2, DR-3, DR-5, DR-6).
 *
 * Slot `s` of the line holds spaces `2s` (its back half) and `2s + 1` (its
 * front half). A space costs its pips to enter; blank halves, halves of
 * claimed keys (face down) and pits cost nothing.
 */

import { impossible } from '@gameshelf/engine';
import type { Slot, Tile } from '../types.ts';
import { isDouble, tileOf } from './tiles.ts';

export const PIT: Slot = { kind: 'pit' };

export function spaceCount(line: readonly Slot[]): number {
  return line.length * 2;
}

/** The slot a space lies on (two spaces to a slot); the spaces the rules ask about lie on the line. */
export function slotAt(line: readonly Slot[], space: number): Slot {
  return line[space >> 1] ?? impossible(`no space ${space} on a line of ${line.length} slots`);
}

/** The pips a space costs to enter (DR-2). */
export function spaceCost(line: readonly Slot[], space: number): number {
  const slot = slotAt(line, space);
  if (slot.kind === 'pit' || slot.faceDown) return 0;
  return space & 1 ? slot.second : slot.first;
}

/** The tile a slot holds, or null for a pit. */
export function slotTile(slot: Slot): Tile | null {
  return slot.kind === 'tile' ? tileOf(slot.first, slot.second) : null;
}

/**
 * DR-5: how many spaces a budget carries the player forward from `from`:
 * enter each next space while what is left covers its cost.
 */
export function reach(line: readonly Slot[], from: number, budget: number): number {
  const end = line.length * 2;
  let left = budget;
  let spaces = 0;
  for (let space = from + 1; space < end; space++) {
    const cost = spaceCost(line, space);
    if (cost > left) break;
    left -= cost;
    spaces++;
  }
  return spaces;
}

/** The cost of entering exactly `spaces` spaces after `from`. */
export function pathCost(line: readonly Slot[], from: number, spaces: number): number {
  let cost = 0;
  for (let space = from + 1; space <= from + spaces; space++) cost += spaceCost(line, space);
  return cost;
}

/** DR-2, DR-5: the next space exists and costs nothing, so it can always be entered. */
export function nextIsFree(line: readonly Slot[], from: number): boolean {
  return from + 1 < line.length * 2 && spaceCost(line, from + 1) === 0;
}

/** DR-6: entering this space completes a key (the front half of a face-up double). */
export function completesKey(line: readonly Slot[], space: number): boolean {
  if ((space & 1) === 0) return false;
  const slot = slotAt(line, space);
  return slot.kind === 'tile' && !slot.faceDown && slot.first === slot.second;
}

/**
 * The player walks `spaces` spaces forward from `from`; every key completed on
 * the way is flipped face down where it lies (DR-6). The line is copied only
 * if a key is flipped. Costs are checked by the caller.
 */
export function walk(
  line: readonly Slot[],
  from: number,
  spaces: number,
): { line: readonly Slot[]; to: number; keys: number } {
  let copy: Slot[] | null = null;
  let keys = 0;
  for (let space = from + 1; space <= from + spaces; space++) {
    const slot = slotAt(copy ?? line, space);
    // completesKey, with the slot's kind narrowed for the copy below.
    if ((space & 1) === 0 || slot.kind !== 'tile' || slot.faceDown || slot.first !== slot.second) continue;
    copy ??= line.slice();
    copy[space >> 1] = { ...slot, faceDown: true };
    keys++;
  }
  return { line: copy ?? line, to: from + spaces, keys };
}

/**
 * The number on the line's front space, if it shows one. A pit or a claimed
 * key at the front shows none, so the next tile goes low number first.
 */
export function frontPips(line: readonly Slot[]): number | null {
  const slot = line[line.length - 1];
  if (slot === undefined || slot.kind === 'pit' || slot.faceDown) return null;
  return slot.second;
}

/**
 * DR-3: the new tile goes at the front; a number matching the front space
 * goes next to it (a double always fits its own number); otherwise low first.
 */
export function placement(line: readonly Slot[], tile: Tile): Slot {
  const a = Math.floor(tile / 10);
  const b = tile % 10;
  const front = frontPips(line);
  const first = front === b ? b : a;
  return { kind: 'tile', first, second: first === a ? b : a, faceDown: false };
}

/** Whole tiles (slots) lying entirely ahead of the player's space (DR-9). */
export function slotsAhead(line: readonly Slot[], player: number): number {
  return line.length - ((player >> 1) + 1);
}

/** Keys claimed that still lie face down in the line. */
export function keysInLine(line: readonly Slot[]): number {
  let n = 0;
  for (const slot of line) if (slot.kind === 'tile' && slot.faceDown) n++;
  return n;
}

/** Whether a slot holds a face-up double: a key still to claim. */
export function isOpenKey(slot: Slot): boolean {
  return slot.kind === 'tile' && !slot.faceDown && isDouble(tileOf(slot.first, slot.second));
}

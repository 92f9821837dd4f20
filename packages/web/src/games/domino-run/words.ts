/**
 * How the board names what it shows, in words for screen readers and
 * titles (the game's `domino-run:` locale keys): a tile's numbers, a space
 * of the line, where a move lands, the keys. It reads the view's data only
 * (a tile is `10 * low + high`, see the game's types.ts); it never decides
 * what may be done.
 */
import type { DominoRunView, Slot, Tile } from '@gameshelf/domino-run';
import type { Translate } from '../../i18n/translate.ts';

/** The seven keys are the doubles of the double-six set, 0:0 to 6:6. */
export const KEY_TILES: readonly Tile[] = [0, 11, 22, 33, 44, 55, 66];

export const low = (tile: Tile): number => Math.floor(tile / 10);
export const high = (tile: Tile): number => tile % 10;

/** The tile a slot holds, or null for a pit. */
export function slotTile(slot: Extract<Slot, { kind: 'tile' }>): Tile;
export function slotTile(slot: Slot): Tile | null;
export function slotTile(slot: Slot): Tile | null {
  if (slot.kind === 'pit') return null;
  return Math.min(slot.first, slot.second) * 10 + Math.max(slot.first, slot.second);
}

/** A number in words: `blank` for 0. */
export function pips(n: number, t: Translate): string {
  return n === 0 ? t('board.blank') : String(n);
}

/** `3:5`, as the rules write a tile. */
export function tileName(tile: Tile): string {
  return `${low(tile)}:${high(tile)}`;
}

/** A double in words: `double 4`, `double blank` (the keys are the doubles). */
export function doubleWords(n: number, t: Translate): string {
  return t('board.double', { n: pips(n, t) });
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

/** What a space shows, in words: `4`, `blank`, `6, half of the double 6 (a key)`, `claimed key`, `pit`. */
export function spaceWords(slot: Slot, half: 0 | 1, t: Translate): string {
  if (slot.kind === 'pit') return t('board.space.pit');
  if (slot.faceDown) return t('board.space.claimed');
  const n = half === 0 ? slot.first : slot.second;
  return isOpenKey(slot) ? t('board.space.key', { n: pips(n, t) }) : pips(n, t);
}

/** Where a space lies from the white cube: `your space`, `3 ahead`, `2 behind`. */
export function whereWords(space: number, player: number, t: Translate): string {
  if (space === player) return t('board.where.here');
  return space > player
    ? t('board.where.ahead', { n: space - player })
    : t('board.where.behind', { n: player - space });
}

/**
 * Where a walk of `spaces` from the white cube lands, in words: `2 spaces,
 * onto the 4 — claims a key!`. A key is claimed by reaching the second half
 * of a face-up double (as the view shows it), which the walk may pass.
 */
export function landingWords(
  view: Pick<DominoRunView, 'line' | 'player'>,
  spaces: number,
  t: Translate,
): string {
  const walk = t('board.landing.spaces', { count: spaces });
  const space = view.player + spaces;
  const slot = view.line[space >> 1];
  if (!slot) return walk;
  let keys = 0;
  for (let s = view.player + 1; s <= space; s++) {
    const passed = view.line[s >> 1];
    if (s % 2 === 1 && passed && isOpenKey(passed)) keys++;
  }
  const n = spaceNumber(slot, (space % 2) as 0 | 1);
  const onto =
    slot.kind === 'pit'
      ? t('board.landing.pit')
      : n === null
        ? t('board.landing.claimed')
        : n === 0
          ? t('board.landing.blank')
          : t('board.landing.number', { n });
  return keys === 0
    ? t('board.landing.onto', { walk, onto })
    : t('board.landing.keys', { walk, onto, count: keys });
}

/** `Ability 2:5: turn a 2 into a 5`. */
export function abilityWords(tile: Tile, t: Translate): string {
  return t('board.ability.words', { name: tileName(tile), from: low(tile), to: high(tile) });
}

/** The keys claimed so far, by tile: face down in the line, or knocked out by the black cube and kept. */
export function claimedKeys(line: readonly Slot[], kept: readonly Tile[]): Set<Tile> {
  const out = new Set<Tile>(kept);
  for (const slot of line) {
    if (slot.kind === 'tile' && slot.faceDown) out.add(slotTile(slot));
  }
  return out;
}

/**
 * What the line shows from one view to the next, as a short film: the
 * white cube walking space by space, the black cube's steps after your move
 * (up to you when it catches you, then back to the pit; onto a claimed key,
 * which falls into a pit), the back of the line crumbling, then the new
 * position. Built from the two views alone, without a browser and without
 * the rules: the engine already moved everything, the film only retraces
 * the way between the two positions it was given.
 */

import type { DominoRunView, Slot } from '@gameshelf/domino-run';
import { itemAt } from '@gameshelf/engine';
import { slotTile } from './words.ts';

/** What the line shows at one moment. */
export interface Scene {
  readonly line: readonly Slot[];
  readonly player: number;
  /** -1 is the pit behind the first domino. */
  readonly enemy: number;
  /** The first `leaving` slots are crumbling away (swept behind the black cube). */
  readonly leaving: number;
  /** The black cube has just reached the white one. */
  readonly caught: boolean;
  /**
   * Slot `i` is drawn with key `base + i`, so a domino keeps its key when the
   * back of the line is swept and the rest slides along.
   */
  readonly base: number;
}

export interface Frame {
  readonly scene: Scene;
  /** How long the frame stays before the next one. */
  readonly ms: number;
}

export type Position = Pick<DominoRunView, 'line' | 'player' | 'enemy' | 'timesCaught'>;

export function settled(position: Position, base: number): Scene {
  const { line, player, enemy } = position;
  return { line, player, enemy, leaving: 0, caught: false, base };
}

/** Whether two slots are the same place of the line (a claimed key may have turned face down or into a pit). */
function samePlace(before: Slot, after: Slot): boolean {
  if (after.kind === 'pit') return before.kind === 'pit' || before.faceDown;
  return before.kind === 'tile' && slotTile(before) === slotTile(after);
}

/**
 * How many slots the line lost at its back between two views (negative when
 * it gained some there, as when a replay steps back), or null when the two
 * lines are not the same line (a mulligan, a jump in a replay). Tiles are
 * unique in the set, so one shared tile fixes the shift; every other
 * overlapping slot must then agree.
 */
export function shiftBetween(before: readonly Slot[], after: readonly Slot[]): number | null {
  let shift: number | null = null;
  for (let j = 0; j < after.length && shift === null; j++) {
    const tile = slotTile(itemAt(after, j));
    const i = tile === null ? -1 : before.findIndex((slot) => slotTile(slot) === tile);
    if (i >= 0) shift = i - j;
  }
  if (shift === null) return null;
  for (let k = Math.max(0, -shift); k < after.length && k + shift < before.length; k++) {
    if (!samePlace(itemAt(before, k + shift), itemAt(after, k))) return null;
  }
  return shift;
}

/** Speeds, in milliseconds: one step of the white cube, one of the black cube, and the pauses. */
export interface Timing {
  readonly walk: number;
  readonly chase: number;
  readonly pause: number;
}

export function timing(speedMs: number): Timing {
  return { walk: speedMs * 0.7, chase: speedMs, pause: speedMs * 2 };
}

/**
 * The frames to show between the scene on screen and a new position, and
 * the key base of the new position. No frames when the two are unrelated
 * or the new one lies in the past: the board then simply shows it.
 */
export function filmBetween(
  before: Scene,
  caughtBefore: number,
  after: Position,
  time: Timing,
): { frames: Frame[]; base: number } {
  const shift = shiftBetween(before.line, after.line);
  if (shift === null) {
    // Another line altogether: new keys for every slot, so each domino arrives afresh.
    return { frames: [], base: before.base + before.line.length + after.line.length };
  }
  const base = before.base + shift;
  if (shift < 0 || after.player + 2 * shift < before.player) return { frames: [], base };

  const frames: Frame[] = [];
  let { line, player, enemy } = before;
  const show = (ms: number, more: Partial<Scene> = {}) =>
    frames.push({
      ms,
      scene: { line, player, enemy, leaving: 0, caught: false, base: before.base, ...more },
    });

  // The white cube walks; a key turns face down as its front half is entered.
  const walkTo = after.player + 2 * shift;
  while (player < walkTo - 1) {
    player++;
    if (shift === 0) line = turnedUpTo(line, after.line, player);
    show(time.walk);
  }
  player = walkTo;
  if (shift === 0) line = turnedUpTo(line, after.line, player);

  // The black cube comes: to your space when it catches you, else to where it now stands.
  const caught = after.timesCaught > caughtBefore;
  const chaseTo = caught ? player : after.enemy + 2 * shift;
  if (chaseTo > enemy || caught) {
    if (player !== before.player) show(time.walk);
    while (enemy < chaseTo) {
      enemy++;
      if (caught && enemy === chaseTo) show(time.pause * 1.5, { caught: true });
      else show(time.chase);
    }
    if (!caught) {
      const fallen = withPits(line, after.line, shift);
      if (fallen !== line) {
        line = fallen;
        show(time.pause);
      }
    }
  }
  // Whatever lies behind the black cube crumbles away.
  if (shift > 0) show(time.pause, { leaving: shift });
  return { frames, base };
}

/** The line with the keys the white cube has claimed on its way so far turned face down, as in the new line. */
function turnedUpTo(line: readonly Slot[], after: readonly Slot[], player: number): readonly Slot[] {
  let copy: Slot[] | null = null;
  for (let k = 0; 2 * k + 1 <= player && k < line.length; k++) {
    const was = itemAt(line, k);
    const now = after[k];
    if (was.kind === 'tile' && !was.faceDown && now?.kind === 'tile' && now.faceDown) {
      copy ??= line.slice();
      copy[k] = now;
    }
  }
  return copy ?? line;
}

/** The line with the claimed keys the black cube knocked out shown as pits. */
function withPits(line: readonly Slot[], after: readonly Slot[], shift: number): readonly Slot[] {
  let copy: Slot[] | null = null;
  after.forEach((now, k) => {
    const was = line[k + shift];
    if (now.kind === 'pit' && was?.kind === 'tile') {
      copy ??= line.slice();
      copy[k + shift] = now;
    }
  });
  return copy ?? line;
}

/**
 * Small immutable updates of the racks (DH-2) and the order of play
 * (DH-9, DH-10), shared by the turn and the rule of doubles.
 */
import { impossible, type Player } from '@gameshelf/engine';
import type { Direction, Domino, Link, Rack, RackView } from '../types.ts';
import { containsDomino, isDouble, withDomino, withoutDomino } from './dominoes.ts';

/** How a seat is named in messages and on screen, as the log names it: `Player 1` for seat 0. */
export function seatText(p: Player): string {
  return `Player ${p + 1}`;
}

/** The next seat in `direction`; clockwise is increasing seat number. */
export function nextSeat(from: Player, direction: Direction, players: number): Player {
  return direction === 'clockwise' ? (from + 1) % players : (from + players - 1) % players;
}

/** DH-9: an odd double turns play counter-clockwise, an even one (0-0 included) clockwise. */
export function directionOf(double: Domino): Direction {
  return double[0] % 2 === 1 ? 'counterclockwise' : 'clockwise';
}

/** DH-6: the number the next domino must match, or null for an empty train (which takes anything). */
export function openEnd(train: readonly Link[]): number | null {
  const last = train[train.length - 1];
  return last === undefined ? null : last[1];
}

/** A seat's rack, or what a view shows of it: every seat has one, and seats come from the phase or a checked move. */
export function rackOf<R extends Rack | RackView>(racks: readonly R[], p: Player): R {
  return racks[p] ?? impossible(`no rack for seat ${p}`);
}

export function replaceRack(racks: readonly Rack[], player: Player, rack: Rack): Rack[] {
  const out = racks.slice();
  out[player] = rack;
  return out;
}

/** A domino drawn face down from the boneyard goes into the tray: the others learn only that it is a single. */
export function addDrawn(rack: Rack, d: Domino): Rack {
  return { ...rack, tray: withDomino(rack.tray, d), singles: rack.singles + 1 };
}

/** A domino taken face up from a slot goes into the tray: everybody knows it is there. */
export function addTaken(rack: Rack, d: Domino): Rack {
  return { ...rack, tray: withDomino(rack.tray, d), known: withDomino(rack.known, d) };
}

/**
 * A domino leaves the tray face up (played, discarded, or replacing a
 * double). If it was a known one, it is forgotten; otherwise it was one of
 * the hidden ones, and if it was a single, one fewer hidden single is certain.
 */
export function removeFromTray(rack: Rack, d: Domino): Rack {
  const tray = withoutDomino(rack.tray, d);
  if (containsDomino(rack.known, d)) return { ...rack, tray, known: withoutDomino(rack.known, d) };
  if (!isDouble(d) && rack.singles > 0) return { ...rack, tray, singles: rack.singles - 1 };
  return { ...rack, tray };
}

export function emptyRack(tray: readonly Domino[]): Rack {
  return { tray, train: [], slot: null, known: [], singles: 0 };
}

/**
 * Which stick is which from one view to the next, so that a moved stick can
 * glide to its new edge instead of blinking. The table slides the figure back
 * to the corner after every move; the log says which stick moved (its `from`
 * and `to` in the coordinates before the move), so the board can follow each
 * stick. When the change is not that one move (a new deal, several moves seen
 * at once), sticks that stayed put keep their ids and the rest are new.
 * Drawing only: the rules decided the move, this just follows it.
 */

import type { Stick } from '@gameshelf/digit/figures';
import { isRecord, itemAt } from '@gameshelf/engine';
import { useRef } from 'react';
import type { LogLine } from '../board.ts';
import { bounds, sameStick, shifted } from './geometry.ts';

export interface Placed {
  readonly id: string;
  readonly stick: Stick;
}

export interface Followed {
  /** The sticks with their ids, in a stable order (so elements keep their place in the page). */
  readonly sticks: readonly Placed[];
  /** The stick that just moved, and the edge it left (in the new figure's coordinates). */
  readonly moved: { readonly id: string; readonly was: Stick } | null;
  /** Ids handed out so far. */
  readonly issued: number;
}

export interface SeenMove {
  /** Its line in the log. */
  readonly index: number;
  readonly from: Stick;
  readonly to: Stick;
}

export function start(figure: readonly Stick[]): Followed {
  return { sticks: figure.map((stick, i) => ({ id: `s${i}`, stick })), moved: null, issued: figure.length };
}

const sameSet = (a: readonly Stick[], b: readonly Stick[]) =>
  a.length === b.length && a.every((s) => b.some((t) => sameStick(s, t)));

export function follow(before: Followed, move: SeenMove | null, after: readonly Stick[]): Followed {
  const at = move ? before.sticks.findIndex((p) => sameStick(p.stick, move.from)) : -1;
  if (move && at >= 0) {
    const lifted = before.sticks.map((p, i) => (i === at ? { ...p, stick: move.to } : p));
    // The table slides the new figure back to the corner (0, 0).
    const b = bounds(lifted.map((p) => p.stick));
    const placed = lifted.map((p) => ({ id: p.id, stick: shifted(p.stick, -b.x0, -b.y0) }));
    if (
      sameSet(
        placed.map((p) => p.stick),
        after,
      )
    ) {
      const id = itemAt(before.sticks, at).id;
      return { sticks: placed, moved: { id, was: shifted(move.from, -b.x0, -b.y0) }, issued: before.issued };
    }
  }
  let issued = before.issued;
  const kept = before.sticks.filter((p) => after.some((s) => sameStick(s, p.stick)));
  const added = after
    .filter((s) => !kept.some((p) => sameStick(p.stick, s)))
    .map((stick) => ({ id: `s${issued++}`, stick }));
  return { sticks: [...kept, ...added], moved: null, issued };
}

const isStick = (v: unknown): v is Stick =>
  Array.isArray(v) && v.length === 4 && v.every((n) => typeof n === 'number');

/** The last stick move in the log (stick moves are public, so never redacted). */
export function lastStickMove(log: readonly LogLine[]): SeenMove | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const line = itemAt(log, i);
    const move = line.move;
    if (isRecord(move) && move.type === 'move' && isStick(move.from) && isStick(move.to))
      return { index: line.index, from: move.from, to: move.to };
  }
  return null;
}

interface Memory {
  readonly figure: readonly Stick[];
  readonly moveIndex: number | undefined;
  readonly followed: Followed;
}

/**
 * The figure's sticks followed across renders. A move can leave the same
 * figure on the table (the straight line slid along by one stick), so a new
 * stick move in the log counts as a change too.
 */
export function useFollowedFigure(figure: readonly Stick[], log: readonly LogLine[]): Followed {
  const memory = useRef<Memory | null>(null);
  let now = memory.current;
  const move = lastStickMove(log);
  if (now === null) now = { figure, moveIndex: move?.index, followed: start(figure) };
  else if (!sameSet(now.figure, figure) || now.moveIndex !== move?.index)
    now = { figure, moveIndex: move?.index, followed: follow(now.followed, move, figure) };
  memory.current = now;
  return now.followed;
}

/**
 * Where things sit on the lattice drawing. The table keeps its figure slid to
 * the corner (0, 0); the board draws it in a fixed frame of 7 × 7 cells,
 * centred, so that the figure and the ring of edges around it (where every
 * legal target lies, DG-4) always fit and the board never changes size.
 * Pure drawing arithmetic: nothing here knows a rule.
 */
import type { Stick } from '@gameshelf/digit/figures';

/** Cells across the frame: the widest figure (5 sticks in a row) and its ring. */
export const FRAME = 7;
/** The frame in drawing units: its points 0..FRAME and half a cell of margin each side. */
export const UNITS = FRAME + 1;

export interface Offset {
  readonly x: number;
  readonly y: number;
}

/** The smallest box holding the sticks' end points. */
export function bounds(sticks: readonly Stick[]): { x0: number; y0: number; x1: number; y1: number } {
  if (sticks.length === 0) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  return {
    x0: Math.min(...sticks.map((s) => s[0])),
    y0: Math.min(...sticks.map((s) => s[1])),
    x1: Math.max(...sticks.map((s) => s[2])),
    y1: Math.max(...sticks.map((s) => s[3])),
  };
}

/** The whole-cell shift that centres a figure in the frame (whole cells keep it on the lattice's dots). */
export function centre(figure: readonly Stick[]): Offset {
  const b = bounds(figure);
  return {
    x: Math.floor((FRAME - (b.x1 - b.x0)) / 2) - b.x0,
    y: Math.floor((FRAME - (b.y1 - b.y0)) / 2) - b.y0,
  };
}

/** A table coordinate as a percentage of the frame's width (or height: the frame is square). */
export function percent(coordinate: number, shift: number): number {
  return ((coordinate + shift + 0.5) / UNITS) * 100;
}

/** The table's columns and rows that the frame shows, for its axis labels. */
export function axes(offset: Offset): { columns: number[]; rows: number[] } {
  const range = (shift: number) => Array.from({ length: FRAME + 1 }, (_, i) => i - shift);
  return { columns: range(offset.x), rows: range(offset.y) };
}

export function sameStick(a: Stick, b: Stick): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

export function shifted(s: Stick, dx: number, dy: number): Stick {
  return [s[0] + dx, s[1] + dy, s[2] + dx, s[3] + dy];
}

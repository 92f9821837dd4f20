/**
 * Stick figures as little grids of lines, for the terminal: the figure on
 * the table and the cards. Points of the lattice sit every `cell` columns and
 * every 2 rows; a stick is a line between two points, and each point shows
 * the junction of the sticks that meet there (┌ ┬ ┼ …).
 */
import { impossible, itemAt } from '@gameshelf/engine';
import type { Stick } from '../rules/geometry/edge.ts';

/** A stick (or an empty edge) by its end points, as the axes of the drawing read them: `(0,0)-(1,0)`. */
export const showStick = (s: readonly number[]) => `(${s[0]},${s[1]})-(${s[2]},${s[3]})`;

const LEFT = 1;
const RIGHT = 2;
const UP = 4;
const DOWN = 8;
const JUNCTIONS: Readonly<Record<number, string>> = {
  [LEFT]: '─',
  [RIGHT]: '─',
  [LEFT | RIGHT]: '─',
  [UP]: '│',
  [DOWN]: '│',
  [UP | DOWN]: '│',
  [RIGHT | DOWN]: '┌',
  [LEFT | DOWN]: '┐',
  [RIGHT | UP]: '└',
  [LEFT | UP]: '┘',
  [LEFT | RIGHT | DOWN]: '┬',
  [LEFT | RIGHT | UP]: '┴',
  [UP | DOWN | RIGHT]: '├',
  [UP | DOWN | LEFT]: '┤',
  [LEFT | RIGHT | UP | DOWN]: '┼',
};

export interface DrawOptions {
  /** Columns from one lattice point to the next (3 for cards, 4 for the table). */
  readonly cell: number;
  /** What an empty lattice point shows: ' ' for cards, '·' for the table. */
  readonly dot: string;
  /** A label per stick, written on it (the table's A-E). */
  readonly labels?: readonly string[];
  /** The points to show, inclusive; by default the figure's own extent. */
  readonly bounds?: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
}

export function extent(sticks: readonly Stick[]): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.min(...sticks.map((s) => s[0])),
    y0: Math.min(...sticks.map((s) => s[1])),
    x1: Math.max(...sticks.map((s) => s[2])),
    y1: Math.max(...sticks.map((s) => s[3])),
  };
}

/** The figure as lines of text, all of the same width. */
export function drawSticks(sticks: readonly Stick[], options: DrawOptions): string[] {
  const { cell, dot } = options;
  const { x0, y0, x1, y1 } = options.bounds ?? extent(sticks);
  const width = (x1 - x0) * cell + 1;
  const grid: string[][] = Array.from({ length: (y1 - y0) * 2 + 1 }, () =>
    new Array<string>(width).fill(' '),
  );
  const joins = new Map<string, number>();
  const join = (x: number, y: number, bit: number) =>
    joins.set(`${x},${y}`, (joins.get(`${x},${y}`) ?? 0) | bit);
  sticks.forEach(([ax, ay, bx, by], i) => {
    const col = (ax - x0) * cell;
    const row = (ay - y0) * 2;
    const label = options.labels?.[i];
    if (ay === by) {
      join(ax, ay, RIGHT);
      join(bx, by, LEFT);
      const line = itemAt(grid, row);
      for (let c = 1; c < cell; c++) line[col + c] = '─';
      if (label) line[col + Math.floor(cell / 2)] = label;
    } else {
      join(ax, ay, DOWN);
      join(bx, by, UP);
      const line = itemAt(grid, row + 1);
      line[col] = '│';
      if (label && cell > 1) line[col + 1] = label;
    }
  });
  for (let y = y0; y <= y1; y++) {
    const line = itemAt(grid, (y - y0) * 2);
    for (let x = x0; x <= x1; x++) {
      const bits = joins.get(`${x},${y}`);
      line[(x - x0) * cell] =
        bits === undefined ? dot : (JUNCTIONS[bits] ?? impossible('every way sticks meet has its junction'));
    }
  }
  return grid.map((row) => row.join(''));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what we strip
const ANSI = /\u001b\[[0-9;]*m/g;

/** The width of a line on screen: colour codes take no room. */
export function visibleWidth(line: string): number {
  return [...line.replace(ANSI, '')].length;
}

const padTo = (line: string, width: number) => line + ' '.repeat(Math.max(0, width - visibleWidth(line)));

/** Blocks of lines set side by side, wrapped to rows no wider than `width`. */
export function sideBySide(blocks: readonly (readonly string[])[], width = 78, gap = 3): string[] {
  const out: string[] = [];
  let row: (readonly string[])[] = [];
  let used = 0;
  const flush = () => {
    if (row.length === 0) return;
    const widths = row.map((b) => Math.max(...b.map(visibleWidth)));
    const height = Math.max(...row.map((b) => b.length));
    for (let i = 0; i < height; i++) {
      out.push(
        row
          .map((b, j) => padTo(b[i] ?? '', itemAt(widths, j) + (j < row.length - 1 ? gap : 0)))
          .join('')
          .trimEnd(),
      );
    }
    row = [];
    used = 0;
  };
  for (const block of blocks) {
    const w = Math.max(...block.map(visibleWidth));
    if (used > 0 && used + w > width) flush();
    row.push(block);
    used += w + gap;
  }
  flush();
  return out;
}

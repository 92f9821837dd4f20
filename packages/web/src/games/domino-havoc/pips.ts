/**
 * How a number is drawn on a domino half: where its pips go and its colour.
 * Up to 9 the pips fill a 3 x 3 grid. Double-12 sets also have 10, 11 and 12,
 * whose crowded pips are hard to count at a glance (10 and 12 differ by two
 * small dots), so those halves show their numeral on every domino, as small
 * dominoes show every number (see `usesNumeral`). Every number has its own
 * colour, as in real double-12 sets, pips and numerals alike.
 */
import { itemAt } from '@gameshelf/engine';

/** Pip centres in a 50 x 50 half. */
export type Pip = readonly [number, number];

const COL = [13, 25, 37] as const;
const ROW3 = [13, 25, 37] as const;

/** `cells` are [column, row] indices into the 3 x 3 grid. */
function grid3(cells: readonly (readonly [number, number])[]): readonly Pip[] {
  return cells.map(([c, r]) => [itemAt(COL, c), itemAt(ROW3, r)]);
}

/** The highest number on a domino (double-12 sets). */
export const HIGHEST = 12;

/** The highest number drawn as pips; above it a half shows its numeral. */
export const MOST_PIPS = 9;

/** Whether a half shows its numeral: above nine always, any number on a small domino. */
export function usesNumeral(n: number, small: boolean): boolean {
  return small || n > MOST_PIPS;
}

export const PIPS: readonly (readonly Pip[])[] = [
  [],
  grid3([[1, 1]]),
  grid3([
    [0, 0],
    [2, 2],
  ]),
  grid3([
    [0, 0],
    [1, 1],
    [2, 2],
  ]),
  grid3([
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ]),
  grid3([
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ]),
  grid3([
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 0],
    [2, 1],
    [2, 2],
  ]),
  grid3([
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 1],
    [2, 0],
    [2, 1],
    [2, 2],
  ]),
  grid3([
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ]),
  grid3([
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ]),
];

export const PIP_RADIUS = 4.6;

const PIP_COLOURS: readonly string[] = [
  '#26252e',
  '#1971c2',
  '#2b8a3e',
  '#c92a2a',
  '#7048e8',
  '#e8590c',
  '#0c8599',
  '#a61e4d',
  '#5c940d',
  '#364fc7',
  '#d6336c',
  '#8f5b0b',
  '#26252e',
];

export function pipColour(n: number): string {
  return PIP_COLOURS[n] ?? '#26252e';
}

/**
 * How a number is drawn on a domino half: where its pips go and its colour.
 * Double-12 sets need 10, 11 and 12, too many pips for a 3 x 3 grid, so
 * those use 3 columns of 4 rows and differ by their middle column (2, 3 or
 * 4 pips). Every number has its own colour, as in real double-12 sets, so a
 * 10 and a 12 differ at a glance as well as by count; small dominoes show
 * the numeral in the same colour.
 */

/** Pip centres in a 50 x 50 half. */
export type Pip = readonly [number, number];

const COL = [13, 25, 37] as const;
const ROW3 = [13, 25, 37] as const;
const ROW4 = [10, 20, 30, 40] as const;

/** `cells` are [column, row] indices into the 3 x 3 grid. */
function grid3(cells: readonly (readonly [number, number])[]): readonly Pip[] {
  return cells.map(([c, r]) => [COL[c] as number, ROW3[r] as number]);
}

const SIDES4: readonly Pip[] = ROW4.flatMap((y) => [[COL[0], y] as Pip, [COL[2], y] as Pip]);

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
  [...SIDES4, [25, 20], [25, 30]],
  [...SIDES4, [25, 15], [25, 25], [25, 35]],
  [...SIDES4, ...ROW4.map((y) => [25, y] as Pip)],
];

/** Pip radius: a little smaller for the crowded 10 to 12. */
export function pipRadius(n: number): number {
  return n >= 10 ? 3.9 : 4.6;
}

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

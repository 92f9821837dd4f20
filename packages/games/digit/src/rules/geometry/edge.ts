/**
 * Sticks on the square lattice (DG-1). A stick lies on one unit edge; two
 * sticks never share an edge. In JSON (moves, states, the deck) a stick is
 * `[x1, y1, x2, y2]` with its lower end first: `[x, y, x + 1, y]` for a
 * horizontal stick, `[x, y, x, y + 1]` for a vertical one. `y` grows
 * downwards, as on a screen.
 *
 * Inside the rules an edge is a 7-bit integer code (direction, row, column),
 * so that a figure of a few sticks sorts, packs into one number and indexes
 * precomputed tables: the hot path never touches the JSON form.
 */

/** A stick as JSON: its two end points, lower end first. */
export type Stick = readonly [number, number, number, number];

export const HORIZONTAL = 0;
export const VERTICAL = 1;
export type Direction = typeof HORIZONTAL | typeof VERTICAL;

/**
 * Coordinates an edge code can hold. A figure of up to 6 sticks, shifted so
 * its lowest corner is (0, 0), has its points in 0..6; the edges that touch
 * it from outside reach -1.
 */
export const MIN_COORD = -1;
export const MAX_COORD = 6;

/** The code of the edge from (x, y) going right (`dir` HORIZONTAL, 0) or down (VERTICAL, 1). */
export function edgeCode(x: number, y: number, dir: number): number {
  return (dir << 6) | ((y + 1) << 3) | (x + 1);
}

export const codeX = (code: number): number => (code & 7) - 1;
export const codeY = (code: number): number => ((code >> 3) & 7) - 1;
export const codeDir = (code: number): Direction => (code >> 6 === HORIZONTAL ? HORIZONTAL : VERTICAL);

/** The code of an edge's first end point: 6 bits, comparable across edges. */
export const firstEnd = (code: number): number => code & 63;
/** The code of an edge's second end point: one step right, or one row down. */
export const secondEnd = (code: number): number => (code & 63) + (code >> 6 === HORIZONTAL ? 1 : 8);

/** Whether two edges share an end point (DG-1: connected through shared end points). */
export function touches(a: number, b: number): boolean {
  const a1 = firstEnd(a);
  const a2 = secondEnd(a);
  const b1 = firstEnd(b);
  const b2 = secondEnd(b);
  return a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2;
}

/** The four edges that end at the point (x, y): left, right, up, down. */
export function edgesAt(x: number, y: number): number[] {
  return [
    edgeCode(x - 1, y, HORIZONTAL),
    edgeCode(x, y, HORIZONTAL),
    edgeCode(x, y - 1, VERTICAL),
    edgeCode(x, y, VERTICAL),
  ];
}

/** Whether a point lies where edge codes can reach it. */
export function pointInRange(x: number, y: number): boolean {
  return x >= MIN_COORD && x <= MAX_COORD && y >= MIN_COORD && y <= MAX_COORD;
}

export function stickOfCode(code: number): Stick {
  const x = codeX(code);
  const y = codeY(code);
  return codeDir(code) === HORIZONTAL ? [x, y, x + 1, y] : [x, y, x, y + 1];
}

/**
 * The code of a stick given as JSON, or undefined when it is not a unit edge
 * (or lies outside the range codes cover). The end points may come in either
 * order.
 */
export function codeOfStick(stick: readonly number[]): number | undefined {
  if (stick.length !== 4) return undefined;
  // Read by index, not destructured: this is the hot path of layoutOf.
  const a = stick[0];
  const b = stick[1];
  const c = stick[2];
  const d = stick[3];
  if (a === undefined || b === undefined || c === undefined || d === undefined) return undefined;
  // Either end may come first: take the lower one.
  const lowFirst = a < c || (a === c && b < d);
  const x = lowFirst ? a : c;
  const y = lowFirst ? b : d;
  const dx = Math.abs(c - a);
  const dy = Math.abs(d - b);
  if (dx + dy !== 1 || x < MIN_COORD || y < MIN_COORD || x + dx > MAX_COORD || y + dy > MAX_COORD)
    return undefined;
  return ((dy << 6) | ((y + 1) << 3) | (x + 1)) >>> 0;
}

/** A stick with its lower end first, or undefined when it is not a unit edge of the lattice. */
export function orderStick(stick: readonly number[]): Stick | undefined {
  const [x1, y1, x2, y2] = stick;
  if (stick.length !== 4 || !stick.every(Number.isSafeInteger)) return undefined;
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return undefined;
  const lowFirst = x1 < x2 || (x1 === x2 && y1 < y2);
  const s: Stick = lowFirst ? [x1, y1, x2, y2] : [x2, y2, x1, y1];
  const unit = (s[1] === s[3] && s[2] === s[0] + 1) || (s[0] === s[2] && s[3] === s[1] + 1);
  return unit ? s : undefined;
}

import { impossible } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { fixedKey, freeKey, oneSidedKey } from '../src/rules/geometry/canonical.ts';
import { isConnected } from '../src/rules/geometry/connected.ts';
import {
  codeOfStick,
  edgeCode,
  HORIZONTAL,
  orderStick,
  type Stick,
  stickOfCode,
  touches,
  VERTICAL,
} from '../src/rules/geometry/edge.ts';
import { countPolysticks } from '../src/rules/geometry/enumerate.ts';
import { codeOf } from './helpers.ts';

const codes = (sticks: readonly Stick[]) => sticks.map(codeOf);

/** A linear map (x, y) → (ax + by, cx + dy), written [a, b, c, d]. */
type Matrix = readonly [number, number, number, number];

/**
 * A figure's image under (x, y) → (ax + by, cx + dy), placed with its lowest
 * corner at (dx, dy) (edge codes cover points -1..6).
 */
function image(sticks: readonly Stick[], [a, b, c, d]: Matrix, dx: number, dy: number): Stick[] {
  const turned = sticks.map(([x1, y1, x2, y2]): [number, number, number, number] => [
    a * x1 + b * y1,
    c * x1 + d * y1,
    a * x2 + b * y2,
    c * x2 + d * y2,
  ]);
  const minX = Math.min(...turned.flatMap((s) => [s[0], s[2]]));
  const minY = Math.min(...turned.flatMap((s) => [s[1], s[3]]));
  return turned.map(
    ([x1, y1, x2, y2]) =>
      orderStick([x1 - minX + dx, y1 - minY + dy, x2 - minX + dx, y2 - minY + dy]) ??
      impossible('a unit edge turned and moved is a unit edge'),
  );
}

const ALL_SYMMETRIES: readonly Matrix[] = [
  [1, 0, 0, 1],
  [0, -1, 1, 0],
  [-1, 0, 0, -1],
  [0, 1, -1, 0],
  [-1, 0, 0, 1],
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [0, -1, -1, 0],
];

// An L of three sticks with a tail: it has no mirror symmetry, so its mirror image is a different one-sided figure.
const CHIRAL: Stick[] = [
  [0, 0, 1, 0],
  [1, 0, 2, 0],
  [2, 0, 2, 1],
  [2, 1, 2, 2],
  [2, 2, 3, 2],
];

describe('sticks on the lattice (DG-1)', () => {
  it('DG-1 a stick is a unit edge, written lower end first', () => {
    expect(orderStick([1, 0, 0, 0])).toEqual([0, 0, 1, 0]);
    expect(orderStick([2, 3, 2, 2])).toEqual([2, 2, 2, 3]);
    expect(orderStick([0, 0, 1, 1])).toBeUndefined();
    expect(orderStick([0, 0, 2, 0])).toBeUndefined();
    expect(orderStick([0, 0, 0, 0])).toBeUndefined();
    expect(orderStick([0, 0, 1])).toBeUndefined();
    expect(orderStick([0, 0, 0.5, 0])).toBeUndefined();
  });

  it('DG-1 edge codes and JSON sticks convert both ways over the whole range', () => {
    for (let x = -1; x <= 5; x++) {
      for (let y = -1; y <= 5; y++) {
        for (const dir of [HORIZONTAL, VERTICAL] as const) {
          const code = edgeCode(x, y, dir);
          expect(codeOfStick(stickOfCode(code))).toBe(code);
        }
      }
    }
    expect(codeOfStick([6, 0, 7, 0])).toBeUndefined();
    expect(codeOfStick([-2, 0, -1, 0])).toBeUndefined();
  });

  it('DG-1 sticks touch when they share an end point, end to end or at right angles', () => {
    const h00 = edgeCode(0, 0, HORIZONTAL);
    expect(touches(h00, edgeCode(1, 0, HORIZONTAL))).toBe(true); // end to end
    expect(touches(h00, edgeCode(1, 0, VERTICAL))).toBe(true); // corner
    expect(touches(h00, edgeCode(0, -1, VERTICAL))).toBe(true); // T from above
    expect(touches(h00, edgeCode(0, 1, HORIZONTAL))).toBe(false); // parallel, one row down
    expect(touches(h00, edgeCode(2, 0, HORIZONTAL))).toBe(false); // a gap between
  });

  it('DG-1 a figure is connected through shared end points only', () => {
    expect(isConnected(codes(CHIRAL))).toBe(true);
    const square = codes([
      [0, 0, 1, 0],
      [0, 1, 1, 1],
      [0, 0, 0, 1],
      [1, 0, 1, 1],
    ]);
    expect(isConnected(square)).toBe(true);
    // Two parallel sticks side by side enclose a square but never touch.
    expect(
      isConnected(
        codes([
          [0, 0, 1, 0],
          [0, 1, 1, 1],
        ]),
      ),
    ).toBe(false);
    expect(isConnected([])).toBe(false);
  });
});

describe('canonical forms (DG-1, DG-9)', () => {
  it('DG-1 a figure has one free key in all 8 orientations and at any place', () => {
    const key = freeKey(codes(CHIRAL));
    for (const m of ALL_SYMMETRIES) {
      for (const [dx, dy] of [
        [0, 0],
        [2, 1],
        [-1, 0],
      ] as const) {
        expect(freeKey(codes(image(CHIRAL, m, dx, dy)))).toBe(key);
      }
    }
  });

  it('DG-1 mirror images match (free key) but are different one-sided figures', () => {
    const mirrored = image(CHIRAL, [-1, 0, 0, 1], 3, 0);
    expect(freeKey(codes(mirrored))).toBe(freeKey(codes(CHIRAL)));
    expect(oneSidedKey(codes(mirrored))).not.toBe(oneSidedKey(codes(CHIRAL)));
  });

  it('DG-1 the fixed key forgets the place and the order of the sticks, not the orientation', () => {
    const moved = CHIRAL.map(([x1, y1, x2, y2]) => [x1 + 2, y1 + 1, x2 + 2, y2 + 1] as const);
    expect(fixedKey(codes(moved))).toBe(fixedKey(codes(CHIRAL)));
    expect(fixedKey(codes([...CHIRAL].reverse()))).toBe(fixedKey(codes(CHIRAL)));
    expect(fixedKey(codes(image(CHIRAL, [0, -1, 1, 0], 2, 0)))).not.toBe(fixedKey(codes(CHIRAL)));
  });

  it('DG-9 different figures never share a free key', () => {
    const line: Stick[] = [0, 1, 2, 3, 4].map((x) => [x, 0, x + 1, 0]);
    expect(freeKey(codes(line))).not.toBe(freeKey(codes(CHIRAL)));
  });
});

describe('enumeration (DG-2)', () => {
  it('DG-2 counts the polysticks of 1 to 6 sticks: free 1, 2, 5, 16, 55, 222', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => countPolysticks(n).free)).toEqual([1, 2, 5, 16, 55, 222]);
  });

  it('DG-2 counts them with rotations only (mirror images apart): 1, 2, 7, 25, 99, 416', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => countPolysticks(n).oneSided)).toEqual([1, 2, 7, 25, 99, 416]);
  });
});

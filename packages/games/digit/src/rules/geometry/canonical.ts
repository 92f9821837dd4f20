/**
 * Canonical forms of stick figures (DG-1, DG-9). A figure is a set of edges
 * up to translation and, for cards, up to the 8 rotations and reflections.
 *
 * - `fixedKey`: the figure shifted so its lowest corner is (0, 0), as one
 *   number (its sorted edge codes packed in base 128). Two figures have the
 *   same fixed key exactly when one is a translation of the other.
 * - `freeKey` / `oneSidedKey`: the smallest fixed key over the 8 symmetries
 *   (or the 4 rotations), with the figure's height in front so that the
 *   chosen representative lies as flat as possible (cards draw wide, not
 *   tall). Two figures match (DG-9) exactly when their free keys are equal.
 *
 * Keys pack up to 6 edges of 7 bits (42 bits) plus the height: always an
 * exact integer in a double. Everything here works on scratch arrays; no
 * allocation per call.
 *
 * Every index read here is bounded by construction (a code below 128, at
 * most 6 edges), so a read's `?? 0` never applies: it is how the compiler
 * is told so while each read stays a plain, monomorphic array load (the
 * shared `itemAt` made these loops several times slower in the bench).
 */
import { codeDir, codeX, codeY, edgeCode, HORIZONTAL, VERTICAL } from './edge.ts';

/** The 8 symmetries of the square as matrices [a, b, c, d]: (x, y) → (ax + by, cx + dy). Rotations first. */
const SYMMETRIES: readonly (readonly [number, number, number, number])[] = [
  [1, 0, 0, 1],
  [0, -1, 1, 0],
  [-1, 0, 0, -1],
  [0, 1, -1, 0],
  [-1, 0, 0, 1],
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [0, -1, -1, 0],
];
export const SYMMETRY_COUNT = SYMMETRIES.length;
export const ROTATION_COUNT = 4;

/** The most edges a key can pack. */
export const MAX_EDGES = 6;
const HEIGHT_WEIGHT = 2 ** 42;

/**
 * For every symmetry and edge code: the image edge's start point and
 * direction, before any translation, packed into one number (x and y plus
 * 16 in 5 bits each, the direction in the low bit) so that the hot loops
 * read one table entry per edge. Points may be negative here, hence the
 * offset, which cancels out when the image is shifted to the corner.
 */
const OFFSET = 16;
const image = new Int32Array(SYMMETRY_COUNT * 128);
const imageX = (packed: number): number => packed >> 6;
const imageY = (packed: number): number => (packed >> 1) & 31;
for (const [s, [a, b, c, d]] of SYMMETRIES.entries()) {
  for (let code = 0; code < 128; code++) {
    const x = codeX(code);
    const y = codeY(code);
    const [dx, dy] = codeDir(code) === HORIZONTAL ? [1, 0] : [0, 1];
    const px = a * x + b * y;
    const py = c * x + d * y;
    const qx = px + a * dx + b * dy;
    const qy = py + c * dx + d * dy;
    const dir = py === qy ? HORIZONTAL : VERTICAL;
    image[s * 128 + code] = ((Math.min(px, qx) + OFFSET) << 6) | ((Math.min(py, qy) + OFFSET) << 1) | dir;
  }
}

const scratch = new Int32Array(MAX_EDGES);

/** Sorts the first n entries of the scratch array (insertion sort: n is at most 6) and packs them. */
function packScratch(n: number): number {
  for (let i = 1; i < n; i++) {
    const v = scratch[i] ?? 0;
    let j = i - 1;
    while (j >= 0 && (scratch[j] ?? 0) > v) {
      scratch[j + 1] = scratch[j] ?? 0;
      j--;
    }
    scratch[j + 1] = v;
  }
  let key = 0;
  for (let i = 0; i < n; i++) key = key * 128 + (scratch[i] ?? 0);
  return key;
}

/** The fixed key of a figure (edge codes in any order): its translation class. */
export function fixedKey(codes: ArrayLike<number>): number {
  const n = codes.length;
  let minX = 7;
  let minY = 7;
  for (let i = 0; i < n; i++) {
    const c = codes[i] ?? 0;
    minX = Math.min(minX, c & 7);
    minY = Math.min(minY, (c >> 3) & 7);
  }
  // Shifting a figure moves every code by the same amount: the column sits
  // in the low 3 bits and the row in the next 3 (both stored plus one).
  const shift = minX - 1 + 8 * (minY - 1);
  for (let i = 0; i < n; i++) scratch[i] = (codes[i] ?? 0) - shift;
  return packScratch(n);
}

/** The key of one symmetric image of a figure, with its height in front. */
function imageKey(codes: ArrayLike<number>, symmetry: number): number {
  const n = codes.length;
  const base = symmetry * 128;
  let minX = 99;
  let minY = 99;
  let maxY = -99;
  for (let i = 0; i < n; i++) {
    const packed = image[base + (codes[i] ?? 0)] ?? 0;
    const y = imageY(packed);
    minX = Math.min(minX, imageX(packed));
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y + (packed & VERTICAL));
  }
  for (let i = 0; i < n; i++) {
    const packed = image[base + (codes[i] ?? 0)] ?? 0;
    scratch[i] = edgeCode(imageX(packed) - minX, imageY(packed) - minY, packed & VERTICAL);
  }
  return (maxY - minY) * HEIGHT_WEIGHT + packScratch(n);
}

function smallestImage(codes: ArrayLike<number>, symmetries: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let s = 0; s < symmetries; s++) best = Math.min(best, imageKey(codes, s));
  return best;
}

/** The key of a figure up to translation, rotation and reflection (DG-1): equal keys match (DG-9). */
export function freeKey(codes: ArrayLike<number>): number {
  return smallestImage(codes, SYMMETRY_COUNT);
}

/** The key of a figure up to translation and rotation only (mirror images differ). */
export function oneSidedKey(codes: ArrayLike<number>): number {
  return smallestImage(codes, ROTATION_COUNT);
}

/** The edge codes a key packs, in sorted order (the height in front is dropped). */
export function unpackKey(key: number, n: number): number[] {
  let rest = key % HEIGHT_WEIGHT;
  const codes: number[] = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    codes[i] = rest % 128;
    rest = Math.floor(rest / 128);
  }
  return codes;
}

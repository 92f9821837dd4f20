/**
 * Enumeration of polysticks (DG-2): every connected set of n unit edges, up
 * to translation. Grown one stick at a time: every connected figure of n
 * sticks is a connected figure of n - 1 sticks plus one touching stick (drop
 * a stick whose removal keeps it connected, such as a leaf of a spanning
 * tree of its sticks), so growing from a single stick misses nothing.
 */
import { fixedKey, freeKey, MAX_EDGES, oneSidedKey, unpackKey } from './canonical.ts';
import { edgeCode, edgesAt, HORIZONTAL, stickOfCode, VERTICAL } from './edge.ts';

/** The edges touching a figure from outside: those that share an end point with one of its sticks. */
export function touchingEdges(codes: readonly number[]): number[] {
  const out = new Set<number>();
  for (const code of codes) {
    const [x1, y1, x2, y2] = stickOfCode(code);
    for (const e of [...edgesAt(x1, y1), ...edgesAt(x2, y2)]) if (!codes.includes(e)) out.add(e);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Every connected figure of n sticks up to translation ("fixed" polysticks),
 * each as its sorted edge codes shifted to the corner, in increasing key order.
 */
export function enumerateFixed(n: number): number[][] {
  if (!Number.isInteger(n) || n < 1 || n > MAX_EDGES)
    throw new RangeError(`enumerateFixed: n must be 1..${MAX_EDGES}`);
  let level = new Set<number>([fixedKey([edgeCode(0, 0, HORIZONTAL)]), fixedKey([edgeCode(0, 0, VERTICAL)])]);
  for (let size = 1; size < n; size++) {
    const next = new Set<number>();
    for (const key of level) {
      const codes = unpackKey(key, size);
      for (const e of touchingEdges(codes)) next.add(fixedKey([...codes, e]));
    }
    level = next;
  }
  return [...level].sort((a, b) => a - b).map((key) => unpackKey(key, n));
}

/** How many polysticks of n sticks there are, counted three ways. */
export function countPolysticks(n: number): { fixed: number; oneSided: number; free: number } {
  const fixed = enumerateFixed(n);
  return {
    fixed: fixed.length,
    oneSided: new Set(fixed.map(oneSidedKey)).size,
    free: new Set(fixed.map(freeKey)).size,
  };
}

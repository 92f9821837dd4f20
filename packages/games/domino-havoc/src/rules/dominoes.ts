/**
 * Dominoes and sorted lists of them. A double-N set holds every pair
 * `[a, b]` with `0 <= a <= b <= N` once: 91 dominoes for double-12, 55 for
 * double-9 (DH-1). Lists of dominoes (trays, the boneyard, out-of-play) are
 * kept sorted, so that equal holdings are equal data.
 */
import { impossible } from '@gameshelf/engine';
import type { Domino, SetName } from '../types.ts';

export const MAX_PIP = 12;

export function highestPip(set: SetName): number {
  return set === 'double-9' ? 9 : 12;
}

/** One shared pair per domino, so hot paths reuse them instead of allocating. */
const TABLE: readonly (readonly Domino[])[] = Array.from({ length: MAX_PIP + 1 }, (_, low) =>
  Array.from({ length: MAX_PIP + 1 }, (_, high) => Object.freeze([low, high] as const)),
);

/** The canonical domino with these two numbers, in either order. */
export function domino(a: number, b: number): Domino {
  return (a <= b ? TABLE[a]?.[b] : TABLE[b]?.[a]) ?? impossible(`no domino ${a}:${b}`);
}

const SET_CACHE = new Map<SetName, readonly Domino[]>();

/** The whole set, sorted. */
export function fullSet(set: SetName): readonly Domino[] {
  let cached = SET_CACHE.get(set);
  if (!cached) {
    const top = highestPip(set);
    const list: Domino[] = [];
    for (let low = 0; low <= top; low++)
      for (let high = low; high <= top; high++) list.push(domino(low, high));
    cached = Object.freeze(list);
    SET_CACHE.set(set, cached);
  }
  return cached;
}

export function isDouble(d: Domino): boolean {
  return d[0] === d[1];
}

export function pips(d: Domino): number {
  return d[0] + d[1];
}

export function hasNumber(d: Domino, n: number): boolean {
  return d[0] === n || d[1] === n;
}

/** The number of `d` that is not `n` (for a double, `n` itself). */
export function otherEnd(d: Domino, n: number): number {
  return d[0] === n ? d[1] : d[0];
}

export function sameDomino(a: Domino, b: Domino): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

export function compareDominoes(a: Domino, b: Domino): number {
  return a[0] - b[0] || a[1] - b[1];
}

export function sortDominoes(list: readonly Domino[]): Domino[] {
  return [...list].sort(compareDominoes);
}

export function indexOfDomino(list: readonly Domino[], d: Domino): number {
  for (let i = 0; i < list.length; i++) {
    const x = list[i];
    if (x !== undefined && x[0] === d[0] && x[1] === d[1]) return i;
  }
  return -1;
}

export function containsDomino(list: readonly Domino[], d: Domino): boolean {
  return indexOfDomino(list, d) >= 0;
}

/** A copy of a sorted list without `d` (the same list if `d` is absent). */
export function withoutDomino(list: readonly Domino[], d: Domino): readonly Domino[] {
  const i = indexOfDomino(list, d);
  if (i < 0) return list;
  const out = list.slice(0, i);
  for (let j = i + 1; j < list.length; j++) {
    const x = list[j];
    if (x !== undefined) out.push(x);
  }
  return out;
}

/** A copy of a sorted list with `d` inserted in its place. */
export function withDomino(list: readonly Domino[], d: Domino): readonly Domino[] {
  const out: Domino[] = [];
  let placed = false;
  for (const x of list) {
    if (!placed && compareDominoes(d, x) < 0) {
      out.push(d);
      placed = true;
    }
    out.push(x);
  }
  if (!placed) out.push(d);
  return out;
}

export function totalPips(list: readonly Domino[]): number {
  let sum = 0;
  for (const d of list) sum += d[0] + d[1];
  return sum;
}

/** `3:5`: how a domino is written in messages and on screen, as Domino Run writes its tiles. */
export function dominoText(d: Domino): string {
  return `${d[0]}:${d[1]}`;
}

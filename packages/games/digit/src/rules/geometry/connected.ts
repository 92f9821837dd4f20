/**
 * Connectedness of a figure (DG-1): sticks are connected through shared end
 * points. Figures are small (at most a few sticks), so a bit-set flood fill
 * over the sticks is enough and allocates nothing.
 */
import { touches } from './edge.ts';

/** Whether the first n codes form one connected figure (an empty figure is not a figure). */
export function isConnected(codes: ArrayLike<number>, n = codes.length): boolean {
  if (n === 0) return false;
  const all = (1 << n) - 1;
  let reached = 1;
  let frontier = 1;
  while (frontier !== 0) {
    let next = 0;
    for (let i = 0; i < n; i++) {
      if ((frontier & (1 << i)) === 0) continue;
      for (let j = 0; j < n; j++) {
        if ((reached & (1 << j)) === 0 && touches(codes[i] ?? 0, codes[j] ?? 0)) next |= 1 << j;
      }
    }
    reached |= next;
    frontier = next;
  }
  return reached === all;
}

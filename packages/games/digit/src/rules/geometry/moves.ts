/**
 * One move (DG-4): lift one stick and lay it on a different, empty edge so
 * that the five sticks form one connected figure again. Only the result must
 * be connected: the figure may fall apart while the stick is in the hand. The
 * new edge must touch what is left on the table (otherwise the result could
 * not be connected), so only those edges are tried.
 */
import { isConnected } from './connected.ts';
import { touchingEdges } from './enumerate.ts';

/** A move as edge codes, in the coordinates of the figure it is made on. */
export interface EdgeMove {
  readonly from: number;
  readonly to: number;
  /** The figure after the move, unsorted and not shifted back to the corner. */
  readonly result: readonly number[];
}

/** Every move on a figure (edge codes), stick by stick in the figure's order, targets in code order. */
export function edgeMoves(figure: readonly number[]): EdgeMove[] {
  const out: EdgeMove[] = [];
  for (const from of figure) {
    const rest = figure.filter((c) => c !== from);
    for (const to of touchingEdges(rest)) {
      if (to === from) continue;
      const result = [...rest, to];
      if (isConnected(result)) out.push({ from, to, result });
    }
  }
  return out;
}

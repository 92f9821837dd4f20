/**
 * The move graph of the 55 figures: card a is joined to card b when some
 * move (DG-4) turns figure a into figure b. Moves commute with rotations and
 * reflections, so this does not depend on how the figure lies; and every
 * move can be undone, so the graph is undirected. `distance(a, b)` is the
 * least number of moves from figure a to figure b: what the bots plan with.
 */
import { impossible } from '@gameshelf/engine';
import { CARD_COUNT, type CardId } from './deck.ts';
import { layoutOfCard } from './layouts.ts';

function buildNeighbours(): readonly (readonly CardId[])[] {
  const out: CardId[][] = [[]];
  for (let card = 1; card <= CARD_COUNT; card++) {
    const reach = new Set(layoutOfCard(card).nextCard);
    reach.delete(card);
    out.push([...reach].sort((a, b) => a - b));
  }
  return out;
}

/** `NEIGHBOURS[a]`: the other cards one move away from figure a, sorted. (Index 0 is unused.) */
export const NEIGHBOURS: readonly (readonly CardId[])[] = buildNeighbours();

const SIZE = CARD_COUNT + 1;

function buildDistances(): Uint8Array {
  const dist = new Uint8Array(SIZE * SIZE).fill(255);
  for (let a = 1; a <= CARD_COUNT; a++) {
    dist[a * SIZE + a] = 0;
    let frontier = [a];
    for (let d = 1; frontier.length > 0; d++) {
      const next: CardId[] = [];
      for (const c of frontier) {
        for (const b of NEIGHBOURS[c] ?? []) {
          if (dist[a * SIZE + b] !== 255) continue;
          dist[a * SIZE + b] = d;
          next.push(b);
        }
      }
      frontier = next;
    }
  }
  return dist;
}

const DISTANCES = buildDistances();

/** The least number of moves from figure a to figure b (0 when a = b). */
export function distance(a: CardId, b: CardId): number {
  return DISTANCES[a * SIZE + b] ?? impossible(`no distance between cards ${a} and ${b}`);
}

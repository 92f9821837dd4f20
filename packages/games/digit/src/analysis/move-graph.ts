/**
 * DIGIT's move graph, for the designer (`gameshelf lab digit --report`):
 * how many moves (DG-4) separate any two of the 55 figures, and which cards
 * are hardest to make. Computed from the geometry, not played: figure a is
 * joined to b when one move turns a into b (`rules/geometry/graph.ts`).
 *
 * A card is hard to make when its figure lies far from the others (a high
 * mean distance: a hand needs many moves to reach it) and few moves lead
 * into it (few figures, and few of their moves, reach it in one).
 */
import type { Analysis, GameAnalysis } from '@gameshelf/engine';
import { CARD_COUNT, type CardId } from '../rules/geometry/deck.ts';
import { distance, NEIGHBOURS } from '../rules/geometry/graph.ts';
import { layoutOfCard } from '../rules/geometry/layouts.ts';

export interface CardReach {
  readonly card: CardId;
  /** Other figures one move away. */
  readonly neighbours: number;
  /** Moves, over all 55 figures as the deck draws them, that lead into this card. */
  readonly waysIn: number;
  readonly meanDistance: number;
  /** The most moves from any figure. */
  readonly farthest: number;
}

const CARDS: readonly CardId[] = Array.from({ length: CARD_COUNT }, (_, i) => i + 1);
const round = (x: number) => Math.round(x * 1000) / 1000;

/** Every card's reach, hardest to make first. */
export function cardReach(): CardReach[] {
  const waysIn = new Map<CardId, number>();
  for (const from of CARDS)
    for (const to of layoutOfCard(from).nextCard) if (to !== from) waysIn.set(to, (waysIn.get(to) ?? 0) + 1);
  return CARDS.map((card) => {
    const others = CARDS.filter((c) => c !== card).map((c) => distance(c, card));
    return {
      card,
      neighbours: NEIGHBOURS[card]?.length ?? 0,
      waysIn: waysIn.get(card) ?? 0,
      meanDistance: round(others.reduce((a, b) => a + b, 0) / others.length),
      farthest: Math.max(...others),
    };
  }).sort((a, b) => b.meanDistance - a.meanDistance || a.waysIn - b.waysIn || a.card - b.card);
}

/** How many ordered pairs of different figures lie at each distance. */
export function distanceCounts(): number[] {
  const counts: number[] = [];
  for (const a of CARDS)
    for (const b of CARDS) if (a !== b) counts[distance(a, b)] = (counts[distance(a, b)] ?? 0) + 1;
  return Array.from(counts, (n) => n ?? 0);
}

function moveGraph(): Analysis {
  const counts = distanceCounts();
  const pairs = counts.reduce((a, b) => a + b, 0);
  const mean = counts.reduce((s, n, d) => s + n * d, 0) / pairs;
  const reach = cardReach();
  const edges = CARDS.reduce((s, c) => s + (NEIGHBOURS[c]?.length ?? 0), 0) / 2;
  const [hardest] = reach;
  const easiest = reach[reach.length - 1];
  const row = (r: CardReach) => [r.card, r.meanDistance, r.farthest, r.neighbours, r.waysIn];
  return {
    findings: [
      `The 55 figures and their one-move links form one graph of ${edges} links: any figure becomes any other in at most ${counts.length - 1} moves, ${round(mean)} on average.`,
      hardest && easiest
        ? `Hardest to make: card ${hardest.card} (${hardest.meanDistance} moves on average from the other figures, ${hardest.neighbours} neighbours); easiest: card ${easiest.card} (${easiest.meanDistance}, ${easiest.neighbours} neighbours).`
        : '',
    ].filter((f) => f.length > 0),
    tables: [
      {
        title: 'Moves between two figures',
        header: ['moves', 'pairs of figures', 'share'],
        rows: counts.flatMap((n, d) => (d === 0 ? [] : [[d, n, `${((100 * n) / pairs).toFixed(1)}%`]])),
      },
      {
        title: 'The ten hardest cards to make',
        header: ['card', 'mean moves to it', 'most moves', 'neighbours', 'moves leading in'],
        rows: reach.slice(0, 10).map(row),
      },
      {
        title: 'The five easiest cards to make',
        header: ['card', 'mean moves to it', 'most moves', 'neighbours', 'moves leading in'],
        rows: reach.slice(-5).reverse().map(row),
      },
    ],
  };
}

export const moveGraphAnalysis: GameAnalysis = {
  id: 'move-graph',
  title: "DIGIT's move graph over the 55 figures",
  run: moveGraph,
};

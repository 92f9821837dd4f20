/**
 * The deck (DG-2), moves (DG-4) and the move graph, each checked against a
 * slow, independent brute force: sticks as strings, canonical forms by trying
 * the 8 symmetries on end points, connectivity by flood fill over points.
 */
import { impossible, itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { freeKey } from '../src/rules/geometry/canonical.ts';
import { isConnected } from '../src/rules/geometry/connected.ts';
import { CARD_COUNT, DECK } from '../src/rules/geometry/deck.ts';
import type { Stick } from '../src/rules/geometry/edge.ts';
import { distance, NEIGHBOURS } from '../src/rules/geometry/graph.ts';
import { findMove, LAYOUTS, layoutOf, layoutOfCard } from '../src/rules/geometry/layouts.ts';
import { codeOf } from './helpers.ts';

type Pt = readonly [number, number];
const SYMS: readonly ((p: Pt) => Pt)[] = [
  ([x, y]) => [x, y],
  ([x, y]) => [-y, x],
  ([x, y]) => [-x, -y],
  ([x, y]) => [y, -x],
  ([x, y]) => [-x, y],
  ([x, y]) => [x, -y],
  ([x, y]) => [y, x],
  ([x, y]) => [-y, -x],
];

/** A slow canonical string: for each symmetry, end points sorted within and across sticks, shifted to 0. */
function slowCanonical(sticks: readonly Stick[]): string {
  const forms = SYMS.map((f) => {
    const segs = sticks.map(([x1, y1, x2, y2]) => [f([x1, y1]), f([x2, y2])] as const);
    const minX = Math.min(...segs.flatMap(([p, q]) => [p[0], q[0]]));
    const minY = Math.min(...segs.flatMap(([p, q]) => [p[1], q[1]]));
    return segs
      .map(([p, q]) => [`${p[0] - minX},${p[1] - minY}`, `${q[0] - minX},${q[1] - minY}`].sort().join('-'))
      .sort()
      .join(' ');
  });
  return itemAt(forms.sort(), 0);
}

function slowConnected(sticks: readonly Stick[]): boolean {
  const seen = new Set([0]);
  const stack = [0];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [a1, b1, c1, d1] = itemAt(sticks, top);
    sticks.forEach(([a2, b2, c2, d2], j) => {
      const share =
        (a1 === a2 && b1 === b2) ||
        (a1 === c2 && b1 === d2) ||
        (c1 === a2 && d1 === b2) ||
        (c1 === c2 && d1 === d2);
      if (share && !seen.has(j)) {
        seen.add(j);
        stack.push(j);
      }
    });
  }
  return seen.size === sticks.length;
}

/** Every unit edge with its lower end in [-2, 7]²: more room than any move needs (figures span 0..5). */
const BOX: Stick[] = [];
for (let x = -2; x <= 7; x++) {
  for (let y = -2; y <= 7; y++) {
    BOX.push([x, y, x + 1, y], [x, y, x, y + 1]);
  }
}
const same = (a: Stick, b: Stick) => a.every((v, i) => v === b[i]);

/** Every move by brute force: each stick to each edge of the box that is empty and leaves a connected figure. */
function slowMoves(sticks: readonly Stick[]): { from: Stick; to: Stick; result: Stick[] }[] {
  const out = [];
  for (const from of sticks) {
    for (const to of BOX) {
      if (sticks.some((s) => same(s, to))) continue;
      const result = [...sticks.filter((s) => s !== from), to];
      if (slowConnected(result)) out.push({ from, to, result });
    }
  }
  return out;
}

describe('the deck (DG-2)', () => {
  it('DG-2 holds 55 distinct connected figures of 5 sticks, ids 1 to 55', () => {
    expect(DECK).toHaveLength(CARD_COUNT);
    expect(DECK.map((c) => c.id)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
    expect(new Set(DECK.map((c) => slowCanonical(c.edges))).size).toBe(55);
    for (const card of DECK) {
      expect(card.edges).toHaveLength(5);
      expect(slowConnected(card.edges)).toBe(true);
      expect(new Set(card.edges.map((s) => s.join())).size).toBe(5);
    }
  });

  it('DG-2 each card is drawn in its canonical form: shifted to (0, 0), and its own free key', () => {
    for (const card of DECK) {
      expect(Math.min(...card.edges.flatMap((s) => [s[0], s[2]]))).toBe(0);
      expect(Math.min(...card.edges.flatMap((s) => [s[1], s[3]]))).toBe(0);
      expect(freeKey(card.edges.map(codeOf))).toBe(card.key);
    }
  });

  it('DG-1 every one of the 372 layouts on the table is one of the 55 cards', () => {
    expect(LAYOUTS).toHaveLength(372);
    const cardByCanonical = new Map(DECK.map((c) => [slowCanonical(c.edges), c.id]));
    for (const layout of LAYOUTS) expect(cardByCanonical.get(slowCanonical(layout.sticks))).toBe(layout.card);
  });
});

describe('moves (DG-4)', () => {
  it('DG-4 each layout lists exactly the brute-force moves, each once, with the right result', () => {
    const cardByCanonical = new Map(DECK.map((c) => [slowCanonical(c.edges), c.id]));
    const wrong: string[] = [];
    for (const layout of LAYOUTS) {
      const slow = slowMoves(layout.sticks);
      if (layout.moves.length !== slow.length)
        wrong.push(`${JSON.stringify(layout.sticks)}: ${layout.moves.length} moves`);
      for (const m of slow) {
        const k = findMove(layout, m.from, m.to);
        const card = k === undefined ? undefined : layout.nextCard[k];
        if (card !== cardByCanonical.get(slowCanonical(m.result))) {
          wrong.push(`${JSON.stringify(layout.sticks)}: ${m.from} → ${m.to} gives ${card}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('DG-4 for every card, the number of distinct figures one move away matches the brute force', () => {
    const cardByCanonical = new Map(DECK.map((c) => [slowCanonical(c.edges), c.id]));
    for (const card of DECK) {
      const reached = slowMoves(card.edges).map((m) => cardByCanonical.get(slowCanonical(m.result)));
      expect(reached, `card ${card.id}`).not.toContain(undefined);
      const reach = new Set(reached.filter((c) => c !== undefined));
      expect(new Set(layoutOfCard(card.id).nextCard).size, `card ${card.id}`).toBe(reach.size);
      reach.delete(card.id);
      expect(NEIGHBOURS[card.id]).toEqual([...reach].sort((a, b) => a - b));
    }
  });

  it('DG-4 the figure may come apart while the stick is in the hand', () => {
    // A bar of three with a hook below its left end: lifting the bar's first
    // stick splits the figure, and laying it as a post under (1, 0) joins it again.
    const hook: Stick[] = [
      [0, 0, 1, 0],
      [1, 0, 2, 0],
      [2, 0, 3, 0],
      [0, 1, 1, 1],
      [0, 0, 0, 1],
    ];
    const layout = layoutOf(hook);
    expect(layout).toBeDefined();
    if (layout === undefined) return;
    const rest = hook.slice(1).map(codeOf);
    expect(isConnected(rest)).toBe(false);
    expect(findMove(layout, [0, 0, 1, 0], [1, 0, 1, 1])).toBeDefined();
  });

  it('DG-4 the result must be connected, the stick must go to a new, empty edge', () => {
    const line: Stick[] = [0, 1, 2, 3, 4].map((x) => [x, 0, x + 1, 0]);
    const bar = DECK.find((c) => slowCanonical(c.edges) === slowCanonical(line));
    const layout = layoutOfCard(bar?.id ?? impossible('the bar of five sticks is a card'));
    expect(layout.sticks).toEqual(line);
    // Only the two end sticks can move: lifting any other splits the bar for good.
    expect(layout.moves).toHaveLength(22);
    expect(findMove(layout, [2, 0, 3, 0], [2, 0, 2, 1])).toBeUndefined();
    expect(findMove(layout, [0, 0, 1, 0], [0, 0, 1, 0])).toBeUndefined(); // not a new edge
    expect(findMove(layout, [0, 0, 1, 0], [1, 0, 2, 0])).toBeUndefined(); // not an empty edge
    expect(findMove(layout, [0, 0, 1, 0], [0, 2, 1, 2])).toBeUndefined(); // would lie apart
  });

  it('DG-4 the resulting figure may be congruent to the old one', () => {
    const line: Stick[] = [0, 1, 2, 3, 4].map((x) => [x, 0, x + 1, 0]);
    const layout = layoutOf(line);
    expect(layout).toBeDefined();
    if (layout === undefined) return;
    const k = findMove(layout, [0, 0, 1, 0], [5, 0, 6, 0]);
    expect(k).toBeDefined();
    if (k === undefined) return;
    expect(layout.nextCard[k]).toBe(layout.card);
  });
});

describe('the move graph of the 55 figures', () => {
  it('is undirected: a move can always be undone', () => {
    for (let a = 1; a <= CARD_COUNT; a++) {
      for (const b of itemAt(NEIGHBOURS, a)) expect(NEIGHBOURS[b]).toContain(a);
    }
  });

  it('every figure reaches every other in at most 4 moves, and some pair needs all 4', () => {
    const all = DECK.flatMap((a) => DECK.map((b) => ({ a: a.id, b: b.id, d: distance(a.id, b.id) })));
    expect(all.filter(({ d }) => d > 4)).toEqual([]);
    expect(all.filter(({ a, b, d }) => d !== distance(b, a) || (d === 0) !== (a === b))).toEqual([]);
    expect(Math.max(...all.map(({ d }) => d))).toBe(4);
  });

  it('distance 1 is exactly one move', () => {
    for (const layout of LAYOUTS) {
      const far = layout.nextCard.filter((card) => card !== layout.card && distance(layout.card, card) !== 1);
      expect(far).toEqual([]);
    }
  });
});

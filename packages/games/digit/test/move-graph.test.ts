/** DIGIT's move graph for the designer (src/analysis/move-graph.ts), checked against the geometry. */
import { describe, expect, it } from 'vitest';
import { cardReach, distanceCounts, moveGraphAnalysis } from '../src/analysis/move-graph.ts';
import { distance, NEIGHBOURS } from '../src/rules/geometry/graph.ts';

describe('the move graph over the 55 figures', () => {
  it('counts every ordered pair of different figures once, at its distance', () => {
    const counts = distanceCounts();
    expect(counts[0]).toBe(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(55 * 54);
    // One move apart: each figure's neighbours.
    expect(counts[1]).toBe(NEIGHBOURS.reduce((s, n) => s + n.length, 0));
  });

  it('ranks cards hardest first by their mean distance from the other figures', () => {
    const reach = cardReach();
    expect(reach).toHaveLength(55);
    const [hardest] = reach;
    const easiest = reach.at(-1);
    expect(hardest && easiest && hardest.meanDistance >= easiest.meanDistance).toBe(true);
    if (!hardest) throw new Error('no card');
    const others = Array.from({ length: 55 }, (_, i) => i + 1).filter((c) => c !== hardest.card);
    const mean = others.reduce((s, c) => s + distance(c, hardest.card), 0) / others.length;
    expect(hardest.meanDistance).toBeCloseTo(mean, 3);
  });

  it('reports its findings and tables for the designer report', () => {
    const result = moveGraphAnalysis.run();
    expect(result.findings[0]).toContain('at most');
    expect(result.tables.map((t) => t.title)).toContain('The ten hardest cards to make');
  });
});

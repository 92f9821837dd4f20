import { describe, expect, it } from 'vitest';
import {
  distribution,
  histogram,
  pairedDifference,
  rate,
  SEQUENTIAL_MIN_PAIRS,
  sequentialTest,
} from '../src/core/statistics.ts';

describe('the lab’s statistics', () => {
  it('a rate carries its Wilson interval', () => {
    const r = rate(50, 100);
    expect(r.rate).toBe(0.5);
    // Wilson 95% for 50/100: 0.4038 to 0.5962.
    expect(r.low).toBeCloseTo(0.4038, 4);
    expect(r.high).toBeCloseTo(0.5962, 4);
    expect(rate(0, 0)).toMatchObject({ rate: 0, low: 0, high: 1 });
  });

  it('a distribution: mean with its interval, quantiles and whole-number bins', () => {
    const d = distribution([1, 2, 3, 4, 5]);
    expect(d).toMatchObject({ n: 5, mean: 3, min: 1, median: 3, max: 5 });
    expect(d.sd).toBeCloseTo(Math.sqrt(2.5), 4);
    expect(d.high - d.mean).toBeCloseTo((1.96 * Math.sqrt(2.5)) / Math.sqrt(5), 2);
    expect(histogram([1, 1, 2, 5])).toEqual([
      { from: 1, to: 2, count: 2 },
      { from: 2, to: 3, count: 1 },
      { from: 3, to: 4, count: 0 },
      { from: 4, to: 5, count: 0 },
      { from: 5, to: 6, count: 1 },
    ]);
    expect(histogram([0.5, 0.5])).toEqual([{ from: 0.5, to: 0.5, count: 2 }]);
  });

  it('a paired difference is the mean of B − A game by game, with its interval', () => {
    const d = pairedDifference('x', [0, 1, 0, 1], [1, 1, 1, 1]);
    expect(d).toMatchObject({ a: 0.5, b: 1, difference: 0.5 });
    expect(d.low).toBeLessThan(0.5);
    expect(d.high).toBeGreaterThan(0.5);
  });

  it('the sequential test settles a clear difference early and never a null one', () => {
    const clear = Array.from({ length: 200 }, (_, i) => (i % 5 === 0 ? 0 : 1));
    const settled = sequentialTest(clear);
    expect(settled.settledAfter).toBeGreaterThanOrEqual(SEQUENTIAL_MIN_PAIRS);
    expect(settled.settledAfter).toBeLessThan(40);
    expect(settled.low).toBeGreaterThan(0);
    const none = Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? 1 : -1));
    const open = sequentialTest(none);
    expect(open.settledAfter).toBeNull();
    expect(open.low).toBeLessThan(0);
    expect(open.high).toBeGreaterThan(0);
  });
});

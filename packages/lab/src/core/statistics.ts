/**
 * The statistics the lab reports: rates with Wilson intervals, summaries of
 * distributions with their histograms, paired differences between two arms
 * with a normal interval, and a sequential test that says when a difference
 * is settled (docs/lab.md gives the formulas and their sources).
 */
import { type Interval, mean, quantile, wilsonInterval } from '@gameshelf/engine';

const Z95 = 1.959963984540054;

export const round = (x: number, digits = 4): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** A proportion with its 95% Wilson interval; `count` may be fractional (a shared win counts as a share). */
export interface Rate {
  readonly count: number;
  readonly n: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

export function rate(count: number, n: number): Rate {
  const ci: Interval = wilsonInterval(count, n);
  return {
    count: round(count, 3),
    n,
    rate: n > 0 ? round(count / n) : 0,
    low: round(ci.low),
    high: round(ci.high),
  };
}

export interface Bin {
  readonly from: number;
  /** Exclusive, except for the last bin. */
  readonly to: number;
  readonly count: number;
}

/** A summary of a distribution: mean with its 95% interval, spread, quantiles and a histogram. */
export interface Distribution {
  readonly n: number;
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  readonly sd: number;
  readonly min: number;
  readonly p5: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  readonly histogram: readonly Bin[];
}

/** Up to `bins` equal bins over [min, max]; whole-number bins when the values are whole numbers. */
export function histogram(values: readonly number[], bins = 20): Bin[] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  let hi = Math.max(...values);
  const whole = values.every(Number.isInteger);
  if (lo === hi) return [{ from: lo, to: hi, count: values.length }];
  let width = (hi - lo) / bins;
  if (whole) {
    width = Math.max(1, Math.ceil((hi - lo + 1) / bins));
    hi = lo + width * Math.ceil((hi - lo + 1) / width);
  }
  const count = Math.round((hi - lo) / width);
  const out = Array.from({ length: count }, (_, i) => ({
    from: round(lo + i * width),
    to: round(lo + (i + 1) * width),
    count: 0,
  }));
  for (const v of values) {
    const i = Math.min(count - 1, Math.floor((v - lo) / width));
    const bin = out[i];
    if (bin) bin.count++;
  }
  return out;
}

export function distribution(values: readonly number[]): Distribution {
  const n = values.length;
  if (n === 0)
    return { n, mean: 0, low: 0, high: 0, sd: 0, min: 0, p5: 0, median: 0, p95: 0, max: 0, histogram: [] };
  const m = mean(values);
  let ss = 0;
  for (const v of values) ss += (v - m) * (v - m);
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  const half = (Z95 * sd) / Math.sqrt(n);
  return {
    n,
    mean: round(m),
    low: round(m - half),
    high: round(m + half),
    sd: round(sd),
    min: round(Math.min(...values)),
    p5: round(quantile(values, 0.05)),
    median: round(quantile(values, 0.5)),
    p95: round(quantile(values, 0.95)),
    max: round(Math.max(...values)),
    histogram: histogram(values),
  };
}

/** A difference B − A between two arms, with its 95% interval. */
export interface Difference {
  readonly measure: string;
  readonly a: number;
  readonly b: number;
  readonly difference: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The mean difference of paired values (game i of arm B less game i of arm
 * A, played from the same seed), with a normal 95% interval on the
 * differences' own spread: pairing removes the luck the two games share.
 */
export function pairedDifference(measure: string, a: readonly number[], b: readonly number[]): Difference {
  const n = Math.min(a.length, b.length);
  const d = Array.from({ length: n }, (_, i) => (b[i] ?? 0) - (a[i] ?? 0));
  const s = distribution(d);
  return {
    measure,
    a: round(mean(a.slice(0, n))),
    b: round(mean(b.slice(0, n))),
    difference: s.mean,
    low: s.low,
    high: s.high,
  };
}

/** The outcome of the sequential test on a paired difference. */
export interface SequentialTest {
  readonly method: string;
  readonly alpha: number;
  /** The mixing scale τ: the size of difference the test is tuned to find. */
  readonly tau: number;
  /** Pairs looked at. */
  readonly pairs: number;
  /** Pairs after which the difference was settled (0 excluded from the confidence sequence), or null. */
  readonly settledAfter: number | null;
  /** The anytime-valid 95% interval after all pairs. */
  readonly low: number;
  readonly high: number;
}

/** The test looks from this many pairs on (the variance estimate needs some). */
export const SEQUENTIAL_MIN_PAIRS = 10;

/**
 * Half the width of the normal-mixture confidence sequence after n pairs
 * with variance `v` (Johari, Pekelis and Walsh's mSPRT): the set of means
 * whose mixture likelihood ratio stays below 1/α.
 */
function sequenceHalfWidth(n: number, v: number, tau: number, alpha: number): number {
  const t2 = tau * tau;
  return Math.sqrt(((2 * v * (v + n * t2)) / (n * n * t2)) * Math.log(Math.sqrt((v + n * t2) / v) / alpha));
}

/**
 * The mixture sequential probability ratio test (mSPRT) on paired
 * differences, checked after every pair in game order: it may be looked at
 * as often as one likes and still errs with probability at most α. The
 * variance is the running sample variance, floored so that a run of equal
 * differences does not settle on nothing.
 */
export function sequentialTest(differences: readonly number[], alpha = 0.05, tau = 0.1): SequentialTest {
  let sum = 0;
  let sumSq = 0;
  let settledAfter: number | null = null;
  let low = -Infinity;
  let high = Infinity;
  differences.forEach((d, i) => {
    const n = i + 1;
    sum += d;
    sumSq += d * d;
    if (n < SEQUENTIAL_MIN_PAIRS) return;
    const m = sum / n;
    const v = Math.max(1e-3, (sumSq - n * m * m) / (n - 1));
    const half = sequenceHalfWidth(n, v, tau, alpha);
    low = m - half;
    high = m + half;
    if (settledAfter === null && (low > 0 || high < 0)) settledAfter = n;
  });
  return {
    method: 'mSPRT, normal mixture (Johari, Pekelis and Walsh 2017)',
    alpha,
    tau,
    pairs: differences.length,
    settledAfter,
    low: Number.isFinite(low) ? round(low) : -1,
    high: Number.isFinite(high) ? round(high) : 1,
  };
}

/** Small statistics for simulations and tournaments. */
import { itemAt } from './checked.ts';

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval for a proportion (95% by default). Unlike the
 * normal approximation it stays inside [0, 1] and behaves at 0 and n.
 * `successes` may be fractional (a shared win counts as a share).
 */
export function wilsonInterval(successes: number, n: number, z = 1.959963984540054): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** The q-quantile (0..1) by linear interpolation between closest ranks. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = itemAt(sorted, lo);
  const b = itemAt(sorted, hi);
  return a + (b - a) * (pos - lo);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

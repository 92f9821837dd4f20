/** Latency samples and their percentiles (nearest rank). */
export class Samples {
  private readonly values: number[] = [];

  add(value: number): void {
    this.values.push(value);
  }

  get count(): number {
    return this.values.length;
  }

  percentile(p: number): number {
    if (this.values.length === 0) return Number.NaN;
    const sorted = [...this.values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
  }

  max(): number {
    return this.values.reduce((a, b) => Math.max(a, b), 0);
  }
}

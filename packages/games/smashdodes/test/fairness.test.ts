/**
 * SD-1, SD-3, SD-4: dice in the simulation are fair. A D20 dropped 2,000
 * times from 30 cm onto the centre of the board, from uniformly random
 * orientations with a little random spin, lands on each face with
 * frequencies consistent with a fair die.
 */
import { itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { POLYHEDRA } from '../src/physics/polyhedra.ts';
import { faceValue } from '../src/physics/read.ts';
import { simulate } from '../src/physics/simulate.ts';
import { LATEST_MODEL } from '../src/physics/versions.ts';
import { buildTable } from '../src/physics/world.ts';
import { sampleTumble } from '../src/rules/chance.ts';

/** Chi-square statistic of observed counts against equal expected counts. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** The 0.1% critical value of chi-square with 19 degrees of freedom. */
const CRITICAL_19_DF = 43.82;

describe('SD-4 fair dice', () => {
  it('SD-4 a D20 dropped 2,000 times from 30 cm lands on each face about equally (chi-square, p > 0.001)', () => {
    const rng = Rng.fromSeed('fair d20');
    const counts = new Array<number>(20).fill(0);
    for (let i = 0; i < 2000; i++) {
      const t = sampleTumble(rng);
      const spin = [0, 0, 0].map(() => (rng.float() - 0.5) * 10) as [number, number, number];
      const launch = {
        die: 0,
        kind: 'd20' as const,
        pose: { p: [0, 0.3, 0] as const, q: [t[0] / 1e6, t[1] / 1e6, t[2] / 1e6, t[3] / 1e6] as const },
        velocity: [0, 0, 0] as const,
        spin,
      };
      const out = simulate(buildTable([], LATEST_MODEL), launch, false);
      const pose = out.final.get(0);
      if (!pose) throw new Error('a D20 dropped on the centre fell off the board');
      const face = faceValue('d20', pose.q) - 1;
      counts[face] = itemAt(counts, face) + 1;
    }
    const chi2 = chiSquare(counts);
    console.info(`D20 × 2000: counts ${counts.join(' ')}, chi-square ${chi2.toFixed(1)} (19 df)`);
    expect(chi2).toBeLessThan(CRITICAL_19_DF);
    expect(POLYHEDRA.d20.faces).toHaveLength(counts.length);
  });

  it('SD-4 the chi-square test tells a loaded die from a fair one', () => {
    expect(chiSquare(new Array(20).fill(100))).toBe(0);
    // One face in ten instead of one in twenty: chi-square 95.
    const loaded = Array.from({ length: 20 }, (_, i) => (i === 19 ? 195 : 95));
    expect(chiSquare(loaded)).toBeGreaterThan(CRITICAL_19_DF);
  });
});

import { describe, expect, it } from 'vitest';
import { itemAt, Rng } from '../src/index.ts';

describe('Rng (xoshiro128**)', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const a = Rng.fromSeed(42);
    const b = Rng.fromSeed(42);
    const c = Rng.fromSeed(43);
    const sa = Array.from({ length: 8 }, () => a.nextU32());
    expect(Array.from({ length: 8 }, () => b.nextU32())).toEqual(sa);
    expect(Array.from({ length: 8 }, () => c.nextU32())).not.toEqual(sa);
  });

  it('matches the reference xoshiro128** output for a known state', () => {
    // Reference: the C implementation by Blackman and Vigna, state {1, 2, 3, 4}.
    const rng = Rng.fromState([1, 2, 3, 4]);
    expect(rng).not.toBeNull();
    const out = Array.from({ length: 6 }, () => rng?.nextU32());
    expect(out).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('string and number seeds are both accepted and differ', () => {
    expect(Rng.fromSeed('42').nextU32()).not.toBe(Rng.fromSeed(42).nextU32());
    expect(Rng.fromSeed('hello').nextU32()).toBe(Rng.fromSeed('hello').nextU32());
  });

  it('resumes exactly from its serialised state', () => {
    const rng = Rng.fromSeed('resume');
    for (let i = 0; i < 10; i++) rng.nextU32();
    const saved = JSON.parse(JSON.stringify(rng.state()));
    const restored = Rng.fromState(saved);
    expect(restored).not.toBeNull();
    expect(Array.from({ length: 5 }, () => restored?.float())).toEqual(
      Array.from({ length: 5 }, () => rng.float()),
    );
  });

  it('refuses states that are not four 32-bit words, not all zero', () => {
    for (const bad of [[0, 0, 0, 0], [1, 2, 3], [1, 2, 3, -1], [1, 2, 3, 2 ** 32], 'x', null]) {
      expect(Rng.fromState(bad)).toBeNull();
    }
  });

  it('int(n) is uniform (chi-square over 60,000 draws of a die)', () => {
    const rng = Rng.fromSeed(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = rng.int(6);
      counts[face] = itemAt(counts, face) + 1;
    }
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('float() lies in [0, 1) and int refuses bad bounds', () => {
    const rng = Rng.fromSeed(1);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.float();
      expect(x >= 0 && x < 1).toBe(true);
    }
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
  });

  it('shuffle is a permutation and fork gives an independent stream', () => {
    const rng = Rng.fromSeed(3);
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect([...rng.shuffle([...items])].sort((a, b) => a - b)).toEqual(items);
    const parent = Rng.fromSeed(9);
    const child = parent.fork();
    expect(child.nextU32()).not.toBe(parent.nextU32());
  });
});

/**
 * The one source of randomness in Gameshelf: xoshiro128** (Blackman and
 * Vigna, 2018), seeded through splitmix32. Its whole state is four 32-bit
 * words, so it serialises to JSON and a match can be saved mid-game and
 * resumed with the same future. No rule, bot or simulation uses Math.random.
 */

import { itemAt } from './checked.ts';

export type Seed = number | string;

/** The serialised state of an Rng: four unsigned 32-bit integers, not all zero. */
export type RngState = readonly [number, number, number, number];

const TWO_POW_32 = 4294967296;

function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over the UTF-16 code units of a string: turns any text seed into 32 bits. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function seedWords(seed: Seed): [number, number, number, number] {
  let lo: number;
  let hi: number;
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) {
    lo = seed >>> 0;
    hi = Math.floor(seed / TWO_POW_32) >>> 0;
  } else {
    const text = String(seed);
    lo = fnv1a(text);
    hi = fnv1a(`${text}\u0000gameshelf`);
  }
  const mix = splitmix32(lo ^ Math.imul(hi, 0x9e3779b1));
  const words: [number, number, number, number] = [mix(), mix() ^ hi, mix(), mix()];
  if ((words[0] | words[1] | words[2] | words[3]) === 0) words[0] = 1;
  return words;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  private constructor(state: RngState) {
    [this.s0, this.s1, this.s2, this.s3] = state;
  }

  static fromSeed(seed: Seed): Rng {
    return new Rng(seedWords(seed));
  }

  /** Restores a generator from `state()`. Returns null for anything that is not a valid state. */
  static fromState(state: unknown): Rng | null {
    if (!isRngState(state)) return null;
    return new Rng(state);
  }

  state(): RngState {
    return [this.s0, this.s1, this.s2, this.s3];
  }

  clone(): Rng {
    return new Rng(this.state());
  }

  /** A new, independent generator derived from this one (advances this one by two words). */
  fork(): Rng {
    return Rng.fromSeed(this.nextU32() * TWO_POW_32 + this.nextU32());
  }

  /** The next 32 random bits as an unsigned integer. */
  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.s1 << 9) >>> 0;
    this.s2 = (this.s2 ^ this.s0) >>> 0;
    this.s3 = (this.s3 ^ this.s1) >>> 0;
    this.s1 = (this.s1 ^ this.s2) >>> 0;
    this.s0 = (this.s0 ^ this.s3) >>> 0;
    this.s2 = (this.s2 ^ t) >>> 0;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** A float in [0, 1) with 53 random bits. */
  float(): number {
    const hi = this.nextU32() >>> 5; // 27 bits
    const lo = this.nextU32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > TWO_POW_32) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  /** A uniform integer in [min, max], both included. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return itemAt(items, this.int(items.length));
  }

  /** Fisher-Yates shuffle, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = itemAt(items, i);
      items[i] = itemAt(items, j);
      items[j] = tmp;
    }
    return items;
  }

  /** A standard normal deviate (Box-Muller). Results that must replay exactly are recorded, not recomputed. */
  normal(): number {
    let u = this.float();
    while (u === 0) u = this.float();
    const v = this.float();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((w) => Number.isInteger(w) && w >= 0 && w < TWO_POW_32) &&
    value.some((w) => w !== 0)
  );
}

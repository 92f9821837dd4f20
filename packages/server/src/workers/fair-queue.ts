/**
 * Waiting work, served fairly: one queue per key, and the keys take turns,
 * one item each. A key with a hundred items waiting and a key with one are
 * served alternately, so nobody's work waits behind all of someone else's.
 * Within a key, first come first served.
 *
 * The shares can be nested: with two levels, an item's key is a path
 * (`[address, client]`), the first keys take turns, and within each, its
 * second keys take turns. Ten clients behind one address then share that
 * address's one turn, against another address's one turn: making accounts
 * does not buy more bot time. A key given as a single string is one share
 * at every level (a guest's client is its address).
 *
 * The key just served waits for its next turn behind every other key,
 * including one that arrives before that turn: a newcomer is served next,
 * not after one more item of the key that was already busy. This holds at
 * every level.
 */

/** Whose an item is, from the widest share to the narrowest (`[address, client]`), or one key for every level. */
export type FairKey = string | readonly string[];

/** Waiting items under one key at one level: a plain queue at the last level, turns of keys above it. */
interface Lane<T> {
  readonly size: number;
  push(path: readonly string[], item: T): void;
  shift(): T | undefined;
  takeAll(): T[];
}

class Line<T> implements Lane<T> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  push(_path: readonly string[], item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    return this.items.shift();
  }

  takeAll(): T[] {
    return this.items.splice(0);
  }
}

class Turns<T> implements Lane<T> {
  /** Keys with items waiting, in the order of their turns (a Map keeps insertion order). */
  private readonly lanes = new Map<string, Lane<T>>();
  /** The key served last, with what it still has waiting: back in line at the next turn. */
  private served: { readonly key: string; readonly lane: Lane<T> } | null = null;
  private count = 0;
  /** Levels below this one: 0 for a plain queue under each key. */
  private readonly below: number;

  constructor(below: number) {
    this.below = below;
  }

  get size(): number {
    return this.count;
  }

  push(path: readonly string[], item: T): void {
    const [key = '', ...rest] = path;
    let lane = this.served?.key === key ? this.served.lane : this.lanes.get(key);
    if (!lane) {
      lane = this.below === 0 ? new Line<T>() : new Turns<T>(this.below - 1);
      this.lanes.set(key, lane);
    }
    lane.push(rest, item);
    this.count++;
  }

  /** The next item of the key whose turn it is. */
  shift(): T | undefined {
    if (this.served) {
      this.lanes.set(this.served.key, this.served.lane);
      this.served = null;
    }
    for (const [key, lane] of this.lanes) {
      this.lanes.delete(key);
      const item = lane.shift();
      if (item === undefined) continue;
      if (lane.size > 0) this.served = { key, lane };
      this.count--;
      return item;
    }
    return undefined;
  }

  takeAll(): T[] {
    const lanes = [...this.lanes.values(), ...(this.served ? [this.served.lane] : [])];
    this.lanes.clear();
    this.served = null;
    this.count = 0;
    return lanes.flatMap((lane) => lane.takeAll());
  }
}

export class FairQueue<T> {
  private readonly levels: number;
  private readonly turns: Turns<T>;

  /** `levels`: how many nested shares a key names (1: one key per item; 2: `[address, client]`). */
  constructor(levels = 1) {
    this.levels = Math.max(1, Math.trunc(levels));
    this.turns = new Turns<T>(this.levels - 1);
  }

  get size(): number {
    return this.turns.size;
  }

  /**
   * Queues `item` under `key`. A path shorter than the levels repeats its
   * last key (`'ip:a'` is `['ip:a', 'ip:a']`); keys past the levels are ignored.
   */
  push(key: FairKey, item: T): void {
    const given = typeof key === 'string' ? [key] : key.length > 0 ? key : [''];
    const last = given[given.length - 1] ?? '';
    const path = Array.from({ length: this.levels }, (_, i) => given[i] ?? last);
    this.turns.push(path, item);
  }

  /** The next item of the key whose turn it is (at every level). */
  shift(): T | undefined {
    return this.turns.shift();
  }

  /** Empties the queue, returning everything that waited. */
  takeAll(): T[] {
    return this.turns.takeAll();
  }
}

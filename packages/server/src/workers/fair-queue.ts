/**
 * Waiting work, served fairly: one queue per key (a client), and the keys
 * take turns, one item each. A key with a hundred items waiting and a key
 * with one are served alternately, so nobody's work waits behind all of
 * someone else's. Within a key, first come first served.
 *
 * The key just served waits for its next turn behind every other key,
 * including one that arrives before that turn: a newcomer is served next,
 * not after one more item of the key that was already busy.
 */
export class FairQueue<T> {
  /** Keys with items waiting, in the order of their turns (a Map keeps insertion order). */
  private readonly queues = new Map<string, T[]>();
  /** The key served last, with what it still has waiting: back in line at the next turn. */
  private served: { readonly key: string; readonly items: T[] } | null = null;
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(key: string, item: T): void {
    if (this.served?.key === key) this.served.items.push(item);
    else {
      const queue = this.queues.get(key);
      if (queue) queue.push(item);
      else this.queues.set(key, [item]);
    }
    this.count++;
  }

  /** The next item of the key whose turn it is. */
  shift(): T | undefined {
    if (this.served) {
      this.queues.set(this.served.key, this.served.items);
      this.served = null;
    }
    for (const [key, items] of this.queues) {
      this.queues.delete(key);
      const item = items.shift();
      if (item === undefined) continue;
      if (items.length > 0) this.served = { key, items };
      this.count--;
      return item;
    }
    return undefined;
  }

  /** Empties the queue, returning everything that waited. */
  takeAll(): T[] {
    const all = [...this.queues.values(), ...(this.served ? [this.served.items] : [])].flat();
    this.queues.clear();
    this.served = null;
    this.count = 0;
    return all;
  }
}

/**
 * Waiting work, served fairly: one queue per key (a client), and the keys
 * take turns, one item each. A key with a hundred items waiting and a key
 * with one are served alternately, so nobody's work waits behind all of
 * someone else's. Within a key, first come first served.
 */
export class FairQueue<T> {
  /** A Map keeps its keys in insertion order: the order of the turns. */
  private readonly queues = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(key: string, item: T): void {
    const queue = this.queues.get(key);
    if (queue) queue.push(item);
    else this.queues.set(key, [item]);
    this.count++;
  }

  /** The next item of the key whose turn it is; that key then goes to the back of the turns. */
  shift(): T | undefined {
    for (const [key, queue] of this.queues) {
      const item = queue.shift();
      this.queues.delete(key);
      if (queue.length > 0) this.queues.set(key, queue);
      if (item === undefined) continue;
      this.count--;
      return item;
    }
    return undefined;
  }

  /** Empties the queue, returning everything that waited. */
  takeAll(): T[] {
    const all = [...this.queues.values()].flat();
    this.queues.clear();
    this.count = 0;
    return all;
  }
}

/**
 * One task at a time per key. Everything that reads or changes a match
 * (a move, a catch-up from another process, a subscription's snapshot) runs
 * in its match's queue, so a move is validated, stored and announced before
 * the next one is looked at, and every connection receives a match's frames
 * in log order. Different matches never wait for each other.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The last task of a key forgets the key, so idle matches cost nothing here.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  get size(): number {
    return this.tails.size;
  }

  /** Resolves once no key has a task queued or running (after a shutdown stopped new work coming in). */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}

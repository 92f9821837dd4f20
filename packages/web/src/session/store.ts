/** A tiny observable value for `useSyncExternalStore`: tables keep their state in one. */
export class Store<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.value = initial;
  }

  get = (): T => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(change: (value: T) => T): void {
    const next = change(this.value);
    if (next === this.value) return;
    this.value = next;
    for (const listener of [...this.listeners]) listener();
  }
}

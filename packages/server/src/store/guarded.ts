/**
 * Marks every failure of the store (a lost connection, a full disk) so the
 * service can tell it from a bug: the client gets `server/unavailable`
 * (nothing was accepted, try again) rather than `server/internal`.
 */
import type { MatchStore } from './store.ts';

export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}

export function guarded(store: MatchStore): MatchStore {
  return guard(store, store.kind);
}

// A Proxy rather than a hand-written wrapper per method: every method of
// the interface is async, and a new one is covered without edits here.
// The account store inside (issue #22) is guarded the same way.
function guard<T extends object>(store: T, kind: string): T {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === 'accounts' && typeof value === 'object' && value !== null) return guard(value, kind);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (error) {
          throw new StoreUnavailable(
            `${kind} store: ${error instanceof Error ? error.message : String(error)}`,
            {
              cause: error,
            },
          );
        }
      };
    },
  });
}

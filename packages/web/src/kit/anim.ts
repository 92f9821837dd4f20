/**
 * Small animation helpers: what changed since the last render, so a board
 * can make new things arrive visibly (a drawn tile, a meld laid down) without
 * knowing why they changed. Honour `prefers-reduced-motion` through the CSS
 * `--speed` variable, which the animations use.
 */
import { useRef } from 'react';

/** The keys present now that were not at the previous render (none on the first render). */
export function useFreshKeys(keys: readonly string[]): ReadonlySet<string> {
  const previous = useRef<ReadonlySet<string> | null>(null);
  const fresh = useRef<ReadonlySet<string>>(new Set());
  const current = new Set(keys);
  const before = previous.current;
  const same = before !== null && before.size === current.size && [...current].every((k) => before.has(k));
  if (!same) {
    fresh.current = before === null ? new Set() : new Set([...current].filter((k) => !before.has(k)));
    previous.current = current;
  }
  return fresh.current;
}

/** `anim-enter` for a fresh key: the class a board puts on something that just arrived. */
export function enterClass(fresh: ReadonlySet<string>, key: string): string {
  return fresh.has(key) ? 'anim-enter' : '';
}

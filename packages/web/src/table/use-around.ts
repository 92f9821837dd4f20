import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AroundState, OnlineTable } from '../net/online-table.ts';

/** What an online table knows around the game, as React state. */
export function useAround(table: OnlineTable): AroundState {
  return useSyncExternalStore(table.subscribeAround, table.getAround);
}

/** The time now, again every `everyMs` (for clocks counting down). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

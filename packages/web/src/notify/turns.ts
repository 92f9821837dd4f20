/**
 * Which of this browser's online games wait for its move: the server's
 * answer for every seat held here (asked every minute, and whenever the
 * page comes back into view), corrected at once by any match this page
 * follows live. The count goes before the page's title ("(2) …") and on
 * the icon, on every page; when it grows while the tab is in the
 * background, a sound plays if the player asked for one.
 */
import { useSyncExternalStore } from 'react';
import { api } from '../net/api.ts';
import { Store } from '../session/store.ts';
import { turnSound } from '../store/profile.ts';
import { heldSeats } from '../store/seats.ts';
import { showBadge } from './badge.ts';
import { chime } from './sound.ts';

const EVERY_MS = 60_000;

/** Whether each match (by id) waits for this browser's move. */
const turns = new Store<ReadonlyMap<string, boolean>>(new Map());

export function waitingCount(map: ReadonlyMap<string, boolean> = turns.get()): number {
  let count = 0;
  for (const mine of map.values()) if (mine) count++;
  return count;
}

function set(change: (map: Map<string, boolean>) => void): void {
  const before = waitingCount();
  turns.update((map) => {
    const next = new Map(map);
    change(next);
    return next;
  });
  const after = waitingCount();
  showBadge(after);
  if (after > before && document.visibilityState === 'hidden' && turnSound()) chime();
}

/** A match this page follows live says whether it waits for this browser's move. */
export function turnNow(match: string, mine: boolean): void {
  if (turns.get().get(match) === mine) return;
  set((map) => map.set(match, mine));
}

/** Asks the server where every match of the seats held here stands. */
export async function refreshTurns(): Promise<void> {
  const tokens = heldSeats().map((s) => s.token);
  if (tokens.length === 0) return;
  const answer = await api.myMatches(tokens.slice(0, 100));
  if (!answer.ok) return;
  set((map) => {
    map.clear();
    for (const { seat, summary } of answer.value.matches) {
      map.set(summary.match, summary.status === 'live' && summary.toAct.includes(seat));
    }
  });
}

/** Starts watching (once per page load); returns the stop. */
export function watchTurns(): () => void {
  const refresh = () => void refreshTurns();
  refresh();
  const timer = setInterval(refresh, EVERY_MS);
  const onShow = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onShow);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onShow);
  };
}

/** How many games wait for this browser's move, as React state. */
export function useWaitingCount(): number {
  return waitingCount(useSyncExternalStore(turns.subscribe, turns.get));
}

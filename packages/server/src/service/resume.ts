/**
 * Bots think again after a restart. A match lives in memory only while it is
 * used, so a match of bots that nobody watches would stay where a stopped
 * process left it: at start (and, with a shared store, now and then, for a
 * process that went away), the live matches where a bot must act and that
 * have not moved for a while are loaded, and loading a match starts its bot.
 */
import type { MatchService } from './match-service.ts';

/** Loads the matches waiting on a bot since `idleSince` (ms since the epoch); how many were taken up. */
export async function resumeBots(service: MatchService, idleSince: number): Promise<number> {
  if (service.stopping) return 0;
  let resumed = 0;
  for (const id of await service.store.botMatchesWaiting(idleSince)) {
    if (service.held(id)) continue;
    const loaded = await service.inMatch(id, () => service.obtain(id));
    if (loaded.ok) resumed++;
  }
  return resumed;
}

/**
 * Resumes waiting bot matches now, and with a shared store every `everyMs`
 * those that have not moved for `staleMs` (longer than any bot may think):
 * their process went away. Returns the stop of the repeated sweep.
 */
export function keepBotsResumed(
  service: MatchService,
  options: { readonly shared: boolean; readonly everyMs: number; readonly staleMs: number },
  warn: (message: string) => void,
): () => void {
  const sweep = (idleSince: number) =>
    resumeBots(service, idleSince).catch((error) => warn(`resuming bot matches failed: ${String(error)}`));
  // Alone on its store, a process resumes every waiting match at once; sharing it, only the stale ones.
  void sweep(options.shared ? service.now() - options.staleMs : service.now());
  if (!options.shared) return () => {};
  const timer = setInterval(() => void sweep(service.now() - options.staleMs), options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Clocks that ran out while nobody held their match. A match lives in memory
 * only while someone is at the table, and a correspondence move may take
 * days: at start, and every so often, each process asks the store for the
 * live matches whose deadline has passed and loads them (loading arms the
 * clock, which finds the time up at once). Held matches are armed again,
 * so an injected clock that jumped ahead is noticed too. With several
 * processes, two may act on one match: the store takes one.
 */
import type { MatchService } from './match-service.ts';

/** Acts on every clock that ran out by now; how many matches were looked at. */
export async function sweepClocks(service: MatchService): Promise<number> {
  if (service.stopping) return 0;
  let swept = 0;
  for (const id of await service.store.clocksDue(service.now())) {
    const held = service.held(id);
    if (held) await service.queued(id, async () => service.clocks.arm(held));
    else if (!(await service.inMatch(id, () => service.obtain(id))).ok) continue;
    swept++;
  }
  return swept;
}

/** Sweeps now and every `everyMs`; returns the stop. */
export function keepClocksSwept(
  service: MatchService,
  everyMs: number,
  warn: (m: string) => void,
): () => void {
  const sweep = () =>
    sweepClocks(service).catch((error) => warn(`looking for clocks that ran out failed: ${String(error)}`));
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Starting a match that waits for its players. Nobody may move before it
 * starts (not even its bots, nor its clock): it starts when its last open
 * human seat is taken, or when a seated player chooses to start without the
 * others. The store marks the start once, whichever process gets there first.
 */
import { err, ok, type Result } from '@gameshelf/engine';
import { type WireError, wireError } from '@gameshelf/protocol';
import { type SummaryCore, summaryOfLive } from './frames.ts';
import type { MatchService } from './match-service.ts';

/** Starts a waiting match whose human seats are all taken; whether it started now. In the match's queue. */
export async function startWhenFull(service: MatchService, id: string): Promise<boolean> {
  const row = await service.store.loadRow(id);
  if (!row || row.startedAt !== null || row.status !== 'live') return false;
  const seats = await service.store.loadSeats(id);
  if (seats.some((s) => s.kind === 'human' && s.tokenHash === null)) return false;
  return service.store.startMatch(id, service.now());
}

/** A seated player starts a waiting match now, open seats and all (they stay open to join). */
export function startNow(
  service: MatchService,
  id: string,
  token: string,
): Promise<Result<SummaryCore, WireError>> {
  return service.inMatch(id, async () => {
    const found = await service.obtain(id);
    if (!found.ok) return found;
    const live = found.value;
    if ((await service.seatOf(live, token)) === null) {
      return err(wireError('auth/bad-token', 'this token holds no seat in this match'));
    }
    if (live.isOver()) return err(wireError('move/game-over', 'the game is over'));
    if (live.waiting && (await service.store.startMatch(id, service.now()))) await service.seatsChanged(id);
    return ok(summaryOfLive(live));
  });
}

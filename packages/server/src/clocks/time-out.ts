/**
 * What happens when a person's time runs out. Live: a random legal move is
 * made for them and the match goes on. Correspondence: they lose the match,
 * or a server bot takes their seat (their token no longer holds it), as the
 * match's creator chose. Each is stored only while the match is still at the
 * position whose clock ran out, so two processes (or a late move and the
 * clock) never both win: the store decides.
 */
import { type GameResult, ok, type Result } from '@gameshelf/engine';
import { DEFAULT_TIMEOUT_BOT, type WireError } from '@gameshelf/protocol';
import type { MatchStore } from '../store/store.ts';
import { type Clocked, liveDeadline } from './clock-keeper.ts';
import { forfeitResult } from './forfeit.ts';

/** What running out of time needs of a live match (the service's LiveMatch). */
export interface TimedMatch extends Clocked {
  readonly id: string;
  readonly meta: { readonly players: number };
  ended: GameResult | null;
}

export interface TimeOutDeps<M extends TimedMatch> {
  readonly store: MatchStore;
  readonly now: () => number;
  inMatch<T>(id: string, work: () => Promise<Result<T, WireError>>): Promise<Result<T, WireError>>;
  /** Makes a random legal move for a seat, through the same path as a bot's. */
  moveAtRandom(live: M, seat: number, seq: number): Promise<void>;
  /** The server ended the match here: its followers get the end, other processes hear of it. */
  endedHere(live: M): void;
  /** The seats changed in the store: the live match, its followers and other processes follow. */
  seatsChanged(id: string): Promise<void>;
  warn(message: string): void;
}

/** Whether the seat's time for position `seq` has run out and nothing happened since. */
function stillDue(now: number, live: TimedMatch, seat: number, seq: number): boolean {
  const deadline = liveDeadline(live);
  return live.seq === seq && deadline !== null && now >= deadline && live.humansToAct().includes(seat);
}

export async function runOutOfTime<M extends TimedMatch>(
  deps: TimeOutDeps<M>,
  live: M,
  seat: number,
  seq: number,
): Promise<void> {
  const clock = live.clock;
  if (clock === null) return;
  if (clock.kind === 'live') {
    if (stillDue(deps.now(), live, seat, seq)) await deps.moveAtRandom(live, seat, seq);
    return;
  }
  const done = await deps.inMatch(live.id, async () => {
    if (!stillDue(deps.now(), live, seat, seq)) return ok(undefined);
    if (clock.onTimeout === 'lose') {
      const result = forfeitResult(live.meta.players, seat);
      if (await deps.store.endMatch(live.id, seq, result, deps.now())) {
        live.ended = result;
        deps.endedHere(live);
      }
      return ok(undefined);
    }
    if (await deps.store.seatBot(live.id, seat, clock.bot ?? DEFAULT_TIMEOUT_BOT, seq)) {
      await deps.seatsChanged(live.id);
    }
    return ok(undefined);
  });
  if (!done.ok) deps.warn(`match ${live.id}: seat ${seat} ran out of time, and ${done.error.message}`);
}

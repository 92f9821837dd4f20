/**
 * Following a match: as the seat a token holds, or as a spectator without
 * one. The snapshot (the log from `since` on) goes to the sink before any
 * update, and the service is told who came and, later, who went.
 */
import type { Viewer } from '@gameshelf/engine';
import { err, ok, type Result } from '@gameshelf/engine';
import { type WireError, wireError } from '@gameshelf/protocol';
import { hashToken } from '../ids.ts';
import { snapshotFrame } from './frames.ts';
import type { LiveMatch, Sink, Subscriber } from './live-match.ts';

export interface Subscription {
  readonly seat: number | null;
  unsubscribe(): void;
}

export interface SubscribeRequest {
  readonly token?: string;
  readonly since?: number;
  readonly ref?: number;
  /** An older subscription of the same connection, ended only if this one is granted. */
  readonly replaces?: Subscription;
}

/** What following needs of the service. */
export interface Followed {
  obtain(id: string): Promise<Result<LiveMatch, WireError>>;
  seatOf(live: LiveMatch, token: string): Promise<number | null>;
}

/** Runs in the match's queue. */
export async function follow(
  service: Followed,
  id: string,
  request: SubscribeRequest,
  sink: Sink,
  told: { came(live: LiveMatch, s: Subscriber): void; went(live: LiveMatch, s: Subscriber): void },
): Promise<Result<Subscription, WireError>> {
  const found = await service.obtain(id);
  if (!found.ok) return found;
  const live = found.value;
  let viewer: Viewer = 'spectator';
  if (request.token !== undefined) {
    const seat = await service.seatOf(live, request.token);
    if (seat === null) return err(wireError('auth/bad-token', 'this token holds no seat in this match'));
    viewer = seat;
  }
  const since = request.since ?? 0;
  if (since > live.seq) {
    return err(
      wireError('match/stale', `the match has ${live.seq} log entries; there is nothing from ${since}`),
    );
  }
  const subscriber: Subscriber = {
    viewer,
    tokenHash: request.token === undefined ? null : hashToken(request.token),
    sink,
  };
  request.replaces?.unsubscribe();
  sink.send(snapshotFrame(live, viewer, since, request.ref));
  live.subscribers.add(subscriber);
  told.came(live, subscriber);
  return ok({ seat: viewer === 'spectator' ? null : viewer, unsubscribe: () => told.went(live, subscriber) });
}

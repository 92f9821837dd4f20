/** What both adapters share of the table around the game (issue #22): the push rows and the clock's due test. */
import type { PushRow } from './store.ts';

export interface PushRecordRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number | string;
}

export function pushFromRecord(r: PushRecordRow): PushRow {
  return { endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, createdAt: Number(r.created_at) };
}

/**
 * The condition for a live, started match whose clock ran out by `now`: the
 * deadline counts from the later of the last move and the start
 * (`turn_seconds` in ms, computed as BIGINT in both databases). Bound twice to `now`.
 */
export function clocksDueWhere(now1: string, now2: string): string {
  return `status = 'live' AND turn_seconds IS NOT NULL AND started_at IS NOT NULL
    AND updated_at + CAST(turn_seconds AS BIGINT) * 1000 <= ${now1}
    AND started_at + CAST(turn_seconds AS BIGINT) * 1000 <= ${now2}`;
}

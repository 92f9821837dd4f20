/**
 * When the seats to act run out of time. A clock is per move: it counts from
 * the later of the last move and the start (a match that waits for its
 * players has no clock running), and only for people (bots never wait).
 * Everything it needs is stored, so a deadline is the same in every process
 * and after any restart.
 */
import { moveMs, type TimeControl } from '@gameshelf/protocol';

export interface ClockFacts {
  readonly clock: TimeControl | null;
  /** Null while the match waits for its players. */
  readonly startedAt: number | null;
  /** When the last move was made (or the match created). */
  readonly movedAt: number;
  /** Whether a person must act now (the match is live and started). */
  readonly personToAct: boolean;
}

/** A match's time control: the one given at creation, or a plain turn timer (`turnSeconds`, a live clock). */
export function clockOf(match: {
  readonly clock: TimeControl | null;
  readonly turnSeconds: number | null;
}): TimeControl | null {
  return match.clock ?? (match.turnSeconds === null ? null : { kind: 'live', seconds: match.turnSeconds });
}

/** The deadline (ms since the epoch), or null when no clock runs now. */
export function deadlineOf(facts: ClockFacts): number | null {
  const { clock, startedAt, movedAt, personToAct } = facts;
  if (clock === null || startedAt === null || !personToAct) return null;
  return Math.max(movedAt, startedAt) + moveMs(clock);
}

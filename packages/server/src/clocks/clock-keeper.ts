/**
 * Arms a timer for each match this process holds whose clock runs, from the
 * stored deadline (deadline.ts), and calls `expire` when it passes. A timer
 * checks the time again when it fires (a long deadline is reached in steps;
 * an injected clock may have moved), and a match that moved meanwhile is
 * left alone. Matches nobody holds are found by the sweep (sweep.ts).
 */
import type { TimeControl } from '@gameshelf/protocol';
import { deadlineOf } from './deadline.ts';

/** What a clock needs of a live match (the service's LiveMatch). */
export interface Clocked {
  readonly seq: number;
  readonly clock: TimeControl | null;
  readonly startedAt: number | null;
  readonly movedAt: number;
  /** Set here: when the seats to act run out of time, or null. */
  deadline: number | null;
  humansToAct(): readonly number[];
}

export type Expire<M extends Clocked> = (live: M, seat: number, seq: number) => void;

/** A timer longer than this is set in steps (Node's timers hold at most about 24.8 days). */
const LONGEST_TIMER_MS = 6 * 3600 * 1000;

/** The clock facts of a live match. */
export function liveDeadline(live: Clocked): number | null {
  return deadlineOf({
    clock: live.clock,
    startedAt: live.startedAt,
    movedAt: live.movedAt,
    personToAct: live.humansToAct().length > 0,
  });
}

export class ClockKeeper<M extends Clocked> {
  private readonly timers = new Map<M, NodeJS.Timeout>();
  private readonly now: () => number;
  private readonly expire: Expire<M>;

  constructor(now: () => number, expire: Expire<M>) {
    this.now = now;
    this.expire = expire;
  }

  /** Sets the deadline for the current position (or none) and the timer that meets it. */
  arm(live: M): void {
    this.clear(live);
    const deadline = liveDeadline(live);
    const seat = live.humansToAct()[0];
    if (deadline === null || seat === undefined) return;
    live.deadline = deadline;
    const seq = live.seq;
    const wait = Math.min(Math.max(deadline - this.now(), 0), LONGEST_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(live);
      if (live.seq !== seq || live.deadline !== deadline) return;
      if (this.now() < deadline) this.arm(live);
      else this.expire(live, seat, seq);
    }, wait);
    timer.unref();
    this.timers.set(live, timer);
  }

  clear(live: M): void {
    clearTimeout(this.timers.get(live));
    this.timers.delete(live);
    live.deadline = null;
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

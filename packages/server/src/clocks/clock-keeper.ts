/**
 * Arms a timer for each match this process holds whose clock runs, from the
 * stored deadline (deadline.ts), and calls `expire` when it passes. A timer
 * checks the time again when it fires (a long deadline is reached in steps;
 * an injected clock may have moved), and a match that moved meanwhile is
 * left alone. Matches nobody holds are found by the sweep (sweep.ts).
 */
import type { LiveMatch } from '../service/live-match.ts';
import { deadlineOf } from './deadline.ts';

export type Expire = (live: LiveMatch, seat: number, seq: number) => void;

/** A timer longer than this is set in steps (Node's timers hold at most about 24.8 days). */
const LONGEST_TIMER_MS = 6 * 3600 * 1000;

/** The clock facts of a live match. */
export function liveDeadline(live: LiveMatch): number | null {
  return deadlineOf({
    clock: live.clock,
    startedAt: live.startedAt,
    movedAt: live.movedAt,
    personToAct: live.humansToAct().length > 0,
  });
}

export class ClockKeeper {
  private readonly timers = new Map<LiveMatch, NodeJS.Timeout>();
  private readonly now: () => number;
  private readonly expire: Expire;

  constructor(now: () => number, expire: Expire) {
    this.now = now;
    this.expire = expire;
  }

  /** Sets the deadline for the current position (or none) and the timer that meets it. */
  arm(live: LiveMatch): void {
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

  clear(live: LiveMatch): void {
    clearTimeout(this.timers.get(live));
    this.timers.delete(live);
    live.deadline = null;
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * Optional turn timers: when a match has `turnSeconds`, a person who must
 * act and does not within that time has a random legal move made for them
 * (the match goes on; the game's rules know nothing of clocks). The deadline
 * is sent with every frame. After a server restart the clock starts again
 * from the moment the match is loaded.
 */
import type { LiveMatch } from './live-match.ts';

export type Expire = (live: LiveMatch, seat: number, seq: number) => void;

export class TurnTimers {
  private readonly timers = new Map<LiveMatch, NodeJS.Timeout>();
  private readonly now: () => number;
  private readonly expire: Expire;

  constructor(now: () => number, expire: Expire) {
    this.now = now;
    this.expire = expire;
  }

  /** Sets the deadline for the current position (or none). */
  arm(live: LiveMatch): void {
    this.clear(live);
    const seconds = live.meta.turnSeconds;
    const seat = live.humansToAct()[0];
    if (seconds === null || seat === undefined) return;
    live.deadline = this.now() + seconds * 1000;
    const seq = live.seq;
    const timer = setTimeout(() => this.expire(live, seat, seq), seconds * 1000);
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

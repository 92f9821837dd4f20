/**
 * A token bucket: `burst` messages at once, then `perSecond` on average.
 * One per connection, so a flooding client slows only itself.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly perSecond: number;
  private readonly burst: number;
  private readonly now: () => number;

  constructor(perSecond: number, burst: number, now: () => number = () => performance.now()) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.now = now;
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token if there is one. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Refusals counted over a sliding window: `over()` says whether more than
 * `max` happened within the last `windowMs`. A connection whose refusals for
 * flooding pass it is closed, however much of its flood got through meanwhile
 * (a bucket refilled as fast as the flood is refused would never empty).
 * Holds at most `max + 1` times.
 */
export class RefusalWindow {
  private readonly times: number[] = [];
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(max: number, windowMs: number, now: () => number = () => performance.now()) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Counts one refusal now; true when more than `max` fell within the window. */
  refuse(): boolean {
    const now = this.now();
    this.times.push(now);
    for (
      let first = this.times[0];
      first !== undefined && first <= now - this.windowMs;
      first = this.times[0]
    ) {
      this.times.shift();
    }
    // Past the limit already: only whether it still is matters.
    if (this.times.length > this.max + 1) this.times.shift();
    return this.times.length > this.max;
  }
}

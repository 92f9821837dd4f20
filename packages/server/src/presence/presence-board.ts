/**
 * Who is at each table. A process knows its own followers of a match (their
 * seats, and how many watch without one); it tells the other processes that
 * hold the match (fanout, `presence` notices) whenever that changes, and
 * again every little while, and keeps what they tell it for a while: a
 * process that went away stops counting once its word is older than `ttlMs`.
 * A process that hears from one it did not know answers with its own, so a
 * newcomer learns everyone at once. Every follower gets a `presence` frame
 * after its snapshot and whenever the table's presence changes.
 */
import type { PresenceMessage } from '@gameshelf/protocol';
import type { Fanout, FanoutNotice, PresenceNotice } from '../fanout/fanout.ts';
import { broadcast, type LiveMatch, type Subscriber } from '../service/live-match.ts';
import type { MatchService } from '../service/match-service.ts';

interface Heard extends PresenceNotice {
  readonly at: number;
}

const NOBODY: PresenceNotice = { seats: [], watching: 0 };

export class PresenceBoard {
  private readonly service: MatchService;
  private readonly fanout: Fanout;
  private readonly now: () => number;
  private readonly ttlMs: number;
  /** What other processes said, by match and process. */
  private readonly heard = new Map<string, Map<string, Heard>>();
  /** What this process last said of each match. */
  private readonly said = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(service: MatchService, fanout: Fanout, options: { ttlMs?: number; everyMs?: number } = {}) {
    this.service = service;
    this.fanout = fanout;
    this.now = Date.now;
    this.ttlMs = options.ttlMs ?? 90_000;
    service.listen({
      followers: (live, added) => this.followersChanged(live, added),
      noticed: (notice) => this.noticed(notice),
    });
    this.timer = setInterval(() => this.heartbeat(), options.everyMs ?? 30_000);
    this.timer.unref();
  }

  /** Whether someone follows the match as this seat, here or in another process. */
  online(live: LiveMatch, seat: number): boolean {
    for (const s of live.subscribers) if (s.viewer === seat) return true;
    for (const heard of this.heard.get(live.id)?.values() ?? []) {
      if (heard.seats.includes(seat) && this.fresh(heard)) return true;
    }
    return false;
  }

  /** The presence frame of a match as this process knows it now. */
  frame(live: LiveMatch): PresenceMessage {
    let watching = this.local(live).watching;
    for (const heard of this.heard.get(live.id)?.values() ?? [])
      if (this.fresh(heard)) watching += heard.watching;
    const seats = live.seats.map((s) => ({ seat: s.seat, online: this.online(live, s.seat) }));
    return { type: 'presence', match: live.id, seats, watching };
  }

  close(): void {
    clearInterval(this.timer);
  }

  private local(live: LiveMatch): PresenceNotice {
    const seats = new Set<number>();
    let watching = 0;
    for (const s of live.subscribers) {
      if (s.viewer === 'spectator') watching++;
      else seats.add(s.viewer);
    }
    return { seats: [...seats].sort((a, b) => a - b), watching };
  }

  private fresh(heard: Heard): boolean {
    return this.now() - heard.at <= this.ttlMs;
  }

  /** Tells the other processes what this one sees; whether it changed since it last said. */
  private say(live: LiveMatch, always = false): boolean {
    const presence = this.local(live);
    const key = JSON.stringify(presence);
    const changed = this.said.get(live.id) !== key;
    if (!changed && !always) return false;
    if (presence.seats.length === 0 && presence.watching === 0) this.said.delete(live.id);
    else this.said.set(live.id, key);
    this.fanout.publish({ match: live.id, kind: 'presence', presence });
    return changed;
  }

  private followersChanged(live: LiveMatch, added?: Subscriber): void {
    if (this.say(live)) broadcast(live, () => this.frame(live));
    else added?.sink.send(this.frame(live));
  }

  private noticed(notice: FanoutNotice): void {
    const live = this.service.held(notice.match);
    if (!live) return;
    const presence = notice.presence ?? NOBODY;
    let byOrigin = this.heard.get(notice.match);
    if (!byOrigin) {
      byOrigin = new Map();
      this.heard.set(notice.match, byOrigin);
    }
    const known = byOrigin.has(notice.origin);
    if (presence.seats.length === 0 && presence.watching === 0) byOrigin.delete(notice.origin);
    else byOrigin.set(notice.origin, { ...presence, at: this.now() });
    if (byOrigin.size === 0) this.heard.delete(notice.match);
    // A process we had not heard from: it does not know us either.
    if (!known && live.subscribers.size > 0) this.say(live, true);
    broadcast(live, () => this.frame(live));
  }

  /** Says again what this process sees of each table it follows, and forgets processes gone quiet. */
  private heartbeat(): void {
    for (const live of this.service.heldMatches()) {
      if (live.subscribers.size > 0) this.say(live, true);
    }
    for (const [match, byOrigin] of this.heard) {
      let dropped = false;
      for (const [origin, heard] of byOrigin) {
        if (this.fresh(heard)) continue;
        byOrigin.delete(origin);
        dropped = true;
      }
      if (byOrigin.size === 0) this.heard.delete(match);
      const live = this.service.held(match);
      if (dropped && live) broadcast(live, () => this.frame(live));
    }
  }
}

/**
 * Fanout through Redis pub/sub (ioredis): one channel per match, subscribed
 * while the match is loaded in this process, and one for the lobby, which
 * every process follows. A lost notice costs only latency: the next move
 * here meets the store's conflict and catches up, presence is sent again
 * every little while, and the lobby's followers reload it when they come back.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Fanout, FanoutNotice, PresenceNotice } from './fanout.ts';

const KINDS: readonly FanoutNotice['kind'][] = ['moves', 'seats', 'presence'];

function isKind(kind: unknown): kind is FanoutNotice['kind'] {
  return KINDS.some((k) => k === kind);
}

/** A parsed JSON object's fields, or null for anything else. */
function fields(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : null;
}

export class RedisFanout implements Fanout {
  readonly origin = randomBytes(6).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly prefix: string;
  private handler: (notice: FanoutNotice) => void = () => {};
  private lobbyHandler: (match: string) => void = () => {};

  private constructor(pub: Redis, sub: Redis, prefix: string) {
    this.pub = pub;
    this.sub = sub;
    this.prefix = prefix;
    sub.on('message', (channel: string, text: string) => this.receive(channel, text));
  }

  /** Connects both connections (a subscribed Redis connection can do nothing else) and follows the lobby. */
  static async connect(url: string, prefix: string): Promise<RedisFanout> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    // Errors are retried by ioredis; without a listener they would crash the process.
    for (const r of [pub, sub]) r.on('error', () => {});
    await Promise.all([pub.connect(), sub.connect()]);
    const fanout = new RedisFanout(pub, sub, prefix);
    await sub.subscribe(fanout.lobbyChannel());
    return fanout;
  }

  private channel(match: string): string {
    return `${this.prefix}:match:${match}`;
  }

  private lobbyChannel(): string {
    return `${this.prefix}:lobby`;
  }

  publish(notice: Omit<FanoutNotice, 'origin'>): void {
    const { kind, presence } = notice;
    const message = JSON.stringify({ kind, origin: this.origin, ...(presence ? { presence } : {}) });
    this.pub.publish(this.channel(notice.match), message).catch(() => {});
  }

  async watch(match: string): Promise<void> {
    await this.sub.subscribe(this.channel(match));
  }

  unwatch(match: string): void {
    this.sub.unsubscribe(this.channel(match)).catch(() => {});
  }

  onNotice(handler: (notice: FanoutNotice) => void): void {
    this.handler = handler;
  }

  publishLobby(match: string): void {
    this.pub.publish(this.lobbyChannel(), JSON.stringify({ match, origin: this.origin })).catch(() => {});
  }

  onLobby(handler: (match: string) => void): void {
    this.lobbyHandler = handler;
  }

  private receive(channel: string, text: string): void {
    try {
      const parsed = fields(JSON.parse(text));
      if (parsed === null) return;
      const { kind, origin, match, presence } = parsed;
      if (typeof origin !== 'string' || origin === this.origin) return;
      if (channel === this.lobbyChannel()) {
        if (typeof match === 'string') this.lobbyHandler(match);
        return;
      }
      const head = `${this.prefix}:match:`;
      if (!channel.startsWith(head) || !isKind(kind)) return;
      const notice = { match: channel.slice(head.length), kind, origin };
      const seen = kind === 'presence' ? presenceOf(presence) : null;
      if (kind !== 'presence') this.handler(notice);
      else if (seen) this.handler({ ...notice, presence: seen });
    } catch {
      // Not ours: ignore.
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

function presenceOf(value: unknown): PresenceNotice | null {
  const { seats, watching } = fields(value) ?? {};
  if (!Array.isArray(seats) || !seats.every((s) => Number.isInteger(s) && s >= 0 && s < 64)) return null;
  if (typeof watching !== 'number' || !Number.isInteger(watching) || watching < 0) return null;
  return { seats: seats.map(Number), watching };
}

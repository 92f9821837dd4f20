/**
 * Fanout through Redis pub/sub (ioredis): one channel per match, subscribed
 * while the match is loaded in this process. A lost notice costs only
 * latency: the next move here meets the store's conflict and catches up.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Fanout, FanoutNotice } from './fanout.ts';

export class RedisFanout implements Fanout {
  readonly origin = randomBytes(6).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly prefix: string;
  private handler: (notice: FanoutNotice) => void = () => {};

  private constructor(pub: Redis, sub: Redis, prefix: string) {
    this.pub = pub;
    this.sub = sub;
    this.prefix = prefix;
    sub.on('message', (channel: string, text: string) => this.receive(channel, text));
  }

  /** Connects both connections (a subscribed Redis connection can do nothing else). */
  static async connect(url: string, prefix: string): Promise<RedisFanout> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    // Errors are retried by ioredis; without a listener they would crash the process.
    for (const r of [pub, sub]) r.on('error', () => {});
    await Promise.all([pub.connect(), sub.connect()]);
    return new RedisFanout(pub, sub, prefix);
  }

  private channel(match: string): string {
    return `${this.prefix}:match:${match}`;
  }

  publish(notice: Omit<FanoutNotice, 'origin'>): void {
    const message = JSON.stringify({ kind: notice.kind, origin: this.origin });
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

  private receive(channel: string, text: string): void {
    const head = `${this.prefix}:match:`;
    if (!channel.startsWith(head)) return;
    try {
      const { kind, origin } = JSON.parse(text) as { kind?: unknown; origin?: unknown };
      if ((kind !== 'moves' && kind !== 'seats') || typeof origin !== 'string' || origin === this.origin)
        return;
      this.handler({ match: channel.slice(head.length), kind, origin });
    } catch {
      // Not ours: ignore.
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

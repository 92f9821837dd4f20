/**
 * A fanout between services in one test process, as Redis is between
 * processes: a notice reaches every other service that watches its match
 * (lobby notices reach them all), a moment later, never the sender.
 */
import type { Fanout, FanoutNotice } from '../../src/fanout/fanout.ts';

export class MemoryBus {
  private readonly members: BusFanout[] = [];

  /** A fanout for one more service on this bus. */
  join(): Fanout {
    const member = new BusFanout(`bus-${this.members.length}`, this);
    this.members.push(member);
    return member;
  }

  deliver(from: BusFanout, send: (member: BusFanout) => void): void {
    for (const member of this.members) if (member !== from) setImmediate(() => send(member));
  }
}

class BusFanout implements Fanout {
  readonly origin: string;
  private readonly bus: MemoryBus;
  private readonly watched = new Set<string>();
  private handler: (notice: FanoutNotice) => void = () => {};
  private lobbyHandler: (match: string) => void = () => {};
  private closed = false;

  constructor(origin: string, bus: MemoryBus) {
    this.origin = origin;
    this.bus = bus;
  }

  publish(notice: Omit<FanoutNotice, 'origin'>): void {
    if (this.closed) return;
    this.bus.deliver(this, (m) => m.receive({ ...notice, origin: this.origin }));
  }

  receive(notice: FanoutNotice): void {
    if (!this.closed && this.watched.has(notice.match)) this.handler(notice);
  }

  receiveLobby(match: string): void {
    if (!this.closed) this.lobbyHandler(match);
  }

  async watch(match: string): Promise<void> {
    this.watched.add(match);
  }

  unwatch(match: string): void {
    this.watched.delete(match);
  }

  onNotice(handler: (notice: FanoutNotice) => void): void {
    this.handler = handler;
  }

  publishLobby(match: string): void {
    this.bus.deliver(this, (m) => m.receiveLobby(match));
  }

  onLobby(handler: (match: string) => void): void {
    this.lobbyHandler = handler;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

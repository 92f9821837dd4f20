/**
 * How server processes tell each other that a match changed. A notice says
 * only which match and what kind of change, never what: each process reads
 * the new moves from the shared store and makes every viewer's frames
 * itself, so nothing secret ever travels through the message bus.
 */
export interface FanoutNotice {
  readonly match: string;
  readonly kind: 'moves' | 'seats';
  /** The process that made the change (it does not need its own notice). */
  readonly origin: string;
}

export interface Fanout {
  /** This process's name in notices. */
  readonly origin: string;
  publish(notice: Omit<FanoutNotice, 'origin'>): void;
  /** Start receiving notices about a match (resolves once they are flowing). */
  watch(match: string): Promise<void>;
  unwatch(match: string): void;
  onNotice(handler: (notice: FanoutNotice) => void): void;
  close(): Promise<void>;
}

/** One process alone: nobody to tell. */
export class LocalFanout implements Fanout {
  readonly origin = 'local';
  publish(): void {}
  async watch(): Promise<void> {}
  unwatch(): void {}
  onNotice(): void {}
  async close(): Promise<void> {}
}

/**
 * How server processes tell each other that a match changed. A notice says
 * only which match and what kind of change, never what: each process reads
 * the new moves from the shared store and makes every viewer's frames
 * itself, so nothing secret ever travels through the message bus.
 */
export interface FanoutNotice {
  readonly match: string;
  /** `seats`: the table around the game changed (seats, start, rematch, an end the server made). */
  readonly kind: 'moves' | 'seats' | 'presence';
  /** The process that made the change (it does not need its own notice). */
  readonly origin: string;
  /** With `presence`: the seats followed through the sending process, and how many watch there. */
  readonly presence?: PresenceNotice;
}

export interface PresenceNotice {
  readonly seats: readonly number[];
  readonly watching: number;
}

export interface Fanout {
  /** This process's name in notices. */
  readonly origin: string;
  publish(notice: Omit<FanoutNotice, 'origin'>): void;
  /** Start receiving notices about a match (resolves once they are flowing). */
  watch(match: string): Promise<void>;
  unwatch(match: string): void;
  onNotice(handler: (notice: FanoutNotice) => void): void;
  /** Tells every process that a match listed in the lobby changed (its lobby followers reload it). */
  publishLobby(match: string): void;
  onLobby(handler: (match: string) => void): void;
  close(): Promise<void>;
}

/** One process alone: nobody to tell. */
export class LocalFanout implements Fanout {
  readonly origin = 'local';
  publish(): void {}
  async watch(): Promise<void> {}
  unwatch(): void {}
  onNotice(): void {}
  publishLobby(): void {}
  onLobby(): void {}
  async close(): Promise<void> {}
}

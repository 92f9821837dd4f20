/**
 * What the service tells the parts around it (the lobby's listing, presence,
 * turn notifications) as a match goes on. They listen; the service does not
 * know them, and a listener that throws is logged, never lets a move fail.
 */
import type { FanoutNotice } from '../fanout/fanout.ts';
import type { LiveMatch, Subscriber } from './live-match.ts';

export interface TableListener {
  /** A follower came (`added`, to be told at once what others already know) or went. */
  followers?(live: LiveMatch, added?: Subscriber): void;
  /** Moves from `from` on are in the live match; `here` when this process stored them. */
  moved?(live: LiveMatch, from: number, here: boolean): void;
  /** The table around the game changed through this process (seats, start, an end the server made). */
  tableChanged?(id: string): void;
  /** A notice from another process that is not about moves or seats (presence). */
  noticed?(notice: FanoutNotice): void;
}

export class TableEvents {
  private readonly listeners: TableListener[] = [];
  private readonly failed: (error: unknown) => void;

  constructor(failed: (error: unknown) => void) {
    this.failed = failed;
  }

  listen(listener: TableListener): void {
    this.listeners.push(listener);
  }

  emit(call: (listener: TableListener) => void): void {
    for (const listener of this.listeners) {
      try {
        call(listener);
      } catch (error) {
        this.failed(error);
      }
    }
  }
}

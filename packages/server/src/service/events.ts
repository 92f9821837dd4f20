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

/**
 * A listener for what changed through this process: a move it stored, or
 * the table around a game it changed (`held` finds the live match by id).
 */
export function changedHere(
  held: (id: string) => LiveMatch | undefined,
  call: (live: LiveMatch) => void,
): TableListener {
  return {
    moved: (live, _from, here) => {
      if (here) call(live);
    },
    tableChanged: (id) => {
      const live = held(id);
      if (live) call(live);
    },
  };
}

/**
 * Work that runs beside the matches (a push to send, ratings to store): it
 * never holds up a move, and `settled` waits for all of it (tests, shutdown).
 */
export class BesideWork {
  private readonly running = new Set<Promise<void>>();

  run(task: Promise<void>): void {
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
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

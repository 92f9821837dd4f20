/**
 * The matches this process holds in memory. A match is loaded on first use
 * (rebuilt from its stored log by the rules runner, on a worker thread for a
 * costly game), followed on the fanout while loaded so moves made by other
 * processes are caught up, and let go after it has been idle for a while (no
 * subscriber, no bot thinking): a match that lasts days costs memory only
 * while someone is at the table.
 *
 * Every method that reads or changes a match must run in that match's
 * queue (the service makes sure of it).
 */
import { err, ok, type Result } from '@gameshelf/engine';
import { type WireError, wireError } from '@gameshelf/protocol';
import type { Fanout, FanoutNotice } from '../fanout/fanout.ts';
import type { RulesRunner } from '../rules/runner.ts';
import { shareOf } from '../store/rows.ts';
import type { MatchStore } from '../store/store.ts';
import type { GameCatalog } from './catalog.ts';
import { LiveMatch } from './live-match.ts';
import type { KeyedQueue } from './serial.ts';

export interface RegistryHooks {
  /** A match was loaded (or created) here. */
  loaded(live: LiveMatch): void;
  /** Moves from `from` on were made by another process and are now in the live match. */
  caughtUp(live: LiveMatch, from: number): void;
  /**
   * The seats, the start or the rematch changed in the store; `moved` when who
   * may act changed with them (the match started, or the server ended it).
   */
  seated(live: LiveMatch, moved: boolean): void;
  /** A notice that is not about moves or seats (presence), for a match held here. */
  noticed(notice: FanoutNotice): void;
}

export class LiveRegistry {
  private readonly matches = new Map<string, LiveMatch>();
  private readonly idle = new Map<string, NodeJS.Timeout>();

  private readonly store: MatchStore;
  private readonly catalog: GameCatalog;
  private readonly rules: RulesRunner;
  private readonly fanout: Fanout;
  private readonly queue: KeyedQueue;
  private readonly hooks: RegistryHooks;
  private readonly idleMs: number;

  constructor(deps: {
    store: MatchStore;
    catalog: GameCatalog;
    rules: RulesRunner;
    fanout: Fanout;
    queue: KeyedQueue;
    hooks: RegistryHooks;
    idleMs: number;
  }) {
    this.store = deps.store;
    this.catalog = deps.catalog;
    this.rules = deps.rules;
    this.fanout = deps.fanout;
    this.queue = deps.queue;
    this.hooks = deps.hooks;
    this.idleMs = deps.idleMs;
    this.fanout.onNotice((notice) => this.onNotice(notice));
  }

  get size(): number {
    return this.matches.size;
  }

  /** The match if this process holds it now (without loading it). */
  get(id: string): LiveMatch | undefined {
    return this.matches.get(id);
  }

  all(): IterableIterator<LiveMatch> {
    return this.matches.values();
  }

  /** The live match, loading it from the store if this process does not hold it yet. */
  async obtain(id: string): Promise<Result<LiveMatch, WireError>> {
    const held = this.matches.get(id);
    if (held) {
      // In use again: the release is put off (and set again if nobody follows it).
      this.keep(held);
      this.letGoWhenIdle(held);
      return ok(held);
    }
    // Follow the fanout before reading, so no move made meanwhile goes unnoticed.
    await this.fanout.watch(id);
    let loaded: Result<LiveMatch, WireError>;
    try {
      loaded = await this.load(id);
    } catch (error) {
      this.fanout.unwatch(id); // the store or a rules worker failed: nothing is held here
      throw error;
    }
    if (!loaded.ok) {
      this.fanout.unwatch(id);
      return loaded;
    }
    this.matches.set(id, loaded.value);
    this.hooks.loaded(loaded.value);
    this.letGoWhenIdle(loaded.value);
    return loaded;
  }

  /** A match created by this process: already in memory. */
  async adopt(live: LiveMatch): Promise<void> {
    await this.fanout.watch(live.id);
    this.matches.set(live.id, live);
    this.hooks.loaded(live);
    this.letGoWhenIdle(live);
  }

  private async load(id: string): Promise<Result<LiveMatch, WireError>> {
    const stored = await this.store.loadMatch(id);
    if (!stored) return err(wireError('match/unknown', `no match ${id}`));
    const module = this.catalog.find(stored.row.game);
    if (!module.ok)
      return err(
        wireError('match/corrupt', `match ${id} is of a game this server lacks: ${stored.row.game}`),
      );
    const match = await this.rules.rebuild(module.value, stored);
    if (!match.ok) return match;
    const live = new LiveMatch(stored.row, module.value, match.value, stored.seats, stored.row.rematch);
    live.setTable(stored.row);
    return ok(live);
  }

  /** Plays the moves other processes stored since this one last looked; rebuilds the match if they do not follow. */
  async catchUp(live: LiveMatch): Promise<void> {
    const from = live.seq;
    const moves = await this.store.movesFrom(live.id, from);
    if (moves.length === 0) return;
    if (!(await this.rules.playStored(live.module, live.match, moves, shareOf(live.meta))))
      await this.rebuild(live);
    if (live.seq !== from) this.hooks.caughtUp(live, from);
  }

  /** Throws away the in-memory state and replays the stored log (after a conflict or a failure mid-move). */
  async rebuild(live: LiveMatch): Promise<void> {
    const fresh = await this.load(live.id);
    if (!fresh.ok) throw new Error(fresh.error.message);
    live.match = fresh.value.match;
    live.seats = fresh.value.seats;
    live.rematch = fresh.value.rematch;
    live.startedAt = fresh.value.startedAt;
    live.ended = fresh.value.ended;
  }

  async reseat(live: LiveMatch): Promise<void> {
    const row = await this.store.loadRow(live.id);
    live.seats = await this.store.loadSeats(live.id);
    live.rematch = row?.rematch ?? live.rematch;
    const before = [live.waiting, live.isOver()];
    if (row) live.setTable(row);
    this.hooks.seated(live, before[0] !== live.waiting || before[1] !== live.isOver());
  }

  private onNotice(notice: FanoutNotice): void {
    const live = this.matches.get(notice.match);
    if (!live) return;
    if (notice.kind === 'presence') {
      this.hooks.noticed(notice);
      return;
    }
    void this.queue
      .run(live.id, () => (notice.kind === 'moves' ? this.catchUp(live) : this.reseat(live)))
      .catch(() => {
        // The store is unreachable: the next move or subscription here catches up instead.
      });
  }

  /** Cancels a pending release: the match is in use again. */
  private keep(live: LiveMatch): void {
    clearTimeout(this.idle.get(live.id));
    this.idle.delete(live.id);
  }

  /** Releases the match after `idleMs` if nobody follows it and no bot of it is thinking. */
  letGoWhenIdle(live: LiveMatch): void {
    if (live.subscribers.size > 0 || live.botThinking || this.idle.has(live.id)) return;
    const timer = setTimeout(() => {
      void this.queue.run(live.id, async () => {
        this.idle.delete(live.id);
        if (live.subscribers.size > 0 || live.botThinking || this.matches.get(live.id) !== live) return;
        this.release(live);
      });
    }, this.idleMs);
    timer.unref();
    this.idle.set(live.id, timer);
  }

  private release(live: LiveMatch): void {
    this.matches.delete(live.id);
    this.fanout.unwatch(live.id);
  }

  /** Forgets a match whose in-memory state cannot be trusted (it is loaded again on next use). */
  drop(live: LiveMatch): void {
    this.keep(live);
    if (this.matches.get(live.id) === live) this.release(live);
  }

  close(): void {
    for (const timer of this.idle.values()) clearTimeout(timer);
    this.idle.clear();
    this.matches.clear();
  }
}

/**
 * The match service: the referee, in the spirit of boardgame.io's `Master`.
 * It holds live matches, checks every move through the engine, stores it
 * before anyone is told, and sends each follower only what its seat may
 * see. It knows nothing of sockets, HTTP or SQL: transports call it, and
 * storage, fanout, bots and where the rules run are handed to it, so tests
 * run it in memory. When the server stops, it drains: it takes no new move,
 * lets the bots that are thinking finish (or abandons their moves), and
 * finishes what every match's queue holds before the store is closed.
 */
import type { GameError, LogEntry, Move } from '@gameshelf/engine';
import { err, ok, type Result } from '@gameshelf/engine';
import { fromGameError, type WireError, wireError } from '@gameshelf/protocol';
import type { BotRunner } from '../bots/runner.ts';
import { ClockKeeper } from '../clocks/clock-keeper.ts';
import { runOutOfTime, type TimeOutDeps } from '../clocks/time-out.ts';
import { type Fanout, LocalFanout } from '../fanout/fanout.ts';
import { hashToken } from '../ids.ts';
import { InlineRules } from '../rules/inline.ts';
import { RulesFailedElsewhere, type RulesRunner } from '../rules/runner.ts';
import { guarded, StoreUnavailable } from '../store/guarded.ts';
import { shareOf } from '../store/rows.ts';
import type { AppendOutcome, MatchStore, SeatHolder } from '../store/store.ts';
import { BotDriver, historyWanted, randomLegalMove } from './bot-driver.ts';
import { type BotLimits, DEFAULT_BOT_LIMITS } from './bot-limits.ts';
import type { GameCatalog } from './catalog.ts';
import { TableEvents, type TableListener } from './events.ts';
import { infoFrame, updateFrame } from './frames.ts';
import { broadcast, type LiveMatch, type Sink } from './live-match.ts';
import { type ServiceObserver, UNOBSERVED } from './observer.ts';
import { LiveRegistry } from './registry.ts';
import { KeyedQueue } from './serial.ts';
import { follow, type SubscribeRequest, type Subscription } from './subscribe.ts';

export type { Subscription } from './subscribe.ts';

export interface ServiceLog {
  warn(message: string): void;
  error(message: string, error: unknown): void;
}

export interface ServiceOptions {
  readonly store: MatchStore;
  readonly catalog: GameCatalog;
  readonly bots: BotRunner;
  /** Where the rules are applied: inline by default; `WorkerRules` sends costly games to worker threads. */
  readonly rules?: RulesRunner;
  readonly fanout?: Fanout;
  /** Pause before each bot move, so people can follow a match of bots. */
  readonly botDelayMs?: number;
  /** How long a match nobody follows stays in memory. */
  readonly idleMs?: number;
  /** The cap on a bot's thinking per move and on live bot matches per client. */
  readonly botLimits?: BotLimits;
  readonly now?: () => number;
  readonly log?: ServiceLog;
  readonly observer?: ServiceObserver;
}

const SILENT: ServiceLog = { warn: () => {}, error: () => {} };

function stoppingError(): WireError {
  return wireError(
    'server/unavailable',
    'the server is restarting; nothing was changed, try again in a moment',
  );
}

export class MatchService {
  /** What the service is handed (the store guarded), for the lobby and the health check to use too. */
  readonly store: MatchStore;
  readonly catalog: GameCatalog;
  readonly now: () => number;
  readonly rules: RulesRunner;
  readonly botLimits: BotLimits;
  /** How long a match nobody follows stays in memory (ms). */
  readonly idleMs: number;
  /** The clocks of the matches held here (sweep.ts arms them again when time jumps). */
  readonly clocks: ClockKeeper<LiveMatch>;
  private readonly events: TableEvents;
  private readonly fanout: Fanout;
  private readonly queue = new KeyedQueue();
  private readonly registry: LiveRegistry;
  private readonly botRunner: BotRunner;
  private readonly drivers: BotDriver;
  private readonly log: ServiceLog;
  private readonly observer: ServiceObserver;
  /** Set when the server stops: no new move, subscription or bot is taken on. */
  private draining = false;

  constructor(options: ServiceOptions) {
    this.store = guarded(options.store);
    this.catalog = options.catalog;
    this.fanout = options.fanout ?? new LocalFanout();
    this.now = options.now ?? Date.now;
    this.log = options.log ?? SILENT;
    this.observer = options.observer ?? UNOBSERVED;
    this.botLimits = options.botLimits ?? DEFAULT_BOT_LIMITS;
    this.idleMs = options.idleMs ?? 5 * 60_000;
    this.botRunner = options.bots;
    this.rules = options.rules ?? new InlineRules();
    this.drivers = new BotDriver(
      options.bots,
      this.botLimits.thinkMs,
      options.botDelayMs ?? 0,
      (live, seat, seq, move) => this.actFor(live, seat, seq, move),
      (m) => this.log.warn(m),
      historyWanted(this.catalog),
    );
    this.events = new TableEvents((error) => this.log.error('a table listener failed', error));
    const timeOut: TimeOutDeps<LiveMatch> = {
      store: this.store,
      now: this.now,
      inMatch: (id, work) => this.inMatch(id, work),
      moveAtRandom: (live, seat, seq) => this.actFor(live, seat, seq, randomLegalMove(live, seat)),
      endedHere: (live) => this.endedHere(live),
      seatsChanged: (id) => this.seatsChanged(id),
      warn: (m) => this.log.warn(m),
    };
    this.clocks = new ClockKeeper(this.now, (live, seat, seq) => void runOutOfTime(timeOut, live, seat, seq));
    this.registry = new LiveRegistry({
      store: this.store,
      catalog: this.catalog,
      rules: this.rules,
      fanout: this.fanout,
      queue: this.queue,
      idleMs: this.idleMs,
      hooks: {
        loaded: (live) => this.started(live),
        caughtUp: (live, from) => this.advanced(live, from, false),
        seated: (live, moved) => this.reseated(live, moved),
        noticed: (notice) => this.events.emit((l) => l.noticed?.(notice)),
      },
    });
  }

  /**
   * Runs `work` in the match's queue and turns anything thrown into a coded
   * error: `server/unavailable` when storage failed, `server/internal` for a bug.
   */
  async inMatch<T>(id: string, work: () => Promise<Result<T, WireError>>): Promise<Result<T, WireError>> {
    try {
      return await this.queue.run(id, work);
    } catch (error) {
      if (error instanceof StoreUnavailable) {
        this.log.warn(error.message);
        return err(wireError('server/unavailable', 'storage is unavailable; nothing was changed, try again'));
      }
      this.log.error(`match ${id}: internal error`, error);
      return err(wireError('server/internal', 'the server failed; nothing was changed'));
    }
  }

  /** Runs `task` in the match's queue, letting what it throws through (`inMatch` codes it instead). */
  queued<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(id, task);
  }

  /** The match if this process holds it now, without loading it. */
  held(id: string): LiveMatch | undefined {
    return this.registry.get(id);
  }

  /** Every match this process holds now. */
  heldMatches(): Iterable<LiveMatch> {
    return this.registry.all();
  }

  /** Whether the server is stopping (no new work is taken). */
  get stopping(): boolean {
    return this.draining;
  }

  /** The live match, loaded from the store if this process does not hold it yet. In the match's queue. */
  obtain(id: string): Promise<Result<LiveMatch, WireError>> {
    return this.registry.obtain(id);
  }

  /** A match this process has just created and stored: held from now on. In the match's queue. */
  adopt(live: LiveMatch): Promise<void> {
    return this.registry.adopt(live);
  }

  /** Tells the live match (here) and the other processes that its seats, start or rematch changed. In the match's queue. */
  async seatsChanged(id: string): Promise<void> {
    const live = this.registry.get(id);
    if (live) await this.registry.reseat(live);
    this.fanout.publish({ match: id, kind: 'seats' });
    this.events.emit((l) => l.tableChanged?.(id));
  }

  /** The parts around the game listen here (see events.ts). */
  listen(listener: TableListener): void {
    this.events.listen(listener);
  }

  /**
   * A move by the seat that `token` holds, made at position `seq`. The token
   * is checked against the seats held here, and again by the store as the
   * move is stored: a seat left through another process is closed to it at once.
   */
  async play(
    id: string,
    token: string,
    seq: number,
    move: unknown,
  ): Promise<Result<{ seq: number }, WireError>> {
    if (this.draining) return err(stoppingError());
    const started = performance.now();
    const answer = await this.inMatch(id, async () => {
      const live = await this.registry.obtain(id);
      if (!live.ok) return live;
      const seat = await this.seatOf(live.value, token);
      if (seat === null) return badToken();
      return this.accept(live.value, seat, seq, move, { seat, tokenHash: hashToken(token) });
    });
    this.observer.moveAnswered(performance.now() - started, answer.ok);
    return answer;
  }

  /** The seat a token holds; seats are read again from the store once, in case another process just seated it. */
  async seatOf(live: LiveMatch, token: string): Promise<number | null> {
    const seat = live.seatOf(token);
    if (seat !== null) return seat;
    await this.registry.reseat(live);
    return live.seatOf(token);
  }

  /**
   * The heart of it: check through the engine, store, then tell. Runs in the
   * match's queue. A person's move names its `holder`, which the store checks.
   */
  private async accept(
    live: LiveMatch,
    seat: number,
    seq: number,
    raw: unknown,
    holder?: SeatHolder,
  ): Promise<Result<{ seq: number }, WireError>> {
    if (seq > live.seq) await this.registry.catchUp(live); // another process may be ahead of this one
    if (live.ended !== null) return err(wireError('move/game-over', 'the game has ended'));
    if (live.waiting) {
      return err(wireError('match/not-started', 'the game waits for its players: nobody may move yet'));
    }
    if (seq !== live.seq) {
      return err(
        wireError('match/stale', `the match is at position ${live.seq}, this move was made at ${seq}`),
      );
    }
    const from = live.seq;
    let played: Result<readonly LogEntry<Move>[], GameError>;
    try {
      const answer = this.rules.play(live.module, live.match, seat, raw, shareOf(live.meta));
      // A cheap game's move is answered at once: the hot path takes no extra turn of the event loop.
      played = answer instanceof Promise ? await answer : answer;
    } catch (error) {
      // Rules that threw mid-move here leave a state not to be trusted; in a worker, they left it untouched.
      if (!(error instanceof RulesFailedElsewhere)) this.registry.drop(live);
      throw error;
    }
    if (!played.ok) return err(fromGameError(played.error));
    const moves = played.value.map((entry, i) => ({ seq: from + i, actor: entry.player, move: entry.move }));
    let stored: AppendOutcome;
    try {
      stored = await this.store.appendMoves(live.id, from, moves, live.position(this.now()), holder);
    } catch (error) {
      this.registry.drop(live); // not stored, so not accepted: forget it
      throw error;
    }
    if (stored === 'revoked') {
      // The seat was left (through another process, whose notice has not come yet): the move never happened.
      await this.registry.rebuild(live);
      await this.registry.reseat(live);
      return badToken();
    }
    if (stored === 'conflict') {
      // Another process took this position: our copy follows the store, and our followers hear its moves.
      await this.registry.rebuild(live);
      this.advanced(live, from, false);
      return err(wireError('match/stale', 'another move was accepted at this position first'));
    }
    this.observer.moveStored();
    this.advanced(live, from, true);
    return ok({ seq: live.seq });
  }

  /** A move the server makes for a seat: its bot's, or a random one when its live clock ran out. */
  private async actFor(live: LiveMatch, seat: number, seq: number, move: unknown): Promise<void> {
    const done = await this.inMatch(live.id, async () => this.accept(live, seat, seq, move));
    if (!done.ok && done.error.code !== 'match/stale') {
      this.log.warn(
        `match ${live.id}: the server's move for seat ${seat} was refused: ${done.error.message}`,
      );
    }
    // Whatever happened, someone may still need to act.
    this.drivers.consider(live);
    this.registry.letGoWhenIdle(live);
  }

  private started(live: LiveMatch): void {
    this.clocks.arm(live);
    this.drivers.consider(live);
  }

  /** After moves from `from` on: every follower gets its update; here-made moves are announced to other processes. */
  private advanced(live: LiveMatch, from: number, here: boolean): void {
    live.movedAt = this.now();
    this.clocks.arm(live);
    broadcast(live, (viewer) => updateFrame(live, viewer, from));
    this.events.emit((l) => l.moved?.(live, from, here));
    if (!here) return;
    this.fanout.publish({ match: live.id, kind: 'moves' });
    this.drivers.consider(live);
  }

  /** The server ended the match here (a clock ran out): the followers see the end, and so do other processes. */
  private endedHere(live: LiveMatch): void {
    this.clocks.clear(live);
    broadcast(live, (viewer) => updateFrame(live, viewer, live.seq));
    this.fanout.publish({ match: live.id, kind: 'seats' });
    this.events.emit((l) => l.tableChanged?.(live.id));
  }

  /**
   * Seats changed: followers of a seat whose token no longer holds it are cut
   * off; everyone gets the new table, and the new position when who may act
   * changed with it (the match started, or another process ended it).
   */
  reseated(live: LiveMatch, moved = false): void {
    const following = live.subscribers.size;
    for (const subscriber of live.subscribers) {
      if (subscriber.tokenHash === null || subscriber.viewer === 'spectator') continue;
      const seat = live.seats[subscriber.viewer];
      if (seat?.tokenHash !== subscriber.tokenHash) {
        live.subscribers.delete(subscriber);
        subscriber.sink.ended(
          live.id,
          wireError('auth/bad-token', 'this seat was left; its token is no longer valid'),
        );
      }
    }
    this.clocks.arm(live);
    if (moved) broadcast(live, (viewer) => updateFrame(live, viewer, live.seq));
    broadcast(live, () => infoFrame(live));
    if (live.subscribers.size !== following) this.events.emit((l) => l.followers?.(live));
    this.drivers.consider(live);
    this.registry.letGoWhenIdle(live);
  }

  /**
   * Follows a match: as the token's seat, or as a spectator without a token
   * (subscribe.ts). `replaces` ends an older subscription at the same moment, only if this one is granted.
   */
  subscribe(id: string, request: SubscribeRequest, sink: Sink): Promise<Result<Subscription, WireError>> {
    if (this.draining) return Promise.resolve(err(stoppingError()));
    return this.inMatch(id, () =>
      follow(this, id, request, sink, {
        came: (live, subscriber) => {
          this.events.emit((l) => l.followers?.(live, subscriber));
          // A reconnecting player may find a bot whose process went away: make sure someone plays it.
          this.drivers.consider(live);
        },
        went: (live, subscriber) => {
          if (live.subscribers.delete(subscriber)) this.events.emit((l) => l.followers?.(live));
          this.registry.letGoWhenIdle(live);
        },
      }),
    );
  }

  stats() {
    let subscribers = 0;
    for (const live of this.registry.all()) subscribers += live.subscribers.size;
    return { liveMatches: this.registry.size, subscribers, botTasksQueued: this.botRunner.queued() };
  }

  /**
   * Stops taking work and finishes what is under way: no new move or
   * subscription, no turn timer, no new bot; bots thinking now may finish
   * within `graceMs` (their moves are stored), the rest are abandoned, never
   * played at random; then every match's queue is let run dry.
   */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    this.clocks.clearAll();
    this.drivers.stop();
    await this.botRunner.drain(graceMs);
    await this.drivers.settle();
    await this.queue.idle();
  }

  /** Drains at once (bots thinking are abandoned), then closes the workers, the fanout and the store. */
  async close(): Promise<void> {
    await this.drain(0);
    this.registry.close();
    await this.botRunner.close();
    await this.rules.close();
    await this.fanout.close();
    await this.store.close();
  }
}

function badToken(): Result<never, WireError> {
  return err(wireError('auth/bad-token', 'this token holds no seat in this match'));
}

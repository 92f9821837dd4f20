/**
 * How the service asks a bot for a move: a task holding exactly what the
 * bot's seat may know (its view and its legal moves), never the state.
 */

import { type AnyBot, createBot } from '@gameshelf/bots';
import { type AnyGameModule, Rng, type SeenMove } from '@gameshelf/engine';

export interface BotTask {
  readonly game: string;
  /** The bot spec of the seat (`easy`, `greedy`, `ismcts:500`). */
  readonly bot: string;
  readonly player: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** The bot's own random seed for this decision. */
  readonly seed: string;
  /**
   * The server's cap on thinking for one move (ms): the generic bots stop at
   * it whatever their budget (`ismcts:9999999` included); see service/bot-limits.ts.
   */
  readonly thinkMs: number;
  /** The match so far as the seat saw it, for bots that keep their search tree between moves. */
  readonly history?: readonly SeenMove[];
}

/**
 * Whose bot work a task is: tasks are served fairly across the addresses
 * matches were created from, then across their clients (not part of what the bot sees).
 */
export interface BotTurn {
  /** The opaque id of the client that created the match (see http/client.ts). */
  readonly client: string;
  /** The (hashed) address it was created from (http/client.ts `addressOf`); the client's when unknown. */
  readonly address?: string;
}

export interface BotRunner {
  /** The chosen move; rejects if the bot cannot be built or fails, or the runner is stopping. */
  choose(task: BotTask, turn?: BotTurn): Promise<unknown>;
  /** Tasks waiting for a worker. */
  queued(): number;
  /**
   * Stops taking tasks: waiting ones fail at once; running ones may finish
   * within `graceMs`, and fail after it.
   */
  drain(graceMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Builds bots once per game and spec and asks them; used inside the worker threads and by in-memory tests. */
export class BotCache {
  private readonly bots = new Map<string, AnyBot>();
  private readonly find: (game: string) => AnyGameModule | undefined;

  constructor(find: (game: string) => AnyGameModule | undefined) {
    this.find = find;
  }

  choose(task: BotTask): unknown {
    const key = `${task.game}\u0000${task.bot}\u0000${task.thinkMs}`;
    let bot = this.bots.get(key);
    if (!bot) {
      const module = this.find(task.game);
      if (!module) throw new Error(`no game ${task.game}`);
      const built = createBot(module, task.bot, { timeMs: task.thinkMs });
      if (!built.ok) throw new Error(`${built.error.code}: ${built.error.message}`);
      bot = built.value;
      this.bots.set(key, bot);
    }
    return bot.choose({
      view: task.view,
      player: task.player,
      legal: task.legal,
      rng: Rng.fromSeed(task.seed),
      ...(task.history ? { history: task.history } : {}),
    });
  }
}

/** Bots on the calling thread: for tests of the service, where determinism matters more than latency. */
export class InlineBots implements BotRunner {
  private readonly cache: BotCache;

  constructor(find: (game: string) => AnyGameModule | undefined) {
    this.cache = new BotCache(find);
  }

  async choose(task: BotTask): Promise<unknown> {
    return this.cache.choose(task);
  }

  queued(): number {
    return 0;
  }

  async drain(): Promise<void> {}

  async close(): Promise<void> {}
}

/**
 * Plays the server's bot seats. When a bot must act, its task (its seat's
 * view and legal moves, nothing more) goes to the bot runner (worker
 * threads, shared fairly between the addresses the matches were created
 * from, and within one address between its clients), and
 * the chosen move comes back through the same path as a person's, checked
 * by the engine. A short delay between bot moves lets people watch a match
 * of bots live.
 *
 * When the server stops, no bot starts thinking any more; a bot already
 * thinking may finish (its move is stored like any other), and one that
 * does not finish in time is abandoned: its seat has no move made for it,
 * and its match's bot thinks again wherever the match is next loaded.
 */
import { randomInt } from 'node:crypto';
import { createBot } from '@gameshelf/bots';
import type { BotRunner } from '../bots/runner.ts';
import { newSeed } from '../ids.ts';
import { shareOf } from '../store/rows.ts';
import type { GameCatalog } from './catalog.ts';
import type { LiveMatch } from './live-match.ts';

export type Act = (live: LiveMatch, seat: number, seq: number, move: unknown) => Promise<void>;

/** Whether the bot of a spec in a game uses the match's history (a search that keeps its tree). */
export type WantsHistory = (game: string, spec: string) => boolean;

export class BotDriver {
  private readonly runner: BotRunner;
  /** The cap on a bot's thinking per move, handed to every task (bot-limits.ts). */
  private readonly thinkMs: number;
  private readonly delayMs: number;
  private readonly act: Act;
  private readonly warn: (message: string) => void;
  private readonly wantsHistory: WantsHistory;
  /** Bots about to think (in their delay), by match. */
  private readonly delays = new Map<LiveMatch, NodeJS.Timeout>();
  /** Bots thinking now, until their move is made or abandoned. */
  private readonly thinking = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    runner: BotRunner,
    thinkMs: number,
    delayMs: number,
    act: Act,
    warn: (message: string) => void,
    wantsHistory: WantsHistory = () => false,
  ) {
    this.runner = runner;
    this.thinkMs = thinkMs;
    this.wantsHistory = wantsHistory;
    this.delayMs = delayMs;
    this.act = act;
    this.warn = warn;
  }

  /** Starts the bot that must act now, unless one of this match is already thinking or the server is stopping. */
  consider(live: LiveMatch): void {
    if (this.stopped || live.botThinking || live.botsToAct().length === 0) return;
    live.botThinking = true;
    const timer = setTimeout(() => {
      this.delays.delete(live);
      const thought = this.think(live);
      this.thinking.add(thought);
      void thought.finally(() => this.thinking.delete(thought));
    }, this.delayMs);
    this.delays.set(live, timer);
  }

  /** No bot starts thinking from now on; those waiting out their delay never start. */
  stop(): void {
    this.stopped = true;
    for (const [live, timer] of this.delays) {
      clearTimeout(timer);
      live.botThinking = false;
    }
    this.delays.clear();
  }

  /** Resolves once every bot thinking now has made its move or been abandoned. */
  async settle(): Promise<void> {
    await Promise.all(this.thinking);
  }

  private async think(live: LiveMatch): Promise<void> {
    // The position is read after the delay: a person may have moved meanwhile.
    const seat = live.botsToAct()[0];
    const spec = seat === undefined ? null : live.seats[seat]?.bot;
    if (seat === undefined || !spec) {
      live.botThinking = false;
      return;
    }
    const seq = live.seq;
    const decision = live.match.decisionFor(seat, this.wantsHistory(live.meta.game, spec));
    const { legal } = decision;
    // In the workers' turns: the match's address first, then its client (N accounts on one address share one turn).
    const share = shareOf(live.meta);
    let move: unknown;
    try {
      move = await this.runner.choose(
        { game: live.meta.game, bot: spec, seed: newSeed(), thinkMs: this.thinkMs, ...decision },
        { address: share[0], client: share[1] },
      );
    } catch (error) {
      if (this.stopped) {
        // Stopping: the move is abandoned, never made up. The bot thinks again when the match is next loaded.
        live.botThinking = false;
        return;
      }
      this.warn(`bot ${spec} failed in match ${live.id} (${String(error)}); playing a random legal move`);
      move = legal[randomInt(legal.length)];
    }
    live.botThinking = false;
    await this.act(live, seat, seq, move);
  }
}

/** A random legal move, for a seat whose turn timer ran out. */
export function randomLegalMove(live: LiveMatch, seat: number): unknown {
  const legal = live.match.legalMoves(seat);
  return legal[randomInt(legal.length)];
}

/** Asks each game's bot once whether it uses the history (the answer depends only on the game and the spec). */
export function historyWanted(catalog: GameCatalog): WantsHistory {
  const known = new Map<string, boolean>();
  return (game, spec) => {
    const key = `${game}\u0000${spec}`;
    let wants = known.get(key);
    if (wants === undefined) {
      const module = catalog.find(game);
      const bot = module.ok ? createBot(module.value, spec) : null;
      wants = bot?.ok === true && bot.value.wantsHistory === true;
      known.set(key, wants);
    }
    return wants;
  };
}

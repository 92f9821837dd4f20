/**
 * How much of the server's bot time one match and one client may take. Bot
 * time is the scarce thing a stranger can ask for without limit: a spec such
 * as `ismcts:999999ms` would hold a worker for a quarter of an hour a move,
 * and a client could start as many such matches as it liked. So a bot's
 * thinking per move is capped:
 * - a spec asking for more time than the cap is refused, naming the cap;
 * - the generic bots are given the cap as a deadline (`BotBounds`): IS-MCTS
 *   with an iteration budget (`ismcts:9999999`) stops searching at the cap;
 * - a game's own bots keep no deadline, so their budgets are held to the
 *   game's own calibration, the budgets its levels give them (`shooter:40`
 *   for Smashdodes' hard level; `shooter:1000` is refused, naming the cap);
 * - whatever a spec says, the worker stops a bot at the cap and a grace.
 * A client may have only so many live matches with server bots at once.
 * Which bot work runs first is fair across addresses, then clients (see workers/pool.ts).
 */
import { type BotSpec, createBot, parseBotSpec, type ResolvedBotSpec, resolveBotSpec } from '@gameshelf/bots';
import { type AnyGameModule, err, ok, type Result } from '@gameshelf/engine';
import { fromGameError, type WireError, wireError } from '@gameshelf/protocol';

export interface BotLimits {
  /** The longest one bot move may take, in ms. */
  readonly thinkMs: number;
  /** Live matches with server bots (not over; held here, or moved on any process within the idle time) one client may have at once. */
  readonly matchesPerClient: number;
}

export const DEFAULT_BOT_LIMITS: BotLimits = { thinkMs: 2000, matchesPerClient: 10 };

/** How long past its cap a bot may run before its worker is stopped: a busy machine is slower than a quiet one. */
export const BOT_GRACE_MS = 2000;

/** The hard limit on one bot task in a worker. */
export function botTimeoutMs(limits: BotLimits): number {
  return limits.thinkMs + BOT_GRACE_MS;
}

/**
 * The time per move a spec asks for, when it says (`ismcts:500ms`, or a
 * level that resolves to one); null for budgets counted otherwise (iterations,
 * candidates), which the deadline or the levels hold (`checkBot`).
 */
export function thinkTimeAsked(module: AnyGameModule, spec: string): number | null {
  const resolved = resolveBotSpec(module, spec);
  if (!resolved.ok) return null;
  const budget = /^(\d+)ms$/.exec(resolved.value.arg?.split(':')[0] ?? '');
  return budget ? Number(budget[1]) : null;
}

/** The specs a game's levels give its own bot `name` (`shooter:8`, `shooter:40`). */
function levelsOf(module: AnyGameModule, name: string): BotSpec[] {
  return Object.values(module.levels ?? {}).flatMap((level) => {
    const spec = parseBotSpec(level);
    return spec.ok && spec.value.name === name ? [spec.value] : [];
  });
}

/**
 * Whether a game's own bot (which keeps no deadline) asks for no more than
 * the game's levels give it: its default budget (no argument), a level's
 * own argument, or a number no larger than one a level gives it. The levels
 * are the game's calibration of what is worth waiting for; the server cannot
 * tell what any other argument costs.
 */
function withinLevels(module: AnyGameModule, bot: ResolvedBotSpec): boolean {
  if (bot.arg === undefined) return true;
  const asked = Number(bot.arg);
  return levelsOf(module, bot.name).some(({ arg }) => {
    if (arg === undefined) return false;
    return arg === bot.arg || (Number.isFinite(asked) && asked <= Number(arg));
  });
}

function overBudget(limits: BotLimits, why: string): WireError {
  return wireError(
    'bot/over-budget',
    `this server lets a bot think at most ${limits.thinkMs} ms a move; ${why}`,
  );
}

/**
 * A bot spec a seat may be given here: one the bots package builds for this
 * game, whose thinking the cap holds (see the top of this file).
 */
export function checkBot(module: AnyGameModule, spec: string, limits: BotLimits): Result<void, WireError> {
  const bot = createBot(module, spec);
  if (!bot.ok) return err(fromGameError(bot.error));
  const resolved = resolveBotSpec(module, spec);
  if (!resolved.ok) return err(fromGameError(resolved.error));
  const asked = thinkTimeAsked(module, spec);
  if (asked !== null && asked > limits.thinkMs)
    return err(overBudget(limits, `${spec} asks for ${asked} ms`));
  const { name, own } = resolved.value;
  if (own && !withinLevels(module, resolved.value)) {
    const levels = levelsOf(module, name).map((l) => (l.arg === undefined ? l.name : `${l.name}:${l.arg}`));
    const calibrated = levels.length === 0 ? name : levels.join(', ');
    return err(
      overBudget(
        limits,
        `${spec} may think longer: ${module.game.name}'s own ${name} bot plays here at most as its levels do (${calibrated})`,
      ),
    );
  }
  return ok(undefined);
}

/**
 * The `Retry-After` of `bot/too-many-matches` (HTTP), in seconds. The limit
 * lifts as soon as one of the client's bot matches ends or is left (leaving
 * frees its place at once), which the server cannot foresee: a client that
 * does neither is asked to wait a minute, the window of the HTTP rate
 * limits, rather than to ask again at once.
 */
export const BOT_MATCHES_RETRY_SECONDS = 60;

export function tooManyBotMatches(limits: BotLimits): WireError {
  return wireError(
    'bot/too-many-matches',
    `at most ${limits.matchesPerClient} live matches with server bots at once; finish or leave one first, or try again in ${BOT_MATCHES_RETRY_SECONDS} s`,
  );
}

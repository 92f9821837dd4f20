/**
 * How much of the server's bot time one match and one client may take. Bot
 * time is the scarce thing a stranger can ask for without limit: a spec such
 * as `ismcts:999999ms` would hold a worker for a quarter of an hour a move,
 * and a client could start as many such matches as it liked. So a bot's
 * thinking per move is capped (a spec asking for more is refused, naming the
 * cap; whatever a spec says, the worker stops a bot at the cap and a grace),
 * and a client may have only so many live matches with server bots at once.
 * Which bot work runs first is fair across clients (see workers/pool.ts).
 */
import { createBot, parseBotSpec } from '@gameshelf/bots';
import { type AnyGameModule, err, isLevel, ok, type Result } from '@gameshelf/engine';
import { fromGameError, type WireError, wireError } from '@gameshelf/protocol';

export interface BotLimits {
  /** The longest one bot move may take, in ms. */
  readonly thinkMs: number;
  /** Live matches with server bots (held by this process, not over) one client may have at once. */
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
 * candidates), which only the cap at run time holds.
 */
export function thinkTimeAsked(module: AnyGameModule, spec: string): number | null {
  const parsed = parseBotSpec(spec);
  if (!parsed.ok) return null;
  let { name, arg } = parsed.value;
  if (isLevel(name) && arg === undefined) {
    const level = module.levels?.[name];
    const inner = level === undefined ? null : parseBotSpec(level);
    if (!inner?.ok) return null;
    ({ name, arg } = inner.value);
  }
  const budget = /^(\d+)ms$/.exec(arg?.split(':')[0] ?? '');
  return budget ? Number(budget[1]) : null;
}

/** A bot spec a seat may be given here: one the bots package builds for this game, within the cap. */
export function checkBot(module: AnyGameModule, spec: string, limits: BotLimits): Result<void, WireError> {
  const bot = createBot(module, spec);
  if (!bot.ok) return err(fromGameError(bot.error));
  const asked = thinkTimeAsked(module, spec);
  if (asked !== null && asked > limits.thinkMs) {
    return err(
      wireError(
        'bot/over-budget',
        `this server lets a bot think at most ${limits.thinkMs} ms a move; ${spec} asks for ${asked} ms`,
      ),
    );
  }
  return ok(undefined);
}

export function tooManyBotMatches(limits: BotLimits): WireError {
  return wireError(
    'bot/too-many-matches',
    `at most ${limits.matchesPerClient} live matches with server bots at once; finish or leave one first`,
  );
}

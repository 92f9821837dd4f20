import {
  type AnyGameModule,
  type Bot,
  type BotFactory,
  err,
  type GameError,
  gameError,
  isLevel,
  offeredLevels,
  ok,
  type Result,
} from '@gameshelf/engine';
import { DEFAULT_SEARCH, ismctsBot, parseBudget } from './ismcts/bot.ts';
import { randomBot } from './random.ts';

// biome-ignore lint/suspicious/noExplicitAny: factories are erased to work on any game
type AnyBotFactory = BotFactory<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: erased
export type AnyBot = Bot<any, any>;
type AnyBotContext = Parameters<AnyBotFactory>[0];

/**
 * What whoever runs a bot may impose on it whatever its spec says: `timeMs`,
 * the longest it may think for one move (a server's cap). The generic bots
 * keep it (random answers at once; IS-MCTS stops searching at it, whatever
 * its budget); a game's own bots are built from their spec alone.
 */
export interface BotBounds {
  readonly timeMs?: number;
}

/** Bots that play any game through the engine contract alone, within the bounds they are given. */
const GENERIC: Readonly<
  Record<string, (context: AnyBotContext, bounds: BotBounds) => ReturnType<AnyBotFactory>>
> = {
  random: randomBot,
  ismcts: ({ module, arg }, bounds) => {
    const budget = parseBudget(arg, { ...DEFAULT_SEARCH, ...module.search });
    if (!budget.ok) return budget;
    const timeMs = Math.min(budget.value.timeMs, bounds.timeMs ?? Number.POSITIVE_INFINITY);
    return ok(ismctsBot(module, { ...budget.value, timeMs }, arg ? `ismcts:${arg}` : 'ismcts'));
  },
};

export interface BotSpec {
  readonly name: string;
  readonly arg?: string;
}

const SPEC = /^([a-z][a-z0-9-]*)(?::([A-Za-z0-9._:=-]+))?$/;

/** Parses `name` or `name:arg` (e.g. `ismcts:1000`); levels (`easy`, `medium`, `hard`) are resolved per game. */
export function parseBotSpec(text: string): Result<BotSpec, GameError> {
  const [, name, arg] = SPEC.exec(text.trim()) ?? [];
  if (name === undefined)
    return err(
      gameError('bot/invalid', `not a bot spec: ${JSON.stringify(text)} (expected name or name:arg)`),
    );
  return { ok: true, value: arg === undefined ? { name } : { name, arg } };
}

/** The names of the bots that can play a game: its own and the generic ones, plus the levels. */
export function botNames(module: AnyGameModule): string[] {
  return [...new Set([...Object.keys(module.bots), ...Object.keys(GENERIC), ...offeredLevels(module)])];
}

/** A spec as a game reads it: a level replaced by the spec it stands for, and whose bot it names. */
export interface ResolvedBotSpec extends BotSpec {
  /** The game's own bot (which keeps no `BotBounds`), rather than a generic one. */
  readonly own: boolean;
}

/** Reads a spec for a game: its level resolved, its bot found among the game's own, then the generic ones. */
export function resolveBotSpec(module: AnyGameModule, text: string): Result<ResolvedBotSpec, GameError> {
  const spec = parseBotSpec(text);
  if (!spec.ok) return spec;
  let { name, arg } = spec.value;
  if (isLevel(name) && arg === undefined) {
    const level = module.levels?.[name];
    if (!level) return err(gameError('bot/unknown', `${module.game.name} has no ${name} level`));
    const inner = parseBotSpec(level);
    if (!inner.ok) return inner;
    ({ name, arg } = inner.value);
  }
  const own = module.bots[name] !== undefined;
  if (!own && GENERIC[name] === undefined) {
    return err(
      gameError(
        'bot/unknown',
        `no bot ${JSON.stringify(name)} for ${module.game.id} (bots: ${botNames(module).join(', ')})`,
      ),
    );
  }
  return ok(arg === undefined ? { name, own } : { name, arg, own });
}

/**
 * Builds a bot for a game from its spec: the game's own bots first, then the
 * generic ones, which keep `bounds`.
 */
export function createBot(
  module: AnyGameModule,
  text: string,
  bounds: BotBounds = {},
): Result<AnyBot, GameError> {
  const spec = resolveBotSpec(module, text);
  if (!spec.ok) return spec;
  const { name, arg } = spec.value;
  const context = arg === undefined ? { game: module.game, module } : { game: module.game, module, arg };
  const own = module.bots[name];
  if (own) return own(context);
  const generic = GENERIC[name];
  return generic ? generic(context, bounds) : err(gameError('bot/unknown', `no bot ${JSON.stringify(name)}`));
}

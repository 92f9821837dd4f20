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

/** Bots that play any game through the engine contract alone. */
const GENERIC: Readonly<Record<string, AnyBotFactory>> = {
  random: randomBot,
  ismcts: ({ module, arg }) => {
    const budget = parseBudget(arg, { ...DEFAULT_SEARCH, ...module.search });
    return budget.ok ? ok(ismctsBot(module, budget.value, arg ? `ismcts:${arg}` : 'ismcts')) : budget;
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

/** Builds a bot for a game from its spec: the game's own bots first, then the generic ones. */
export function createBot(module: AnyGameModule, text: string): Result<AnyBot, GameError> {
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
  const factory = module.bots[name] ?? GENERIC[name];
  if (!factory) {
    return err(
      gameError(
        'bot/unknown',
        `no bot ${JSON.stringify(name)} for ${module.game.id} (bots: ${botNames(module).join(', ')})`,
      ),
    );
  }
  return factory(arg === undefined ? { game: module.game, module } : { game: module.game, module, arg });
}

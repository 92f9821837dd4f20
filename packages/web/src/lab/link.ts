/**
 * An experiment as a link: the lab page's query, in the command line's
 * words (`gameshelf lab <game> --games 200 --seed 7 --bots hard,random
 * --option k=v --vs k=v`): `?games=200&seed=7&players=2&bots=hard,random&
 * option=k%3Dv&mode=compare&vs=k%3Dv`. Options at their defaults are left
 * out. A link is untrusted input: what it says that the game refuses (an
 * unknown option, a bot the game has not) is dropped, and the form shows
 * the rest with the defaults.
 */
import {
  type AnyGameModule,
  defaultPlayerCount,
  type OptionValue,
  parseOptionValues,
} from '@gameshelf/engine';
import { defaultBots } from '@gameshelf/lab/core';
import {
  defaultChoice,
  LAB_MODES,
  type LabChoice,
  type LabMode,
  MAX_SEED_LENGTH,
  MAX_WEB_GAMES,
  playableBot,
  vsOptions,
} from './choice.ts';

const pair = (name: string, value: OptionValue) => `${name}=${String(value)}`;

/** The query (without `?`) that reopens this experiment. */
export function choiceQuery(module: AnyGameModule, choice: LabChoice): string {
  const query = new URLSearchParams();
  query.set('games', String(choice.games));
  query.set('seed', choice.seed);
  query.set('players', String(choice.players));
  query.set('bots', choice.bots.join(','));
  for (const spec of module.game.options) {
    const value = choice.options[spec.name];
    if (value !== undefined && value !== spec.default) query.append('option', pair(spec.name, value));
  }
  if (choice.mode !== 'one') query.set('mode', choice.mode);
  if (choice.mode === 'compare')
    for (const [name, value] of Object.entries(vsOptions(choice))) query.append('vs', pair(name, value));
  return query.toString();
}

/** `k=v` pairs applied one by one over `base`: a pair the game refuses is left out. */
function withPairs(
  module: AnyGameModule,
  base: Readonly<Record<string, OptionValue>>,
  pairs: readonly string[],
): Record<string, OptionValue> {
  let options = { ...base };
  for (const text of pairs) {
    const at = text.indexOf('=');
    if (at < 1) continue;
    const parsed = parseOptionValues(module.game.options, {
      ...options,
      [text.slice(0, at)]: text.slice(at + 1),
    });
    if (parsed.ok) options = parsed.value;
  }
  return options;
}

const isMode = (text: string | null): text is LabMode => LAB_MODES.some((m) => m === text);

/** The choices a query asks for, over the defaults. */
export function choiceFromQuery(module: AnyGameModule, search: string): LabChoice {
  const query = new URLSearchParams(search);
  const fallback = defaultChoice(module);
  const options = withPairs(module, fallback.options, query.getAll('option'));
  const players = Number(query.get('players'));
  const bots = (query.get('bots') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b !== '' && playableBot(module, b));
  const games = Number(query.get('games'));
  const seed = query.get('seed') ?? '';
  const mode = query.get('mode');
  const report = mode === 'report';
  return {
    players:
      Number.isInteger(players) && module.game.checkSetup(players, options).ok
        ? players
        : defaultPlayerCount(module.game, options),
    options,
    vs: withPairs(module, options, query.getAll('vs')),
    // No bots named: the mode's default, as on the command line (a designer report plays the hard level).
    bots: bots.length > 0 ? bots : report ? defaultBots(module, true) : fallback.bots,
    games: Number.isInteger(games) && games >= 1 && games <= MAX_WEB_GAMES ? games : fallback.games,
    seed: seed.trim() !== '' && seed.length <= MAX_SEED_LENGTH ? seed : fallback.seed,
    mode: isMode(mode) ? mode : fallback.mode,
  };
}

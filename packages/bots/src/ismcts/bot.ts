import {
  type AnyGameModule,
  type Bot,
  err,
  type GameError,
  gameError,
  ok,
  type Result,
} from '@gameshelf/engine';
import { TreeKeeper } from './reuse.ts';
import { type SearchOptions, search } from './search.ts';

export const DEFAULT_SEARCH: SearchOptions = {
  iterations: 1000,
  timeMs: Number.POSITIVE_INFINITY,
  exploration: 0.7,
  rolloutDepth: 8,
  priorWeight: 1,
  reuse: true,
  opponentPolicy: false,
};

const bad = (why: string) =>
  err(
    gameError(
      'bot/invalid',
      `ismcts takes a budget and settings: ismcts:1000, ismcts:200ms, ismcts:1000:c=0.5:d=12:p=2:r=0:o=1 (${why})`,
    ),
  );

/**
 * The search settings from a bot spec's argument (none: `defaults`, the
 * engine's or a game's own): a budget, `1000` (iterations) or `200ms` (time
 * per move), then optional
 * `c=` (exploration), `d=` (rollout decisions before the game's evaluation),
 * `p=` (weight of the game's own policy as a prior), `r=0` (a fresh tree
 * at every decision instead of the one kept from the last) and `o=1` or
 * `o=0` (the other players play the game's policy in the tree, or are
 * searched like the bot's own decisions). An iteration budget
 * is never cut short by the clock, so a seed gives the same moves on any
 * machine; a time budget trades that for a bound on time.
 */
export function parseBudget(
  arg: string | undefined,
  defaults: SearchOptions = DEFAULT_SEARCH,
): Result<SearchOptions, GameError> {
  if (arg === undefined) return ok(defaults);
  const [budget, ...settings] = arg.split(':');
  let options: SearchOptions = defaults;
  const iterations = /^(\d{1,7})$/.exec(budget ?? '');
  const time = /^(\d{1,6})ms$/.exec(budget ?? '');
  if (iterations) options = { ...options, iterations: Math.max(1, Number(iterations[1])) };
  else if (time)
    options = { ...options, iterations: Number.MAX_SAFE_INTEGER, timeMs: Math.max(1, Number(time[1])) };
  else return bad(`bad budget ${JSON.stringify(budget)}`);
  for (const setting of settings) {
    const m = /^([cdpro])=(\d{1,4}(?:\.\d{1,4})?)$/.exec(setting);
    if (!m) return bad(`bad setting ${JSON.stringify(setting)}`);
    const value = Number(m[2]);
    if (m[1] === 'r' || m[1] === 'o') {
      if (value !== 0 && value !== 1) return bad(`${m[1]} is 0 or 1, not ${m[2]}`);
      options =
        m[1] === 'r' ? { ...options, reuse: value === 1 } : { ...options, opponentPolicy: value === 1 };
    } else if (m[1] === 'c') options = { ...options, exploration: value };
    else if (m[1] === 'd') options = { ...options, rolloutDepth: Math.floor(value) };
    else options = { ...options, priorWeight: value };
  }
  return ok(options);
}

export function ismctsBot(
  module: AnyGameModule,
  options: SearchOptions,
  name: string,
): Bot<unknown, unknown> {
  const trees = new TreeKeeper();
  return {
    name,
    wantsHistory: options.reuse,
    choose: ({ view, player, legal, rng, history }) => {
      if (legal.length === 1) return legal[0];
      const kept = options.reuse && history ? trees.take(player, history) : undefined;
      const found = search(module, view, player, legal, rng, options, kept);
      if (options.reuse && history) trees.keep(player, history, found.root, found.move);
      return found.move;
    },
  };
}

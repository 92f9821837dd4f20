/**
 * The `greedy` bot: one ply, one look. It takes a spread of candidate shots
 * (as the shooter does: every legal choice of die and target gets its turn
 * before any gets a second), simulates each once with the execution error
 * the table would draw (SD-13), and plays the one that leaves the best
 * position (score.ts); skipping, when allowed, is scored as the position
 * stands. No second looks: a shot that is good only with luck can fool it,
 * which the shooter's repeated trials catch. About a tenth of the
 * shooter's simulations.
 *
 * `greedy:N` tries N candidates (default 12).
 */
import { type Bot, type BotFactory, fail, ok } from '@gameshelf/engine';
import type { SmashMove, SmashOptions, SmashState, SmashView } from '../types.ts';
import { chooseShot } from './shooter.ts';

export const GREEDY_CANDIDATES = 12;

export const greedy: BotFactory<SmashState, SmashMove, SmashView, SmashOptions> = ({ arg }) => {
  const candidates = arg === undefined ? GREEDY_CANDIDATES : Number(arg);
  if (!Number.isInteger(candidates) || candidates < 1 || candidates > 1000)
    return fail(
      'bot/invalid',
      `greedy:N needs a number of candidates from 1 to 1000, not ${JSON.stringify(arg)}`,
    );
  // Every candidate is a finalist with no further trials: the best single look wins.
  const search = { candidates, firstTrials: 1, finalists: candidates, finalTrials: 0 };
  const bot: Bot<SmashView, SmashMove> = {
    name: arg === undefined ? 'greedy' : `greedy:${candidates}`,
    choose: ({ view, player, legal, rng }) => chooseShot(view, player, legal, rng, search),
  };
  return ok(bot);
};

/**
 * A hint: the move the medium bot would make for a person's seat, chosen
 * from exactly what a bot playing that seat would be given (the seat's own
 * view, its legal moves and, for a bot that wants it, the log as the seat
 * saw it), never more. It draws from a generator of its own, so asking for
 * one changes nothing in the match (the bots' generator is untouched), and
 * the same position gives the same hint. It is shown, never played.
 */
import { createBot } from '@gameshelf/bots/browser';
import { type AnyGameModule, type BotInput, type Level, type Player, Rng } from '@gameshelf/engine';
import type { HintAnswer } from '../session/table.ts';

/** The level whose move a hint shows. */
export const HINT_LEVEL: Level = 'medium';

/** The hint's own generator: one per match, position and seat. */
export function hintRng(seed: string, seq: number, seat: Player): Rng {
  return Rng.fromSeed(`${seed}/hint/${seq}/${seat}`);
}

/** What a bot for the seat is given, without its generator; with the log when the bot wants it. */
export type HintDecision = (withHistory: boolean) => Omit<BotInput<unknown, unknown>, 'rng'>;

/** The medium bot's move for the seat at `seq`, or why there is none. */
export function chooseHint(
  module: AnyGameModule,
  at: { readonly seat: Player; readonly seq: number },
  decide: HintDecision,
  rng: Rng,
): HintAnswer {
  const refused = (code: string, message: string): HintAnswer => ({
    ok: false,
    ...at,
    error: { code, message },
  });
  const bot = createBot(module, HINT_LEVEL);
  if (!bot.ok) return refused('hint/unavailable', bot.error.message);
  const decision = decide(bot.value.wantsHistory ?? false);
  if (decision.legal.length === 0) return refused('move/not-your-turn', 'the seat has no move to make now');
  try {
    return { ok: true, ...at, move: bot.value.choose({ ...decision, rng }) };
  } catch (error) {
    return refused('bot/invalid', `the hint's bot failed: ${String(error)}`);
  }
}

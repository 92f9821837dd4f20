/**
 * The time control asked for at creation, checked: a `clock` (live or
 * correspondence) or the older `turnSeconds`, not both; the bot that would
 * take a timed-out correspondence seat is checked like any bot seat. The
 * store keeps the seconds per move in `turn_seconds` for every clock, so a
 * deadline is found by one query (sweep.ts).
 */
import type { AnyGameModule } from '@gameshelf/engine';
import { err, ok, type Result } from '@gameshelf/engine';
import {
  type CreateMatchRequest,
  DEFAULT_TIMEOUT_BOT,
  moveMs,
  type TimeControl,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import { type BotLimits, checkBot } from '../service/bot-limits.ts';

export interface CheckedClock {
  readonly clock: TimeControl | null;
  readonly turnSeconds: number | null;
}

export function checkTimeControl(
  module: AnyGameModule,
  request: Pick<CreateMatchRequest, 'clock' | 'turnSeconds'>,
  limits: BotLimits,
): Result<CheckedClock, WireError> {
  const { clock, turnSeconds } = request;
  if (clock === undefined) return ok({ clock: null, turnSeconds: turnSeconds ?? null });
  if (turnSeconds !== undefined) {
    return err(wireError('options/invalid', 'give a clock or turnSeconds, not both'));
  }
  if (clock.kind === 'correspondence' && clock.onTimeout === 'bot') {
    const bot = checkBot(module, clock.bot ?? DEFAULT_TIMEOUT_BOT, limits);
    if (!bot.ok) return bot;
  }
  return ok({ clock, turnSeconds: moveMs(clock) / 1000 });
}

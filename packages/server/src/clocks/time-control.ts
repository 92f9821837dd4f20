/**
 * The time control asked for at creation, checked: a `clock` (live or
 * correspondence) or the older `turnSeconds`, not both; the bot that would
 * take a timed-out correspondence seat is checked like any bot seat. The
 * store keeps the seconds per move in `turn_seconds` for every clock, so a
 * deadline is found by one query (sweep.ts).
 */
import { err, ok, type Result } from '@gameshelf/engine';
import {
  type CreateMatchRequest,
  DEFAULT_TIMEOUT_BOT,
  moveMs,
  type TimeControl,
  type WireError,
  wireError,
} from '@gameshelf/protocol';

export interface CheckedClock {
  readonly clock: TimeControl | null;
  readonly turnSeconds: number | null;
}

/** `checkBot` says whether a bot spec may play here (the service's check against its cap on bot time). */
export function checkTimeControl(
  request: Pick<CreateMatchRequest, 'clock' | 'turnSeconds'>,
  checkBot: (spec: string) => Result<unknown, WireError>,
): Result<CheckedClock, WireError> {
  const { clock, turnSeconds } = request;
  if (clock === undefined) return ok({ clock: null, turnSeconds: turnSeconds ?? null });
  if (turnSeconds !== undefined) {
    return err(wireError('options/invalid', 'give a clock or turnSeconds, not both'));
  }
  if (clock.kind === 'correspondence' && clock.onTimeout === 'bot') {
    const bot = checkBot(clock.bot ?? DEFAULT_TIMEOUT_BOT);
    if (!bot.ok) return bot;
  }
  return ok({ clock, turnSeconds: moveMs(clock) / 1000 });
}

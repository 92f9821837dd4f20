/**
 * Time controls. A match is played live (a turn timer in seconds: a person
 * who runs out has a random legal move made for them, as before) or by
 * correspondence (1, 3 or 7 days per move: a person who runs out loses the
 * match, or a server bot takes their seat, as the match's creator chose).
 * The clock runs for the seats that must act, from the last move (or from the
 * start, once every seat is taken), and only for people: bots never wait.
 */
import { z } from 'zod';
import { BotSpec } from './common.ts';

/** The days a correspondence move may take. */
export const CORRESPONDENCE_DAYS = [1, 3, 7] as const;
export const DAY_MS = 24 * 3600 * 1000;

/** The bot that takes a timed-out seat when the creator asked for one and named none. */
export const DEFAULT_TIMEOUT_BOT = 'medium';

export const LiveClock = z.strictObject({
  kind: z.literal('live'),
  /** Seconds a person has for each move. */
  seconds: z
    .int()
    .min(5)
    .max(24 * 3600),
});

export const CorrespondenceClock = z.strictObject({
  kind: z.literal('correspondence'),
  days: z.literal(CORRESPONDENCE_DAYS),
  /** What happens to a person who runs out: they lose the match, or a bot takes their seat. */
  onTimeout: z.enum(['lose', 'bot']),
  /** With `onTimeout: "bot"`, the bot that takes the seat (the game's `medium` level without one). */
  bot: BotSpec.exactOptional(),
});

export const TimeControl = z.discriminatedUnion('kind', [LiveClock, CorrespondenceClock]);

export type LiveClock = z.infer<typeof LiveClock>;
export type CorrespondenceClock = z.infer<typeof CorrespondenceClock>;
export type TimeControl = z.infer<typeof TimeControl>;

/** How long one move may take under a time control, in ms. */
export function moveMs(clock: TimeControl): number {
  return clock.kind === 'live' ? clock.seconds * 1000 : clock.days * DAY_MS;
}

/**
 * Time controls as people choose and read them: the choices offered (no
 * clock; live, seconds or minutes per move; correspondence, 1, 3 or 7 days
 * per move), what a clock is called, how long is left, and how long ago.
 */
import { CORRESPONDENCE_DAYS, type TimeControl } from '@gameshelf/protocol';
import type { Translate } from '../i18n/translate.ts';

export const CLOCK_CHOICES = [
  'none',
  'live-30',
  'live-60',
  'live-300',
  'days-1',
  'days-3',
  'days-7',
] as const;
export type ClockChoice = (typeof CLOCK_CHOICES)[number];
export type OnTimeout = 'lose' | 'bot';

export function isClockChoice(value: string): value is ClockChoice {
  return CLOCK_CHOICES.some((c) => c === value);
}

/** The time control a choice stands for (a correspondence clock with what happens on timeout). */
export function clockOf(choice: ClockChoice, onTimeout: OnTimeout): TimeControl | null {
  if (choice === 'none') return null;
  const [kind, amount] = choice.split('-');
  const n = Number(amount);
  if (kind === 'live') return { kind: 'live', seconds: n };
  const days = CORRESPONDENCE_DAYS.find((d) => d === n) ?? 1;
  return { kind: 'correspondence', days, onTimeout };
}

/** "30 s per move", "3 days per move", "No clock". */
export function clockWords(clock: TimeControl | null, t: Translate): string {
  if (clock === null) return t('clock.none');
  if (clock.kind === 'correspondence') return t('clock.days', { count: clock.days });
  if (clock.seconds % 60 === 0) return t('clock.liveMinutes', { count: clock.seconds / 60 });
  return t('clock.liveSeconds', { count: clock.seconds });
}

export function choiceWords(choice: ClockChoice, t: Translate): string {
  return clockWords(clockOf(choice, 'lose'), t);
}

/** How long is left until `deadline`, in its two largest units: "2 d 3 h", "4 min 10 s", "25 s". */
export function timeLeft(deadline: number, now: number, t: Translate): string {
  const total = Math.max(0, Math.floor((deadline - now) / 1000));
  const amounts = [
    ['d', Math.floor(total / 86_400)],
    ['h', Math.floor(total / 3600) % 24],
    ['m', Math.floor(total / 60) % 60],
    ['s', total % 60],
  ] as const;
  const first = amounts.findIndex(([, count]) => count > 0);
  if (first < 0) return t('clock.s', { count: 0 });
  return amounts
    .slice(first, first + 2)
    .filter(([, count]) => count > 0)
    .map(([unit, count]) => t(`clock.${unit}`, { count }))
    .join(' ');
}

/** "just now", "5 minutes ago", "2 days ago". */
export function ago(at: number, now: number, t: Translate): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return t('ago.now');
  if (minutes < 60) return t('ago.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('ago.hours', { count: hours });
  return t('ago.days', { count: Math.floor(hours / 24) });
}

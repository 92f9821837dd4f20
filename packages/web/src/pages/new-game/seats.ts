/**
 * Who sits where in a new match. Where it is played decides the choices: at
 * this screen, seats are people here or bots; online, they are you, friends
 * who get an invite link, or the server's bots.
 */

import type { Level } from '@gameshelf/engine';
import { itemAt } from '@gameshelf/engine';
import type { SeatRequest } from '@gameshelf/protocol';
import type { Translate } from '../../i18n/translate.ts';
import type { LocalSeat } from '../../local/messages.ts';

export type Mode = 'here' | 'online';
export type SeatChoice = 'me' | 'person' | 'friend' | `bot:${Level}`;

export function seatChoices(mode: Mode, seat: number, levels: readonly Level[]): SeatChoice[] {
  const bots = levels.map((l) => `bot:${l}` as const);
  if (seat === 0) return ['me'];
  return mode === 'here' ? ['person', ...bots] : ['friend', ...bots];
}

/** The words for a seat choice; a bot's with its measured rating when it has one (`hard (≈ 1627)`). */
export function choiceLabel(choice: SeatChoice, t: Translate, rating: number | null = null): string {
  switch (choice) {
    case 'me':
      return t('newGame.seat.me');
    case 'person':
      return t('newGame.seat.person');
    case 'friend':
      return t('newGame.seat.friend');
    default: {
      const level = t(`level.${choice.slice(4)}`);
      return rating === null ? t('newGame.seat.bot', { level }) : t('newGame.botRated', { level, rating });
    }
  }
}

/** The seats after the player count or mode changed: keep what still fits, fill the rest with a bot. */
export function fitSeats(
  seats: readonly SeatChoice[],
  players: number,
  mode: Mode,
  levels: readonly Level[],
): SeatChoice[] {
  const fallback: SeatChoice = levels.includes('medium')
    ? 'bot:medium'
    : levels[0]
      ? `bot:${levels[0]}`
      : mode === 'here'
        ? 'person'
        : 'friend';
  return Array.from({ length: players }, (_, seat) => {
    const choices = seatChoices(mode, seat, levels);
    const current = seats[seat];
    if (current && choices.includes(current)) return current;
    if (current === 'person' && mode === 'online') return 'friend';
    if (current === 'friend' && mode === 'here') return 'person';
    return choices.includes(fallback) ? fallback : itemAt(choices, 0);
  });
}

export function localSeats(seats: readonly SeatChoice[]): LocalSeat[] {
  return seats.map((s) => (s.startsWith('bot:') ? { kind: 'bot', bot: s.slice(4) } : { kind: 'human' }));
}

export function onlineSeats(seats: readonly SeatChoice[]): SeatRequest[] {
  return seats.map((s) => (s.startsWith('bot:') ? { kind: 'bot', bot: s.slice(4) } : { kind: 'human' }));
}

/**
 * Who sits where, as a table knows it (you, a person with or without a
 * name, an open seat, a bot of some level), and as people read it in their
 * language: the seat labels boards and panels show (`You`, `Bea`,
 * `Player 2`, `Bot (easy)`). The tables keep the facts; the words are made
 * where they are shown, so they follow the language.
 */
import { isLevel, type Player } from '@gameshelf/engine';
import type { SeatLabel } from '../games/board.ts';
import type { Translate } from '../i18n/translate.ts';

export interface TableSeat {
  readonly seat: Player;
  /** `open`: a seat still waiting for someone with the invite link. */
  readonly kind: 'you' | 'human' | 'bot' | 'open';
  /** The name a person gave, if any. */
  readonly name?: string;
  /** A bot's level (`easy`) or spec (`greedy`). */
  readonly bot?: string;
}

/** A bot in words: `Bot (easy)`, `Bot (greedy)`. */
export function botName(bot: string | null | undefined, t: Translate): string {
  const name = bot ?? 'bot';
  return t('seat.bot', { bot: isLevel(name) ? t(`level.${name}`) : name });
}

/** `Player 2`, as the seat is called when nothing else names it. */
export function playerName(seat: Player, t: Translate): string {
  return t('gameshelf:seat', { number: seat + 1 });
}

export function seatLabel(s: TableSeat, t: Translate): SeatLabel {
  switch (s.kind) {
    case 'you':
      return { seat: s.seat, name: t('seat.you'), kind: 'you' };
    case 'bot':
      return { seat: s.seat, name: botName(s.bot, t), kind: 'bot' };
    case 'open':
      return { seat: s.seat, name: t('seat.open'), kind: 'human' };
    case 'human':
      return { seat: s.seat, name: s.name ?? playerName(s.seat, t), kind: 'human' };
  }
}

export function seatLabels(seats: readonly TableSeat[], t: Translate): SeatLabel[] {
  return seats.map((s) => seatLabel(s, t));
}

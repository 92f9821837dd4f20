/**
 * Each seat's state at the table, as a person reads it: here, away (never
 * seen on this page, or its player is not connected), left (was here while
 * this page watched, and went), an open seat, or a bot; and whether it is
 * thinking (it must act now, and it is a bot or a person who is here).
 */
import type { Player } from '@gameshelf/engine';
import type { PresenceMessage, SeatInfo } from '@gameshelf/protocol';

export type SeatPresence = 'here' | 'away' | 'left' | 'open' | 'bot';

export interface SeatState {
  readonly seat: Player;
  readonly presence: SeatPresence;
  readonly thinking: boolean;
}

export function seatStates(
  seats: readonly SeatInfo[],
  presence: PresenceMessage | null,
  toAct: readonly Player[],
  seen: ReadonlySet<Player>,
): SeatState[] {
  return seats.map((s) => {
    const online = presence?.seats.find((p) => p.seat === s.seat)?.online ?? false;
    const state: SeatPresence =
      s.kind === 'bot' ? 'bot' : !s.taken ? 'open' : online ? 'here' : seen.has(s.seat) ? 'left' : 'away';
    const thinking = toAct.includes(s.seat) && (state === 'bot' || state === 'here');
    return { seat: s.seat, presence: state, thinking };
  });
}

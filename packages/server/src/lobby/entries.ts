/**
 * What the lobby lists: a listed match that waits for its players, has
 * someone waiting in it (a seated person) and a seat open to anyone.
 */
import type { LobbyEntry } from '@gameshelf/protocol';
import { clockOf } from '../clocks/deadline.ts';
import { seatInfo } from '../service/frames.ts';
import type { MatchRow, SeatRow } from '../store/store.ts';

/** Each seat's rating where the server knows one (null: unknown or unrated); null when it knows none. */
export type SeatRatings = (
  game: string,
  players: number,
  seats: readonly SeatRow[],
) => Promise<readonly (number | null)[] | null>;

export function isOpenInLobby(row: MatchRow, seats: readonly SeatRow[]): boolean {
  const person = (s: SeatRow) => s.kind === 'human';
  return (
    row.listed &&
    row.status === 'live' &&
    row.startedAt === null &&
    seats.some((s) => person(s) && s.tokenHash !== null) &&
    seats.some((s) => person(s) && s.tokenHash === null && s.reservedFor === null)
  );
}

export function lobbyEntry(
  row: MatchRow,
  seats: readonly SeatRow[],
  ratings: readonly (number | null)[] | null,
): LobbyEntry {
  return {
    match: row.id,
    game: row.game,
    players: row.players,
    options: { ...row.options },
    seats: seatInfo(seats).map((s, i) => (ratings === null ? s : { ...s, rating: ratings[i] ?? null })),
    clock: clockOf(row),
    rated: row.rated,
    createdAt: row.createdAt,
  };
}

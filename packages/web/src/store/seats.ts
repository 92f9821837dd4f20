/**
 * The seats this browser holds in online matches: each match's seat token
 * (the secret that lets it play that seat; there are no accounts).
 */
import { isObject, readJson, writeJson } from './storage.ts';

const KEY = 'gameshelf.seats';

export interface HeldSeat {
  readonly match: string;
  readonly game: string;
  readonly seat: number;
  readonly token: string;
  readonly joinedAt: number;
}

function isHeldSeat(value: unknown): value is HeldSeat {
  return (
    isObject(value) &&
    typeof value.match === 'string' &&
    typeof value.game === 'string' &&
    typeof value.seat === 'number' &&
    typeof value.token === 'string' &&
    typeof value.joinedAt === 'number'
  );
}

export function heldSeats(): HeldSeat[] {
  const raw = readJson(KEY);
  return Array.isArray(raw) ? raw.filter(isHeldSeat) : [];
}

export function seatIn(match: string): HeldSeat | undefined {
  return heldSeats().find((s) => s.match === match);
}

export function holdSeat(seat: Omit<HeldSeat, 'joinedAt'>): void {
  const others = heldSeats().filter((s) => s.match !== seat.match);
  writeJson(KEY, [{ ...seat, joinedAt: Date.now() }, ...others].slice(0, 100));
}

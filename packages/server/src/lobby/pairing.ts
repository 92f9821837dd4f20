/**
 * Quick pairing: a seat in the oldest open game that fits what the player
 * asked for (the game; rated or not; the player count and time control when
 * given; the rating range, for the players whose rating is known) and whose
 * creator's range the player fits, or else a new listed game, which waits
 * for the others with the player in its first seat and keeps the player's
 * range: ranges hold both ways. Two players pairing at once may both find
 * the same last seat: the store gives it to one, and the other tries the next game.
 */
import { err, ok, type Result } from '@gameshelf/engine';
import type { QuickPairRequest, RatingRange, TimeControl, WireError } from '@gameshelf/protocol';
import { type Lobby, NO_CLIENT, type SeatGrantCore } from '../service/lobby.ts';
import type { LobbyBoard, Opening } from './lobby-board.ts';

export interface Paired extends SeatGrantCore {
  /** False when no open game fitted and a new one waits for the others. */
  readonly paired: boolean;
}

function sameClock(a: TimeControl | null, b: TimeControl | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const within = (rating: number, range: RatingRange) => rating >= range.min && rating <= range.max;

/**
 * Whether an open game fits a quick-pairing request from a player of
 * `rating` (null: unknown): the game's seated players fit the request's
 * range, and the player fits the range of the player who opened it.
 */
export function fits(
  { entry, pairRange }: Opening,
  request: QuickPairRequest,
  rating: number | null,
): boolean {
  if (entry.game !== request.game) return false;
  if (request.players !== undefined && entry.players !== request.players) return false;
  if (request.clock !== undefined && !sameClock(entry.clock, request.clock)) return false;
  if (entry.rated !== (request.rated ?? false)) return false;
  if (pairRange !== null && rating !== null && !within(rating, pairRange)) return false;
  const range = request.rating;
  if (range === undefined) return true;
  return entry.seats.every((s) => s.rating == null || within(s.rating, range));
}

export async function quickPair(
  lobby: Lobby,
  board: LobbyBoard,
  request: QuickPairRequest,
  client = NO_CLIENT,
  account: string | null = null,
  address = client,
): Promise<Result<Paired, WireError>> {
  const name = request.name === undefined ? {} : { name: request.name };
  const player = { name: request.name ?? null, account };
  // The player's rating by player count (its rating class).
  const ratings = new Map<number, number | null>();
  const ratingAt = async (players: number) => {
    const known = ratings.get(players);
    if (known !== undefined) return known;
    const rating = await board.ratingOf(request.game, players, player);
    ratings.set(players, rating);
    return rating;
  };
  for (const opening of await board.openings(request.game)) {
    const { entry } = opening;
    if (!fits(opening, request, await ratingAt(entry.players))) continue;
    const joined = await lobby.join(entry.match, name, undefined, account);
    if (joined.ok) return ok({ ...joined.value, paired: true });
    // Taken (or started, or ended) since the listing was read, or its range read another rating: the next one.
    if (!['match/no-open-seat', 'move/game-over', 'ratings/out-of-range'].includes(joined.error.code))
      return err(joined.error);
  }
  const created = await lobby.create(
    {
      game: request.game,
      ...(request.players === undefined ? {} : { players: request.players }),
      ...(request.clock ? { clock: request.clock } : {}),
      listed: true,
      waitForPlayers: true,
      ...(request.rated ? { rated: true } : {}),
    },
    client,
    account,
    { address, ...(request.rating ? { pairRange: request.rating } : {}) },
  );
  if (!created.ok) return created;
  // The player opening the game asked for its range for the others: they are not held to it.
  const joined = await lobby.join(created.value.match, { seat: 0, ...name }, undefined, account, true);
  return joined.ok ? ok({ ...joined.value, paired: false }) : joined;
}

/**
 * The lobby: open games waiting for players, listed for anyone to join, and
 * quick pairing (a seat in an open game of the asked kind, or a new listed
 * game that waits for the others). Followed live on the WebSocket. Each
 * seat may carry its player's rating, once the server knows ratings.
 */
import { z } from 'zod';
import { TimeControl } from './clock.ts';
import { GameId, MatchId, PlayerName, Ref, SeatInfo } from './common.ts';

const OptionValue = z.union([z.string().max(200), z.number(), z.boolean()]);

/** A seat as the lobby shows it: a rating when the player has one here (null when unknown or unrated). */
export const LobbySeat = z.strictObject({
  ...SeatInfo.shape,
  rating: z.number().nullable().exactOptional(),
});

/** One open game in the lobby. */
export const LobbyEntry = z.strictObject({
  match: MatchId,
  game: GameId,
  players: z.int(),
  options: z.record(z.string(), OptionValue),
  seats: z.array(LobbySeat),
  clock: TimeControl.nullable(),
  /** Rated: only signed-in players take its seats, and its end updates their ratings. */
  rated: z.boolean(),
  /** When it was created (ms since the epoch): the oldest waits longest. */
  createdAt: z.number(),
});

/** `GET /api/v1/lobby` (optionally `?game=<id>`): the open games, the oldest first. */
export const LobbyResponse = z.strictObject({ entries: z.array(LobbyEntry) });

/** A range of ratings: only games whose rated players all fall within it. */
export const RatingRange = z
  .strictObject({ min: z.number().min(0).max(5000), max: z.number().min(0).max(5000) })
  .refine((r) => r.min <= r.max, 'min must not be above max');

/**
 * `POST /api/v1/lobby/pair`: a seat in the oldest open game of this game
 * (and player count and time control, when given; within the rating range,
 * for players whose rating is known), or else a new listed game, in which
 * the asker takes the first seat and waits.
 */
export const QuickPairRequest = z.strictObject({
  game: GameId,
  players: z.int().min(1).max(64).optional(),
  clock: TimeControl.nullable().optional(),
  rating: RatingRange.optional(),
  /** A rated game (for signed-in players): only rated games are joined, and a new one is rated. */
  rated: z.boolean().optional(),
  name: PlayerName.optional(),
});

/** The seat taken; `paired` is false when no game fitted and a new one waits for the others. */
export const QuickPairResponse = z.strictObject({
  match: MatchId,
  seat: z.int(),
  token: z.string(),
  invite: z.string(),
  paired: z.boolean(),
});

/** On the WebSocket: follow the lobby (one game's entries, or every game's). */
export const WatchLobbyMessage = z.strictObject({
  type: z.literal('watch-lobby'),
  ref: Ref.optional(),
  game: GameId.optional(),
});

export const UnwatchLobbyMessage = z.strictObject({ type: z.literal('unwatch-lobby'), ref: Ref.optional() });

/** The answer to `watch-lobby`: every open game (of the game asked for), the oldest first. */
export const LobbyMessage = z.strictObject({
  type: z.literal('lobby'),
  ref: Ref.optional(),
  entries: z.array(LobbyEntry),
});

/** An open game appeared or changed (someone took or left a seat). */
export const LobbyEntryMessage = z.strictObject({ type: z.literal('lobby-entry'), entry: LobbyEntry });

/** A game left the lobby: it started, ended, or nobody waits in it any more. */
export const LobbyGoneMessage = z.strictObject({ type: z.literal('lobby-gone'), match: MatchId });

export type LobbySeat = z.infer<typeof LobbySeat>;
export type LobbyEntry = z.infer<typeof LobbyEntry>;
export type LobbyResponse = z.infer<typeof LobbyResponse>;
export type RatingRange = z.infer<typeof RatingRange>;
export type QuickPairRequest = z.infer<typeof QuickPairRequest>;
export type QuickPairResponse = z.infer<typeof QuickPairResponse>;
export type WatchLobbyMessage = z.infer<typeof WatchLobbyMessage>;
export type LobbyMessage = z.infer<typeof LobbyMessage>;
export type LobbyEntryMessage = z.infer<typeof LobbyEntryMessage>;
export type LobbyGoneMessage = z.infer<typeof LobbyGoneMessage>;

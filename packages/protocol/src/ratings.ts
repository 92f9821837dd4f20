/**
 * Ratings on the wire (issue #22): a player's profile (each game's Glicko-2
 * rating per player-count class, its history and win rate) and the bots'
 * fixed ratings per level.
 */
import { LEVELS } from '@gameshelf/engine';
import { z } from 'zod';

/** The player-count classes a rating belongs to (docs/server.md). */
export const RatingClassName = z.enum(['2p', '3-4p', '5-8p']);

/**
 * The class of a match with this many seats (bots included); null for solo
 * games, which are not rated. Two-player games are a different skill from a
 * table of six, but 3 and 4 players, or 5 to 8, share one rating.
 */
export function ratingClassOf(players: number): RatingClassName | null {
  if (!Number.isInteger(players) || players < 2 || players > 8) return null;
  if (players === 2) return '2p';
  return players <= 4 ? '3-4p' : '5-8p';
}

/** One point of a rating's history: after the rated match `match`, at `at` (ms since 1970). */
export const RatingPoint = z.strictObject({
  match: z.string(),
  at: z.number(),
  before: z.number(),
  rating: z.number(),
  rd: z.number(),
});

/** An account's rating in one game and class, with its history (oldest first) and its rated record. */
export const GameRating = z.strictObject({
  game: z.string(),
  ratingClass: RatingClassName,
  rating: z.number(),
  rd: z.number(),
  games: z.int().min(0),
  wins: z.int().min(0),
  history: z.array(RatingPoint),
});

/** `GET /api/v1/players/:name`: the profile of the account with this display name. */
export const PlayerProfile = z.strictObject({
  name: z.string(),
  ratings: z.array(GameRating),
});

/** A bot level's fixed rating in one game and class (measured by the lab's tournaments). */
export const BotRating = z.strictObject({
  game: z.string(),
  ratingClass: RatingClassName,
  level: z.enum(LEVELS),
  rating: z.number(),
  rd: z.number(),
});

/** `GET /api/v1/ratings/bots`: every measured level of every game. */
export const BotRatingsResponse = z.strictObject({ bots: z.array(BotRating) });

/** packages/server/src/ratings/bot-ratings.json: the measured levels and the command that measured them. */
export const BotRatingsFile = z.strictObject({
  command: z.string(),
  games: z.int().min(1),
  slowGames: z.int().min(1),
  entries: z.array(BotRating),
});

export type RatingClassName = z.infer<typeof RatingClassName>;
export type RatingPoint = z.infer<typeof RatingPoint>;
export type GameRating = z.infer<typeof GameRating>;
export type PlayerProfile = z.infer<typeof PlayerProfile>;
export type BotRating = z.infer<typeof BotRating>;
export type BotRatingsResponse = z.infer<typeof BotRatingsResponse>;

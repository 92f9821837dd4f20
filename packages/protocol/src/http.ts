/**
 * HTTP bodies under `/api/v1`. Requests are strict like WebSocket messages.
 * Seat tokens travel in `Authorization: Bearer <token>` headers or request
 * bodies, never in URLs (which end up in logs).
 */
import { LEVELS } from '@gameshelf/engine';
import { z } from 'zod';
import { TimeControl } from './clock.ts';
import {
  BotSpec,
  ErrorBody,
  GameId,
  GameResult,
  MatchId,
  PlayerName,
  Seat,
  SeatInfo,
  SeatToken,
  Seq,
} from './common.ts';

const OptionValue = z.union([z.string().max(200), z.number(), z.boolean()]);

/** A seat asked for at creation: open to a human, or taken by a server bot. */
export const SeatRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('bot'), bot: BotSpec }),
]);

/** `POST /api/v1/matches`. Without `seats`, every seat is an open human seat. */
export const CreateMatchRequest = z.strictObject({
  game: GameId,
  players: z.int().min(1).max(64).optional(),
  options: z.record(z.string().max(64), OptionValue).optional(),
  seats: z.array(SeatRequest).min(1).max(64).optional(),
  /** A turn timer: a seat that has not acted this long after it must has a move made for it. */
  turnSeconds: z
    .int()
    .min(5)
    .max(7 * 24 * 3600)
    .optional(),
  /** A time control (live or correspondence); not with `turnSeconds`. */
  clock: TimeControl.optional(),
  /** Shown in the lobby while it waits for players (it then waits for them: `waitForPlayers`). */
  listed: z.boolean().optional(),
  /** No move until every human seat is taken (or a seated player starts the match). */
  waitForPlayers: z.boolean().optional(),
  /**
   * Rated (issue #22): its end updates the players' ratings. Asked by a
   * signed-in player; every human seat is taken by an account (the match
   * waits for them) and every bot is a level with a measured rating.
   */
  rated: z.boolean().optional(),
});

/** `POST /api/v1/matches/:id/start`: a seated player starts a waiting match without the open seats' players. */
export const StartRequest = z.strictObject({ token: SeatToken.optional() });

/** `POST /api/v1/matches/:id/join`: the first open human seat, or the one asked for. */
export const JoinRequest = z.strictObject({ seat: Seat.optional(), name: PlayerName.optional() });

/**
 * `POST /api/v1/matches/:id/leave`: the seat reopens, or a bot takes it. The
 * seat's token comes in `Authorization: Bearer <token>` or here. Leaving a
 * finished match also gives up the player's seat held in its rematch.
 */
export const LeaveRequest = z.strictObject({ bot: BotSpec.optional(), token: SeatToken.optional() });

/** `POST /api/v1/matches/:id/rematch`: the token (here or in `Authorization`) of a seat in the finished match. */
export const RematchRequest = z.strictObject({ token: SeatToken.optional() });

/** `POST /api/v1/my-matches`: the matches these tokens hold seats in. */
export const MyMatchesRequest = z.strictObject({ tokens: z.array(SeatToken).min(1).max(100) });

export const MatchSummary = z.strictObject({
  match: MatchId,
  game: GameId,
  players: z.int(),
  options: z.record(z.string(), OptionValue),
  seats: z.array(SeatInfo),
  seq: Seq,
  status: z.enum(['live', 'over']),
  toAct: z.array(Seat),
  result: GameResult.nullable(),
  turnSeconds: z.int().nullable(),
  clock: TimeControl.nullable(),
  /** In the lobby while it waits for players. */
  listed: z.boolean(),
  /** Rated: its end updates the players' ratings. */
  rated: z.boolean(),
  /** Waiting for its players: no move until every seat is taken or a seated player starts it. */
  waiting: z.boolean(),
  /** When the seats to act run out of time (ms since the epoch), with a clock. */
  deadline: z.number().nullable(),
  /** When the last move was made (or the match created), ms since the epoch. */
  lastMoveAt: z.number(),
  /** The match that follows this one, once someone asked for a rematch. */
  rematch: MatchId.nullable(),
  /** Where others go to join or watch: the web app's page for this match. */
  invite: z.string(),
});

/** The answer to join and rematch: the seat and its secret token (shown once, kept by the client). */
export const SeatGrant = z.strictObject({ match: MatchId, seat: Seat, token: SeatToken, invite: z.string() });

export const LeaveResponse = z.strictObject({ match: MatchId, seat: Seat, bot: BotSpec.nullable() });

export const MyMatchesResponse = z.strictObject({
  matches: z.array(z.strictObject({ seat: Seat, summary: MatchSummary })),
});

export const GameInfo = z.strictObject({
  id: GameId,
  name: z.string(),
  players: z.strictObject({ min: z.int(), max: z.int(), default: z.int() }),
  hiddenInformation: z.boolean(),
  chance: z.boolean(),
  options: z.array(z.record(z.string(), z.unknown())),
  bots: z.array(z.string()),
  levels: z.array(z.enum(LEVELS)),
});

export const GamesResponse = z.strictObject({ games: z.array(GameInfo) });

export const ErrorResponse = z.strictObject({ error: ErrorBody });

export type StartRequest = z.infer<typeof StartRequest>;
export type SeatRequest = z.infer<typeof SeatRequest>;
export type CreateMatchRequest = z.infer<typeof CreateMatchRequest>;
export type JoinRequest = z.infer<typeof JoinRequest>;
export type LeaveRequest = z.infer<typeof LeaveRequest>;
export type RematchRequest = z.infer<typeof RematchRequest>;
export type MyMatchesRequest = z.infer<typeof MyMatchesRequest>;
export type MatchSummary = z.infer<typeof MatchSummary>;
export type SeatGrant = z.infer<typeof SeatGrant>;
export type LeaveResponse = z.infer<typeof LeaveResponse>;
export type MyMatchesResponse = z.infer<typeof MyMatchesResponse>;
export type GameInfo = z.infer<typeof GameInfo>;
export type GamesResponse = z.infer<typeof GamesResponse>;

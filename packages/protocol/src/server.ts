/**
 * Messages the server sends on the WebSocket. Everything about a match that
 * reaches a connection was made for its viewer by the engine: the view by
 * `view(state, viewer)`, the log by `redactMove`, the legal moves only for
 * the seat that must act.
 */
import { z } from 'zod';
import { TimeControl } from './clock.ts';
import { ErrorBody, GameId, GameResult, LogEntry, MatchId, Ref, Seat, SeatInfo, Seq } from './common.ts';
import { LobbyEntryMessage, LobbyGoneMessage, LobbyMessage } from './lobby.ts';
import { PresenceMessage } from './presence.ts';
import { PROTOCOL_VERSION } from './version.ts';

/** Where a match stands, as one viewer sees it. */
const Position = {
  match: MatchId,
  /** The log length: the position a move must be sent for. */
  seq: Seq,
  view: z.unknown(),
  /** The viewer's legal moves when its seat must act now; null otherwise (and always for spectators). */
  legal: z.array(z.unknown()).nullable(),
  /** The seats that may act now (empty when the game is over). */
  toAct: z.array(Seat),
  result: GameResult.nullable(),
  /**
   * With a clock: when (ms since the epoch) the seats to act run out of time
   * (a live clock moves for them; a correspondence clock ends the match or seats a bot).
   */
  deadline: z.number().nullable(),
};

/** Around the game: its clock, and whether it still waits for its players before anyone may move. */
const Table = {
  clock: TimeControl.nullable().exactOptional(),
  /** True until every seat is taken (or a player chose to start): no move is taken meanwhile. */
  waiting: z.boolean().exactOptional(),
};

/** The first message on every connection. */
export const WelcomeMessage = z.strictObject({
  type: z.literal('welcome'),
  protocol: z.literal(PROTOCOL_VERSION),
  limits: z.strictObject({
    maxMessageBytes: z.int(),
    messagesPerSecond: z.number(),
    burst: z.int(),
  }),
});

/** The answer to `subscribe`: the whole position, and the log from `from` on. */
export const SnapshotMessage = z.strictObject({
  type: z.literal('snapshot'),
  ref: Ref.optional(),
  game: GameId,
  /** The seat this connection follows the match as; null for a spectator. */
  seat: Seat.nullable(),
  seats: z.array(SeatInfo),
  rematch: MatchId.nullable(),
  from: Seq,
  log: z.array(LogEntry),
  ...Position,
  ...Table,
});

/** After every accepted move: the new log entries (chance included) and the new position. */
export const UpdateMessage = z.strictObject({
  type: z.literal('update'),
  log: z.array(LogEntry),
  ...Position,
});

/** The table changed around the game: someone joined or left a seat, or a rematch was set up. */
export const InfoMessage = z.strictObject({
  type: z.literal('info'),
  match: MatchId,
  seats: z.array(SeatInfo),
  /** The match that follows this one, once someone asked for a rematch. */
  rematch: MatchId.nullable(),
  waiting: Table.waiting,
});

/**
 * A request was carried out. For a move: it was accepted and stored, `seq`
 * is the position after it, and the `update` it caused was sent before this.
 */
export const AckMessage = z.strictObject({
  type: z.literal('ack'),
  ref: Ref.optional(),
  /** The match the request was about (none for `unwatch-lobby`). */
  match: MatchId.optional(),
  seq: Seq.optional(),
});

/** A refusal: nothing changed. */
export const ErrorMessage = z.strictObject({
  type: z.literal('error'),
  ref: Ref.optional(),
  match: MatchId.optional(),
  ...ErrorBody.shape,
});

export const PongMessage = z.strictObject({ type: z.literal('pong'), ref: Ref.optional() });

export const ServerMessage = z.discriminatedUnion('type', [
  WelcomeMessage,
  SnapshotMessage,
  UpdateMessage,
  InfoMessage,
  AckMessage,
  ErrorMessage,
  PongMessage,
  PresenceMessage,
  LobbyMessage,
  LobbyEntryMessage,
  LobbyGoneMessage,
]);

export type WelcomeMessage = z.infer<typeof WelcomeMessage>;
export type SnapshotMessage = z.infer<typeof SnapshotMessage>;
export type UpdateMessage = z.infer<typeof UpdateMessage>;
export type InfoMessage = z.infer<typeof InfoMessage>;
export type AckMessage = z.infer<typeof AckMessage>;
export type ErrorMessage = z.infer<typeof ErrorMessage>;
export type PongMessage = z.infer<typeof PongMessage>;
export type ServerMessage = z.infer<typeof ServerMessage>;

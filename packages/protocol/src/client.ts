/**
 * Messages a client sends on the WebSocket. Strict: an unknown field is
 * refused (`net/invalid`), so a typo never passes silently. A move is
 * `unknown` here: the game's own `parseMove` and `apply` judge it.
 */
import { z } from 'zod';
import { MatchId, Ref, SeatToken, Seq } from './common.ts';
import { UnwatchLobbyMessage, WatchLobbyMessage } from './lobby.ts';

/**
 * Follow a match: with a seat token, as that seat (its view, its legal moves,
 * the right to move); without, as a spectator. `since` is the log length the
 * client already holds, so a reconnecting client gets only what it missed.
 */
export const SubscribeMessage = z.strictObject({
  type: z.literal('subscribe'),
  ref: Ref.optional(),
  match: MatchId,
  token: SeatToken.optional(),
  since: Seq.optional(),
});

export const UnsubscribeMessage = z.strictObject({
  type: z.literal('unsubscribe'),
  ref: Ref.optional(),
  match: MatchId,
});

/**
 * A move for the seat this connection follows the match as. `seq` is the
 * position the client saw when choosing it: a move sent for an older
 * position (a replayed or crossed message) is refused with `match/stale`.
 */
export const MoveMessage = z.strictObject({
  type: z.literal('move'),
  ref: Ref.optional(),
  match: MatchId,
  seq: Seq,
  move: z.unknown(),
});

export const PingMessage = z.strictObject({ type: z.literal('ping'), ref: Ref.optional() });

export const ClientMessage = z.discriminatedUnion('type', [
  SubscribeMessage,
  UnsubscribeMessage,
  MoveMessage,
  PingMessage,
  WatchLobbyMessage,
  UnwatchLobbyMessage,
]);

export type SubscribeMessage = z.infer<typeof SubscribeMessage>;
export type UnsubscribeMessage = z.infer<typeof UnsubscribeMessage>;
export type MoveMessage = z.infer<typeof MoveMessage>;
export type PingMessage = z.infer<typeof PingMessage>;
export type ClientMessage = z.infer<typeof ClientMessage>;

/**
 * Error codes on the wire: every engine code (`move/illegal`, ...) plus the
 * server's own, in the same `area/reason` style. They live here rather than
 * in the engine because the engine knows nothing of networks, tokens or
 * storage; clients match on the union.
 */
import { ERROR_CODES, type GameError, type RefusalParams } from '@gameshelf/engine';

export const SERVER_ERROR_CODES = [
  // the connection and the message envelope
  'net/bad-json', // a message that is not JSON
  'net/invalid', // JSON, but not a message of this protocol (unknown type or field, wrong type)
  'net/too-large', // over the size limit
  'net/rate-limited', // too many messages or requests too fast
  // who may do what
  'auth/bad-token', // no seat of this match has this token
  'auth/spectator', // a move from a connection that watches without a seat
  // matches
  'match/unknown', // no match with this id
  'match/stale', // the move was made at a position the match has left (or not reached)
  'match/not-subscribed', // a move or unsubscribe for a match this connection does not follow
  'match/no-open-seat', // every seat is taken (or the asked seat is not an open human seat)
  'match/in-progress', // only a finished match has a public record or a rematch
  'match/corrupt', // the stored log no longer replays: the match is frozen
  'match/not-started', // a move before every seat is taken, in a match that waits for its players
  // the server's bots (the engine's own `bot/unknown` and `bot/invalid` say the spec is wrong)
  'bot/over-budget', // the spec asks for more thinking time per move than this server gives a bot
  'bot/too-many-matches', // this client already has as many live matches with server bots as allowed
  // Web Push
  'push/unavailable', // this server sends no push notifications (it has no VAPID keys)
  'push/endpoint-refused', // a push endpoint that is not one of the push services this server sends to
  // accounts (issue #22)
  'account/invalid-name', // a display name outside the rules (3-24 letters or digits, single . _ - or spaces between)
  'account/weak-password', // a password shorter than 8 or longer than 256 characters
  'account/name-taken', // sign-up only: an account already has this name (in any case)
  'account/bad-credentials', // sign-in refused: the same answer for an unknown name, a wrong password or an unknown passkey
  'account/passkey-refused', // the browser's passkey answer did not verify (sign-up or adding a passkey)
  'account/ceremony-expired', // a passkey answer to options that are unknown, used already or older than 5 minutes
  'account/signed-out', // a request that needs a signed-in account, without a live session
  // ratings (issue #22)
  'ratings/unknown-player', // a profile asked for by a display name no account has
  'ratings/not-ratable', // a rated match asked for a solo game or more than 8 players
  'ratings/unrated-bot', // a rated match with a bot whose level has no measured rating in this game and class
  'ratings/same-account', // one account taking a second seat of a rated match
  'ratings/out-of-range', // a seat in a game opened for a rating range, for a player rated outside it
  // the server itself
  'server/unavailable', // storage failed; nothing was accepted, try again
  'server/internal', // a bug: nothing was accepted
] as const;

export const WIRE_ERROR_CODES = [...ERROR_CODES, ...SERVER_ERROR_CODES] as const;
export type WireErrorCode = (typeof WIRE_ERROR_CODES)[number];

export interface WireError {
  readonly code: WireErrorCode;
  readonly message: string;
  /** A game's refusal: its reason key, for words in the player's language (`GameError.reason`). */
  readonly reason?: string;
  readonly params?: RefusalParams;
}

export function wireError(code: WireErrorCode, message: string): WireError {
  return { code, message };
}

/** An engine refusal as it goes on the wire (with its reason, without the record-only `moveIndex`). */
export function fromGameError(error: GameError): WireError {
  const { code, message, reason, params } = error;
  return {
    code,
    message,
    ...(reason === undefined ? {} : { reason }),
    ...(params === undefined ? {} : { params }),
  };
}

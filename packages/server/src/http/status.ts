/**
 * The HTTP status for each error code: the code says what went wrong, the
 * status says whose fault it is. And the one way an error leaves over HTTP:
 * `{ error: { code, message } }` with that status; the reply remembers the
 * code, for the metrics to count refusals by it. A 429 says when to ask
 * again (`Retry-After`, seconds): the rate limits say when their window
 * ends, and `bot/too-many-matches` a fixed while (bot-limits.ts).
 */
import type { WireError, WireErrorCode } from '@gameshelf/protocol';
import type { FastifyReply } from 'fastify';
import { BOT_MATCHES_RETRY_SECONDS } from '../service/bot-limits.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** The code of the refusal this reply carries (set by `sendError`), null for an answer. */
    refusedWith: WireErrorCode | null;
  }
}

const BY_AREA: Readonly<Record<string, number>> = {
  move: 409,
  options: 400,
  setup: 400,
  game: 404,
  record: 500,
  bot: 400,
  input: 400,
  net: 400,
  auth: 401,
  match: 409,
  server: 500,
  account: 400,
  ratings: 400,
};

const EXACT: Partial<Record<WireErrorCode, number>> = {
  'net/too-large': 413,
  'net/rate-limited': 429,
  'auth/spectator': 403,
  'match/unknown': 404,
  'match/corrupt': 500,
  'bot/too-many-matches': 429,
  'server/unavailable': 503,
  'push/unavailable': 404,
  'push/endpoint-refused': 400,
  'account/name-taken': 409,
  'account/bad-credentials': 401,
  'account/signed-out': 401,
  'ratings/unknown-player': 404,
  'ratings/same-account': 409,
  'ratings/out-of-range': 403,
};

/** `Retry-After` (seconds) for refusals whose code alone says how long to wait. */
const RETRY_AFTER: Partial<Record<WireErrorCode, number>> = {
  'bot/too-many-matches': BOT_MATCHES_RETRY_SECONDS,
};

export function httpStatus(code: WireErrorCode): number {
  return EXACT[code] ?? BY_AREA[code.slice(0, code.indexOf('/'))] ?? 500;
}

export function sendError(
  reply: FastifyReply,
  error: WireError,
  status = httpStatus(error.code),
): FastifyReply {
  reply.refusedWith = error.code;
  const retry = RETRY_AFTER[error.code];
  if (retry !== undefined && !reply.hasHeader('retry-after')) reply.header('retry-after', String(retry));
  return reply.code(status).send({ error: { code: error.code, message: error.message } });
}

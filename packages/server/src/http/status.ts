/**
 * The HTTP status for each error code: the code says what went wrong, the
 * status says whose fault it is. And the one way an error leaves over HTTP:
 * `{ error: { code, message } }` with that status; the reply remembers the
 * code, for the metrics to count refusals by it.
 */
import type { WireError, WireErrorCode } from '@gameshelf/protocol';
import type { FastifyReply } from 'fastify';

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
  return reply.code(status).send({ error: { code: error.code, message: error.message } });
}

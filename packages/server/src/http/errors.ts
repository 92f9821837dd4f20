/**
 * Every way an HTTP request can fail leaves as `{ error: { code, message } }`
 * with a coded error, never Fastify's or Node's own body and never a 500
 * that is not a bug: refusals the routes return, Fastify's errors (bad JSON,
 * a body too large, a URL it cannot decode), and what Node's HTTP parser
 * refuses before Fastify sees a request (headers too large, not HTTP at
 * all), answered on the raw socket. JSON bodies nest within the protocol's
 * depth limit, checked before they are parsed.
 */
import type { Socket } from 'node:net';
import {
  MAX_JSON_DEPTH,
  nestsWithin,
  type WireError,
  type WireErrorCode,
  wireError,
} from '@gameshelf/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpStatus, sendError } from './status.ts';

/** The longest URL answered (a longer one gets 414): far more than any path of ours with its query. */
export const MAX_URL_BYTES = 8 * 1024;

/** A coded refusal thrown from a hook or plugin (a rate limit, a JSON body too deep), sent as is. */
export class Refusal extends Error {
  readonly wire: WireError;
  readonly status: number;

  constructor(wire: WireError, status = httpStatus(wire.code)) {
    super(wire.message);
    this.name = 'Refusal';
    this.wire = wire;
    this.status = status;
  }
}

/** Fastify's and the plugins' errors as coded ones; the status stays what it says about whose fault it is. */
export function codedError(error: Partial<FastifyError> & { message: string }): Refusal {
  if (error instanceof Refusal) return error;
  const status = error.statusCode ?? 500;
  if (status >= 500) return new Refusal(wireError('server/internal', 'the server failed'), 500);
  if (status === 413) return new Refusal(wireError('net/too-large', 'the request body is too large'), 413);
  if (status === 414) return new Refusal(wireError('net/too-large', 'the URL is too long'), 414);
  if (status === 415)
    return new Refusal(wireError('net/invalid', 'send JSON (Content-Type: application/json)'), 415);
  if (status === 429)
    return new Refusal(wireError('net/rate-limited', 'too many requests; try again later'), 429);
  const json = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
  return new Refusal(wireError(json ? 'net/bad-json' : 'net/invalid', error.message), status);
}

/** Installs the coded handling of every error, the depth-limited JSON parser and the URL length limit. */
export function codeEveryError(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = codedError(error);
    if (refusal.status >= 500) request.log.error(error);
    return sendError(reply, refusal.wire, refusal.status);
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!nestsWithin(text, MAX_JSON_DEPTH)) {
      done(
        new Refusal(
          wireError('net/invalid', `arrays and objects may nest at most ${MAX_JSON_DEPTH} levels deep`),
        ),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_BYTES)
      throw new Refusal(wireError('net/too-large', 'the URL is too long'), 414);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%`), a path
 * parameter over its length limit. Hooks do not run for these, so the
 * refusal is counted here.
 */
export function frameworkErrors(counted: (code: WireErrorCode) => void) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const refusal =
      error.code === 'FST_ERR_BAD_URL'
        ? new Refusal(wireError('net/invalid', 'the URL is not valid (bad percent-encoding)'), 400)
        : codedError(error);
    counted(refusal.wire.code);
    void sendError(reply, refusal.wire, refusal.status);
  };
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * What Node's HTTP parser refuses before any route sees it: headers too
 * large (431, or 414 when it is the request line that overflows), a request
 * that took too long (408), anything that is not HTTP (400). Answered on the
 * socket with the same coded body, then the socket is closed.
 */
export function clientErrors(counted: (code: WireErrorCode) => void) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    let wire = wireError('net/invalid', 'not an HTTP request this server understands');
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
      const line = packet.subarray(0, MAX_URL_BYTES + 2).toString('latin1');
      const longUrl = /^[A-Z]+ /.test(line) && !line.includes('\r\n');
      status = longUrl ? 414 : 431;
      wire = wireError(
        'net/too-large',
        longUrl ? 'the URL is too long' : 'the request headers are too large',
      );
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
      wire = wireError('net/invalid', 'the request took too long to arrive');
    }
    counted(wire.code);
    const body = JSON.stringify({ error: wire });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

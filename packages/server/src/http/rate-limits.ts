/**
 * Per-client limits on the HTTP requests that cost the server something or
 * that a stranger could repeat to guess or to flood: creating matches,
 * joining, rematches and record downloads (@fastify/rate-limit). Past a
 * limit the answer is 429 with `Retry-After` (seconds) and the coded body
 * `net/rate-limited`. Counters live in the process, or in Redis when one is
 * configured, so that processes behind a load balancer count together.
 *
 * A guest is counted by its address. A signed-in player is counted by their
 * account (wherever they come from) and by their address as well, and is
 * refused past either: accounts made behind one address share its limits,
 * so that signing up ten accounts does not buy ten times the requests.
 */
import rateLimit from '@fastify/rate-limit';
import { wireError } from '@gameshelf/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { addressOf, clientOf } from './client.ts';
import { Refusal } from './errors.ts';

/** Requests per client per minute, for each limited kind of request. */
export interface HttpLimits {
  readonly create: number;
  readonly join: number;
  readonly rematch: number;
  readonly record: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = { create: 20, join: 60, rematch: 20, record: 60 };

const MINUTE = 60_000;

function tooMany(after: string): Refusal {
  return new Refusal(wireError('net/rate-limited', `too many requests; try again in ${after}`), 429);
}

/** Registers the plugin (no route is limited until it asks, with `limited`). */
export async function registerRateLimits(
  app: FastifyInstance,
  shared?: { readonly redis: Redis; readonly prefix: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Every limited request counts against its address, signed in or not (`limited` adds the account's count).
    keyGenerator: addressOf,
    // A Redis that fails lets requests through rather than stopping the site.
    skipOnError: true,
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.prefix}:rate:` } : {}),
    errorResponseBuilder: (_request, context) => tooMany(context.after),
  });
}

/**
 * The route options that limit a route to `perMinute` requests per address
 * (the plugin's own hook, keyed by `addressOf`: guests and accounts behind
 * one address share it) and, for a signed-in client, per account too (a
 * second counter, keyed by the route and `clientOf`, which follows the
 * account to any address). Call it after `registerRateLimits`.
 */
export function limited(app: FastifyInstance, perMinute: number) {
  // The plugin runs its own hook once a request: the account's counter is a limiter of its own.
  // Its keys name the route, as the plugin's per-route counters do (in Redis they share one prefix).
  const perAccount = app.createRateLimit({
    max: perMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `${request.method} ${request.routeOptions.url ?? ''} ${clientOf(request)}`,
  });
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    // A guest's client is its address, which the plugin counts.
    if (clientOf(request) === addressOf(request)) return;
    const limit = await perAccount(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw tooMany(`${limit.ttlInSeconds} seconds`);
  };
  return { onRequest, config: { rateLimit: { max: perMinute, timeWindow: MINUTE } } };
}

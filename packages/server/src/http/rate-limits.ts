/**
 * Per-client limits on the HTTP requests that cost the server something or
 * that a stranger could repeat to guess or to flood: creating matches,
 * joining, rematches and record downloads (@fastify/rate-limit). Past a
 * limit the answer is 429 with `Retry-After` (seconds) and the coded body
 * `net/rate-limited`. Counters live in the process, or in Redis when one is
 * configured, so that processes behind a load balancer count together.
 */
import rateLimit from '@fastify/rate-limit';
import { wireError } from '@gameshelf/protocol';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { clientOf } from './client.ts';
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

/** Registers the plugin (no route is limited until it asks, with `limited`). */
export async function registerRateLimits(
  app: FastifyInstance,
  shared?: { readonly redis: Redis; readonly prefix: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientOf,
    // A Redis that fails lets requests through rather than stopping the site.
    skipOnError: true,
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.prefix}:rate:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new Refusal(wireError('net/rate-limited', `too many requests; try again in ${context.after}`), 429),
  });
}

/** The route option that limits a route to `perMinute` requests per client. */
export function limited(perMinute: number) {
  return { config: { rateLimit: { max: perMinute, timeWindow: MINUTE } } };
}

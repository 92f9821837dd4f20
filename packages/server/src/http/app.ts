/**
 * The Fastify application: the JSON API under `/api/v1`, the protocol docs,
 * the metrics, and the web app (or, until it is built, a small page of its
 * own), behind security headers, compression and per-client rate limits.
 * Every error, Fastify's and Node's own included (bad JSON, a body too
 * large, a bad URL, headers too large), leaves as `{ error: { code, message } }`
 * with a coded error (errors.ts). A stopping server answers 503 to every request.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { wireError } from '@gameshelf/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSessions, secureCookies } from '../accounts/sessions.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { bearerToken, registerApi } from './api.ts';
import { clientErrors, codeEveryError, frameworkErrors } from './errors.ts';
import type { AppOptions } from './options.ts';
import { registerRateLimits } from './rate-limits.ts';
import { registerRatingRoutes } from './rating-routes.ts';
import { secureAndCompress } from './security.ts';
import { sendError } from './status.ts';
import { registerTableRoutes } from './table-routes.ts';
import { registerWeb } from './web.ts';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const counted = (code: Parameters<AppOptions['metrics']['refused']>[0]) => options.metrics.refused(code);
  const app = Fastify({
    logger: { level: options.logLevel },
    bodyLimit: 64 * 1024,
    // Proxies in front (a load balancer) set X-Forwarded-*: honoured only from those TRUST_PROXY names.
    trustProxy: options.trustProxy,
    // Closing, the server answers with its own coded 503 (below), not Fastify's.
    return503OnClosing: false,
    frameworkErrors: frameworkErrors(counted),
    clientErrorHandler: clientErrors(counted),
  });
  app.decorateReply('refusedWith', null);
  codeEveryError(app);
  app.addHook('onRequest', async (_request, reply) => {
    if (!options.service.stopping) return;
    reply.header('connection', 'close');
    return sendError(
      reply,
      wireError('server/unavailable', 'the server is restarting; try again in a moment'),
    );
  });
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.refusedWith !== null) counted(reply.refusedWith);
  });
  await secureAndCompress(app, options.publicUrl);
  // Before the rate limits: a signed-in player is counted by their account (client.ts).
  const sessions = sessionSettings(options);
  await registerSessions(app, options.service.store.accounts, sessions);
  await registerRateLimits(app, options.redis);
  app.get('/metrics', async (request, reply) => {
    const token = options.metricsToken;
    if (token !== undefined && !sameSecret(bearerToken(request), token)) {
      return sendError(reply, wireError('auth/bad-token', 'the metrics need their bearer token'));
    }
    const { text, contentType } = await options.metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
  await registerApi(app, options);
  await registerTableRoutes(app, options);
  await registerAccountRoutes(app, options, sessions);
  await registerRatingRoutes(app, options);
  await registerWeb(app, options);
  return app;
}

/**
 * Whether `given` is `secret`, in time that does not depend on where they
 * differ (both are hashed first, so their lengths tell nothing either).
 */
function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** Session cookies' settings from the server's (sessions.ts). */
export function sessionSettings(options: AppOptions) {
  return {
    secure: secureCookies(options.publicUrl, options.production),
    now: () => options.service.now(),
  };
}

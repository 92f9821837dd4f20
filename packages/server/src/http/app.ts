/**
 * The Fastify application: the JSON API under `/api/v1`, the protocol docs,
 * and the web app (or, until it is built, a small page of its own). Every
 * error, Fastify's own included (bad JSON, a body too large), leaves as
 * `{ error: { code, message } }` with a coded error.
 */
import { wireError } from '@gameshelf/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from './api.ts';
import type { AppOptions } from './options.ts';
import { sendError } from './status.ts';
import { registerWeb } from './web.ts';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel },
    bodyLimit: 64 * 1024,
    // Proxies in front (a load balancer) set X-Forwarded-*: honoured only when a public URL is configured.
    trustProxy: options.publicUrl !== undefined,
  });
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, wireError('net/too-large', 'the request body is too large'));
    if (status === 415)
      return sendError(reply, wireError('net/invalid', 'send JSON (Content-Type: application/json)'));
    if (status >= 400 && status < 500) {
      const json = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(error.message);
      return sendError(reply, wireError(json ? 'net/bad-json' : 'net/invalid', error.message));
    }
    request.log.error(error);
    return sendError(reply, wireError('server/internal', 'the server failed'));
  });
  await registerApi(app, options);
  await registerWeb(app, options);
  return app;
}

/**
 * The browser side: the built web app from `packages/web/dist` when it
 * exists (any unknown path gets its index.html, so the app's own routes such
 * as `/join/<id>` work on reload), otherwise the server's own pages. The
 * protocol and server docs are served as Markdown.
 *
 * Caching: the build's hashed assets (`assets/name-<hash>.js`) never change
 * under their name, so browsers keep them a year without asking again; the
 * HTML, which names the current assets, is asked for again every time.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, MatchId, wireError } from '@gameshelf/protocol';
import type { FastifyInstance } from 'fastify';
import { homePage, joinPage, notFoundPage, SERVER_CSS } from './home-page.ts';
import type { AppOptions } from './options.ts';
import { sendError } from './status.ts';

/** A Map, not an object: `/docs/__proto__` or `/docs/constructor` must find nothing, not Object's own. */
const DOCS: ReadonlyMap<string, string> = new Map([
  ['protocol', 'protocol.md'],
  ['server', 'server.md'],
]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a file of the build, by its path: hashed assets forever (also as their
 * precompressed `.br` and `.gz` files), anything else asked again.
 */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/.test(path)
    ? IMMUTABLE
    : REVALIDATE;
}

export async function registerWeb(app: FastifyInstance, options: AppOptions): Promise<void> {
  app.get<{ Params: { name: string } }>('/docs/:name', async (request, reply) => {
    const file = DOCS.get(request.params.name);
    if (!file) return reply.code(404).type('text/html').send(notFoundPage());
    const text = await readFile(join(options.docsDir, file), 'utf8').catch(() => null);
    if (text === null) return reply.code(404).type('text/html').send(notFoundPage());
    return reply.header('cache-control', REVALIDATE).type('text/markdown; charset=utf-8').send(text);
  });

  const built = existsSync(join(options.webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      // The build writes each text file and the WebAssembly compressed beside itself (`.br`, `.gz`):
      // sent as they are to a browser that takes them, never compressed again per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlFor(path));
        // A file may go out compressed or not, by the request's Accept-Encoding: caches must keep both.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    // The server's own pages: their style is a file too, for the Content-Security-Policy (no inline style).
    app.get('/server.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(SERVER_CSS));
    app.get('/', async (_request, reply) => reply.type('text/html').send(homePage(options.lobby.games())));
    app.get<{ Params: { id: string } }>('/join/:id', async (request, reply) => {
      if (!MatchId.safeParse(request.params.id).success)
        return reply.code(404).type('text/html').send(notFoundPage());
      return reply.type('text/html').send(joinPage(request.params.id));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      const where = `${request.method} ${request.url.split('?')[0]}`;
      return sendError(reply, wireError('net/invalid', `no endpoint ${where} under ${API_PREFIX}`), 404);
    }
    if (built && request.method === 'GET') return reply.type('text/html').sendFile('index.html');
    return reply.code(404).type('text/html').send(notFoundPage());
  });
}

/**
 * Served like a real site: security headers on every answer (helmet), and
 * text compressed (brotli or gzip, as the browser asks).
 *
 * The Content-Security-Policy is the one the built web app passes: its
 * scripts and styles are files of its own (no inline script, no inline
 * style element), its icon is a `data:` image, Smashdodes' physics
 * (Rapier) compiles WebAssembly from bytes (`'wasm-unsafe-eval'`, which
 * allows WebAssembly and nothing of `eval`), the lab and local games run in
 * module workers, and it talks only to its own origin (fetch and WebSocket).
 * No page may frame it; no referrer leaves it (a match's address is its
 * invitation); browsers must not guess content types.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The policy's directives; with an https public address, requests are upgraded and its WebSocket named. */
export function contentSecurityPolicy(publicUrl?: string): Record<string, string[]> {
  const https = publicUrl?.startsWith('https:') === true;
  const socket = publicUrl ? [publicUrl.replace(/^http/, 'ws')] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...socket],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function secureAndCompress(app: FastifyInstance, publicUrl?: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(publicUrl) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only over https, and only for this host: a plain-http laptop or a sibling site is never pinned.
    strictTransportSecurity: publicUrl?.startsWith('https:')
      ? { maxAge: 15_552_000, includeSubDomains: false }
      : false,
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 5 compresses the app's scripts nearly as well as 11 at a small part of the time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

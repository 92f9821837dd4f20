/** What the HTTP application is built from (the routes in api.ts and web.ts read it too). */
import type { Redis } from 'ioredis';
import type { TrustProxy } from '../config.ts';
import type { Metrics } from '../metrics.ts';
import type { Lobby } from '../service/lobby.ts';
import type { MatchService } from '../service/match-service.ts';
import type { TableParts } from '../table-parts.ts';
import type { HttpLimits } from './rate-limits.ts';

export interface AppOptions {
  readonly service: MatchService;
  readonly lobby: Lobby;
  /** The lobby's listing, presence and push (table-parts.ts). */
  readonly tables: TableParts;
  /** The built web app (`packages/web/dist`); served when it exists. */
  readonly webDist: string;
  /** The folder holding `protocol.md` and `server.md`. */
  readonly docsDir: string;
  /** The address people use to reach this server (behind a proxy); taken from each request otherwise. */
  readonly publicUrl?: string;
  /** Production mode (`NODE_ENV=production`): invite links never come from a request's Host header. */
  readonly production: boolean;
  /** Which proxies' `X-Forwarded-*` headers to believe (Fastify's `trustProxy`; see config.ts). */
  readonly trustProxy: TrustProxy;
  readonly httpLimits: HttpLimits;
  readonly metrics: Metrics;
  /** When set, `/metrics` answers only `Authorization: Bearer <this>`. */
  readonly metricsToken?: string;
  /** Redis to count rate limits in, shared by every process (`REDIS_URL`). */
  readonly redis?: { readonly redis: Redis; readonly prefix: string };
  readonly logLevel: string;
  /** Extra numbers for `/api/v1/stats` (open connections, from the WebSocket side). */
  readonly stats: () => Record<string, number>;
}

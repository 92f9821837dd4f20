/**
 * The server's settings, from the environment. A bad value stops the server
 * at start with a message naming the variable, rather than running with a
 * surprise.
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './http/rate-limits.ts';
import { DEFAULT_PUSH_HOSTS } from './push/endpoints.ts';
import { type VapidKeys, vapidKeysValid } from './push/push-sender.ts';
import { type BotLimits, DEFAULT_BOT_LIMITS } from './service/bot-limits.ts';
import type { StoreConfig } from './store/open.ts';
import { type ConnectionLimits, DEFAULT_LIMITS } from './ws/limits.ts';

/**
 * Whose `X-Forwarded-*` headers to believe (Fastify's `trustProxy`): none,
 * every sender (`true`), the named addresses or networks, or the last N
 * proxies in front (a hop count, as a function: Fastify's types take no number).
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly store: StoreConfig;
  readonly redisUrl?: string;
  readonly redisPrefix: string;
  readonly botWorkers: number;
  /** Worker threads applying the moves of costly games (Smashdodes' physics). */
  readonly rulesWorkers: number;
  readonly botDelayMs: number;
  /** The cap on a bot's thinking per move, and on live bot matches per client. */
  readonly botLimits: BotLimits;
  readonly idleMs: number;
  /** Per-connection WebSocket limits. */
  readonly limits: ConnectionLimits;
  /** Per-client HTTP rate limits (requests a minute). */
  readonly httpLimits: HttpLimits;
  readonly webDist: string;
  readonly docsDir: string;
  readonly publicUrl?: string;
  /** `NODE_ENV=production`: a public URL is required, and no request's Host header is ever used. */
  readonly production: boolean;
  readonly trustProxy: TrustProxy;
  /** When set, `/metrics` answers only requests bearing it. */
  readonly metricsToken?: string;
  readonly logLevel: string;
  /** Web Push: the VAPID keys (none: no push is sent) and the push services' hosts endpoints may name. */
  readonly push: { readonly vapid?: VapidKeys; readonly hosts: readonly string[] };
  /** How often each process looks for clocks that ran out in matches nobody holds. */
  readonly clockSweepMs: number;
}

/** The repository's root, where `npm start` runs and `docs/` and `packages/web/dist` live. */
const ROOT = resolve(import.meta.dirname, '../../..');

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(text)}`);
  }
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name];
  return text === undefined || text === '' ? undefined : text;
}

/**
 * `TRUST_PROXY`: `true`, `false`, a number of proxies in front, or addresses
 * and networks (`10.0.0.0/8,loopback`). Without it, no proxy is trusted: a
 * server reached directly would otherwise take a forged `X-Forwarded-For`
 * as the client's address, and the per-client limits would count nothing.
 * A public URL says nothing about a proxy in front, so it changes nothing here.
 */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const text = optional(env, 'TRUST_PROXY');
  if (text === undefined) return false;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const names = text.split(',').map((name) => name.trim());
  if (names.some((name) => !/^[0-9A-Za-z.:/_-]+$/.test(name))) {
    throw new Error(`TRUST_PROXY must be true, false, a number or addresses, not ${JSON.stringify(text)}`);
  }
  return names;
}

/**
 * `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` (base64url, as `npx web-push
 * generate-vapid-keys` prints them): both or neither. `VAPID_SUBJECT` is who
 * runs the server (an https: URL or a mailto: address): the public URL when
 * it is https, else it must be given.
 */
function vapid(env: NodeJS.ProcessEnv, publicUrl: string | undefined): VapidKeys | undefined {
  const publicKey = optional(env, 'VAPID_PUBLIC_KEY');
  const privateKey = optional(env, 'VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined || !vapidKeysValid(publicKey, privateKey)) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, as npx web-push generate-vapid-keys prints them',
    );
  }
  const subject = optional(env, 'VAPID_SUBJECT') ?? (publicUrl?.startsWith('https:') ? publicUrl : undefined);
  if (subject === undefined || !/^(https:\/\/\S+|mailto:\S+@\S+)$/.test(subject)) {
    throw new Error('VAPID_SUBJECT must be an https: URL or a mailto: address (or PUBLIC_URL an https one)');
  }
  return { publicKey, privateKey, subject };
}

function perMinute(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return integer(env, name, fallback, 1, 1_000_000);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = optional(env, 'DATABASE_URL');
  const databaseSchema = optional(env, 'DATABASE_SCHEMA');
  const redisUrl = optional(env, 'REDIS_URL');
  const publicUrl = optional(env, 'PUBLIC_URL')?.replace(/\/+$/, '');
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an http or https address, not ${JSON.stringify(publicUrl)}`);
  }
  const production = env.NODE_ENV === 'production';
  if (production && publicUrl === undefined) {
    throw new Error(
      'PUBLIC_URL must be set when NODE_ENV=production: invite links are never built from a request’s Host header',
    );
  }
  const metricsToken = optional(env, 'METRICS_TOKEN');
  const vapidKeys = vapid(env, publicUrl);
  return {
    host: env.HOST || 'localhost',
    port: integer(env, 'PORT', 8080, 0, 65535),
    store: {
      sqlitePath: join(resolve(env.DATA_DIR || join(ROOT, 'data')), 'gameshelf.db'),
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(databaseSchema ? { databaseSchema } : {}),
    },
    ...(redisUrl ? { redisUrl } : {}),
    redisPrefix: env.REDIS_PREFIX || 'gameshelf',
    botWorkers: integer(env, 'BOT_WORKERS', Math.max(1, Math.min(4, availableParallelism() - 1)), 1, 64),
    rulesWorkers: integer(env, 'RULES_WORKERS', 1, 1, 64),
    botDelayMs: integer(env, 'BOT_DELAY_MS', 600, 0, 60_000),
    botLimits: {
      thinkMs: integer(env, 'BOT_THINK_MS', DEFAULT_BOT_LIMITS.thinkMs, 10, 600_000),
      matchesPerClient: integer(
        env,
        'BOT_MATCHES_PER_CLIENT',
        DEFAULT_BOT_LIMITS.matchesPerClient,
        1,
        1_000_000,
      ),
    },
    idleMs: integer(env, 'IDLE_SECONDS', 300, 1, 86_400) * 1000,
    limits: {
      ...DEFAULT_LIMITS,
      maxMessageBytes: integer(
        env,
        'MAX_MESSAGE_BYTES',
        DEFAULT_LIMITS.maxMessageBytes,
        256,
        DEFAULT_LIMITS.hardMaxBytes,
      ),
      messagesPerSecond: integer(env, 'MESSAGES_PER_SECOND', DEFAULT_LIMITS.messagesPerSecond, 1, 10_000),
      burst: integer(env, 'MESSAGE_BURST', DEFAULT_LIMITS.burst, 1, 100_000),
    },
    httpLimits: {
      create: perMinute(env, 'CREATES_PER_MINUTE', DEFAULT_HTTP_LIMITS.create),
      join: perMinute(env, 'JOINS_PER_MINUTE', DEFAULT_HTTP_LIMITS.join),
      rematch: perMinute(env, 'REMATCHES_PER_MINUTE', DEFAULT_HTTP_LIMITS.rematch),
      record: perMinute(env, 'RECORDS_PER_MINUTE', DEFAULT_HTTP_LIMITS.record),
    },
    webDist: resolve(env.WEB_DIST || join(ROOT, 'packages/web/dist')),
    docsDir: join(ROOT, 'docs'),
    ...(publicUrl ? { publicUrl } : {}),
    production,
    trustProxy: trustProxy(env),
    ...(metricsToken ? { metricsToken } : {}),
    logLevel: env.LOG_LEVEL || 'warn',
    push: {
      ...(vapidKeys ? { vapid: vapidKeys } : {}),
      hosts:
        optional(env, 'PUSH_HOSTS')
          ?.split(',')
          .map((h) => h.trim()) ?? DEFAULT_PUSH_HOSTS,
    },
    clockSweepMs: integer(env, 'CLOCK_SWEEP_SECONDS', 30, 1, 3600) * 1000,
  };
}

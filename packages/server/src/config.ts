/**
 * The server's settings, from the environment. A bad value stops the server
 * at start with a message naming the variable, rather than running with a
 * surprise.
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { StoreConfig } from './store/open.ts';
import { type ConnectionLimits, DEFAULT_LIMITS } from './ws/limits.ts';

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
  readonly idleMs: number;
  readonly limits: ConnectionLimits;
  readonly webDist: string;
  readonly docsDir: string;
  readonly publicUrl?: string;
  readonly logLevel: string;
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

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = optional(env, 'DATABASE_URL');
  const databaseSchema = optional(env, 'DATABASE_SCHEMA');
  const redisUrl = optional(env, 'REDIS_URL');
  const publicUrl = optional(env, 'PUBLIC_URL')?.replace(/\/+$/, '');
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
    webDist: resolve(env.WEB_DIST || join(ROOT, 'packages/web/dist')),
    docsDir: join(ROOT, 'docs'),
    ...(publicUrl ? { publicUrl } : {}),
    logLevel: env.LOG_LEVEL || 'warn',
  };
}

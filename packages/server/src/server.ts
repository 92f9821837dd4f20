/**
 * One server process, assembled: the store (SQLite, or PostgreSQL with
 * `DATABASE_URL`), the fanout (Redis with `REDIS_URL`), the bot workers,
 * the rules workers (for costly games), the match service, the metrics, and
 * HTTP and WebSocket on one port. At start, matches whose bots were left
 * waiting (by a restart, or a process that went away) are resumed.
 *
 * Closing is the graceful stop of SIGTERM: no new connection or request,
 * bots thinking may finish (or are abandoned), every match's queue runs
 * dry, the connections are closed with 1012 (reconnect), then the store.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { WorkerBots } from './bots/pool.ts';
import type { BotRunner } from './bots/runner.ts';
import type { ServerConfig } from './config.ts';
import { type Fanout, LocalFanout } from './fanout/fanout.ts';
import { RedisFanout } from './fanout/redis.ts';
import { buildApp } from './http/app.ts';
import { Metrics } from './metrics.ts';
import type { PushSender } from './push/push-sender.ts';
import type { RulesRunner } from './rules/runner.ts';
import { WorkerRules } from './rules/worker-rules.ts';
import { botTimeoutMs } from './service/bot-limits.ts';
import { type GameCatalog, shelfCatalog } from './service/catalog.ts';
import { Lobby } from './service/lobby.ts';
import { MatchService } from './service/match-service.ts';
import { keepBotsResumed } from './service/resume.ts';
import { openStore } from './store/open.ts';
import { startTableParts, type TableParts } from './table-parts.ts';
import { attachWebSockets } from './ws/gateway.ts';

/** With a shared store, how often a process looks for bot matches another process left waiting. */
const RESUME_EVERY_MS = 60_000;

export interface RunningServer {
  /** `http://host:port` as reachable from this machine. */
  readonly url: string;
  readonly port: number;
  readonly service: MatchService;
  /** The lobby's listing, presence and push. */
  readonly tables: TableParts;
  /** Stops gracefully (see above). */
  close(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  parts: { catalog?: GameCatalog; bots?: BotRunner; rules?: RulesRunner; push?: PushSender } = {},
): Promise<RunningServer> {
  const store = await openStore(config.store);
  const fanout: Fanout = config.redisUrl
    ? await RedisFanout.connect(config.redisUrl, config.redisPrefix)
    : new LocalFanout();
  const metrics = new Metrics();
  // The service logs through Fastify's logger, which exists only once the app is built.
  let logger: FastifyBaseLogger | undefined;
  const warn = (message: string) => logger?.warn(message);
  const botTimeout = botTimeoutMs(config.botLimits);
  const service = new MatchService({
    store,
    fanout,
    catalog: parts.catalog ?? shelfCatalog,
    bots: parts.bots ?? new WorkerBots(config.botWorkers, botTimeout, (ms) => metrics.botWaited(ms)),
    rules: parts.rules ?? new WorkerRules(config.rulesWorkers),
    botDelayMs: config.botDelayMs,
    botLimits: config.botLimits,
    idleMs: config.idleMs,
    observer: metrics,
    log: { warn, error: (message, error) => logger?.error({ err: error }, message) },
  });
  // Rate limits are counted in Redis when there is one, so processes behind a load balancer count together.
  const rateRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  rateRedis?.on('error', () => {});
  const tables = startTableParts(service, fanout, {
    push: config.push,
    clockSweepMs: config.clockSweepMs,
    ...(parts.push ? { sender: parts.push } : {}),
    warn,
  });
  let connections = () => 0;
  const app = await buildApp({
    tables,
    service,
    // A game's rating range is checked on every join with the ratings the lobby shows.
    lobby: new Lobby(service, (game, players, player) => tables.board.ratingOf(game, players, player)),
    webDist: config.webDist,
    docsDir: config.docsDir,
    logLevel: config.logLevel,
    production: config.production,
    trustProxy: config.trustProxy,
    httpLimits: config.httpLimits,
    metrics,
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    ...(rateRedis ? { redis: { redis: rateRedis, prefix: config.redisPrefix } } : {}),
    stats: () => ({ connections: connections() }),
  });
  logger = app.log;
  const gateway = attachWebSockets(
    app.server,
    service,
    config.limits,
    (code) => metrics.refused(code),
    tables.board,
  );
  connections = gateway.connections;
  metrics.watch({
    liveMatches: () => service.stats().liveMatches,
    connections,
    botTasksQueued: () => service.stats().botTasksQueued,
  });
  await app.listen({ host: config.host, port: config.port });
  // No bot may think longer than its timeout, nor wait out its delay for long: past both, its match was left.
  const stopResuming = keepBotsResumed(
    service,
    {
      shared: store.kind !== 'sqlite',
      everyMs: RESUME_EVERY_MS,
      staleMs: botTimeout + config.botDelayMs + 10_000,
    },
    warn,
  );
  // Rated matches that ended while no process was there to rate them (or whose update failed).
  void tables.ratedEnds.sweep().catch((error) => warn(`rating unrated ends failed: ${String(error)}`));
  const address = app.server.address();
  // Listening on a host and port (never a pipe), the server has a TCP address once it listens.
  if (address === null || typeof address === 'string')
    throw new Error(`the server listens at ${address}, not a port`);
  const { port } = address;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`,
    port,
    service,
    tables,
    async close() {
      stopResuming();
      tables.close();
      gateway.stopAccepting();
      await service.drain(botTimeout);
      await gateway.close(1012, 'the server is restarting; reconnect');
      await app.close();
      await service.close();
      rateRedis?.disconnect();
    },
  };
}

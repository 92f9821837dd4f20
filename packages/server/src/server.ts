/**
 * One server process, assembled: the store (SQLite, or PostgreSQL with
 * `DATABASE_URL`), the fanout (Redis with `REDIS_URL`), the bot workers,
 * the rules workers (for costly games), the match service, and HTTP and
 * WebSocket on one port.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { WorkerBots } from './bots/pool.ts';
import type { BotRunner } from './bots/runner.ts';
import type { ServerConfig } from './config.ts';
import { type Fanout, LocalFanout } from './fanout/fanout.ts';
import { RedisFanout } from './fanout/redis.ts';
import { buildApp } from './http/app.ts';
import type { RulesRunner } from './rules/runner.ts';
import { WorkerRules } from './rules/worker-rules.ts';
import { type GameCatalog, shelfCatalog } from './service/catalog.ts';
import { Lobby } from './service/lobby.ts';
import { MatchService } from './service/match-service.ts';
import { openStore } from './store/open.ts';
import { attachWebSockets } from './ws/gateway.ts';

export interface RunningServer {
  /** `http://host:port` as reachable from this machine. */
  readonly url: string;
  readonly port: number;
  readonly service: MatchService;
  close(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  parts: { catalog?: GameCatalog; bots?: BotRunner; rules?: RulesRunner } = {},
): Promise<RunningServer> {
  const store = await openStore(config.store);
  const fanout: Fanout = config.redisUrl
    ? await RedisFanout.connect(config.redisUrl, config.redisPrefix)
    : new LocalFanout();
  let gatewayConnections = () => 0;
  // The service logs through Fastify's logger, which exists only once the app is built.
  let logger: FastifyBaseLogger | undefined;
  const service = new MatchService({
    store,
    fanout,
    catalog: parts.catalog ?? shelfCatalog,
    bots: parts.bots ?? new WorkerBots(config.botWorkers),
    rules: parts.rules ?? new WorkerRules(config.rulesWorkers),
    botDelayMs: config.botDelayMs,
    idleMs: config.idleMs,
    log: {
      warn: (message) => logger?.warn(message),
      error: (message, error) => logger?.error({ err: error }, message),
    },
  });
  const app = await buildApp({
    service,
    lobby: new Lobby(service),
    webDist: config.webDist,
    docsDir: config.docsDir,
    logLevel: config.logLevel,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    stats: () => ({ connections: gatewayConnections() }),
  });
  logger = app.log;
  const gateway = attachWebSockets(app.server, service, config.limits);
  gatewayConnections = gateway.connections;
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`,
    port,
    service,
    async close() {
      await gateway.close();
      await app.close();
      await service.close();
    },
  };
}

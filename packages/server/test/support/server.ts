/** A real server (HTTP and WebSocket on a loopback port) inside the test process. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BotRunner } from '../../src/bots/runner.ts';
import { InlineBots } from '../../src/bots/runner.ts';
import { configFromEnv, type ServerConfig } from '../../src/config.ts';
import type { RulesRunner } from '../../src/rules/runner.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { type GameCatalog, shelfCatalog } from '../../src/service/catalog.ts';

/** Per-client limits so high that tests playing many matches from one address never meet them. */
export const UNLIMITED = {
  CREATES_PER_MINUTE: '1000000',
  JOINS_PER_MINUTE: '1000000',
  REMATCHES_PER_MINUTE: '1000000',
  RECORDS_PER_MINUTE: '1000000',
  BOT_MATCHES_PER_CLIENT: '1000000',
};

export interface TestServer extends RunningServer {
  /** Closes the server and removes its data folder. */
  stop(): Promise<void>;
}

export async function testServer(
  env: Record<string, string> = {},
  change: (config: ServerConfig) => ServerConfig = (c) => c,
  parts: { bots?: BotRunner; catalog?: GameCatalog; rules?: RulesRunner } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-server-'));
  // No web app unless a test brings one: the server's own pages are served then. Every test
  // client comes from one address: the per-client limits are out of the way unless a test sets them.
  const defaults = {
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-app'),
    BOT_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
    ...UNLIMITED,
  };
  const config = change(configFromEnv({ ...defaults, ...env }));
  const catalog = parts.catalog ?? shelfCatalog;
  const inline = new InlineBots((id) => {
    const found = catalog.find(id);
    return found.ok ? found.value : undefined;
  });
  const server = await startServer(config, {
    bots: parts.bots ?? inline,
    catalog,
    ...(parts.rules ? { rules: parts.rules } : {}),
  });
  return {
    ...server,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

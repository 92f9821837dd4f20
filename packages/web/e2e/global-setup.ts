/**
 * Once per end-to-end run: find a browser (browser.ts; first, so that a
 * machine without one fails at once, saying how to get one), build the web
 * app into a temporary folder and start the real game server on a free port,
 * serving that build (so local and online matches are tested as people get
 * them from `npm start`). Tests read the address with `inject('baseUrl')`
 * and the browser with `inject('browser')`. Bots on the server move after
 * 50 ms instead of 600 so games end quickly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { type FoundBrowser, findBrowser } from './browser.ts';
import { freePort, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    webDist: string;
    browser: FoundBrowser;
  }
}

const WEB = resolve(import.meta.dirname, '..');

interface Prepared {
  readonly browser: FoundBrowser;
  readonly url: string;
  readonly outDir: string;
  stop(): Promise<void>;
}

async function prepare(): Promise<Prepared> {
  const browser = await findBrowser();
  const outDir = mkdtempSync(join(tmpdir(), 'gameshelf-web-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-data-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build as `npm start` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const port = await freePort();
  const { child, url } = await startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: outDir,
    BOT_DELAY_MS: '50',
    LOG_LEVEL: 'warn',
    // Every visitor of these tests comes from 127.0.0.1, two test files at once: the per-address
    // limits that protect a public server (tested in packages/server/test/net) would refuse them.
    CREATES_PER_MINUTE: '1000',
    JOINS_PER_MINUTE: '1000',
    REMATCHES_PER_MINUTE: '1000',
    RECORDS_PER_MINUTE: '1000',
    BOT_MATCHES_PER_CLIENT: '1000',
  });
  return {
    browser,
    url,
    outDir,
    stop: async () => {
      await new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The two end-to-end projects (`web-e2e`, two files at once, and `web-e2e-physics`, alone
 * after it) share one build and one server: both global setups run in Vitest's main process,
 * so the first starts them and the last to finish stops them.
 */
interface Shared {
  prepared: Promise<Prepared>;
  users: number;
}
declare global {
  var gameshelfE2e: Shared | undefined;
}

export default async function setup(project: TestProject) {
  const shared = globalThis.gameshelfE2e ?? { prepared: prepare(), users: 0 };
  globalThis.gameshelfE2e = shared;
  shared.users += 1;
  const prepared = await shared.prepared;
  project.provide('browser', prepared.browser);
  project.provide('baseUrl', prepared.url);
  project.provide('webDist', prepared.outDir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    globalThis.gameshelfE2e = undefined;
    await prepared.stop();
  };
}

/**
 * Once per end-to-end run: find a browser (browser.ts; first, so that a
 * machine without one fails at once, saying how to get one), build the web
 * app into a temporary folder and start the real game server on a free port,
 * serving that build (so local and online matches are tested as people get
 * them from `npm start`). Tests read the address with `inject('baseUrl')`
 * and the browser with `inject('browser')`. Bots on the server move after
 * 50 ms instead of 600 so games end quickly.
 *
 * Vitest runs every project's global setup before the first test of any, and
 * these projects' tests come last: so the build (`vite build`, in a process
 * of its own, as `npm start` runs it) and the server's start go on in the
 * background while the other projects' tests run, and every end-to-end file
 * first waits for the server (e2e/ready.ts). If the build or the start
 * fails, its message is kept in a file (`inject('e2eFailure')`) that
 * ready.ts throws with.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type FoundBrowser, findBrowser } from './browser.ts';
import { portIsFree, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    webDist: string;
    browser: FoundBrowser;
    /** A file that exists, holding the reason, when the build or the server's start failed. */
    e2eFailure: string;
  }
}

const WEB = resolve(import.meta.dirname, '..');
const VITE = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

interface Prepared {
  readonly browser: FoundBrowser;
  readonly url: string;
  readonly outDir: string;
  readonly failure: string;
  stop(): Promise<void>;
}

/** `vite build` into `outDir` with NODE_ENV=production (as `npm start` builds), in its own process. */
function buildWeb(outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      VITE,
      'build',
      '--config',
      join(WEB, 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: WEB, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`vite build exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * A port for the server, chosen now and bound half a minute later, after the build: from below
 * Linux's ephemeral range (32768-60999), where the ports other tests bind with `listen(0)`
 * never fall, so none of them can take it meanwhile.
 */
async function reservedPort(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000 for the end-to-end server');
}

async function prepare(): Promise<Prepared> {
  const browser = await findBrowser();
  const outDir = mkdtempSync(join(tmpdir(), 'gameshelf-web-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-data-'));
  const stateDir = mkdtempSync(join(tmpdir(), 'gameshelf-e2e-'));
  const failure = join(stateDir, 'failure.txt');
  const port = await reservedPort();
  const url = `http://127.0.0.1:${port}`;
  const server = buildWeb(outDir)
    .then(() =>
      startServer({
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
      }),
    )
    .then((started) => {
      if (started.url !== url) throw new Error(`the server listens on ${started.url}, not on ${url}`);
      return started.child;
    })
    .catch((error: unknown) => {
      writeFileSync(failure, error instanceof Error ? (error.stack ?? error.message) : String(error));
      return undefined;
    });
  return {
    browser,
    url,
    outDir,
    failure,
    stop: async () => {
      const child = await server;
      if (child) {
        await new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      }
      for (const dir of [outDir, dataDir, stateDir]) rmSync(dir, { recursive: true, force: true });
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
  project.provide('e2eFailure', prepared.failure);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    globalThis.gameshelfE2e = undefined;
    await prepared.stop();
  };
}

/**
 * `npm run loadtest`: starts a server process (SQLite, as `npm start` does)
 * and drives N concurrent matches over real WebSockets on loopback, each
 * seat a scripted random player with its own connection that thinks for a
 * while before each move. A finished match is replaced at once, so N stay
 * live. Reports moves per second, the latency from sending a move to its
 * acknowledgement (p50/p95/p99/max), and the server's memory per live match.
 *
 *   npm run loadtest -- --matches 1000 --seconds 60 --think-ms 1000 --game digit-dash
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WS_PATH } from '@gameshelf/protocol';
import { startProcess } from '../test/support/process.ts';
import { ScriptedPlayer } from './load/player.ts';
import { Samples } from './load/stats.ts';

const { values: args } = parseArgs({
  options: {
    matches: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '15' },
    'think-ms': { type: 'string', default: '1000' },
    game: { type: 'string', default: 'digit-dash' },
    players: { type: 'string', default: '2' },
  },
});
const N = Number(args.matches);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const THINK = Number(args['think-ms']);
/** Each pause is uniform between half and one and a half times the mean. */
const think = () => THINK * (0.5 + Math.random());
/** Players wait until every match is set up: setting up is not what is measured. */
let setUp = false;

const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-load-'));
// As `npm start` runs it, compression and security headers on; the per-client HTTP limits are lifted
// (startProcess does so), as every scripted player comes from one address.
const server = await startProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', IDLE_SECONDS: '30' });
const wsUrl = `${server.url.replace(/^http/, 'ws')}${WS_PATH}`;

/** JSON over HTTP; retried once, as a kept-alive connection the server just closed fails the first try. */
async function json<T>(path: string, body?: unknown, retry = true): Promise<T> {
  try {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  } catch (error) {
    if (!retry) throw error;
    return json(path, body, false);
  }
}

interface Stats {
  heapUsed: number;
  rss: number;
  liveMatches: number;
  connections: number;
}

let measuring = false;
let acked = 0;
let finished = 0;
const latency = new Samples();
const refusals = new Map<string, number>();
const players = new Set<ScriptedPlayer>();

/** Creates a match, seats a scripted player in each seat; when it ends, starts another in its place. */
async function startMatch(): Promise<void> {
  const { match } = await json<{ match: string }>('/api/v1/matches', {
    game: args.game,
    players: Number(args.players),
  });
  const seated: ScriptedPlayer[] = [];
  let ended = false;
  const events = {
    acked: (ms: number) => {
      if (!measuring) return;
      acked++;
      latency.add(ms);
    },
    refused: (code: string) => refusals.set(code, (refusals.get(code) ?? 0) + 1),
    ended: () => {
      if (ended) return;
      ended = true;
      finished++;
      for (const p of seated) {
        p.close();
        players.delete(p);
      }
      // A replacement still setting up when the server stops (it answers 503 then) is not a failure.
      if (!stopping)
        startMatch().catch((error) => stopping || refusals.set(`replacement failed: ${error}`, 1));
    },
  };
  for (let seat = 0; seat < Number(args.players); seat++) {
    const { token } = await json<{ token: string }>(`/api/v1/matches/${match}/join`, {});
    const player = await ScriptedPlayer.join(wsUrl, match, token, think, events, setUp);
    seated.push(player);
    players.add(player);
  }
}

let stopping = false;
const before = await json<Stats>('/api/v1/stats');
const t0 = performance.now();
for (let i = 0; i < N; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, N - i) }, () => startMatch()));
}
console.log(
  `${N} matches of ${args.game} set up in ${((performance.now() - t0) / 1000).toFixed(1)} s; warming up ${WARMUP} s`,
);
setUp = true;
for (const p of players) p.release();
await new Promise((r) => setTimeout(r, WARMUP * 1000));
const during = await json<Stats>('/api/v1/stats');
measuring = true;
const start = performance.now();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
const elapsed = (performance.now() - start) / 1000;
stopping = true;
for (const p of players) p.close();
await server.kill();
rmSync(dataDir, { recursive: true, force: true });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`
load test: ${N} concurrent ${args.game} matches (${args.players} players, one WebSocket each), think ${THINK} ms mean
  measured over      ${elapsed.toFixed(0)} s after ${WARMUP} s of warm-up
  moves acknowledged ${acked} (${(acked / elapsed).toFixed(0)} moves/s); ${finished} matches finished and replaced
  latency move->ack  p50 ${ms(latency.percentile(50))}  p95 ${ms(latency.percentile(95))}  p99 ${ms(latency.percentile(99))}  max ${ms(latency.max())}
  refusals           ${refusals.size === 0 ? 'none' : [...refusals].map(([c, n]) => `${c} ${n}`).join(', ')}
  server memory      heap ${mb(before.heapUsed)} -> ${mb(during.heapUsed)}, rss ${mb(before.rss)} -> ${mb(during.rss)} with ${during.liveMatches} live matches and ${during.connections} connections
  per live match     heap ${kb((during.heapUsed - before.heapUsed) / during.liveMatches)}, rss ${kb((during.rss - before.rss) / during.liveMatches)} (its connections included)`);

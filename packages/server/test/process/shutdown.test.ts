/**
 * A clean stop: the server process gets SIGTERM while people play flat out
 * and bots think. It stops taking work, lets the bot that is thinking finish
 * (never making up a random move for one it abandons), flushes, closes the
 * connections with 1012 and exits 0. A new process on the same database has
 * every acknowledged move at its position, and the bots of matches nobody
 * watches think again on their own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '@gameshelf/engine';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../support/client.ts';
import { createSeated, seatClients } from '../support/matches.ts';
import { startProcess } from '../support/process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Acked {
  readonly match: string;
  readonly seat: number;
  readonly at: number;
  readonly move: unknown;
}

/** Plays as fast as the match goes, remembering every acknowledged move, until the server stops answering. */
async function playRecording(
  match: string,
  clients: readonly TestClient[],
  acked: Acked[],
): Promise<string[]> {
  const refusals: string[] = [];
  for (;;) {
    const seat = clients.findIndex((c) => (c.position(match)?.legal?.length ?? 0) > 0);
    const client = clients[seat];
    const position = client?.position(match);
    if (!client || !position) return refusals;
    const move = position.legal?.[Math.floor(Math.random() * position.legal.length)];
    let answer: Awaited<ReturnType<TestClient['request']>>;
    try {
      answer = await client.request({ type: 'move', match, seq: position.seq, move });
    } catch {
      return refusals; // the connection was closed
    }
    if (answer.type === 'ack') acked.push({ match, seat, at: position.seq, move });
    else if (answer.type === 'error') {
      refusals.push(answer.code);
      if (answer.code === 'server/unavailable') return refusals;
    }
  }
}

/** Where each match stands in the database file, read directly while no server has it open. */
const positions = (file: string) => {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('SELECT id, seq, status FROM matches').all() as {
    id: string;
    seq: number;
    status: string;
  }[];
  db.close();
  return new Map(rows.map((r) => [r.id, r]));
};

describe('a server stopped with SIGTERM', () => {
  it('finishes or abandons its bots’ moves, loses nothing, exits 0, and its matches resume', async () => {
    const env = {
      DATA_DIR: dataDir,
      MESSAGES_PER_SECOND: '10000',
      MESSAGE_BURST: '10000',
      BOT_WORKERS: '1',
      BOT_THINK_MS: '1500',
    };
    const first = await startProcess(env);
    // Long matches of bots nobody watches (Havoc plays five rounds), their slow moves queued on the one bot worker.
    const bots = { game: 'domino-havoc', seats: [1, 2].map(() => ({ kind: 'bot', bot: 'ismcts:400ms' })) };
    const botMatches: string[] = [];
    for (let i = 0; i < 3; i++)
      botMatches.push((await api(first.url, 'POST', '/api/v1/matches', bots)).body.match);
    const watcher = await TestClient.connect(first.url);
    expect((await watcher.request({ type: 'subscribe', match: botMatches[0] })).type).toBe('snapshot');
    const tables: { match: string; tokens: (string | null)[]; clients: TestClient[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const { match, tokens } = await createSeated(first.url, { game: 'digit-dash', players: 2 });
      tables.push({ match, tokens, clients: (await seatClients(first.url, match, tokens)) as TestClient[] });
    }
    const acked: Acked[] = [];
    const playing = tables.map((t) => playRecording(t.match, t.clients, acked));
    // Stop once the bots are at work and plenty of moves were acknowledged, while many are in flight.
    await new Promise((r) => setTimeout(r, 1500));
    for (let waited = 0; acked.length < 100 && waited < 20_000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    const stopping = performance.now();
    const ended = await first.kill('SIGTERM');
    const took = performance.now() - stopping;
    const refusals = (await Promise.all(playing)).flat();

    expect(ended, first.output()).toEqual({ code: 0, signal: null });
    // Bots may finish the move they think about (at most 1.5 s and a grace); nothing waits longer.
    expect(took).toBeLessThan(10_000);
    expect(first.output()).not.toMatch(/random legal move|took over/);
    expect(watcher.closeCode).toBe(1012);
    // A move that came in while stopping was refused as such, never half-taken.
    for (const code of refusals) expect(['server/unavailable', 'match/stale']).toContain(code);
    expect(acked.length).toBeGreaterThan(20);

    const stored = positions(join(dataDir, 'gameshelf.db'));
    const second = await startProcess(env);
    try {
      for (const table of tables) {
        for (const [seat, token] of table.tokens.entries()) {
          const client = await TestClient.connect(second.url);
          const snapshot = await client.request({ type: 'subscribe', match: table.match, token });
          if (snapshot.type !== 'snapshot') throw new Error(`${snapshot.type}: ${JSON.stringify(snapshot)}`);
          expect(snapshot.seq).toBe(stored.get(table.match)?.seq);
          for (const a of acked.filter((x) => x.match === table.match && x.seat === seat)) {
            expect(snapshot.log[a.at]?.player, `match ${table.match} move ${a.at}`).toBe(seat);
            expect(canonicalJson(snapshot.log[a.at]?.move)).toBe(canonicalJson(a.move));
          }
          await client.close();
        }
      }
      // Nobody follows the bots' matches here, and yet their bots play on from where they stopped.
      const live = botMatches.filter((match) => stored.get(match)?.status === 'live');
      expect(live.length).toBeGreaterThan(0);
      for (const match of live) {
        const before = stored.get(match)?.seq ?? 0;
        let now = (await api(second.url, 'GET', `/api/v1/matches/${match}`)).body;
        for (let waited = 0; now.seq <= before && waited < 30_000; waited += 100) {
          await new Promise((r) => setTimeout(r, 100));
          now = (await api(second.url, 'GET', `/api/v1/matches/${match}`)).body;
        }
        expect(now.seq, `bots of ${match}: ${JSON.stringify(now)}\n${second.output()}`).toBeGreaterThan(
          before,
        );
      }
    } finally {
      await second.kill();
    }
  }, 120_000);
});

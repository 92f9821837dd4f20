/**
 * Durability: the server process is killed with SIGKILL while many matches
 * are being played as fast as their players can move. A new process on the
 * same database must have every match and every move that was acknowledged
 * (`ack`) before the kill, at the position it was acknowledged for, and the
 * matches must play on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '@gameshelf/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../support/client.ts';
import { createSeated, playOverSockets, seatClients } from '../support/matches.ts';
import { startProcess } from '../support/process.ts';

const MATCHES = 24;
const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Acked {
  readonly match: string;
  readonly seat: number;
  /** The position the move was made at: its index in the log. */
  readonly at: number;
  readonly move: unknown;
}

/**
 * Plays one match as fast as it goes, remembering every acknowledged move,
 * until it ends or the connection dies. Between a move's acknowledgement and
 * the next position reaching the seat to move, no seat has a move: it waits
 * for the next frame then, rather than stop playing.
 */
async function playRecording(match: string, clients: readonly TestClient[], acked: Acked[]): Promise<void> {
  for (;;) {
    const positions = clients.map((c) => c.position(match));
    if (positions.some((p) => p?.result)) return;
    const seat = positions.findIndex((p) => (p?.legal?.length ?? 0) > 0);
    const client = clients[seat];
    const position = positions[seat];
    try {
      if (!client || !position) {
        await Promise.race(clients.map((c) => c.waitFor(() => true, 15_000, c.frames.length)));
        continue;
      }
      const move = position.legal?.[Math.floor(Math.random() * position.legal.length)];
      const answer = await client.request({ type: 'move', match, seq: position.seq, move });
      if (answer.type === 'ack') acked.push({ match, seat, at: position.seq, move });
    } catch {
      return; // the server was killed
    }
  }
}

describe('a server killed with SIGKILL', () => {
  it('loses no acknowledged move and no match', async () => {
    const env = { DATA_DIR: dataDir, MESSAGES_PER_SECOND: '10000', MESSAGE_BURST: '10000' };
    const first = await startProcess(env);
    const tables: { match: string; tokens: (string | null)[]; clients: TestClient[] }[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const game = i % 3 === 0 ? 'domino-havoc' : 'digit-dash';
      const { match, tokens } = await createSeated(first.url, { game, players: 2 });
      tables.push({ match, tokens, clients: (await seatClients(first.url, match, tokens)) as TestClient[] });
    }
    const acked: Acked[] = [];
    const playing = tables.map((t) => playRecording(t.match, t.clients, acked));
    // Kill once plenty of moves were acknowledged (however busy the machine), while many are in flight.
    for (let waited = 0; acked.length < 150 && waited < 20_000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    await first.kill('SIGKILL');
    await Promise.all(playing);
    expect(acked.length).toBeGreaterThan(20);

    const second = await startProcess(env);
    try {
      for (const table of tables) {
        const summary = await api(second.url, 'GET', `/api/v1/matches/${table.match}`);
        expect(summary.status).toBe(200);
        // Each seat reads its own moves back, as it sees them (others' moves may be redacted for it).
        for (const [seat, token] of table.tokens.entries()) {
          const client = await TestClient.connect(second.url);
          const snapshot = await client.request({ type: 'subscribe', match: table.match, token });
          if (snapshot.type !== 'snapshot') throw new Error(`${snapshot.type}: ${JSON.stringify(snapshot)}`);
          for (const a of acked.filter((x) => x.match === table.match && x.seat === seat)) {
            const entry = snapshot.log[a.at];
            expect(entry?.player, `match ${table.match} move ${a.at}`).toBe(seat);
            expect(canonicalJson(entry?.move)).toBe(canonicalJson(a.move));
          }
          await client.close();
        }
      }
      // And they play on: a few matches to their end on the new process.
      for (const table of tables.slice(0, 3)) {
        const clients = await seatClients(second.url, table.match, table.tokens);
        await playOverSockets(table.match, clients);
        for (const c of clients) await c?.close();
      }
    } finally {
      await second.kill();
    }
  });
});

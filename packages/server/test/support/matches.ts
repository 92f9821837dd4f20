/** Creating, seating and playing matches over the real HTTP API and WebSockets, as a client would. */
import { expect } from 'vitest';
import { api, TestClient } from './client.ts';

export async function createSeated(base: string, request: Record<string, unknown>) {
  const created = await api(base, 'POST', '/api/v1/matches', request);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const match: string = created.body.match;
  const tokens: (string | null)[] = [];
  for (const seat of created.body.seats as { kind: string }[]) {
    if (seat.kind === 'bot') {
      tokens.push(null);
      continue;
    }
    const joined = await api(base, 'POST', `/api/v1/matches/${match}/join`, {});
    expect(joined.status).toBe(200);
    tokens.push(joined.body.token);
  }
  return { match, tokens };
}

/** One connection per human seat, subscribed with its token. */
export async function seatClients(base: string, match: string, tokens: readonly (string | null)[]) {
  const clients: (TestClient | null)[] = [];
  for (const token of tokens) {
    if (token === null) {
      clients.push(null);
      continue;
    }
    const client = await TestClient.connect(base);
    const answer = await client.request({ type: 'subscribe', match, token });
    expect(answer.type).toBe('snapshot');
    clients.push(client);
  }
  return clients;
}

/**
 * Plays to the end over the sockets: whichever seat's own frames offer legal
 * moves picks one (`pick`) and sends it for the position it saw. Before each
 * real move, `probe` may send anything else first (the leak and fuzz tests).
 */
export async function playOverSockets(
  match: string,
  clients: readonly (TestClient | null)[],
  options: {
    pick?: (legal: readonly unknown[]) => unknown;
    probe?: (client: TestClient, seat: number, seq: number) => Promise<void>;
    maxMoves?: number;
    /** Stop quietly after this many moves (the match goes on). */
    stopAfter?: number;
  } = {},
): Promise<number> {
  const pick = options.pick ?? ((legal) => legal[Math.floor(Math.random() * legal.length)]);
  // Counts the moves the server accepted: a wait for a bot, or a move refused as stale (the
  // position moved on before it arrived), is not one.
  let moves = 0;
  for (let tries = 0; tries < 2 * (options.maxMoves ?? 20_000); tries++) {
    if (moves === options.stopAfter) return moves;
    const positions = clients.map((c) => c?.position(match));
    if (positions.some((p) => p?.result)) return moves;
    const seat = positions.findIndex((p) => p?.legal && p.legal.length > 0);
    const client = clients[seat];
    const position = positions[seat];
    if (!client || !position) {
      // A bot is thinking: wait for the next frame on any connection.
      await Promise.race(
        clients.filter((c) => c !== null).map((c) => c.waitFor(() => true, 15_000, c.frames.length)),
      );
      continue;
    }
    await options.probe?.(client, seat, position.seq);
    const answer = await client.request({
      type: 'move',
      match,
      seq: position.seq,
      move: pick(position.legal ?? []),
    });
    if (answer.type === 'error' && answer.code !== 'match/stale')
      throw new Error(`${answer.code}: ${answer.message}`);
    if (answer.type !== 'error') moves++;
  }
  throw new Error('the match did not end');
}

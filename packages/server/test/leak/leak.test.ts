/**
 * The leak test: full matches of every hidden-information game on the shelf,
 * played through the server over real sockets, with bad moves thrown in.
 * Everything each seat's connection received (views, updates, logs, legal
 * moves, acks, errors) is searched for the hidden items of the other seats
 * at that moment. A deliberately leaky game shows the search finds leaks.
 */
import { type AnyGameModule, type GameRecord, replayRecord, unwrap } from '@gameshelf/engine';
import { findLeaks, leaksInText, secretsOf, type Vocabulary, vocabularyOf } from '@gameshelf/engine/testing';
import type { ServerMessage } from '@gameshelf/protocol';
import { findGame, SHELF } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/service/catalog.ts';
import { api, type TestClient } from '../support/client.ts';
import { createSeated, playOverSockets, seatClients } from '../support/matches.ts';
import { testServer } from '../support/server.ts';

const HIDDEN = SHELF.filter((m) => m.game.hiddenInformation);
const FAST = { MESSAGES_PER_SECOND: '10000', MESSAGE_BURST: '10000' };

/** For each seat and position: the other seats' hidden items that this seat has not seen so far. */
function secretsBySeat(module: AnyGameModule, record: GameRecord) {
  const match = unwrap(replayRecord(module.game, record));
  const vocabulary = vocabularyOf(match);
  const seats = Array.from({ length: record.players }, (_, p) => p);
  return { secrets: seats.map((p) => secretsOf(match, p, vocabulary).byPosition), vocabulary };
}

/** Checks every frame a seat received against the secrets of the position it was sent at. */
function leaksOf(
  client: TestClient,
  secrets: readonly ReadonlySet<string>[],
  vocabulary: Vocabulary,
): string[] {
  const found: string[] = [];
  let seq = 0;
  client.frames.forEach((frame: ServerMessage) => {
    if (frame.type === 'snapshot' || frame.type === 'update') seq = frame.seq;
    const now = secrets[seq] ?? new Set<string>();
    for (const leak of findLeaks(frame, now, vocabulary))
      found.push(`${frame.type} at ${seq}: ${leak.path} = ${JSON.stringify(leak.value)}`);
    if (frame.type === 'error')
      for (const text of leaksInText(frame.message, now)) found.push(`error at ${seq} mentions ${text}`);
  });
  return found;
}

/** Bad moves a seat can make from what it knows: malformed, out of turn, replayed. */
function probes(match: string, clients: readonly (TestClient | null)[]) {
  const lastLegal = new Map<number, unknown>();
  let count = 0;
  return async (actor: TestClient, seat: number, seq: number) => {
    const legal = actor.position(match)?.legal ?? [];
    lastLegal.set(seat, legal[0]);
    if (count++ % 5 !== 0) return;
    await actor.request({ type: 'move', match, seq, move: { ...(legal[0] as object), bogus: true } });
    await actor.request({ type: 'move', match, seq: Math.max(0, seq - 1), move: legal[0] });
    for (const [other, client] of clients.entries()) {
      if (other !== seat && client && lastLegal.has(other)) {
        await client.request({ type: 'move', match, seq, move: lastLegal.get(other) });
      }
    }
  };
}

async function playAndCollect(module: AnyGameModule, catalog?: ReturnType<typeof catalogOf>) {
  const server = await testServer(FAST, undefined, catalog ? { catalog } : {});
  const players = Math.min(3, Math.max(2, module.game.players.min));
  const { match, tokens } = await createSeated(server.url, { game: module.game.id, players });
  const clients = await seatClients(server.url, match, tokens);
  await playOverSockets(match, clients, { probe: probes(match, clients) });
  const record = (await api(server.url, 'GET', `/api/v1/matches/${match}/record`)).body as GameRecord;
  for (const c of clients) await c?.close();
  await server.stop();
  return { clients: clients as TestClient[], record };
}

describe('nothing sent to a seat reveals another seat’s hidden items', () => {
  it('covers every hidden-information game on the shelf', () => {
    expect(HIDDEN.map((m) => m.game.id).sort()).toEqual(
      SHELF.filter((m) => m.game.hiddenInformation)
        .map((m) => m.game.id)
        .sort(),
    );
    expect(HIDDEN.length).toBeGreaterThan(0);
  });

  it.each(HIDDEN.map((m) => [m.game.id, m] as const))(
    '%s: a full match through the server',
    async (_id, module) => {
      const { clients, record } = await playAndCollect(module);
      const { secrets, vocabulary } = secretsBySeat(module, record);
      // The search must have something to look for, or it proves nothing.
      expect(vocabulary.describe()).not.toBe('');
      expect(secrets.some((perSeat) => perSeat.some((s) => s.size > 0))).toBe(true);
      expect(clients.flatMap((c) => c.frames).some((f) => f.type === 'error')).toBe(true);
      for (const [seat, client] of clients.entries()) {
        expect(leaksOf(client, secrets[seat] ?? [], vocabulary), `seat ${seat}`).toEqual([]);
      }
    },
  );

  const real = unwrap(findGame('digit-dash'));
  const nextSeat = (state: unknown, p: number) => (p + 1) % (state as { hands: unknown[] }).hands.length;
  it.each([
    [
      'views that show each seat the next seat’s hand',
      {
        view: (s: unknown, v: number | 'spectator') =>
          real.game.view(s, v === 'spectator' ? v : nextSeat(s, v)),
      },
    ],
    [
      'a log that tells everyone every draw',
      { redactMove: (_b: unknown, _a: unknown, move: unknown) => move },
    ],
  ] as const)('finds the leaks of a game with %s', async (_what, change) => {
    const leaky: AnyGameModule = { ...real, game: { ...real.game, ...change } };
    const { clients, record } = await playAndCollect(leaky, catalogOf([leaky]));
    const { secrets, vocabulary } = secretsBySeat(real, record);
    expect(leaksOf(clients[0] as TestClient, secrets[0] ?? [], vocabulary).length).toBeGreaterThan(0);
  });
});

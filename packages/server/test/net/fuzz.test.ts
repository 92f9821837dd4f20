/**
 * The fuzz test: thousands of random and malformed messages on real sockets
 * (garbage, broken envelopes, wrong types, huge and binary frames, junk and
 * mutated moves, foreign tokens, old positions) against live matches of
 * every game on the shelf. Afterwards every connection still answers, every
 * match in memory equals its stored log replayed from scratch, every game's
 * invariants hold, and every match can be played on to its end.
 */
import { Rng } from '@gameshelf/engine';
import { mutateMove, randomJunk } from '@gameshelf/engine/testing';
import { SHELF } from '@gameshelf/shelf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuild } from '../../src/rules/replay.ts';
import type { TestClient } from '../support/client.ts';
import { createSeated, playOverSockets, seatClients } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';

const MESSAGES = 4000;
let server: TestServer;
beforeAll(async () => {
  server = await testServer({ MESSAGES_PER_SECOND: '10000', MESSAGE_BURST: '10000' });
});
afterAll(() => server.stop());

interface Table {
  readonly match: string;
  readonly tokens: readonly (string | null)[];
  readonly clients: readonly (TestClient | null)[];
}

function garbage(rng: Rng): string {
  const texts = [
    '',
    'null',
    '[]',
    '"ping"',
    '{}',
    '{"type":',
    '{"type":"ping"',
    '{"type":"ping"}}',
    `${'['.repeat(4000)}${']'.repeat(4000)}`,
    '{"type":"ping","ref":1e400}',
    '{"type":"ping","__proto__":{"polluted":true}}',
    '{"type":"ping","constructor":{"prototype":{"polluted":true}}}',
    '\u0000\u0001\u0002',
    '{"type":"move","match":"x","seq":0,"move":{"type":"draw"},"seat":1}',
    'x'.repeat(20_000),
  ];
  if (rng.int(3) === 0)
    return String.fromCharCode(...Array.from({ length: rng.int(200) }, () => rng.int(0xd7ff)));
  return rng.pick(texts);
}

/** A message with the shape of a real one, then one part broken (or not). */
function envelope(rng: Rng, table: Table): unknown {
  const seq = table.clients[0]?.position(table.match)?.seq ?? 0;
  const legal =
    table.clients.map((c) => c?.position(table.match)?.legal).find((l) => l && l.length > 0) ?? [];
  const move = legal.length > 0 ? rng.pick(legal) : { type: 'pass' };
  const base = rng.pick<Record<string, unknown>>([
    {
      type: 'move',
      match: table.match,
      seq,
      move: rng.int(2) ? mutateMove(move as object, rng) : randomJunk(rng),
    },
    { type: 'move', match: table.match, seq: seq + rng.int(5) - 2, move },
    { type: 'subscribe', match: table.match, token: rng.pick(table.tokens.filter((t) => t !== null)) },
    { type: 'subscribe', match: table.match, token: 'f'.repeat(43), since: rng.int(10) },
    { type: 'subscribe', match: table.match, since: seq + 100 },
    { type: 'unsubscribe', match: 'U'.repeat(22) },
    { type: 'ping' },
  ]);
  const message: Record<string, unknown> = { ...base, ref: rng.int(1000) };
  switch (rng.int(6)) {
    case 0:
      delete message[rng.pick(Object.keys(message))];
      break;
    case 1:
      message[rng.pick(['extra', 'seat', 'player', 'token', 'v'])] = randomJunk(rng) ?? null;
      break;
    case 2:
      message[rng.pick(Object.keys(message))] = randomJunk(rng) ?? 0;
      break;
    default:
      break;
  }
  return message;
}

describe('fuzzing the WebSocket', () => {
  it('survives thousands of bad messages with every match intact and playable', async () => {
    const rng = Rng.fromSeed('gameshelf-fuzz');
    const tables: Table[] = [];
    for (const module of SHELF) {
      const players = Math.min(3, module.game.players.max);
      const { match, tokens } = await createSeated(server.url, { game: module.game.id, players });
      tables.push({ match, tokens, clients: await seatClients(server.url, match, tokens) });
    }
    const fuzzers = tables.flatMap((t) => t.clients.filter((c): c is TestClient => c !== null));
    const answersBefore = fuzzers.map((f) => f.frames.length);
    for (let i = 0; i < MESSAGES; i++) {
      const table = rng.pick(tables);
      const client = rng.pick(table.clients.filter((c): c is TestClient => c !== null));
      const roll = rng.int(10);
      if (roll === 0) client.sendRaw(Buffer.from(garbage(rng)), true);
      else if (roll < 4) client.sendRaw(garbage(rng));
      else client.sendRaw(JSON.stringify(envelope(rng, table)));
      if (i % 200 === 199) await Promise.all(fuzzers.map((f) => f.request({ type: 'ping' })));
    }
    // Every connection is still there and answers, in order.
    for (const f of fuzzers) expect(await f.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    const codes = new Set(
      fuzzers.flatMap((f, i) =>
        f.frames
          .slice(answersBefore[i])
          .filter((m) => m.type === 'error')
          .map((m) => (m.type === 'error' ? m.code : '')),
      ),
    );
    for (const code of [
      'net/bad-json',
      'net/invalid',
      'net/too-large',
      'move/malformed',
      'match/stale',
      'auth/bad-token',
    ]) {
      expect(codes, `the fuzz reached ${code}`).toContain(code);
    }
    expect(codes).not.toContain('server/internal');

    for (const table of tables) {
      const live = server.service.held(table.match);
      if (!live) throw new Error(`match ${table.match} is no longer live`);
      const stored = await server.service.store.loadMatch(table.match);
      if (!stored) throw new Error('lost from the store');
      const replayed = rebuild(live.module, stored);
      expect(replayed.ok && replayed.value.stateHash()).toBe(live.match.stateHash());
      expect(stored.row.stateHash).toBe(live.match.stateHash());
      expect(live.module.game.checkInvariants(live.match.state)).toEqual([]);
      // The seat subscriptions may have been replaced by fuzzed subscribes: follow again, then play on.
      for (const [seat, client] of table.clients.entries()) {
        if (client)
          await client.request({ type: 'subscribe', match: table.match, token: table.tokens[seat] });
      }
      await playOverSockets(table.match, table.clients);
      expect(server.service.held(table.match)?.match.isOver()).toBe(true);
    }
    for (const f of fuzzers) await f.close();
  });
});

/**
 * Real sockets on loopback: matches played through, spectators, reconnection,
 * and every kind of bad input refused with a coded error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_LIMITS } from '../../src/ws/limits.ts';
import { RefusalWindow } from '../../src/ws/rate-limit.ts';
import { TestClient } from '../support/client.ts';
import { createSeated, playOverSockets, seatClients } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ MESSAGES_PER_SECOND: '10000', MESSAGE_BURST: '10000' });
});
afterAll(() => server.stop());

describe('WebSocket play', () => {
  it('plays a match through between two connections while a spectator watches every move', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const clients = await seatClients(server.url, match, tokens);
    const watcher = await TestClient.connect(server.url);
    expect((await watcher.request({ type: 'subscribe', match })).type).toBe('snapshot');
    await playOverSockets(match, clients);
    const end = await watcher.waitFor((m) => m.type === 'update' && m.result !== null);
    expect(end.type === 'update' && end.legal).toBe(null);
    expect(
      watcher.frames.filter((f) => f.type === 'update').every((f) => f.type === 'update' && f.legal === null),
    ).toBe(true);
    for (const c of [...clients, watcher]) await c?.close();
  });

  it('greets with the protocol version and limits, and answers pings', async () => {
    const client = await TestClient.connect(server.url);
    const welcome = await client.waitFor((m) => m.type === 'welcome');
    expect(welcome).toMatchObject({ protocol: 1, limits: { maxMessageBytes: 16384 } });
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    await client.close();
  });

  it('resumes a player who reconnects, from the position they held', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const [a, b] = (await seatClients(server.url, match, tokens)) as TestClient[];
    await playOverSockets(match, [a ?? null, b ?? null], { stopAfter: 6 });
    const held = a?.position(match)?.seq ?? 0;
    await a?.close();
    const again = await TestClient.connect(server.url);
    const snapshot = await again.request({ type: 'subscribe', match, token: tokens[0], since: held });
    expect(snapshot).toMatchObject({ type: 'snapshot', seat: 0, from: held });
    await again.close();
    await b?.close();
  });

  it('refuses bad input with a coded error, keeps the connection, and changes nothing', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const [a, b] = (await seatClients(server.url, match, tokens)) as TestClient[];
    if (!a || !b) throw new Error('no clients');
    const start = a.position(match);
    if (!start) throw new Error('no position');
    const actor = start.toAct[0] === 0 ? a : b;
    const other = actor === a ? b : a;
    const spectator = await TestClient.connect(server.url);
    await spectator.request({ type: 'subscribe', match });
    const legal = actor.position(match)?.legal ?? [];
    const cases: [TestClient, string | Buffer, string, boolean?][] = [
      [a, 'not json', 'net/bad-json'],
      [a, '{"type":"ping","extra":1}', 'net/invalid'],
      [a, '{"type":"teleport"}', 'net/invalid'],
      [a, '{"type":"move","match":5,"seq":"x","move":{}}', 'net/invalid'],
      [a, '[1,2,3]', 'net/invalid'],
      [a, JSON.stringify({ type: 'ping', pad: 'x'.repeat(20_000) }), 'net/too-large'],
      [a, Buffer.from('{"type":"ping"}'), 'net/invalid', true],
      [a, JSON.stringify({ type: 'move', match: 'A'.repeat(22), seq: 0, move: {} }), 'match/not-subscribed'],
      [spectator, JSON.stringify({ type: 'move', match, seq: start.seq, move: legal[0] }), 'auth/spectator'],
      [other, JSON.stringify({ type: 'move', match, seq: start.seq, move: legal[0] }), 'move/not-your-turn'],
      [actor, JSON.stringify({ type: 'move', match, seq: start.seq - 1, move: legal[0] }), 'match/stale'],
      [
        actor,
        JSON.stringify({ type: 'move', match, seq: start.seq, move: { type: 'warp' } }),
        'move/malformed',
      ],
      [a, JSON.stringify({ type: 'subscribe', match, token: 'z'.repeat(43) }), 'auth/bad-token'],
      [a, JSON.stringify({ type: 'subscribe', match: 'B'.repeat(22) }), 'match/unknown'],
    ];
    for (const [client, data, code, binary] of cases) {
      const from = client.frames.length;
      client.sendRaw(data, binary);
      const answer = await client.waitFor((m) => m.type === 'error', 5_000, from);
      expect(answer, `${String(data).slice(0, 60)} -> ${code}`).toMatchObject({ type: 'error', code });
    }
    expect(actor.position(match)?.seq).toBe(start.seq);
    // The move is still accepted afterwards; replaying the very same message is refused.
    const move = JSON.stringify({ type: 'move', match, seq: start.seq, move: legal[0] });
    actor.sendRaw(move);
    const ack = await actor.waitFor((m) => m.type === 'ack');
    // A refused re-subscription (a's, with a foreign token) left the old one in place: both seats hear the move.
    for (const c of [a, b])
      await c.waitFor((m) => m.type === 'update' && ack.type === 'ack' && m.seq === ack.seq);
    const from = actor.frames.length;
    actor.sendRaw(move);
    expect(await actor.waitFor((m) => m.type === 'error', 5_000, from)).toMatchObject({
      code: 'match/stale',
    });
    for (const c of [a, b, spectator]) await c.close();
  });

  it('echoes the ref of a refused message when it had one', async () => {
    const client = await TestClient.connect(server.url);
    expect(await client.request({ type: 'ping', surprise: true })).toMatchObject({
      type: 'error',
      code: 'net/invalid',
    });
    await client.close();
  });

  it('closes a connection that sends a frame over the hard limit, and refuses other paths', async () => {
    const client = await TestClient.connect(server.url);
    client.sendRaw('x'.repeat(2 * 1024 * 1024));
    await expect(client.waitFor(() => false, 5_000)).rejects.toThrow(/closed \(1009\)/);
    const wrong = new WebSocket(`${server.url.replace('http', 'ws')}/elsewhere`);
    const status = await new Promise((resolve) =>
      wrong.on('unexpected-response', (_req, res) => resolve(res.statusCode)),
    );
    expect(status).toBe(404);
    wrong.on('error', () => {});
    wrong.terminate();
  });
});

describe('WebSocket flood', () => {
  it('refuses messages past the rate limit with net/rate-limited, then serves again', async () => {
    const slow = await testServer({ MESSAGES_PER_SECOND: '5', MESSAGE_BURST: '5' });
    const client = await TestClient.connect(slow.url);
    for (let i = 0; i < 20; i++) client.sendRaw(JSON.stringify({ type: 'ping', ref: i }));
    await client.waitFor((m) => m.type === 'error' && m.code === 'net/rate-limited');
    const pongs = () => client.frames.filter((f) => f.type === 'pong').length;
    await new Promise((r) => setTimeout(r, 300));
    expect(pongs()).toBeLessThanOrEqual(7);
    expect(
      client.frames.filter((f) => f.type === 'error' && f.code === 'net/rate-limited').length,
    ).toBeGreaterThanOrEqual(13);
    await new Promise((r) => setTimeout(r, 500));
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    // A client that keeps flooding is cut off.
    for (let i = 0; i < 400; i++) client.sendRaw('{"type":"ping"}');
    await expect(client.waitFor(() => false, 5_000)).rejects.toThrow(/closed \(1008\)/);
    await slow.stop();
  });

  it('answers every refusal with the ref of the message refused, even one not read', async () => {
    const slow = await testServer({ MESSAGES_PER_SECOND: '1', MESSAGE_BURST: '2' });
    const client = await TestClient.connect(slow.url);
    client.sendRaw(JSON.stringify({ type: 'ping', ref: 1, pad: 'x'.repeat(20_000) }));
    expect(await client.waitFor((m) => m.type === 'error' && m.ref === 1)).toMatchObject({
      code: 'net/too-large',
    });
    client.sendRaw('{"type":"ping","ref":2');
    expect(await client.waitFor((m) => m.type === 'error' && m.ref === 2)).toMatchObject({
      code: 'net/bad-json',
    });
    client.sendRaw('{"type":"ping","ref":3}');
    expect(await client.waitFor((m) => m.type === 'error' && m.ref === 3)).toMatchObject({
      code: 'net/rate-limited',
    });
    await client.close();
    await slow.stop();
  });

  it('closes a connection that floods steadily, though some of its messages get through', async () => {
    const slow = await testServer({ MESSAGES_PER_SECOND: '20', MESSAGE_BURST: '5' });
    const client = await TestClient.connect(slow.url);
    // Four times the rate for as long as it takes: about one message in four is served.
    const flood = setInterval(() => {
      for (let i = 0; i < 8; i++) if (client.closeCode === null) client.sendRaw('{"type":"ping"}');
    }, 100);
    try {
      await expect(client.waitFor(() => false, 20_000)).rejects.toThrow(/closed \(1008\)/);
    } finally {
      clearInterval(flood);
    }
    expect(client.frames.filter((f) => f.type === 'pong').length).toBeGreaterThan(20);
    await slow.stop();
  });

  it('closes a connection flooding at twice the rate, at the default limits: over 100 refusals in 10 s', async () => {
    const { messagesPerSecond } = DEFAULT_LIMITS;
    const plain = await testServer({});
    const client = await TestClient.connect(plain.url);
    // Twice the rate, steadily: half of it is served, half refused (about 20 a second).
    const started = performance.now();
    const flood = setInterval(() => {
      for (let i = 0; i < messagesPerSecond / 5; i++)
        if (client.closeCode === null) client.sendRaw('{"type":"ping"}');
    }, 100);
    try {
      await expect(client.waitFor(() => false, 20_000)).rejects.toThrow(/closed \(1008\)/);
    } finally {
      clearInterval(flood);
    }
    const took = performance.now() - started;
    const refused = client.frames.filter((f) => f.type === 'error' && f.code === 'net/rate-limited').length;
    // Closed at the 101st refusal, within the ten seconds that counted them.
    expect(refused).toBe(DEFAULT_LIMITS.maxRefused);
    expect(took).toBeLessThan(12_000);
    expect(client.frames.filter((f) => f.type === 'pong').length).toBeGreaterThan(messagesPerSecond);
    await plain.stop();
  }, 30_000);

  it('counts refusals in a sliding window of ten seconds', () => {
    let now = 0;
    const window = new RefusalWindow(3, 10_000, () => now);
    expect([window.refuse(), window.refuse(), window.refuse()]).toEqual([false, false, false]);
    now = 9_999;
    expect(window.refuse()).toBe(true);
    // The first three are ten seconds old: one left in the window.
    now = 10_000;
    expect(window.refuse()).toBe(false);
    now = 25_000;
    expect([window.refuse(), window.refuse(), window.refuse(), window.refuse()]).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

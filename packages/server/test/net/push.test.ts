/**
 * Turn notifications by Web Push, over the real HTTP API, sent to a fake
 * push service on loopback: a player who must move and is not at the table
 * is sent an encrypted message naming the match (decrypted here as their
 * browser would), once per position, signed with the server's VAPID key;
 * a player at the table is not; a subscription the push service calls gone
 * is forgotten; endpoints outside the allowed push services are refused; a
 * server without keys says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../support/client.ts';
import { browserKeys, FakePushService } from '../support/fake-push.ts';
import { createSeated } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';
import { until } from '../support/service.ts';
import { TEST_VAPID } from '../support/tables.ts';

let push: FakePushService;
let server: TestServer;
beforeAll(async () => {
  push = await FakePushService.start();
  server = await testServer({
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    VAPID_SUBJECT: TEST_VAPID.subject,
    PUSH_HOSTS: '127.0.0.1',
  });
});
afterAll(async () => {
  await server?.stop();
  await push?.close();
});

async function subscribe(token: string, name: string) {
  const browser = browserKeys();
  const endpoint = push.endpoint(name);
  const answer = await api(server.url, 'POST', '/api/v1/push/subscribe', {
    subscription: { endpoint, expirationTime: null, keys: browser.keys },
    tokens: [token],
  });
  expect(answer).toEqual({ status: 200, body: { seats: 1 } });
  return { browser, endpoint };
}

function held(match: string) {
  const live = server.service.held(match);
  if (!live) throw new Error(`match ${match} is not held`);
  return live;
}

const sentTo = (endpoint: string) => push.received.filter((r) => endpoint.endsWith(r.path));

/**
 * A Digit Dash move that passes the turn without going out: draw, then discard. Playing the first legal
 * move instead melds whatever it can, and in about 1 deal in 30 the first player goes out in that very
 * turn: the game is over and no one has a turn to be told of.
 */
function quietMove(legal: readonly unknown[] | null | undefined): unknown {
  const kind = (move: unknown) =>
    typeof move === 'object' && move !== null && 'type' in move ? move.type : undefined;
  return legal?.find((m) => kind(m) === 'draw') ?? legal?.find((m) => kind(m) === 'discard') ?? legal?.[0];
}

/** Follows the match as `seat` and plays a quiet turn (draw, then discard) until the turn passes. */
async function playTurn(client: TestClient, match: string, token: string, seat: number): Promise<void> {
  if (!client.position(match)) await client.request({ type: 'subscribe', match, token });
  // The turn has come to this seat, as this client was told: another client's last move may still
  // be on its way here on a busy machine, and a stale position would end the loop before it began.
  await until(() => client.position(match)?.toAct.includes(seat) === true, 10_000, `seat ${seat}'s turn`);
  for (
    let position = client.position(match);
    position?.toAct.includes(seat);
    position = client.position(match)
  ) {
    const answer = await client.request({
      type: 'move',
      match,
      seq: position.seq,
      move: quietMove(position.legal),
    });
    expect(answer.type).toBe('ack');
  }
}

describe('turn notifications by Web Push', () => {
  it('tell a player away from the table that it is their turn, once per position, encrypted and signed', async () => {
    expect((await api(server.url, 'GET', '/api/v1/push/key')).body).toEqual({
      publicKey: TEST_VAPID.publicKey,
    });
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const first = (await api(server.url, 'GET', `/api/v1/matches/${match}`)).body.toAct[0] as number;
    const other = 1 - first;
    const away = await subscribe(tokens[other] as string, `away-${match}`);
    const mover = await TestClient.connect(server.url);
    await playTurn(mover, match, tokens[first] as string, first);
    await server.tables.push?.notifier.settled();
    await until(() => sentTo(away.endpoint).length > 0, 30_000, 'a push');
    expect(sentTo(away.endpoint)).toHaveLength(1);
    const [sent] = sentTo(away.endpoint);
    expect(sent?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(sent?.headers.ttl)).toBeGreaterThan(0);
    expect(sent?.headers.urgency).toBe('high');
    expect(sent?.headers.topic).toBe(match);
    expect(String(sent?.headers.authorization)).toContain(`k=${TEST_VAPID.publicKey}`);
    expect(JSON.parse(away.browser.decrypt(sent?.body ?? Buffer.alloc(0)))).toEqual({
      type: 'turn',
      match,
      game: 'digit-dash',
      gameName: 'Digit Dash',
    });
    await mover.close();
  });

  it('does not tell a player who is at the table, and forgets a subscription the push service calls gone', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const first = (await api(server.url, 'GET', `/api/v1/matches/${match}`)).body.toAct[0] as number;
    const other = 1 - first;
    const here = await subscribe(tokens[other] as string, `here-${match}`);
    const [mover, waiter] = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    await waiter.request({ type: 'subscribe', match, token: tokens[other] });
    await playTurn(mover, match, tokens[first] as string, first);
    await server.tables.push?.notifier.settled();
    expect(sentTo(here.endpoint)).toEqual([]);

    // The first player leaves the table, with a subscription that is gone; the second plays.
    const gone = await subscribe(tokens[first] as string, `gone-${match}`);
    await mover.close();
    push.status = 410;
    await until(
      () => server.tables.presence.frame(held(match)).seats[first]?.online === false,
      5_000,
      'away',
    );
    await playTurn(waiter, match, tokens[other] as string, other);
    await until(() => sentTo(gone.endpoint).length > 0, 30_000, 'a push');
    await server.tables.push?.notifier.settled();
    push.status = 201;
    expect(await server.service.store.pushSubscriptionsOf(match, first)).toEqual([]);
    await waiter.close();
  });

  it('refuses endpoints outside the push services, and bad subscriptions, with coded errors', async () => {
    const { tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const keys = browserKeys().keys;
    const refused = await api(server.url, 'POST', '/api/v1/push/subscribe', {
      subscription: { endpoint: 'http://169.254.169.254/latest', keys },
      tokens,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'push/endpoint-refused' } } });
    const malformed = await api(server.url, 'POST', '/api/v1/push/subscribe', {
      subscription: { endpoint: push.endpoint('x'), keys: { p256dh: 'short', auth: keys.auth } },
      tokens,
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: 'net/invalid' } } });
    const removed = await api(server.url, 'POST', '/api/v1/push/unsubscribe', {
      endpoint: 'https://nowhere',
    });
    expect(removed).toEqual({ status: 200, body: { removed: false } });
  });

  it('a server without VAPID keys sends no push, and says so', async () => {
    const plain = await testServer();
    expect((await api(plain.url, 'GET', '/api/v1/push/key')).body).toEqual({ publicKey: null });
    const answer = await api(plain.url, 'POST', '/api/v1/push/subscribe', {
      subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: browserKeys().keys },
      tokens: ['a'.repeat(43)],
    });
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'push/unavailable' } } });
    await plain.stop();
  });
});

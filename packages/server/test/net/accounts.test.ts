/**
 * Accounts over real HTTP (issue #22): signing up and in with a password or
 * a passkey (a software authenticator answering the real WebAuthn checks),
 * sessions in HttpOnly cookies and signing out, a guest's seats moving to
 * the account, the rate limits on sign-in, and that nothing about one
 * account reaches another's requests. Each test's browser comes from its
 * own address (a trusted proxy on loopback), so the per-address limits stay
 * out of the tests that do not count them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureCookies } from '../../src/accounts/sessions.ts';
import { ACCOUNT_LIMITS } from '../../src/http/account-routes.ts';
import { addressOf, clientOf } from '../../src/http/client.ts';
import { shareOf } from '../../src/store/rows.ts';
import { SoftAuthenticator } from '../support/authenticator.ts';
import { createSeated } from '../support/matches.ts';
import { type TestServer, testServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.stop());

let addresses = 0;

/** A browser: its own address and cookie jar (the session cookie only). */
class Browser {
  readonly address = `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  cookie: string | null = null;
  lastSetCookie: string | null = null;

  async call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.get('set-cookie');
    this.lastSetCookie = set;
    if (set) {
      const pair = set.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answer field by field
    return { status: response.status, body: (await response.json()) as any };
  }
}

const unique = () => `P${Math.random().toString(36).slice(2, 10)}`;

describe('accounts with a password', () => {
  it('signs up: a session cookie (HttpOnly, SameSite=Lax, not Secure on plain-http localhost) and the account', async () => {
    const browser = new Browser();
    const name = unique();
    const signedUp = await browser.call('POST', '/account/signup', { name, password: 'correct horse' });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body).toEqual({
      account: { id: expect.any(String), name, hasPassword: true, passkeys: [] },
      seatsMoved: 0,
    });
    expect(browser.lastSetCookie).toMatch(/^gameshelf_session=[A-Za-z0-9_-]{43};/);
    expect(browser.lastSetCookie).toContain('HttpOnly');
    expect(browser.lastSetCookie).toContain('SameSite=Lax');
    expect(browser.lastSetCookie).not.toContain('Secure');
    expect((await browser.call('GET', '/account')).body.account.name).toBe(name);
    expect(await new Browser().call('GET', '/account')).toEqual({ status: 200, body: { account: null } });
  });

  it('refuses a bad name, a short password and a name taken in any case, each with its code', async () => {
    const browser = new Browser();
    const bad = await browser.call('POST', '/account/signup', { name: 'a', password: 'correct horse' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'account/invalid-name']);
    const spaces = await browser.call('POST', '/account/signup', {
      name: 'two  spaces',
      password: 'long enough',
    });
    expect(spaces.body.error.code).toBe('account/invalid-name');
    const weak = await browser.call('POST', '/account/signup', { name: unique(), password: 'short' });
    expect([weak.status, weak.body.error.code]).toEqual([400, 'account/weak-password']);
    const name = unique();
    expect((await browser.call('POST', '/account/signup', { name, password: 'correct horse' })).status).toBe(
      201,
    );
    const taken = await new Browser().call('POST', '/account/signup', {
      name: name.toUpperCase(),
      password: 'another one',
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'account/name-taken']);
  });

  it('signs in with the password, in any case of the name; a wrong password and an unknown name get one same answer', async () => {
    const name = unique();
    await new Browser().call('POST', '/account/signup', { name, password: 'correct horse' });
    const browser = new Browser();
    const signedIn = await browser.call('POST', '/account/signin', {
      name: name.toLowerCase(),
      password: 'correct horse',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account.name).toBe(name);
    const wrong = await new Browser().call('POST', '/account/signin', { name, password: 'wrong horse' });
    const unknown = await new Browser().call('POST', '/account/signin', {
      name: unique(),
      password: 'wrong horse',
    });
    expect(wrong).toEqual(unknown);
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 'account/bad-credentials']);
  });

  it('signs out: the session is revoked in the store, so the old cookie signs in nobody', async () => {
    const browser = new Browser();
    await browser.call('POST', '/account/signup', { name: unique(), password: 'correct horse' });
    const cookie = browser.cookie;
    expect((await browser.call('POST', '/account/signout', {})).body).toEqual({ signedOut: true });
    expect(browser.lastSetCookie).toMatch(/^gameshelf_session=;/);
    browser.cookie = cookie;
    expect((await browser.call('GET', '/account')).body).toEqual({ account: null });
    const add = await browser.call('POST', '/account/passkey/add-options', {});
    expect([add.status, add.body.error.code]).toEqual([401, 'account/signed-out']);
  });
});

describe('the session cookie', () => {
  it.each([
    [undefined, false, false],
    [undefined, true, true],
    ['http://localhost:8080', false, false],
    ['http://127.0.0.1:8080', true, false],
    ['http://[::1]:8080', false, false],
    ['http://games.example.org', false, true],
    ['https://games.example.org', true, true],
    ['https://localhost:8443', false, true],
  ] as const)('PUBLIC_URL %s, production %s: Secure %s', (publicUrl, production, secure) => {
    expect(secureCookies(publicUrl, production)).toBe(secure);
  });
});

describe('accounts with a passkey', () => {
  it('signs up with a passkey and signs in with it again, the signature counter stored', async () => {
    const browser = new Browser();
    const authenticator = new SoftAuthenticator(server.url);
    const name = unique();
    const options = await browser.call('POST', '/account/passkey/signup-options', { name });
    expect(options.status).toBe(200);
    expect(options.body.options.rp.id).toBe(new URL(server.url).hostname);
    expect(options.body.options.authenticatorSelection.residentKey).toBe('required');
    const response = authenticator.register(options.body.options);
    const created = await browser.call('POST', '/account/passkey/signup', {
      ceremony: options.body.ceremony,
      response,
    });
    expect(created.status).toBe(201);
    expect(created.body.account).toMatchObject({ name, hasPassword: false, passkeys: [{ id: response.id }] });
    await browser.call('POST', '/account/signout', {});

    const again = new Browser();
    const signIn = await again.call('POST', '/account/passkey/signin-options', {});
    const signedIn = await again.call('POST', '/account/passkey/signin', {
      ceremony: signIn.body.ceremony,
      response: authenticator.assert(signIn.body.options),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account.name).toBe(name);
    expect(signedIn.body.account.passkeys[0].usedAt).toEqual(expect.any(Number));
    const stored = await server.service.store.accounts.passkeyById(response.id);
    expect(stored?.counter).toBe(1);
  });

  it('takes each ceremony once, and refuses a passkey it does not know or a signature that does not verify', async () => {
    const browser = new Browser();
    const authenticator = new SoftAuthenticator(server.url);
    const options = await browser.call('POST', '/account/passkey/signup-options', { name: unique() });
    const response = authenticator.register(options.body.options);
    const body = { ceremony: options.body.ceremony, response };
    expect((await browser.call('POST', '/account/passkey/signup', body)).status).toBe(201);
    const replayed = await new Browser().call('POST', '/account/passkey/signup', body);
    expect(replayed.body.error.code).toBe('account/ceremony-expired');

    const stranger = new SoftAuthenticator(server.url);
    stranger.register({ challenge: 'x', rp: { id: new URL(server.url).hostname }, user: { id: 'someone' } });
    const signIn = await new Browser().call('POST', '/account/passkey/signin-options', {});
    const unknown = await new Browser().call('POST', '/account/passkey/signin', {
      ceremony: signIn.body.ceremony,
      response: stranger.assert(signIn.body.options),
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([401, 'account/bad-credentials']);

    const signIn2 = await new Browser().call('POST', '/account/passkey/signin-options', {});
    const forged = authenticator.assert(signIn2.body.options);
    forged.response.signature = stranger.assert(signIn2.body.options).response.signature;
    const refused = await new Browser().call('POST', '/account/passkey/signin', {
      ceremony: signIn2.body.ceremony,
      response: forged,
    });
    expect(refused.body.error.code).toBe('account/bad-credentials');
  });

  it('asks the device to verify its user, and refuses a passkey answer without user verification', async () => {
    const browser = new Browser();
    const authenticator = new SoftAuthenticator(server.url);
    const options = await browser.call('POST', '/account/passkey/signup-options', { name: unique() });
    expect(options.body.options.authenticatorSelection.userVerification).toBe('required');
    const unverified = await browser.call('POST', '/account/passkey/signup', {
      ceremony: options.body.ceremony,
      response: authenticator.register(options.body.options, false),
    });
    expect([unverified.status, unverified.body.error.code]).toEqual([400, 'account/passkey-refused']);

    const again = await browser.call('POST', '/account/passkey/signup-options', { name: unique() });
    const created = await browser.call('POST', '/account/passkey/signup', {
      ceremony: again.body.ceremony,
      response: authenticator.register(again.body.options),
    });
    expect(created.status).toBe(201);
    const signIn = await new Browser().call('POST', '/account/passkey/signin-options', {});
    expect(signIn.body.options.userVerification).toBe('required');
    const refused = await new Browser().call('POST', '/account/passkey/signin', {
      ceremony: signIn.body.ceremony,
      response: authenticator.assert(signIn.body.options, authenticator.credentials.length - 1, false),
    });
    expect([refused.status, refused.body.error.code]).toEqual([401, 'account/bad-credentials']);
  });

  it('refuses a registration made for another origin', async () => {
    const browser = new Browser();
    const options = await browser.call('POST', '/account/passkey/signup-options', { name: unique() });
    const response = new SoftAuthenticator('https://evil.example').register(options.body.options);
    const refused = await browser.call('POST', '/account/passkey/signup', {
      ceremony: options.body.ceremony,
      response,
    });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'account/passkey-refused']);
    expect(browser.cookie).toBeNull();
  });
});

describe("a guest's seats", () => {
  it('move to the account at sign-up: only the seats the tokens really hold', async () => {
    const { match, tokens } = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const [mine, theirs] = tokens;
    const browser = new Browser();
    const signedUp = await browser.call('POST', '/account/signup', {
      name: unique(),
      password: 'correct horse',
      seats: [mine, 'A'.repeat(43)],
    });
    expect(signedUp.body.seatsMoved).toBe(1);
    const seats = await server.service.store.loadSeats(match);
    expect(seats.map((s) => s.account)).toEqual([signedUp.body.account.id, null]);
    // Signing in elsewhere with the other player's token moves nothing that is already held by an account.
    const other = new Browser();
    const second = await other.call('POST', '/account/signup', {
      name: unique(),
      password: 'correct horse',
      seats: [mine, theirs],
    });
    expect(second.body.seatsMoved).toBe(1);
    expect((await server.service.store.loadSeats(match)).map((s) => s.account)).toEqual([
      signedUp.body.account.id,
      second.body.account.id,
    ]);
  });

  it('a signed-in player who joins holds the seat with the account', async () => {
    const browser = new Browser();
    const signedUp = await browser.call('POST', '/account/signup', {
      name: unique(),
      password: 'correct horse',
    });
    const created = await browser.call('POST', '/matches', { game: 'digit-dash', players: 2 });
    const joined = await browser.call('POST', `/matches/${created.body.match}/join`, {});
    expect(joined.status).toBe(200);
    const seats = await server.service.store.loadSeats(created.body.match);
    expect(seats.map((s) => s.account)).toEqual([signedUp.body.account.id, null]);
    // The account's id is not on the wire: the match's summary shows seats, not who holds them.
    const summary = await new Browser().call('GET', `/matches/${created.body.match}`);
    expect(JSON.stringify(summary.body)).not.toContain(signedUp.body.account.id);
  });
});

describe("an account's seats on another browser", () => {
  it('lists the seats from any browser; taking one there gives a new token and the old one no longer plays', async () => {
    const home = new Browser();
    const name = unique();
    await home.call('POST', '/account/signup', { name, password: 'correct horse' });
    const created = await home.call('POST', '/matches', { game: 'digit-dash', players: 2 });
    const match = created.body.match;
    const joined = await home.call('POST', `/matches/${match}/join`, {});

    const away = new Browser();
    await away.call('POST', '/account/signin', { name, password: 'correct horse' });
    expect((await away.call('GET', '/account/seats')).body).toEqual({
      seats: [{ match, seat: joined.body.seat, game: 'digit-dash' }],
    });
    const taken = await away.call('POST', '/account/seats/take', { match, seat: joined.body.seat });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ match, seat: joined.body.seat, token: expect.any(String) });
    expect(taken.body.token).not.toBe(joined.body.token);
    const mine = await away.call('POST', '/my-matches', { tokens: [taken.body.token, joined.body.token] });
    expect(mine.body.matches.map((m: { seat: number }) => m.seat)).toEqual([joined.body.seat]);
    // Another account, or a guest, cannot take it.
    const stranger = new Browser();
    await stranger.call('POST', '/account/signup', { name: unique(), password: 'correct horse' });
    const refused = await stranger.call('POST', '/account/seats/take', { match, seat: joined.body.seat });
    expect([refused.status, refused.body.error.code]).toEqual([401, 'auth/bad-token']);
    expect((await stranger.call('GET', '/account/seats')).body).toEqual({ seats: [] });
    const guest = await new Browser().call('POST', '/account/seats/take', { match, seat: 0 });
    expect(guest.body.error.code).toBe('account/signed-out');
  });
});

describe('sign-in rate limits', () => {
  it('per account name, from any address', async () => {
    const name = unique();
    await new Browser().call('POST', '/account/signup', { name, password: 'correct horse' });
    const answers = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.perName; i++)
      answers.push(
        (await new Browser().call('POST', '/account/signin', { name, password: 'wrong horse' })).status,
      );
    expect(answers).toEqual([...Array(ACCOUNT_LIMITS.perName - 1).fill(401), 429, 429]);
    // Another name is not held back.
    const other = await new Browser().call('POST', '/account/signin', {
      name: unique(),
      password: 'x'.repeat(8),
    });
    expect(other.status).toBe(401);
  });

  it('per address, whatever the names', async () => {
    const browser = new Browser();
    const answers = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.perAddress; i++)
      answers.push(
        (await browser.call('POST', '/account/signin', { name: unique(), password: 'wrong horse' })).status,
      );
    expect(answers.slice(0, ACCOUNT_LIMITS.perAddress)).toEqual(Array(ACCOUNT_LIMITS.perAddress).fill(401));
    const last = await browser.call('POST', '/account/signin', { name: unique(), password: 'wrong horse' });
    expect([last.status, last.body.error.code]).toEqual([429, 'net/rate-limited']);
  });
});

describe('nothing leaks between accounts', () => {
  it("each session sees its own account only, and no answer carries a password's hash", async () => {
    const ada = new Browser();
    const bea = new Browser();
    const a = await ada.call('POST', '/account/signup', { name: unique(), password: 'ada password' });
    const b = await bea.call('POST', '/account/signup', { name: unique(), password: 'bea password' });
    expect((await ada.call('GET', '/account')).body.account.id).toBe(a.body.account.id);
    expect((await bea.call('GET', '/account')).body.account.id).toBe(b.body.account.id);
    for (const answer of [a, b, await ada.call('GET', '/account')])
      expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password"/);
    // Ada signing out leaves Bea signed in.
    await ada.call('POST', '/account/signout', {});
    expect((await bea.call('GET', '/account')).body.account.id).toBe(b.body.account.id);
    expect((await ada.call('GET', '/account')).body.account).toBeNull();
    // Adding a passkey needs the account's own session.
    const stranger = await new Browser().call('POST', '/account/passkey/add-options', {});
    expect(stranger.body.error.code).toBe('account/signed-out');
  });

  it('a signed-in client is its account for the fair bot time and limits, not its address', () => {
    const one = clientOf({ ip: '203.0.113.9', account: { id: 'a1', name: 'Ada' } });
    expect(one).toMatch(/^ac:[0-9a-f]{16}$/);
    expect(clientOf({ ip: '198.51.100.1', account: { id: 'a1', name: 'Ada' } })).toBe(one);
    expect(clientOf({ ip: '203.0.113.9', account: { id: 'a2', name: 'Bea' } })).not.toBe(one);
    expect(clientOf({ ip: '203.0.113.9', account: null })).toMatch(/^ip:/);
  });

  it('is counted by its address as well: accounts behind one address share one address, a guest’s client is it', () => {
    const ada = { ip: '203.0.113.9', account: { id: 'a1', name: 'Ada' } };
    const bea = { ip: '203.0.113.9', account: { id: 'a2', name: 'Bea' } };
    expect(addressOf(ada)).toMatch(/^ip:[0-9a-f]{16}$/);
    expect(addressOf(ada)).toBe(addressOf(bea));
    expect(addressOf(ada)).toBe(clientOf({ ip: '203.0.113.9', account: null }));
    expect(addressOf({ ip: '198.51.100.1' })).not.toBe(addressOf(ada));
    // The fair bot time takes turns by address first, then by client (workers/fair-queue.ts).
    expect(shareOf({ client: clientOf(ada), address: addressOf(ada) })).toEqual([
      addressOf(ada),
      clientOf(ada),
    ]);
    expect(shareOf({ client: clientOf(bea), address: addressOf(bea) })[0]).toBe(addressOf(ada));
  });
});

/**
 * Sessions (issue #22): signing in gives the browser an opaque random token
 * in a cookie (HttpOnly, SameSite=Lax, Secure unless the server is plain-http
 * development on this machine: `secureCookies`); the store keeps only its
 * sha256, with an expiry. Each API request's cookie is looked up once, by an
 * onRequest hook, and the account it belongs to is set on the request
 * (identity.ts). Signing out deletes the stored session, so the token is
 * worth nothing anywhere, whatever the browser keeps.
 */
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { API_PREFIX } from '@gameshelf/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStore } from '../store/account-store.ts';

export const SESSION_COOKIE = 'gameshelf_session';
/** How long a session lasts from sign-in. */
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionSettings {
  /** Whether cookies carry `Secure` (see `secureCookies`). */
  readonly secure: boolean;
  readonly now: () => number;
}

/**
 * `Secure` cookies everywhere except plain-http development: no public URL
 * and not production (the server is reached at localhost), or a public URL
 * that is http on localhost itself. An http public URL elsewhere gets Secure
 * cookies, which browsers will not send back: accounts need https there.
 */
export function secureCookies(publicUrl: string | undefined, production: boolean): boolean {
  if (publicUrl === undefined) return production;
  const url = new URL(publicUrl);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return !(url.protocol === 'http:' && local);
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Registers the cookie plugin, `request.account` and the hook that resolves it for API requests. */
export async function registerSessions(
  app: FastifyInstance,
  accounts: AccountStore,
  settings: SessionSettings,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined || !TOKEN.test(token)) return;
    const account = await accounts.sessionAccount(hashSessionToken(token), settings.now());
    request.account = account ? { id: account.id, name: account.name } : null;
  });
}

/** Starts a session for `account`: stored hashed, its token set in the reply's cookie. */
export async function startSession(
  reply: FastifyReply,
  accounts: AccountStore,
  account: string,
  settings: SessionSettings,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = settings.now();
  // Each sign-in clears what has expired, so expired sessions and ceremonies do not pile up.
  await accounts.sweepExpired(now);
  const expiresAt = now + SESSION_DAYS * DAY_MS;
  await accounts.createSession({ tokenHash: hashSessionToken(token), account, createdAt: now, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: settings.secure,
    sameSite: 'lax',
    expires: new Date(expiresAt),
  });
}

/** Ends the request's session, if it has one, and clears the cookie. */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  accounts: AccountStore,
  settings: SessionSettings,
): Promise<boolean> {
  const token = request.cookies[SESSION_COOKIE];
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: settings.secure, sameSite: 'lax' });
  if (token === undefined || !TOKEN.test(token)) return false;
  return accounts.deleteSession(hashSessionToken(token));
}

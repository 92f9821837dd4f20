/**
 * The accounts' HTTP routes (issue #22), under `/api/v1/account`: sign up
 * and sign in with a password or a passkey, the signed-in account, adding a
 * passkey, signing out. A sign-up or sign-in starts a session (its cookie,
 * sessions.ts) and moves the guest's seats whose tokens the body carries.
 * Sign-in and sign-up are rate-limited per address and per account name.
 */
import type { Result } from '@gameshelf/engine';
import {
  API_PREFIX,
  nameKey,
  PasskeyAddRequest,
  PasskeySignInRequest,
  PasskeySignUpOptionsRequest,
  PasskeySignUpRequest,
  PasswordSignInRequest,
  PasswordSignUpRequest,
  parseWith,
  TakeSeatRequest,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Accounts } from '../accounts/accounts.ts';
import { accountOf } from '../accounts/identity.ts';
import { relyingParty } from '../accounts/passkeys.ts';
import { endSession, type SessionSettings, startSession } from '../accounts/sessions.ts';
import type { AccountRow } from '../store/account-store.ts';
import { inviteBase } from './api.ts';
import { addressOf } from './client.ts';
import { Refusal } from './errors.ts';
import type { AppOptions } from './options.ts';
import { sendError } from './status.ts';

/** Sign-in and sign-up attempts per minute: per address, and per account name (whoever asks). */
export const ACCOUNT_LIMITS = { perAddress: 10, perName: 5 } as const;

const MINUTE = 60_000;
const PREFIX = `${API_PREFIX}/account`;
const SIGNED_OUT = wireError('account/signed-out', 'sign in first');

export async function registerAccountRoutes(
  app: FastifyInstance,
  options: AppOptions,
  sessions: SessionSettings,
): Promise<void> {
  const accounts = new Accounts(options.service);
  const store = options.service.store.accounts;
  const base = inviteBase(options);
  const rp = (request: FastifyRequest) => relyingParty(base(request));

  const perAddress = {
    config: { rateLimit: { max: ACCOUNT_LIMITS.perAddress, timeWindow: MINUTE, keyGenerator: addressOf } },
  };
  // Per name, whoever asks: read from the body, so after it is parsed. No name, no count. (A second
  // limit on a route the plugin's own hook already limited: checked here, refused as the plugin would.)
  const nameLimit = app.createRateLimit({
    max: ACCOUNT_LIMITS.perName,
    timeWindow: MINUTE,
    keyGenerator: (request) => {
      const body = request.body;
      const name = typeof body === 'object' && body !== null && 'name' in body ? body.name : undefined;
      return typeof name === 'string' ? `name:${nameKey(name.trim())}` : addressOf(request);
    },
  });
  const perName = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await nameLimit(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new Refusal(
      wireError(
        'net/rate-limited',
        `too many sign-in attempts for this name; try again in ${limit.ttlInSeconds} s`,
      ),
      429,
    );
  };
  const signInLimits = { ...perAddress, preHandler: perName };

  /** Signs `account` in: a session, the guest's seats moved, and the account as the answer. */
  const signedIn = async (
    reply: FastifyReply,
    account: AccountRow,
    seats: readonly string[] | undefined,
    status = 200,
  ) => {
    await startSession(reply, store, account.id, sessions);
    const seatsMoved = await accounts.adoptSeats(account.id, seats ?? []);
    return reply.code(status).send({ account: await accounts.info(account), seatsMoved });
  };
  const answer = <T>(reply: FastifyReply, result: Result<T, WireError>) =>
    result.ok ? reply.send(result.value) : sendError(reply, result.error);

  app.post(`${PREFIX}/signup`, signInLimits, async (request, reply) => {
    const body = parseWith(PasswordSignUpRequest, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const created = await accounts.signUpWithPassword(body.value.name, body.value.password);
    if (!created.ok) return sendError(reply, created.error);
    return signedIn(reply, created.value, body.value.seats, 201);
  });

  app.post(`${PREFIX}/signin`, signInLimits, async (request, reply) => {
    const body = parseWith(PasswordSignInRequest, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const found = await accounts.signInWithPassword(body.value.name, body.value.password);
    if (!found.ok) return sendError(reply, found.error);
    return signedIn(reply, found.value, body.value.seats);
  });

  app.post(`${PREFIX}/passkey/signup-options`, signInLimits, async (request, reply) => {
    const body = parseWith(PasskeySignUpOptionsRequest, request.body);
    if (!body.ok) return sendError(reply, body.error);
    return answer(reply, await accounts.signUpOptions(rp(request), body.value.name));
  });

  app.post(`${PREFIX}/passkey/signup`, perAddress, async (request, reply) => {
    const body = parseWith(PasskeySignUpRequest, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const created = await accounts.signUpWithPasskey(rp(request), body.value.ceremony, body.value.response);
    if (!created.ok) return sendError(reply, created.error);
    return signedIn(reply, created.value, body.value.seats, 201);
  });

  app.post(`${PREFIX}/passkey/signin-options`, perAddress, async (request) =>
    accounts.signInOptions(rp(request)),
  );

  app.post(`${PREFIX}/passkey/signin`, perAddress, async (request, reply) => {
    const body = parseWith(PasskeySignInRequest, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const found = await accounts.signInWithPasskey(rp(request), body.value.ceremony, body.value.response);
    if (!found.ok) return sendError(reply, found.error);
    return signedIn(reply, found.value, body.value.seats);
  });

  // Who is signed in: null for a guest (an answer, not a refusal: a guest's every page asks).
  app.get(PREFIX, async (request) => {
    const account = accountOf(request);
    return { account: account ? await accounts.info(account) : null };
  });

  app.post(`${PREFIX}/passkey/add-options`, async (request, reply) => {
    const account = accountOf(request);
    if (!account) return sendError(reply, SIGNED_OUT);
    return accounts.addOptions(rp(request), account);
  });

  app.post(`${PREFIX}/passkey/add`, async (request, reply) => {
    const account = accountOf(request);
    if (!account) return sendError(reply, SIGNED_OUT);
    const body = parseWith(PasskeyAddRequest, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const added = await accounts.addPasskey(
      rp(request),
      account.id,
      body.value.ceremony,
      body.value.response,
    );
    if (!added.ok) return sendError(reply, added.error);
    return { account: await accounts.info(account) };
  });

  app.get(`${PREFIX}/seats`, async (request, reply) => {
    const account = accountOf(request);
    if (!account) return sendError(reply, SIGNED_OUT);
    return { seats: await accounts.seats(account.id) };
  });

  app.post(`${PREFIX}/seats/take`, async (request, reply) => {
    const account = accountOf(request);
    if (!account) return sendError(reply, SIGNED_OUT);
    const body = parseWith(TakeSeatRequest, request.body);
    if (!body.ok) return sendError(reply, body.error);
    return answer(reply, await accounts.takeSeatHere(account.id, body.value.match, body.value.seat));
  });

  app.post(`${PREFIX}/signout`, async (request, reply) => ({
    signedOut: await endSession(request, reply, store, sessions),
  }));
}

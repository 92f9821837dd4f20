/**
 * The JSON API (`/api/v1`): games, matches, seats, records. Bodies are
 * checked by the protocol's strict schemas; seat tokens come in the
 * `Authorization: Bearer` header (the scheme in any case) or in the body.
 * Creating, joining, rematches and records are rate-limited per address, and per account too when signed in.
 * Playing happens on the WebSocket.
 */

import { err, ok, type Result } from '@gameshelf/engine';
import {
  API_PREFIX,
  CreateMatchRequest,
  JoinRequest,
  LeaveRequest,
  MatchId,
  MyMatchesRequest,
  parseWith,
  RematchRequest,
  SeatToken,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountOf } from '../accounts/identity.ts';
import type { SummaryCore } from '../service/frames.ts';
import { addressOf, clientOf } from './client.ts';
import type { AppOptions } from './options.ts';
import { limited } from './rate-limits.ts';
import { sendError } from './status.ts';

type Params = { id: string };

function reply<T>(res: FastifyReply, result: Result<T, WireError>, status = 200) {
  return result.ok ? res.code(status).send(result.value) : sendError(res, result.error);
}

function matchId(request: FastifyRequest<{ Params: Params }>): Result<string, WireError> {
  const id = MatchId.safeParse(request.params.id);
  return id.success ? ok(id.data) : err(wireError('match/unknown', 'no match with this id'));
}

/** The credentials of `Authorization: Bearer <token>` (the scheme in any case, RFC 9110), if the header says so. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The seat token: from `Authorization: Bearer <token>` (any case of the scheme), or else the body's `token`. */
export function seatToken(request: FastifyRequest, inBody?: string): Result<string, WireError> {
  const token = SeatToken.safeParse(bearerToken(request) ?? inBody);
  if (token.success) return ok(token.data);
  return err(
    wireError(
      'auth/bad-token',
      'send the seat token as Authorization: Bearer <token>, or as "token" in the body',
    ),
  );
}

/**
 * Where invite links point: the public address when one is set; otherwise,
 * outside production only, the address the request was made to.
 */
export function inviteBase(options: Pick<AppOptions, 'publicUrl' | 'production'>) {
  return (request: FastifyRequest): string => {
    if (options.publicUrl !== undefined) return options.publicUrl;
    // configFromEnv refuses production without PUBLIC_URL: a Host header is never trusted there.
    if (options.production) throw new Error('no public address in production');
    return `${request.protocol}://${request.host}`;
  };
}

export async function registerApi(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { lobby, service, httpLimits } = options;
  const base = inviteBase(options);
  const invite = (request: FastifyRequest, id: string) => `${base(request)}/join/${id}`;
  const withInvite = (request: FastifyRequest, summary: SummaryCore) => ({
    ...summary,
    invite: invite(request, summary.match),
  });

  // Answers change from one moment to the next, and some carry seat tokens: never kept in a cache.
  app.addHook('onSend', async (request, res) => {
    if (request.url.startsWith(API_PREFIX)) res.header('cache-control', 'no-store');
  });

  app.get(`${API_PREFIX}/games`, async () => ({ games: lobby.games() }));

  app.post(`${API_PREFIX}/matches`, limited(app, httpLimits.create), async (request, res) => {
    const body = parseWith(CreateMatchRequest, request.body);
    if (!body.ok) return sendError(res, body.error);
    const created = await lobby.create(body.value, clientOf(request), accountOf(request)?.id ?? null, {
      address: addressOf(request),
    });
    return reply(res, created.ok ? ok(withInvite(request, created.value)) : created, 201);
  });

  app.get<{ Params: Params }>(`${API_PREFIX}/matches/:id`, async (request, res) => {
    const id = matchId(request);
    if (!id.ok) return sendError(res, id.error);
    const summary = await lobby.summary(id.value);
    return reply(res, summary.ok ? ok(withInvite(request, summary.value)) : summary);
  });

  app.post<{ Params: Params }>(
    `${API_PREFIX}/matches/:id/join`,
    limited(app, httpLimits.join),
    async (request, res) => {
      const id = matchId(request);
      if (!id.ok) return sendError(res, id.error);
      const body = parseWith(JoinRequest, request.body ?? {});
      if (!body.ok) return sendError(res, body.error);
      const joined = await lobby.join(id.value, body.value, undefined, accountOf(request)?.id ?? null);
      return reply(res, joined.ok ? ok({ ...joined.value, invite: invite(request, id.value) }) : joined);
    },
  );

  app.post<{ Params: Params }>(`${API_PREFIX}/matches/:id/leave`, async (request, res) => {
    const id = matchId(request);
    if (!id.ok) return sendError(res, id.error);
    const body = parseWith(LeaveRequest, request.body ?? {});
    if (!body.ok) return sendError(res, body.error);
    const { token: inBody, ...leave } = body.value;
    const token = seatToken(request, inBody);
    if (!token.ok) return sendError(res, token.error);
    return reply(res, await lobby.leave(id.value, token.value, leave));
  });

  app.post<{ Params: Params }>(
    `${API_PREFIX}/matches/:id/rematch`,
    limited(app, httpLimits.rematch),
    async (request, res) => {
      const id = matchId(request);
      if (!id.ok) return sendError(res, id.error);
      const body = parseWith(RematchRequest, request.body ?? {});
      if (!body.ok) return sendError(res, body.error);
      const token = seatToken(request, body.value.token);
      if (!token.ok) return sendError(res, token.error);
      const next = await lobby.rematch(id.value, token.value, clientOf(request), addressOf(request));
      return reply(res, next.ok ? ok({ ...next.value, invite: invite(request, next.value.match) }) : next);
    },
  );

  app.get<{ Params: Params }>(
    `${API_PREFIX}/matches/:id/record`,
    limited(app, httpLimits.record),
    async (request, res) => {
      const id = matchId(request);
      if (!id.ok) return sendError(res, id.error);
      return reply(res, await lobby.record(id.value));
    },
  );

  app.post(`${API_PREFIX}/my-matches`, async (request, res) => {
    const body = parseWith(MyMatchesRequest, request.body);
    if (!body.ok) return sendError(res, body.error);
    const mine = await lobby.mine(body.value.tokens);
    if (!mine.ok) return sendError(res, mine.error);
    return {
      matches: mine.value.map(({ seat, summary }) => ({ seat, summary: withInvite(request, summary) })),
    };
  });

  // A stopping server answers 503 here as everywhere (app.ts), so a load balancer sends people elsewhere.
  app.get(`${API_PREFIX}/health`, async () => ({ ok: true, store: service.store.kind }));

  app.get(`${API_PREFIX}/stats`, async () => {
    const memory = process.memoryUsage();
    return { ...service.stats(), ...options.stats(), heapUsed: memory.heapUsed, rss: memory.rss };
  });
}

/**
 * The JSON API (`/api/v1`): games, matches, seats, records. Bodies are
 * checked by the protocol's strict schemas; seat tokens come in the
 * `Authorization: Bearer` header. Playing happens on the WebSocket.
 */

import type { Result } from '@gameshelf/engine';
import {
  API_PREFIX,
  CreateMatchRequest,
  JoinRequest,
  LeaveRequest,
  MatchId,
  MyMatchesRequest,
  parseWith,
  SeatToken,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SummaryCore } from '../service/frames.ts';
import type { AppOptions } from './options.ts';
import { sendError } from './status.ts';

type Params = { id: string };

function reply<T>(res: FastifyReply, result: Result<T, WireError>, status = 200) {
  return result.ok ? res.code(status).send(result.value) : sendError(res, result.error);
}

function matchId(request: FastifyRequest<{ Params: Params }>): Result<string, WireError> {
  const id = MatchId.safeParse(request.params.id);
  return id.success
    ? { ok: true, value: id.data }
    : { ok: false, error: wireError('match/unknown', 'no such match') };
}

function bearer(request: FastifyRequest): Result<string, WireError> {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  const token = SeatToken.safeParse(match?.[1]);
  if (token.success) return { ok: true, value: token.data };
  return {
    ok: false,
    error: wireError('auth/bad-token', 'send the seat token as Authorization: Bearer <token>'),
  };
}

export async function registerApi(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { lobby, service } = options;
  const base = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;
  const invite = (request: FastifyRequest, id: string) => `${base(request)}/join/${id}`;
  const withInvite = (request: FastifyRequest, summary: SummaryCore) => ({
    ...summary,
    invite: invite(request, summary.match),
  });

  app.get(`${API_PREFIX}/games`, async () => ({ games: lobby.games() }));

  app.post(`${API_PREFIX}/matches`, async (request, res) => {
    const body = parseWith(CreateMatchRequest, request.body);
    if (!body.ok) return sendError(res, body.error);
    const created = await lobby.create(body.value);
    return reply(res, created.ok ? { ok: true, value: withInvite(request, created.value) } : created, 201);
  });

  app.get<{ Params: Params }>(`${API_PREFIX}/matches/:id`, async (request, res) => {
    const id = matchId(request);
    if (!id.ok) return sendError(res, id.error);
    const summary = await lobby.summary(id.value);
    return reply(res, summary.ok ? { ok: true, value: withInvite(request, summary.value) } : summary);
  });

  app.post<{ Params: Params }>(`${API_PREFIX}/matches/:id/join`, async (request, res) => {
    const id = matchId(request);
    if (!id.ok) return sendError(res, id.error);
    const body = parseWith(JoinRequest, request.body ?? {});
    if (!body.ok) return sendError(res, body.error);
    const joined = await lobby.join(id.value, body.value);
    return reply(
      res,
      joined.ok ? { ok: true, value: { ...joined.value, invite: invite(request, id.value) } } : joined,
    );
  });

  app.post<{ Params: Params }>(`${API_PREFIX}/matches/:id/leave`, async (request, res) => {
    const id = matchId(request);
    if (!id.ok) return sendError(res, id.error);
    const token = bearer(request);
    if (!token.ok) return sendError(res, token.error);
    const body = parseWith(LeaveRequest, request.body ?? {});
    if (!body.ok) return sendError(res, body.error);
    return reply(res, await lobby.leave(id.value, token.value, body.value));
  });

  app.post<{ Params: Params }>(`${API_PREFIX}/matches/:id/rematch`, async (request, res) => {
    const id = matchId(request);
    if (!id.ok) return sendError(res, id.error);
    const token = bearer(request);
    if (!token.ok) return sendError(res, token.error);
    const next = await lobby.rematch(id.value, token.value);
    return reply(
      res,
      next.ok ? { ok: true, value: { ...next.value, invite: invite(request, next.value.match) } } : next,
    );
  });

  app.get<{ Params: Params }>(`${API_PREFIX}/matches/:id/record`, async (request, res) => {
    const id = matchId(request);
    if (!id.ok) return sendError(res, id.error);
    return reply(res, await lobby.record(id.value));
  });

  app.post(`${API_PREFIX}/my-matches`, async (request, res) => {
    const body = parseWith(MyMatchesRequest, request.body);
    if (!body.ok) return sendError(res, body.error);
    const mine = await lobby.mine(body.value.tokens);
    if (!mine.ok) return sendError(res, mine.error);
    return {
      matches: mine.value.map(({ seat, summary }) => ({ seat, summary: withInvite(request, summary) })),
    };
  });

  app.get(`${API_PREFIX}/health`, async () => ({ ok: true, store: service.store.kind }));

  app.get(`${API_PREFIX}/stats`, async () => {
    const memory = process.memoryUsage();
    return { ...service.stats(), ...options.stats(), heapUsed: memory.heapUsed, rss: memory.rss };
  });
}

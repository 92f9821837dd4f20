/**
 * The routes of the table around the game (issues #22 and #20): the lobby's
 * open games and quick pairing, starting a match that waits for its
 * players, and Web Push subscriptions. Bodies are checked by the protocol's
 * strict schemas, like every other route; pairing counts as creating a
 * match and subscribing as joining, for the rate limits.
 */
import { err, ok, type Result } from '@gameshelf/engine';
import {
  API_PREFIX,
  GameId,
  PushSubscribeRequest,
  PushUnsubscribeRequest,
  parseWith,
  QuickPairRequest,
  StartRequest,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOf } from '../accounts/identity.ts';
import { hashToken } from '../ids.ts';
import { quickPair } from '../lobby/pairing.ts';
import { endpointAllowed } from '../push/endpoints.ts';
import type { SummaryCore } from '../service/frames.ts';
import { startNow } from '../service/start.ts';
import { inviteBase, seatToken } from './api.ts';
import { addressOf, clientOf } from './client.ts';
import type { AppOptions } from './options.ts';
import { limited } from './rate-limits.ts';
import { sendError } from './status.ts';

/** A store call whose failure is `server/unavailable` (nothing changed; try again). */
async function stored<T>(work: () => Promise<T>): Promise<Result<T, WireError>> {
  try {
    return ok(await work());
  } catch {
    return err(wireError('server/unavailable', 'storage is unavailable; try again'));
  }
}

export async function registerTableRoutes(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { lobby, service, tables, httpLimits } = options;
  const base = inviteBase(options);
  const withInvite = (request: FastifyRequest, summary: SummaryCore) => ({
    ...summary,
    invite: `${base(request)}/join/${summary.match}`,
  });

  app.get<{ Querystring: { game?: string } }>(`${API_PREFIX}/lobby`, async (request, res) => {
    const game = request.query.game === undefined ? undefined : GameId.safeParse(request.query.game);
    if (game && !game.success)
      return sendError(res, wireError('net/invalid', 'game: a game id such as digit-dash'));
    const entries = await stored(() => tables.board.entries(game?.data));
    return entries.ok ? { entries: entries.value } : sendError(res, entries.error);
  });

  app.post(`${API_PREFIX}/lobby/pair`, limited(app, httpLimits.create), async (request, res) => {
    const body = parseWith(QuickPairRequest, request.body);
    if (!body.ok) return sendError(res, body.error);
    const paired = await quickPair(
      lobby,
      tables.board,
      body.value,
      clientOf(request),
      accountOf(request)?.id ?? null,
      addressOf(request),
    );
    if (!paired.ok) return sendError(res, paired.error);
    return { ...paired.value, invite: `${base(request)}/join/${paired.value.match}` };
  });

  app.post<{ Params: { id: string } }>(`${API_PREFIX}/matches/:id/start`, async (request, res) => {
    const body = parseWith(StartRequest, request.body ?? {});
    if (!body.ok) return sendError(res, body.error);
    const token = seatToken(request, body.value.token);
    if (!token.ok) return sendError(res, token.error);
    const started = await startNow(service, request.params.id, token.value);
    return started.ok ? withInvite(request, started.value) : sendError(res, started.error);
  });

  app.get(`${API_PREFIX}/push/key`, async () => ({ publicKey: tables.push?.publicKey ?? null }));

  app.post(`${API_PREFIX}/push/subscribe`, limited(app, httpLimits.join), async (request, res) => {
    const push = tables.push;
    if (!push)
      return sendError(res, wireError('push/unavailable', 'this server sends no push notifications'));
    const body = parseWith(PushSubscribeRequest, request.body);
    if (!body.ok) return sendError(res, body.error);
    const { subscription, tokens } = body.value;
    if (!endpointAllowed(subscription.endpoint, push.hosts)) {
      return sendError(
        res,
        wireError(
          'push/endpoint-refused',
          'this server sends notifications only through the browsers’ push services',
        ),
      );
    }
    const row = { endpoint: subscription.endpoint, ...subscription.keys, createdAt: service.now() };
    const seats = await stored(() => service.store.addPushSubscription(row, tokens.map(hashToken)));
    return seats.ok ? { seats: seats.value } : sendError(res, seats.error);
  });

  app.post(`${API_PREFIX}/push/unsubscribe`, async (request, res) => {
    const body = parseWith(PushUnsubscribeRequest, request.body);
    if (!body.ok) return sendError(res, body.error);
    const removed = await stored(() => service.store.removePushSubscription(body.value.endpoint));
    return removed.ok ? { removed: removed.value } : sendError(res, removed.error);
  });
}

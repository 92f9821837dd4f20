/**
 * The server's JSON API (`/api/v1`), checked at the edge: every answer is
 * parsed with the protocol's own schemas, and every failure (no server, a
 * refusal, an answer of the wrong shape) comes back as a coded error, never
 * a throw.
 */
import { err, ok, type Result } from '@gameshelf/engine';
import {
  API_PREFIX,
  type CreateMatchRequest,
  ErrorResponse,
  type JoinRequest,
  LobbyResponse,
  MatchSummary,
  MyMatchesResponse,
  PushKeyResponse,
  PushSubscribeResponse,
  type PushSubscriptionJson,
  type QuickPairRequest,
  QuickPairResponse,
  SeatGrant,
} from '@gameshelf/protocol';
import { z } from 'zod';
import type { TableError } from '../session/table.ts';

export type Answer<T> = Promise<Result<T, TableError>>;

export async function call<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  options: { body?: unknown; token?: string } = {},
): Answer<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    return err({ code: 'net/unreachable', message: 'no answer from the server' });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return err({ code: 'net/unreachable', message: `the server answered ${response.status} without JSON` });
  }
  if (!response.ok) {
    const refusal = ErrorResponse.safeParse(body);
    return err(
      refusal.success ? refusal.data.error : { code: 'server/internal', message: `HTTP ${response.status}` },
    );
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? ok(parsed.data)
    : err({ code: 'net/invalid', message: 'the server’s answer was not understood' });
}

export const api = {
  createMatch: (request: CreateMatchRequest) => call('POST', '/matches', MatchSummary, { body: request }),
  summary: (match: string) => call('GET', `/matches/${encodeURIComponent(match)}`, MatchSummary),
  join: (match: string, request: JoinRequest) =>
    call('POST', `/matches/${encodeURIComponent(match)}/join`, SeatGrant, { body: request }),
  rematch: (match: string, token: string) =>
    call('POST', `/matches/${encodeURIComponent(match)}/rematch`, SeatGrant, { token }),
  record: (match: string) => call('GET', `/matches/${encodeURIComponent(match)}/record`, z.unknown()),
  myMatches: (tokens: readonly string[]) =>
    call('POST', '/my-matches', MyMatchesResponse, { body: { tokens: [...tokens] } }),
  lobby: (game?: string) =>
    call('GET', `/lobby${game ? `?game=${encodeURIComponent(game)}` : ''}`, LobbyResponse),
  pair: (request: QuickPairRequest) => call('POST', '/lobby/pair', QuickPairResponse, { body: request }),
  start: (match: string, token: string) =>
    call('POST', `/matches/${encodeURIComponent(match)}/start`, MatchSummary, { token, body: {} }),
  pushKey: () => call('GET', '/push/key', PushKeyResponse),
  pushSubscribe: (subscription: PushSubscriptionJson, tokens: readonly string[]) =>
    call('POST', '/push/subscribe', PushSubscribeResponse, { body: { subscription, tokens: [...tokens] } }),
};

/** Where a finished match's record downloads from (a plain link: the browser saves the JSON). */
export function recordHref(match: string): string {
  return `${API_PREFIX}/matches/${encodeURIComponent(match)}/record`;
}

/**
 * Who is signed in on a request (issue #22): the one place the rest of the
 * server asks. The session cookie is read and checked once, by the onRequest
 * hook that sessions.ts registers, which sets `request.account`; asking is
 * then synchronous. A guest's requests have no account.
 */
import type { FastifyRequest } from 'fastify';

/** An account as the rest of the server sees it: its id and display name, nothing secret. */
export interface AccountRef {
  readonly id: string;
  readonly name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (set by the session hook), null for a guest. */
    account: AccountRef | null;
  }
}

/** The account signed in on this request, or null for a guest. */
export function accountOf(request: FastifyRequest): AccountRef | null {
  return request.account ?? null;
}

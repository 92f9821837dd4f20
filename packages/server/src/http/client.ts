/**
 * Who a request comes from: the one place that says what a "client" is, for
 * the HTTP rate limits, the limit on live bot matches and the fair share of
 * bot time. Today it is the address the request came from (behind a proxy,
 * the one the trusted proxy saw; see TRUST_PROXY), an IPv6 address counted
 * by its /64 network, which one household or host gets whole. A signed-in
 * player (issue #22) is their account, ahead of the address: their limits
 * follow them from any address. But sign-up is only limited per address, so
 * one address could make many accounts: everything shared counts the address
 * (`addressOf`) as well. The limit on live bot matches and the HTTP rate
 * limits refuse past either, and bot time is shared by address first, then
 * by client within it (workers/fair-queue.ts), so that accounts made behind
 * one address share that address's limits and turns.
 *
 * Both ids are hashes: they are stored with the matches a client creates
 * (`client` and `address`), and no address or account id is ever stored in them.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { AccountRef } from '../accounts/identity.ts';

/**
 * An opaque client id (`ip:` or, signed in, `ac:`, and 16 hex digits): equal
 * for requests from one client, and nothing more.
 */
export type ClientId = string;

export function clientOf(request: { readonly ip: string; readonly account?: AccountRef | null }): ClientId {
  if (request.account) return `ac:${digest(`account:${request.account.id}`)}`;
  return `ip:${digest(networkOf(request.ip))}`;
}

/** The address a request is counted by, whoever is signed in (sign-in and sign-up limits). */
export function addressOf(request: { readonly ip: string }): ClientId {
  return `ip:${digest(networkOf(request.ip))}`;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The address a client is counted by: an IPv4 address, or the /64 network of an IPv6 one. */
export function networkOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.split('::');
  const before = head === '' ? [] : head.split(':');
  const after = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - before.length - after.length }, () => '0');
  const groups = [...before, ...zeros, ...after].slice(0, 4);
  return `${groups.map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

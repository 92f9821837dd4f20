/**
 * Who a request comes from: the one place that says what a "client" is, for
 * the HTTP rate limits, the limit on live bot matches and the fair share of
 * bot time. Today it is the address the request came from (behind a proxy,
 * the one the trusted proxy saw; see TRUST_PROXY), an IPv6 address counted
 * by its /64 network, which one household or host gets whole. Accounts
 * (issue #22) plug in here: a signed-in player's id ahead of the address.
 *
 * The id is a hash: it is stored with the matches a client creates, and no
 * address is ever stored.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** An opaque client id (`ip:` and 16 hex digits): equal for requests from one client, and nothing more. */
export type ClientId = string;

export function clientOf(request: { readonly ip: string }): ClientId {
  return `ip:${createHash('sha256').update(networkOf(request.ip)).digest('hex').slice(0, 16)}`;
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

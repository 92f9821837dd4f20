/**
 * Which push endpoints the server will send to. A push subscription names a
 * URL the server then POSTs to: taken from anyone, that would let a stranger
 * make the server call any address (its own network included). So an
 * endpoint must be https on one of the browsers' push services (or the hosts
 * the settings name instead); plain http only to a loopback host that the
 * settings name (the tests' fake push service).
 */

/** The push services of the browsers people use (Chrome and Edge's FCM, Firefox's, Safari's, Windows'). */
export const DEFAULT_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

/** Whether the server may send to this endpoint, given the allowed hosts. */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  if (!hosts.some((pattern) => hostMatches(host, pattern.toLowerCase()))) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(host);
}

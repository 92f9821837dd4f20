/**
 * Sending one push message: web-push encrypts the payload for the browser
 * (RFC 8291) and signs the request with the server's VAPID keys (RFC 8292);
 * the request itself is sent here with fetch, with a timeout and no
 * redirects. A push service that answers 404 or 410 says the subscription
 * is gone for good.
 */
import webpush from 'web-push';
import type { PushRow } from '../store/store.ts';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  /** Who runs the server, for the push services: an https: URL or a mailto: address. */
  readonly subject: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(
    subscription: PushRow,
    payload: string,
    options: { ttlSeconds: number; topic?: string },
  ): Promise<PushOutcome>;
}

const TIMEOUT_MS = 10_000;

export class WebPushSender implements PushSender {
  private readonly keys: VapidKeys;

  constructor(keys: VapidKeys) {
    this.keys = keys;
  }

  async send(
    subscription: PushRow,
    payload: string,
    options: { ttlSeconds: number; topic?: string },
  ): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: this.keys,
        TTL: options.ttlSeconds,
        urgency: 'high',
        ...(options.topic === undefined ? {} : { topic: options.topic }),
      },
    );
    // fetch sets the length itself.
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        ...(details.body ? { body: details.body } : {}),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return 'sent';
      return response.status === 404 || response.status === 410 ? 'gone' : 'failed';
    } catch {
      return 'failed';
    }
  }
}

/** Whether a pair of VAPID keys has the right form (a P-256 public point and a 32-byte private key, base64url). */
export function vapidKeysValid(publicKey: string, privateKey: string): boolean {
  const bytes = (text: string) =>
    /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1;
  return bytes(publicKey) === 65 && bytes(privateKey) === 32;
}

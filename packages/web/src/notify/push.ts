/**
 * Web Push in this browser: the service worker (public/sw.js, which shows
 * the notification and opens the match when it is clicked), the push
 * subscription made with the server's VAPID key once the player asks for
 * it, the words it shows (worker-words.ts), and the seats it is told about
 * (every seat token this browser holds, and each new one as it is taken).
 * Everything here fails quietly: a browser without push still has the title
 * badge and "My games".
 */
import { PushSubscriptionJson } from '@gameshelf/protocol';
import { api } from '../net/api.ts';
import { heldSeats } from '../store/seats.ts';
import { followLanguageForWorker } from './worker-words.ts';

export type PushStatus = 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

export const SERVICE_WORKER = '/sw.js';

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Registers the service worker (once per page load), and keeps the words of
 * its notifications in the language of the interface (worker-words.ts);
 * null where there is none.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
    await followLanguageForWorker();
    return registration;
  } catch {
    return null;
  }
}

async function subscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser is told of its turns, could be, or cannot. */
export async function pushStatus(): Promise<PushStatus> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const key = await api.pushKey();
  if (!key.ok || key.value.publicKey === null) return 'unavailable';
  return (await subscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function tell(sub: PushSubscription, tokens: readonly string[]): Promise<boolean> {
  const json = PushSubscriptionJson.safeParse(sub.toJSON());
  if (!json.success || tokens.length === 0) return false;
  return (await api.pushSubscribe(json.data, tokens.slice(0, 100))).ok;
}

/** Asks the player's permission, subscribes with the server's key, and registers every seat held here. */
export async function enablePush(): Promise<PushStatus> {
  if (!pushSupported()) return 'unsupported';
  const key = await api.pushKey();
  if (!key.ok || key.value.publicKey === null) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const registration = (await registerServiceWorker()) ?? null;
  if (!registration) return 'unsupported';
  try {
    await navigator.serviceWorker.ready;
    const sub =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.value.publicKey),
      }));
    await tell(
      sub,
      heldSeats().map((s) => s.token),
    );
    return 'on';
  } catch {
    return 'unavailable';
  }
}

/** A seat was just taken here: a subscribed browser is told of its turns too. */
export async function seatHeld(token: string): Promise<void> {
  try {
    const sub = await subscription();
    if (sub) await tell(sub, [token]);
  } catch {
    // No push here: the title badge and "My games" still tell.
  }
}

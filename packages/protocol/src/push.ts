/**
 * Web Push: a browser's push subscription, registered for the seats whose
 * tokens it holds, so that a person who must move and has no connection open
 * is told through their browser's push service.
 */
import { z } from 'zod';
import { SeatToken } from './common.ts';

/** A browser's `PushSubscription.toJSON()`. */
export const PushSubscriptionJson = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,200}=*$/, 'a base64url key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{10,64}=*$/, 'a base64url secret'),
  }),
});

/** `POST /api/v1/push/subscribe`: send turn notifications for these seats to this subscription. */
export const PushSubscribeRequest = z.strictObject({
  subscription: PushSubscriptionJson,
  tokens: z.array(SeatToken).min(1).max(100),
});

/** `POST /api/v1/push/unsubscribe`: no more notifications to this endpoint. */
export const PushUnsubscribeRequest = z.strictObject({ endpoint: z.string().max(2048) });

/** `GET /api/v1/push/key`: the server's VAPID public key (base64url), null when it sends no push. */
export const PushKeyResponse = z.strictObject({ publicKey: z.string().nullable() });

export const PushSubscribeResponse = z.strictObject({ seats: z.int().min(0) });

/** What a push message carries (the service worker words it): whose turn, in which match. */
export const PushPayload = z.strictObject({
  type: z.literal('turn'),
  match: z.string(),
  game: z.string(),
  /** The game's name, for the notification's title. */
  gameName: z.string(),
});

export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequest>;
export type PushPayload = z.infer<typeof PushPayload>;

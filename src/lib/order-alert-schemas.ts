import { z } from 'zod';

// Order alerts (issue 28): which events reach a person, and by which channels. Per person, never per
// shop: each member chooses for themselves, and only members who may read orders get any.

export const ORDER_ALERT_EVENTS = ['new_order', 'payment'] as const;
export type OrderAlertEvent = (typeof ORDER_ALERT_EVENTS)[number];

/** browser: while a dashboard tab is open; push: Web Push to the devices they turned it on for; sms: their own phone. */
export const ORDER_ALERT_CHANNELS = ['browser', 'push', 'sms'] as const;
export type OrderAlertChannel = (typeof ORDER_ALERT_CHANNELS)[number];

/** What the settings screen sends: every switch, all at once (a PUT replaces). */
export const orderAlertSettingsSchema = z.strictObject({
  new_order: z.boolean(),
  payment: z.boolean(),
  browser: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  sound: z.boolean(),
});
export type OrderAlertSettingsInput = z.infer<typeof orderAlertSettingsSchema>;

/** A person who never opened the screen: alerts in the open dashboard, silent, nothing that costs. */
export const DEFAULT_ORDER_ALERT_SETTINGS: OrderAlertSettingsInput = {
  new_order: true,
  payment: true,
  browser: true,
  push: true,
  sms: false,
  sound: false,
};

const base64url = (max: number) =>
  z
    .string()
    .regex(/^[\w-]+=*$/, 'base64url')
    .max(max);

/** The browser's PushSubscription.toJSON() (Push API): where to push, and the keys to encrypt for. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22), RFC 8291.
    p256dh: base64url(100).min(80),
    auth: base64url(40).min(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.strictObject({ endpoint: z.url({ protocol: /^https?$/ }).max(2048) });

/** The dashboard's read of what just happened, after the live stream said something changed. */
export const orderAlertFeedQuerySchema = z.object({
  after: z.iso.datetime({ offset: true }).optional(),
});

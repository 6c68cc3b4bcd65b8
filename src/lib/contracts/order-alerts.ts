import { z } from 'zod';
import { ORDER_ALERT_EVENTS } from '../order-alert-schemas.ts';
import { amount, id, timestamp } from './common.ts';

export const orderAlertSettingsAnswer = z.strictObject({
  new_order: z.boolean(),
  payment: z.boolean(),
  browser: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  sound: z.boolean(),
  /** Whether the person may read orders: without it no alert reaches them, whatever they chose. */
  allowed: z.boolean(),
  /** Where an SMS alert goes: the person's own phone, from their profile. */
  phone: z.string(),
  /** Whether the shop has an SMS gateway linked (without one the SMS switch does nothing). */
  sms_ready: z.boolean(),
  /** The application server key for PushManager.subscribe (base64url). */
  vapid_public_key: z.string(),
  devices: z.array(z.strictObject({ id, device: z.string(), endpoint_host: z.string(), created_at: timestamp })),
});
export type OrderAlertSettings = z.infer<typeof orderAlertSettingsAnswer>;

/** One thing to alert about: the words are made by the screen in its language (order-alert-text.ts). */
export const orderAlertItem = z.strictObject({
  event: z.enum(ORDER_ALERT_EVENTS),
  /** The order's id for new_order, the payment's for payment: the notification's tag, so a push and the open tab show one. */
  id,
  order_id: id.nullable(),
  order_number: z.int().nullable(),
  customer_name: z.string(),
  amount,
  currency: z.string(),
  at: timestamp,
});
export const orderAlertFeedAnswer = z.strictObject({
  /** Without `after` (a first read): what came just before the cursor, for the screen to mark as seen, not show. */
  items: z.array(orderAlertItem),
  /** Pass back as `after`: items from a little before it are answered again (the screen skips those it showed). */
  cursor: timestamp,
});
export type OrderAlertItem = z.infer<typeof orderAlertItem>;
export type OrderAlertFeed = z.infer<typeof orderAlertFeedAnswer>;

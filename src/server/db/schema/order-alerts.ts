import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_ALERT_EVENTS, type OrderAlertEvent } from '../../../lib/order-alert-schemas.ts';
import { users } from './accounts.ts';
import { created, inList, randomId, updated } from './columns.ts';
import { shopId } from './shop-column.ts';

// Order alerts (issue 28, decision 0041). Only modules/order-alerts reads or writes these tables;
// the flow flows/order-alerts reaches them through its face.

/** Each person's choice; no row: the defaults (DEFAULT_ORDER_ALERT_SETTINGS). */
export const orderAlertSettings = pgTable(
  'order_alert_settings',
  {
    shopId: shopId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newOrder: boolean('new_order').notNull(),
    payment: boolean('payment').notNull(),
    browser: boolean('browser').notNull(),
    push: boolean('push').notNull(),
    sms: boolean('sms').notNull(),
    sound: boolean('sound').notNull(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] })],
);

/**
 * One row per browser a person turned push on in. The endpoint is unique across shops: it names
 * one browser profile, so a phone handed to someone else who signs in there moves to them and
 * never keeps alerting the first person's shop.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    shopId: shopId(),
    id: randomId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // A short name the person recognises ("Chrome on Android"), from the browser's User-Agent.
    device: text('device').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.shopId, t.userId),
  ],
);

export const ALERT_DELIVERY_CHANNELS = ['push', 'sms'] as const;
export const ALERT_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'gone', 'failed', 'skipped'] as const;
export type AlertDeliveryStatus = (typeof ALERT_DELIVERY_STATUSES)[number];

/**
 * One alert to one person by one channel and target (a push subscription's id, or the phone): the
 * unique key is the promise "once", kept by the database however often the fan-out job runs.
 */
export const orderAlertDeliveries = pgTable(
  'order_alert_deliveries',
  {
    shopId: shopId(),
    id: uuid('id').notNull(),
    event: text('event').$type<OrderAlertEvent>().notNull(),
    // The order's id (new_order) or the payment's (payment).
    subjectId: uuid('subject_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<(typeof ALERT_DELIVERY_CHANNELS)[number]>().notNull(),
    target: text('target').notNull(),
    status: text('status').$type<AlertDeliveryStatus>().notNull().default('queued'),
    reason: text('reason'),
    createdAt: created(),
    updatedAt: updated(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('order_alert_deliveries_once_uq').on(t.shopId, t.event, t.subjectId, t.userId, t.channel, t.target),
    check('order_alert_deliveries_event', inList('event', ORDER_ALERT_EVENTS)),
    check('order_alert_deliveries_channel', inList('channel', ALERT_DELIVERY_CHANNELS)),
    check('order_alert_deliveries_status', inList('status', ALERT_DELIVERY_STATUSES)),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type OrderAlertDelivery = typeof orderAlertDeliveries.$inferSelect;

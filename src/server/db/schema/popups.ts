import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created, inList, randomId, updated } from './columns.ts';
import { shopId } from './shop-column.ts';
import {
  POPUP_FREQUENCIES,
  POPUP_POSITIONS,
  POPUP_STATUSES,
  POPUP_VARIANT_KEYS,
  type PopupAction,
  type PopupTriggers,
  type PopupVariant,
} from '../../../lib/popup-schemas.ts';

// Website pop-ups (issue 28). Only modules/popups and flows/popup-results read these.

export const popups = pgTable(
  'popups',
  {
    shopId: shopId(),
    id: randomId(),
    name: text('name').notNull(),
    status: text('status', { enum: POPUP_STATUSES }).notNull().default('active'),
    position: text('position', { enum: POPUP_POSITIONS }).notNull(),
    triggers: jsonb('triggers').$type<PopupTriggers>().notNull(),
    frequency: text('frequency', { enum: POPUP_FREQUENCIES }).notNull(),
    action: jsonb('action').$type<PopupAction>().notNull(),
    variants: jsonb('variants').$type<PopupVariant[]>().notNull(),
    /** Under the media folder (media module's store), served at /media/<path>. */
    imagePath: text('image_path'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('popups_created_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    check('popups_status', inList('status', POPUP_STATUSES)),
    check('popups_position', inList('position', POPUP_POSITIONS)),
    check('popups_frequency', inList('frequency', POPUP_FREQUENCIES)),
    check('popups_dates', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const POPUP_EVENT_ROWS = ['shown', 'closed', 'clicked', 'phone'] as const;

/**
 * What visitors did with a pop-up, one row per event (append-only, time-ordered ids). A click that
 * opened the chat carries the chat's id: the conversation, and an order placed from it, lead back here.
 */
export const popupEvents = pgTable(
  'popup_events',
  {
    shopId: shopId(),
    id: uuid('id').notNull(),
    popupId: uuid('popup_id').notNull(),
    variant: text('variant', { enum: POPUP_VARIANT_KEYS }).notNull(),
    kind: text('kind', { enum: POPUP_EVENT_ROWS }).notNull(),
    visitorId: text('visitor_id').notNull(),
    chatId: text('chat_id'),
    customerId: uuid('customer_id'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.popupId], foreignColumns: [popups.shopId, popups.id] }).onDelete('cascade'),
    index('popup_events_popup_idx').on(t.shopId, t.popupId, t.kind),
    index('popup_events_chat_idx').on(t.shopId, t.chatId),
    check('popup_events_kind', inList('kind', POPUP_EVENT_ROWS)),
    check('popup_events_variant', inList('variant', POPUP_VARIANT_KEYS)),
  ],
);

export type Popup = typeof popups.$inferSelect;

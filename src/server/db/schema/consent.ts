import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  CONSENT_CHANNELS,
  CONSENT_SOURCES,
  CONSENT_STATES,
  type ConsentChannel,
  type ConsentSource,
  type ConsentState,
} from '../../../lib/consent-schemas.ts';
import { users } from './accounts.ts';
import { inList } from './columns.ts';
import { customers } from './customers.ts';
import { shopId } from './shop-column.ts';

// Consent to marketing (issue 27): the state now per customer and channel, and every change as it
// happened. Only modules/consent reads or writes these tables; campaigns ask it through its face.

export const customerConsents = pgTable(
  'customer_consents',
  {
    shopId: shopId(),
    customerId: uuid('customer_id').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    state: text('state').$type<ConsentState>().notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    // What the customer saw or said (the tick's label, the reply, the switch's note).
    words: text('words').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.customerId, t.channel] }),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }).onDelete(
      'cascade',
    ),
    check('customer_consents_channel', inList('channel', CONSENT_CHANNELS)),
    check('customer_consents_state', inList('state', CONSENT_STATES)),
    check('customer_consents_source', inList('source', CONSENT_SOURCES)),
  ],
);

/** Append-only: one row per change, time-ordered ids (decision 0009). */
export const consentEvents = pgTable(
  'consent_events',
  {
    shopId: shopId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    state: text('state').$type<ConsentState>().notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    words: text('words').notNull().default(''),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }).onDelete(
      'cascade',
    ),
    index('consent_events_customer_idx').on(t.shopId, t.customerId, t.id.desc()),
    check('consent_events_channel', inList('channel', CONSENT_CHANNELS)),
    check('consent_events_state', inList('state', CONSENT_STATES)),
    check('consent_events_source', inList('source', CONSENT_SOURCES)),
  ],
);

export type CustomerConsentRow = typeof customerConsents.$inferSelect;
export type ConsentEventRow = typeof consentEvents.$inferSelect;

import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, updated, randomId } from './columns.ts';
import { shopId } from './shop-column.ts';

export type SegmentCriterion = {
  field: 'total_amount' | 'total_orders' | 'location';
  operator: 'gt' | 'lt' | 'eq' | 'ge' | 'le';
  value: number | string;
};

// One customer per phone number (E.164) in a shop. The aggregates are kept by the order service
// in the same transaction as the order, so lists and segments never have to sum orders.
export const customers = pgTable(
  'customers',
  {
    shopId: shopId(),
    id: randomId(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    location: text('location').notNull().default(''),
    language: text('language').notNull().default('sw'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    // The merchant lets this customer choose "pay later" on the order page (the debt book).
    allowCredit: boolean('allow_credit').notNull().default(false),
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    // Phone also as written locally (0754…), so a search typed either way finds it.
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${customers.name}) || ' ' || ${customers.phone} || ' ' || regexp_replace(${customers.phone}, '^\\+255', '0')`,
    ),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('customers_phone_uq').on(t.shopId, t.phone),
    index('customers_created_idx').on(t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('customers_search_idx').using('gin', t.shopId, t.searchText.op('gin_trgm_ops')),
    index('customers_spent_idx').on(t.shopId, t.totalSpent),
    index('customers_orders_idx').on(t.shopId, t.orderCount),
    index('customers_location_idx').on(t.shopId, sql`lower(${t.location})`),
  ],
);

export const segments = pgTable(
  'segments',
  {
    shopId: shopId(),
    id: randomId(),
    name: text('name').notNull(),
    match: text('match', { enum: ['any', 'all'] })
      .notNull()
      .default('all'),
    criteria: jsonb('criteria').$type<SegmentCriterion[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

export type Customer = typeof customers.$inferSelect;
export type Segment = typeof segments.$inferSelect;

import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';

// The answers of writes a client may retry (an order whose answer was lost in a crash or a bad
// network): the same key gets the same answer instead of a second order (src/server/http/idempotency.ts).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    // The operation and whose it is (e.g. "orders.create:<user id>"): one key never crosses them.
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.scope, t.key] }),
    index('idempotency_keys_age_idx').on(t.shopId, t.createdAt),
  ],
);

import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { shopId } from './shop-column.ts';

// The answers of writes a client may retry (an order whose answer was lost in a crash or a bad
// network): the same key gets the same answer instead of a second order (src/server/http/idempotency.ts).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopId: shopId(),
    // The route and whose it is (e.g. "POST /api/orders:<user id>"): one key never crosses them.
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.scope, t.key] }),
    index('idempotency_keys_age_idx').on(t.shopId, t.createdAt),
  ],
);

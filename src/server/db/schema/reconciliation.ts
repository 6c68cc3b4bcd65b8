import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { created, shopId } from './columns.ts';

/**
 * Payment callbacks a merchant has looked at and set aside in the reconciliation view (a forged
 * one, or one for a payment of another system). The log itself stays as it was received; this
 * only takes it off the list, once per log (the primary key makes a repeated dismiss a no-op).
 */
export const dismissedCallbacks = pgTable(
  'dismissed_callbacks',
  {
    shopId: shopId(),
    // webhook_logs.id; no foreign key: logs are pruned, a dismissal may outlive its log.
    logId: uuid('log_id').notNull(),
    // No foreign key to users: who set it aside stays known after they leave the shop.
    dismissedBy: uuid('dismissed_by'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.logId] })],
);

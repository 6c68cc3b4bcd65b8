import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS } from '../../../lib/discount-code.ts';
import { users } from './accounts.ts';
import { created, inList, randomId, updated } from './columns.ts';
import { money } from './money.ts';
import { orders } from './orders.ts';
import { shopId } from './shop-column.ts';

// Discount codes (issue 28). Only modules/discounts reads and writes these.

export const discountCodes = pgTable(
  'discount_codes',
  {
    shopId: shopId(),
    id: randomId(),
    // Stored upper case (lib/discount-code.ts normaliseCode): unique per shop in that one spelling.
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    // Whole shillings (fixed) or whole per cent (percentage).
    value: money('value').notNull(),
    minOrder: money('min_order').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    // Redemptions not given back: bumped under the row's lock in the order's transaction, so it is
    // what the limit is checked against (never a count two orders could both read).
    usedCount: integer('used_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('discount_codes_code_uq').on(t.shopId, t.code),
    index('discount_codes_created_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    check('discount_codes_kind', inList('kind', DISCOUNT_KINDS)),
    check('discount_codes_value', sql`${t.value} > 0 and (${t.kind} <> 'percentage' or ${t.value} <= 100)`),
    check('discount_codes_min_order', sql`${t.minOrder} >= 0`),
    // The database keeps the promise too: a code is never used more often than it allows.
    check('discount_codes_used', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
  ],
);

/** One order that used a code: written in the order's transaction; a cancelled order's is given back. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    shopId: shopId(),
    id: randomId(),
    codeId: uuid('code_id').notNull(),
    orderId: uuid('order_id').notNull(),
    customerId: uuid('customer_id'),
    // The code as it was when used (the merchant may rename it later).
    code: text('code').notNull(),
    amount: money('amount').notNull(),
    // Set when the order is cancelled: the use counts no more, towards any limit or the figures.
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.codeId], foreignColumns: [discountCodes.shopId, discountCodes.id] }),
    foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
    // One code per order.
    uniqueIndex('discount_redemptions_order_uq').on(t.shopId, t.orderId),
    index('discount_redemptions_code_idx').on(t.shopId, t.codeId, t.customerId),
    index('discount_redemptions_created_idx').on(t.shopId, t.createdAt),
    check('discount_redemptions_amount', sql`${t.amount} > 0`),
  ],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountRedemption = typeof discountRedemptions.$inferSelect;

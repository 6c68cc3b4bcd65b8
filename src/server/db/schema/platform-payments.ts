import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money } from './money.ts';
import { created, updated } from './columns.ts';
import { shopId } from './shop-column.ts';

// Duka Chat Payments (issue 29, decision 0046): the operator's platform fee and each shop's
// settings for the money the platform collects for it. The ledger entries themselves live in
// ledger_entries (kinds platform_fee and setup_fee); nothing here holds a balance.

/**
 * Every change of the platform fee, appended: the newest row is the fee in force; none means the
 * configured default (PLATFORM_FEE). Not shop data: only operators write or read it (the fee itself is
 * public, on the pricing page).
 */
export const platformFeeChanges = pgTable(
  'platform_fee_changes',
  {
    /** Time-ordered (decision 0009): the newest is the largest. */
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    basisPoints: integer('basis_points'),
    amount: money('amount'),
    changedBy: uuid('changed_by').notNull(),
    createdAt: created(),
  },
  (t) => [
    check(
      'platform_fee_changes_value',
      sql`case when ${t.kind} = 'percent' then ${t.basisPoints} between 0 and 2000 and ${t.amount} is null else ${t.amount} >= 0 and ${t.basisPoints} is null end`,
    ),
  ],
);

/**
 * One shop's settings for its platform balance: when it is paid out (on request, daily or weekly, to
 * which payout account) and whether an operator holds its payouts (with the reason, in words).
 */
export const platformShopSettings = pgTable(
  'platform_shop_settings',
  {
    shopId: shopId(),
    payoutSchedule: text('payout_schedule', { enum: ['manual', 'daily', 'weekly'] })
      .notNull()
      .default('manual'),
    // Where a scheduled payout goes; no foreign key: removing the payout account stops the schedule.
    payoutAccountId: uuid('payout_account_id'),
    payoutsHeld: boolean('payouts_held').notNull().default(false),
    heldReason: text('held_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    // When the schedule last paid out (or found nothing to pay): the next run is a day or a week on.
    lastScheduledAt: timestamp('last_scheduled_at', { withTimezone: true }),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.shopId] })],
);

export type PlatformFeeChange = typeof platformFeeChanges.$inferSelect;
export type PlatformShopSettings = typeof platformShopSettings.$inferSelect;

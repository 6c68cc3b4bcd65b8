import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Network, PaymentStatus, ProviderId } from '../../../lib/mobile-money.ts';
import { LEDGER_KINDS, PAYOUT_STATUSES, type LedgerKind, type PayoutStatus } from '../../../lib/transaction-schemas.ts';
import { debts } from './books.ts';
import { orders } from './orders.ts';
import { money } from './money.ts';
import { created, currency, updated, randomId } from './columns.ts';
import { shopId } from './shop-column.ts';

// Getting paid (issue 15): the providers a shop links, the payments it asks for, the append-only
// ledger of every shilling that moved, and payouts to the shop's bank or wallet. Every key and
// index leads with shop_id; money is whole shillings (bigint) with its currency beside it.

/** One linked provider (aggregator) account. Its credentials are sealed with secret-box (SECRET_KEY). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    shopId: shopId(),
    id: randomId(),
    provider: text('provider').$type<ProviderId>().notNull(),
    label: text('label').notNull().default(''),
    // `v1.<iv>.<tag>.<ciphertext>` of the provider's credentials as JSON; never answered in clear.
    credentialsEnc: text('credentials_enc').notNull(),
    networks: jsonb('networks').$type<Network[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    // Duka Chat Payments (decision 0046): the platform's own aggregator account collecting for this
    // shop. Its credentials come from configuration (PLATFORM_PAYMENT_*), never from this row
    // (credentials_enc is empty); its balance is the shop's money the platform holds.
    managed: boolean('managed').notNull().default(false),
    // The unguessable part of /webhooks/payments/<provider>/<callback_key>: it names the shop and
    // the account of a callback, which carries neither in a form we could trust.
    callbackKey: text('callback_key').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('payment_accounts_callback_key_uq').on(t.callbackKey),
    // One managed account per shop and platform provider: made on the shop's first platform payment.
    uniqueIndex('payment_accounts_managed_uq')
      .on(t.shopId, t.provider)
      .where(sql`${t.managed}`),
  ],
);

/** What a payment pays: a sale (an order or a debt) or the shop's one-time setup fee (decision 0046). */
export const PAYMENT_PURPOSES = ['sale', 'setup_fee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What a provider reported for a payment whose figures did not add up (null: it did not say). */
export type ReportedFigures = {
  amount: number | null;
  currency: string | null;
  fee: number | null;
  net: number | null;
};

/** A collection we asked a provider for (a USSD push), from request to a final state. */
export const payments = pgTable(
  'payments',
  {
    shopId: shopId(),
    id: uuid('id').notNull(),
    // What it pays: an order, or a debt from the statement page (exactly one of the two).
    orderId: uuid('order_id'),
    debtId: uuid('debt_id'),
    // setup_fee: neither an order nor a debt; the platform's money (decision 0046).
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('sale'),
    // The platform fee in force when it was started through the platform's account (decision 0046),
    // booked as its own entry when it is credited; null: the shop's own account (no fee).
    platformFee: money('platform_fee'),
    accountId: uuid('account_id').notNull(),
    // Copied from the account: the credit-once key is the provider's own reference, per provider.
    provider: text('provider').$type<ProviderId>().notNull(),
    reference: text('reference').notNull(),
    providerReference: text('provider_reference'),
    phone: text('phone').notNull(),
    network: text('network').$type<Network>().notNull(),
    amount: money('amount').notNull(),
    currency: currency(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    // What was sent and received, secrets masked before they are stored.
    raw: jsonb('raw').$type<unknown[]>().notNull().default([]),
    amountMismatch: boolean('amount_mismatch').notNull().default(false),
    refundDue: boolean('refund_due').notNull().default(false),
    // What of this payment its order (or debt) did not need: paid after the order was cancelled or
    // after other money paid it, or more than the debt's balance (issue 25). Set once, when the
    // payment is credited or its order cancelled; refund_due says whether it still waits for a
    // decision (refund, or keep it as the customer's credit).
    excess: money('excess').notNull().default(0),
    // The provider's own figures when they did not add up (amount or currency other than asked,
    // gross - fee != net): kept so that reconciliation can say both numbers.
    reported: jsonb('reported').$type<ReportedFigures>(),
    // A reversal after success, seen by the merchant in reconciliation (the item is then resolved).
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [paymentAccounts.shopId, paymentAccounts.id] }),
    uniqueIndex('payments_reference_uq').on(t.shopId, t.reference),
    uniqueIndex('payments_provider_reference_uq').on(t.shopId, t.provider, t.providerReference),
    index('payments_order_idx').on(t.shopId, t.orderId, t.createdAt),
    foreignKey({ columns: [t.shopId, t.debtId], foreignColumns: [debts.shopId, debts.id] }),
    index('payments_debt_idx').on(t.shopId, t.debtId, t.createdAt),
    check(
      'payments_pays_one_thing',
      sql`case when ${t.purpose} = 'setup_fee' then ${t.orderId} is null and ${t.debtId} is null else (${t.orderId} is null) <> (${t.debtId} is null) end`,
    ),
    check('payments_purpose', sql`${t.purpose} in ('sale', 'setup_fee')`),
    // A shop pays its setup fee once: a second is refused while one succeeded (setup-fee.ts), and
    // the setup-fee entry is unique per payment.
    index('payments_setup_fee_idx')
      .on(t.shopId, t.createdAt)
      .where(sql`${t.purpose} = 'setup_fee'`),
    // The sweeper's queue: only unsettled payments (pending, unknown) carry a next check.
    index('payments_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} in ('pending', 'unknown')`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_excess_not_negative', sql`${t.excess} >= 0`),
    check('payments_platform_fee', sql`${t.platformFee} is null or ${t.platformFee} between 0 and ${t.amount}`),
  ],
);

/** Where a shop's earnings go: a bank account or a mobile wallet. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    shopId: shopId(),
    id: randomId(),
    kind: text('kind', { enum: ['bank', 'wallet'] }).notNull(),
    label: text('label').notNull().default(''),
    // bank: the bank's name; wallet: the network (mpesa, airtel, ...).
    institution: text('institution').notNull(),
    accountName: text('account_name').notNull(),
    // Bank account number, or the wallet's phone number in E.164.
    accountNumber: text('account_number').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

/** A request to send money from a provider account's balance to a payout account. */
export const payouts = pgTable(
  'payouts',
  {
    shopId: shopId(),
    id: uuid('id').notNull(),
    // The provider account whose balance pays it (the ledger entry debits that account).
    accountId: uuid('account_id').notNull(),
    payoutAccountId: uuid('payout_account_id').notNull(),
    amount: money('amount').notNull(),
    currency: currency(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    providerReference: text('provider_reference'),
    reason: text('reason'),
    // No foreign key to users: a ledger row outlives whoever made it.
    requestedBy: uuid('requested_by'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [paymentAccounts.shopId, paymentAccounts.id] }),
    foreignKey({ columns: [t.shopId, t.payoutAccountId], foreignColumns: [payoutAccounts.shopId, payoutAccounts.id] }),
    index('payouts_created_idx').on(t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check('payouts_status', sql`${t.status} in (${sql.raw(PAYOUT_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/**
 * Every money movement, append-only (a trigger in the migration refuses UPDATE and DELETE): a
 * correction is a reversing entry. The balance of an account (null = the cash drawer) is the sum
 * of its entries' signed amounts.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    shopId: shopId(),
    id: uuid('id').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    accountId: uuid('account_id'),
    amount: money('amount').notNull(),
    currency: currency(),
    orderId: uuid('order_id'),
    customerId: uuid('customer_id'),
    paymentId: uuid('payment_id'),
    payoutId: uuid('payout_id'),
    // The expense (kind expense) or debt (kind debt_payment) an entry belongs to.
    expenseId: uuid('expense_id'),
    debtId: uuid('debt_id'),
    reversesId: uuid('reverses_id'),
    note: text('note').notNull().default(''),
    // No foreign key to users (ON DELETE SET NULL would be an UPDATE, which the ledger refuses).
    createdBy: uuid('created_by'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [paymentAccounts.shopId, paymentAccounts.id] }),
    foreignKey({ columns: [t.shopId, t.paymentId], foreignColumns: [payments.shopId, payments.id] }),
    foreignKey({ columns: [t.shopId, t.payoutId], foreignColumns: [payouts.shopId, payouts.id] }),
    foreignKey({ columns: [t.shopId, t.reversesId], foreignColumns: [t.shopId, t.id] }),
    // An entry is reversed at most once.
    uniqueIndex('ledger_entries_reverses_uq').on(t.shopId, t.reversesId),
    // A payment is credited once: 20 copies of one success callback make one entry.
    uniqueIndex('ledger_entries_payment_credit_uq')
      .on(t.shopId, t.paymentId)
      .where(sql`${t.kind} = 'payment'`),
    // A payout's fee, as its provider states it, is booked once (issue 25), whichever of the
    // start's answer, a callback or a status query states it first.
    uniqueIndex('ledger_entries_payout_fee_uq')
      .on(t.shopId, t.payoutId)
      .where(sql`${t.kind} = 'fee' and ${t.payoutId} is not null`),
    // The platform fee of a payment is booked once (decision 0046): 20 copies of one success
    // callback make one fee. Its refunds' give-backs are positive and may be several.
    uniqueIndex('ledger_entries_platform_fee_uq')
      .on(t.shopId, t.paymentId)
      .where(sql`${t.kind} = 'platform_fee' and ${t.amount} < 0`),
    // A setup-fee payment's money is moved to the platform once.
    uniqueIndex('ledger_entries_setup_fee_uq')
      .on(t.shopId, t.paymentId)
      .where(sql`${t.kind} = 'setup_fee'`),
    // An order's cash is taken once, however often it is moved to paid.
    uniqueIndex('ledger_entries_cash_sale_uq')
      .on(t.shopId, t.orderId)
      .where(sql`${t.kind} = 'cash_sale'`),
    // The list (newest first, keyset on created_at, id) and its filters.
    index('ledger_entries_created_idx').on(t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ledger_entries_kind_idx').on(t.shopId, t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ledger_entries_account_idx').on(
      t.shopId,
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('ledger_entries_order_idx').on(t.shopId, t.orderId),
    index('ledger_entries_expense_idx')
      .on(t.shopId, t.expenseId)
      .where(sql`${t.expenseId} is not null`),
    index('ledger_entries_customer_idx').on(t.shopId, t.customerId, t.createdAt.desc().nullsFirst()),
    check('ledger_entries_kind', sql`${t.kind} in (${sql.raw(LEDGER_KINDS.map((k) => `'${k}'`).join(', '))})`),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

export type PaymentAccount = typeof paymentAccounts.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type PayoutAccount = typeof payoutAccounts.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

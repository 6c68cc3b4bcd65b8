import { z } from 'zod';
import { NETWORKS, PAYMENT_STATUSES, PROVIDERS } from '../mobile-money.ts';
import { LEDGER_KINDS, PAYOUT_STATUSES } from '../transaction-schemas.ts';
import { amount, id, timestamp } from './common.ts';

// The money ledger as the API answers it (/api/transactions).

/** A provider account as an entry names it; null on an entry is the cash drawer. */
export const ledgerAccountSchema = z.strictObject({ id, provider: z.enum(PROVIDERS), label: z.string() });

export const transactionSchema = z.strictObject({
  id,
  kind: z.enum(LEDGER_KINDS),
  account: ledgerAccountSchema.nullable(),
  /** Signed: money in is positive, money out negative. */
  amount,
  currency: z.literal('TZS'),
  /**
   * The order the entry is for. A sale of an order that used a discount code names the code and
   * what it took off (issue 28): the entry's amount is the order's total after it.
   */
  order: z
    .strictObject({ id, number: z.int(), discount: z.strictObject({ code: z.string(), amount }).nullable() })
    .nullable(),
  customer: z.strictObject({ id, name: z.string() }).nullable(),
  payment_id: id.nullable(),
  payout_id: id.nullable(),
  /** The entry this one reverses (kind reversal). */
  reverses_id: id.nullable(),
  /** The reversal that cancelled this entry, if any. */
  reversed_by: id.nullable(),
  note: z.string(),
  created_by: id.nullable(),
  created_at: timestamp,
});

/** One entry with what it came from: the payment (its provider exchange, secrets masked) or the payout. */
export const transactionDetailSchema = transactionSchema.extend({
  payment: z
    .strictObject({
      /**
       * Collected through Duka Chat Payments (decision 0046): gross, the platform fee (as booked),
       * what refunds gave back of it, and net (gross − fee + given back). null: the shop's own account.
       */
      platform: z.strictObject({ gross: amount, fee: amount, given_back: amount, net: amount }).nullable(),
      id,
      reference: z.string(),
      provider_reference: z.string().nullable(),
      phone: z.string(),
      network: z.enum(NETWORKS),
      amount,
      status: z.enum(PAYMENT_STATUSES),
      reason: z.string().nullable(),
      amount_mismatch: z.boolean(),
      refund_due: z.boolean(),
      raw: z.array(z.unknown()),
      created_at: timestamp,
    })
    .nullable(),
  payout: z
    .strictObject({
      id,
      amount,
      status: z.enum(PAYOUT_STATUSES),
      provider_reference: z.string().nullable(),
      reason: z.string().nullable(),
      destination: z.strictObject({ kind: z.enum(['bank', 'wallet']), label: z.string(), number: z.string() }),
    })
    .nullable(),
});

/** A page, newest first; next_cursor (null on the last page) is passed back as cursor. */
export const transactionPageSchema = z.strictObject({
  items: z.array(transactionSchema),
  next_cursor: z.string().nullable(),
});

/** The sums of the entries the filters select. */
export const transactionTotalsSchema = z.strictObject({
  count: z.int(),
  money_in: amount,
  money_out: amount,
  net: amount,
});

export const accountBalanceSchema = z.strictObject({
  account: ledgerAccountSchema.nullable(),
  /** The sum of the account's entries. */
  balance: amount,
  /**
   * What a payout may take now, the payouts screen's figure (GET /api/payouts/sources): nothing for
   * the cash drawer (the cash is in the shop) or an account whose provider does not pay out here.
   */
  available: amount,
});

export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;
export type TransactionPage = z.infer<typeof transactionPageSchema>;
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;
export type AccountBalance = z.infer<typeof accountBalanceSchema>;

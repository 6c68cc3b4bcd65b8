import { z } from 'zod';

// The money ledger (/transactions): what the API takes, shared by the server and the screens.
// Error texts are message keys (src/server/http/messages/transactions.ts).

/**
 * What an entry records. payment: a customer's mobile-money payment (gross); fee: the provider's
 * cut of it (negative); cash_sale: cash taken for an order; refund and payout: money out;
 * adjustment: a manual correction with a note; reversal: the exact opposite of an earlier entry;
 * expense: an expense paid in cash (out of the drawer); debt_payment: cash a customer paid
 * towards a debt (into the drawer); platform_fee: Duka Chat Payments' cut of a payment it collected
 * for the shop (negative; a refund's give-back of it positive, decision 0046); setup_fee: the
 * one-time setup fee paid through the platform account, the platform's money and not the shop's
 * (negative, beside that payment's credit, so the shop's balance nets to nothing).
 */
export const LEDGER_KINDS = [
  'payment',
  'fee',
  'cash_sale',
  'refund',
  'payout',
  'adjustment',
  'reversal',
  'expense',
  'debt_payment',
  'platform_fee',
  'setup_fee',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * requested and processing: sent, no verdict yet. unknown: the provider's answer was not a
 * documented verdict (a code outside its list, no answer): queried again, shown in reconciliation,
 * the money never put back on a guess (issue 25). paid and failed are final; reversed: paid, then
 * the provider documented that the money came back (ClickPesa's PAYOUT REVERSED / REFUNDED).
 */
export const PAYOUT_STATUSES = ['requested', 'processing', 'unknown', 'paid', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** An entry stands until a reversal cancels it. */
export const ENTRY_STATUSES = ['standing', 'reversed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** The cash drawer is the account of cash sales (no provider): `account=cash` in filters. */
export const CASH_ACCOUNT = 'cash';

/** One movement larger than this is a typing error, not a shop's day (ten billion shillings). */
export const MAX_ENTRY_AMOUNT = 10_000_000_000;

const note = z.string().trim().max(500);

/** A signed whole number of shillings, never zero (an entry of nothing records nothing). */
const signedAmount = z
  .int({ error: 'amount_invalid' })
  .min(-MAX_ENTRY_AMOUNT, { error: 'amount_too_large' })
  .max(MAX_ENTRY_AMOUNT, { error: 'amount_too_large' })
  .refine((n) => n !== 0, { error: 'amount_zero' });

export const adjustmentSchema = z.strictObject({
  amount: signedAmount,
  // A provider account, or `cash` for the drawer.
  account: z.union([z.literal(CASH_ACCOUNT), z.uuid({ error: 'account_invalid' })]).default(CASH_ACCOUNT),
  // The reason is the whole of an adjustment's explanation: required.
  note: note.min(1, { error: 'note_required' }),
});

export const reversalSchema = z.strictObject({ note: note.default('') });

/** A payout of a provider account's available balance (positive: money leaves the account). */
export const payoutRequestSchema = z.strictObject({
  account_id: z.uuid({ error: 'account_invalid' }),
  payout_account_id: z.uuid({ error: 'account_invalid' }),
  amount: z
    .int({ error: 'amount_invalid' })
    .min(1, { error: 'amount_positive' })
    .max(MAX_ENTRY_AMOUNT, { error: 'amount_too_large' }),
});

/** `<ISO time>_<uuid>` of the last entry of the previous page (keyset paging, newest first). */
const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Days are days in Tanzania (EAT); `to` is included.
const filters = {
  from: z.iso.date({ error: 'date_invalid' }).optional(),
  to: z.iso.date({ error: 'date_invalid' }).optional(),
  kind: z.enum(LEDGER_KINDS, { error: 'kind_unknown' }).optional(),
  account: z.union([z.literal(CASH_ACCOUNT), z.uuid({ error: 'account_invalid' })]).optional(),
  status: z.enum(ENTRY_STATUSES, { error: 'status_unknown' }).optional(),
  order_id: z.uuid({ error: 'invalid_value' }).optional(),
  customer_id: z.uuid({ error: 'invalid_value' }).optional(),
};
const rangeInOrder = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;

export const transactionFilterSchema = z
  .object(filters)
  .refine(rangeInOrder, { error: 'date_range_reversed', path: ['to'] });

export const transactionListQuerySchema = z
  .object({
    ...filters,
    cursor: z
      .string()
      .regex(CURSOR, { error: 'cursor_invalid' })
      // The shape alone lets month 66 through: the time must be a real one (it goes to the database).
      .refine(
        (c) => {
          const at = c.split('_')[0]!;
          const time = new Date(at);
          return !Number.isNaN(time.getTime()) && time.toISOString() === at;
        },
        { error: 'cursor_invalid' },
      )
      .optional(),
    page_size: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(rangeInOrder, { error: 'date_range_reversed', path: ['to'] });

export type AdjustmentInput = z.infer<typeof adjustmentSchema>;
export type ReversalInput = z.infer<typeof reversalSchema>;
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

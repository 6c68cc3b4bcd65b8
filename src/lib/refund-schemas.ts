import { z } from 'zod';
import { MAX_ENTRY_AMOUNT } from './transaction-schemas.ts';

// Refunds from the order screen and the reconciliation view's actions (issue 15). None of the
// linked aggregators documents a refund API (protocols.md §2), so a refund records money the
// merchant handed back: from the provider account the payment came in through, or as cash.
// Error texts are message keys (src/server/http/messages/refunds.ts).

/** Where the money went back from: the payment's provider account, or the merchant's cash. */
export const REFUND_SOURCES = ['account', 'cash'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

const positiveAmount = z
  .int({ error: 'amount_invalid' })
  .min(1, { error: 'amount_positive' })
  .max(MAX_ENTRY_AMOUNT, { error: 'amount_too_large' });

const reason = z.string().trim().max(500);

export const refundSchema = z
  .strictObject({
    amount: positiveAmount,
    // Why the customer gets money back: kept on the entry and on the order's timeline.
    note: reason.min(1, { error: 'refund_reason_required' }),
    source: z.enum(REFUND_SOURCES, { error: 'refund_source_invalid' }),
    // The mobile-money payment the money goes back against; required when it leaves its account.
    payment_id: z.uuid({ error: 'payment_invalid' }).nullable().default(null),
    // A full refund of a paid order may cancel it too (through the shop's workflow).
    cancel_order: z.boolean({ error: 'invalid_value' }).default(false),
  })
  .refine((r) => r.source === 'cash' || r.payment_id !== null, {
    error: 'refund_payment_required',
    path: ['payment_id'],
  });

/** Accepting a mismatched payment: what actually arrived (the merchant reads it off the provider). */
export const acceptMismatchSchema = z.strictObject({
  amount: positiveAmount,
  note: reason.default(''),
});

/** Refunding what arrived for a mismatched payment (credited and handed back in one go). */
export const refundMismatchSchema = acceptMismatchSchema.extend({ source: z.enum(REFUND_SOURCES).default('account') });

export const refundDueSchema = z.strictObject({
  source: z.enum(REFUND_SOURCES, { error: 'refund_source_invalid' }).default('account'),
  note: reason.default(''),
});

export type RefundInput = z.infer<typeof refundSchema>;
export type AcceptMismatchInput = z.infer<typeof acceptMismatchSchema>;
export type RefundMismatchInput = z.infer<typeof refundMismatchSchema>;
export type RefundDueInput = z.infer<typeof refundDueSchema>;

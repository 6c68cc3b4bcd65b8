import { z } from 'zod';
import { PAYMENT_STATUSES } from '../mobile-money.ts';
import { timestamp } from './common.ts';

// POST /api/payments/:id/ask-provider (issue 25): "ask the provider again" about a payment that is
// not settled, by hand from reconciliation, whatever the sweeper's schedule (also after its 7 days).

export const paymentRecheckSchema = z.strictObject({
  /** The payment's status after the question: unchanged while the provider still gives no verdict. */
  status: z.enum(PAYMENT_STATUSES),
  /**
   * What this question came to: credited, failed, expired, pending, unknown ...; 'already_final'
   * when the payment was settled before; 'unanswered' when the provider could not be asked.
   */
  settlement: z.string(),
  /** The sweeper's next question, or null when it asks no more by itself (settled, or past 7 days). */
  next_check_at: timestamp.nullable(),
});

export type PaymentRecheck = z.infer<typeof paymentRecheckSchema>;

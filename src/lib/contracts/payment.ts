import { z } from 'zod';
import { NETWORKS, PAYMENT_STATUSES, PROVIDERS } from '../mobile-money.ts';
import { amount, id, timestamp } from './common.ts';

// The answers of /api/orders/:id/payments: an order's mobile-money attempts as the merchant sees
// them. The payer's number is partly masked (the order screen shows the customer's number already;
// a list of attempts should not become a list of numbers); the raw exchange stays in /transactions.

export const paymentAttemptSchema = z.strictObject({
  id,
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PROVIDERS),
  network: z.enum(NETWORKS),
  phone: z.string().meta({ description: 'The payer’s number, partly masked: +255754•••456.' }),
  amount,
  currency: z.string(),
  reason: z
    .string()
    .nullable()
    .meta({ description: 'The provider’s words for a failure, or what is still awaited; null when none.' }),
  provider_reference: z.string().nullable(),
  amount_mismatch: z.boolean(),
  refund_due: z.boolean(),
  expires_at: timestamp,
  /** The demo's simulated phone for a sandbox push (same origin as the dashboard), else null. */
  sandbox_url: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

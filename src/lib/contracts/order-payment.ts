import { z } from 'zod';
import { NETWORKS, PAYMENT_STATUSES } from '../mobile-money.ts';
import { amount, id, timestamp } from './common.ts';

// What the order page's payment routes answer (/api/v1/order/payment…). The page imports the
// TYPES only.

/** One mobile-money payment of the order, as its customer may see it. */
export const orderPaymentSchema = z.strictObject({
  id,
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's words when it failed or expired (e.g. "Insufficient balance"), else null. */
  reason: z.string().nullable(),
  phone: z.string(),
  network: z.enum(NETWORKS),
  amount,
  currency: z.string(),
  expires_at: timestamp,
  created_at: timestamp,
  /** The simulated phone of a sandbox payment (demo only), else null. */
  sandbox_url: z.string().nullable(),
});

/** GET /api/v1/order/payment: the submitted order and how it can be paid. */
export const orderPaymentStateSchema = z.strictObject({
  shop_name: z.string(),
  language: z.enum(['en', 'sw']),
  order_number: z.int(),
  total: amount,
  currency: z.string(),
  /** True while the order is pending and no payment succeeded: the page offers to pay. */
  payable: z.boolean(),
  /** A payment of the order succeeded. */
  paid: z.boolean(),
  /** The customer chose to pay cash on delivery (recorded on the order's timeline). */
  cash_on_delivery: z.boolean(),
  /** The wallets the shop can collect from; empty: mobile money is not offered. */
  networks: z.array(z.enum(NETWORKS)),
  /** The order's phone number (E.164), the form's default; null when the order has none. */
  phone: z.string().nullable(),
  /** The latest payment, or null before the first. */
  payment: orderPaymentSchema.nullable(),
});

export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export type OrderPaymentState = z.infer<typeof orderPaymentStateSchema>;

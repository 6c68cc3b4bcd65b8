import { z } from 'zod';
import { NETWORKS, PAYMENT_STATUSES, PROVIDERS } from '../mobile-money.ts';
import { PAYOUT_STATUSES } from '../transaction-schemas.ts';
import { amount, id, timestamp } from './common.ts';

// What an order can still give back, and the reconciliation view's lists (issue 15).

/** One way money came in for the order: a mobile-money payment, or the cash taken (payment null). */
export const refundablePartSchema = z.strictObject({
  payment_id: id.nullable(),
  provider: z.enum(PROVIDERS).nullable(),
  network: z.enum(NETWORKS).nullable(),
  paid_in: amount,
  refunded: amount,
  remaining: amount,
  refund_due: z.boolean(),
});

export const refundableSchema = z.strictObject({
  order_id: id,
  order_status: z.string(),
  paid_in: amount,
  refunded: amount,
  remaining: amount,
  parts: z.array(refundablePartSchema),
});

export const refundResultSchema = z.strictObject({
  entry_id: id,
  refundable: refundableSchema,
  /** Asked to cancel: whether the workflow allowed it (false: the order keeps its status). */
  order_cancelled: z.boolean(),
});

const reconPayment = z.strictObject({
  id,
  /** null for a debt's payment from the statement page (debt_id then names the debt). */
  order: z.strictObject({ id, number: z.int(), status: z.string() }).nullable(),
  debt_id: id.nullable(),
  provider: z.enum(PROVIDERS),
  network: z.enum(NETWORKS),
  phone: z.string(),
  reference: z.string(),
  provider_reference: z.string().nullable(),
  amount,
  status: z.enum(PAYMENT_STATUSES),
  reason: z.string().nullable(),
  /** What of it the order (or debt) did not need: to refund or keep as the customer's credit. */
  excess: amount,
  /** The provider's own figures when they did not add up (null: what it did not say). */
  reported: z
    .strictObject({
      amount: z.int().nullable(),
      currency: z.string().nullable(),
      fee: z.int().nullable(),
      net: z.int().nullable(),
    })
    .nullable(),
  created_at: timestamp,
});

/** A payout whose outcome is not known yet, or that the provider sent back after paying it. */
const reconPayout = z.strictObject({
  id,
  amount,
  status: z.enum(PAYOUT_STATUSES),
  reason: z.string().nullable(),
  provider_reference: z.string().nullable(),
  /** Where it was to go, as the merchant named it. */
  destination: z.string(),
  created_at: timestamp,
});

export const unmatchedCallbackSchema = z.strictObject({
  id,
  endpoint: z.string(),
  /** unknown_payment: authentic, for no payment we know; callback_not_authentic: forged. */
  code: z.string(),
  title: z.string(),
  status_code: z.int().nullable(),
  /** The callback as received, secrets masked. */
  raw: z.unknown(),
  created_at: timestamp,
});

export const reconciliationSchema = z.strictObject({
  pending_after_minutes: z.int(),
  unmatched: z.array(unmatchedCallbackSchema),
  mismatches: z.array(reconPayment),
  pending: z.array(reconPayment),
  refund_due: z.array(reconPayment),
  /** Taken back by the provider after it reported success, until the merchant marks them seen. */
  reversed: z.array(reconPayment),
  /** The provider's answer was not a final verdict: still asked, read-only. */
  unknown: z.array(reconPayment),
  /** Payouts unknown or reversed: read-only (the payout sweeper settles them). */
  payouts: z.array(reconPayout),
});

export const reconciliationCountsSchema = z.strictObject({
  unmatched: z.int(),
  mismatches: z.int(),
  pending: z.int(),
  refund_due: z.int(),
  reversed: z.int(),
  unknown: z.int(),
  payouts: z.int(),
  total: z.int(),
});

export const reconciliationDoneSchema = z.strictObject({
  /** What the action did: done now, or already done by an earlier identical action. */
  outcome: z.enum(['done', 'already_done']),
  /** For "check now": the settlement the provider's answer led to. */
  settlement: z.string().nullable(),
});

export type RefundablePart = z.infer<typeof refundablePartSchema>;
export type Refundable = z.infer<typeof refundableSchema>;
export type RefundResult = z.infer<typeof refundResultSchema>;
export type ReconPayment = z.infer<typeof reconPayment>;
export type ReconPayout = z.infer<typeof reconPayout>;
export type UnmatchedCallback = z.infer<typeof unmatchedCallbackSchema>;
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export type ReconciliationCounts = z.infer<typeof reconciliationCountsSchema>;
export type ReconciliationDone = z.infer<typeof reconciliationDoneSchema>;

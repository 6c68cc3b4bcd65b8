import { z } from 'zod';
import { amount, id, timestamp } from './common.ts';
import { orderPaymentSchema } from './order-payment.ts';

// Duka Chat Payments as the API answers it (issue 29, decision 0046): the public fee, a shop's
// status, the setup fee, per-payout statements, and the operator's money screens.

const label = z.strictObject({ en: z.string(), sw: z.string() });

/** The platform fee in force (public: the pricing page reads it). */
export const platformFeeSchema = z.strictObject({
  kind: z.enum(['percent', 'fixed']),
  /** A percentage in basis points (2.5% = 250); null for a fixed fee. */
  basis_points: z.int().nullable(),
  /** A fixed fee in shillings; null for a percentage. */
  amount: amount.nullable(),
  /** `2.5%` or `TZS 500`. */
  label: z.string(),
  /** operator: set on the operator's screen; default: the server's configuration. */
  source: z.enum(['operator', 'default']),
  changed_at: timestamp.nullable(),
});

export const missingRequirementSchema = z.strictObject({ key: z.string(), state: z.string(), label });

/** Why the money the platform holds for the shop may not be paid out yet; null: it may. */
export const payoutBlockSchema = z
  .strictObject({
    code: z.enum(['payouts_held', 'payout_compliance_unverified']),
    /** The operator's words when held. */
    reason: z.string().nullable(),
    /** What the shop still has to give (KYC), each with its state. */
    missing: z.array(missingRequirementSchema),
  })
  .nullable();

/** GET /api/platform-payments/status: the shop's side of Duka Chat Payments. */
export const platformStatusSchema = z.strictObject({
  /** The server has a platform account at all. */
  available: z.boolean(),
  /** The shop collects through the platform (it linked no account of its own). */
  uses_platform: z.boolean(),
  /** Its managed payment account, once a platform payment was started. */
  account_id: id.nullable(),
  fee: platformFeeSchema,
  level: z.int(),
  /** The platform balance (the shop's money the platform holds). */
  balance: amount,
  /** The most an unverified shop may hold; new platform payments stop past it. */
  cap: amount,
  /** What may still come in through the platform before the cap (payments waiting for a verdict count as in). */
  cap_left: amount,
  cap_reached: z.boolean(),
  /** The balance may be paid out (verified, not held): the payout screen's "available". */
  released: z.boolean(),
  block: payoutBlockSchema,
  schedule: z.enum(['manual', 'daily', 'weekly']),
  payout_account_id: id.nullable(),
  setup_fee: z.strictObject({ amount, paid_at: timestamp.nullable(), payment: orderPaymentSchema.nullable() }),
});

export const payoutScheduleInputSchema = z.strictObject({
  schedule: z.enum(['manual', 'daily', 'weekly']),
  payout_account_id: z.uuid({ error: 'payout_account_required' }).nullable().default(null),
});

/** Per payout of the platform balance: what was collected since the one before, the fees, what was sent. */
export const payoutStatementSchema = z.strictObject({
  payout_id: id,
  created_at: timestamp,
  status: z.string(),
  /** Payments credited (gross) since the previous payout. */
  collected: amount,
  /** Platform fees net of their give-backs (negative: money kept). */
  platform_fees: amount,
  /** Refunds given (negative). */
  refunds: amount,
  /** The provider's payout fee (negative). */
  payout_fee: amount,
  /** What the payout sent. */
  sent: amount,
});

/** The operator's payouts screen: each shop the platform holds money for. */
export const operatorShopPayoutSchema = z.strictObject({
  shop_id: id,
  shop_name: z.string(),
  level: z.int(),
  balance: amount,
  payouts_held: z.boolean(),
  held_reason: z.string().nullable(),
  held_at: timestamp.nullable(),
  schedule: z.enum(['manual', 'daily', 'weekly']),
  last_payout_at: timestamp.nullable(),
  paid_out: amount,
});

export const holdInputSchema = z.strictObject({
  reason: z.string().trim().min(1, { error: 'platform_reason_required' }).max(500),
});

export const figuresQuerySchema = z.object({
  from: z.iso.date({ error: 'figures_range_invalid' }),
  to: z.iso.date({ error: 'figures_range_invalid' }),
});

/** One day of the platform (a day in Tanzania, EAT). */
export const figuresDaySchema = z.strictObject({
  day: z.string(),
  shops_created: z.int(),
  orders: z.int(),
  /** Payments credited through the platform's account, and their gross. */
  payments: z.int(),
  payments_amount: amount,
  /** Platform fees net of give-backs. */
  fee_income: amount,
  setup_fees: amount,
});

export const setupFeePaidSchema = z.strictObject({
  shop_id: id,
  shop_name: z.string(),
  amount,
  phone: z.string(),
  paid_at: timestamp,
});

export type PlatformFeeDto = z.infer<typeof platformFeeSchema>;
export type PlatformStatus = z.infer<typeof platformStatusSchema>;
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;
export type OperatorShopPayout = z.infer<typeof operatorShopPayoutSchema>;
export type FiguresDay = z.infer<typeof figuresDaySchema>;
export type SetupFeePaid = z.infer<typeof setupFeePaidSchema>;
export type PayoutScheduleInput = z.input<typeof payoutScheduleInputSchema>;

import { z } from 'zod';
import { DISCOUNT_KINDS } from '../discount-code.ts';
import { DISCOUNT_STATUSES } from '../discount-schemas.ts';
import { analyticsPeriodSchema } from './analytics.ts';
import { amount, id, pageSchema, timestamp } from './common.ts';

// Discount codes as the API answers them (/api/discount-codes, issue 28).

export const discountCodeSchema = z.strictObject({
  id,
  /** Upper case: the one spelling it is stored under (customers may type any case). */
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Whole shillings (fixed) or whole per cent (percentage). */
  value: z.int(),
  min_order: amount,
  expires_at: timestamp.nullable(),
  max_uses: z.int().nullable(),
  max_uses_per_customer: z.int().nullable(),
  active: z.boolean(),
  /** Orders that used it (a cancelled order gives its use back). */
  used: z.int(),
  /** null: no limit. */
  uses_left: z.int().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  /** What it took off those orders, in total. */
  discount_given: amount,
  created_at: timestamp,
  updated_at: timestamp,
});

export const discountCodeListSchema = pageSchema(discountCodeSchema);

/** The order page's "Apply": what the code takes off this subtotal. */
export const orderPageDiscountAnswerSchema = z.strictObject({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.int(),
  /** The goods must come to at least this much (the page warns when the customer removes items below it). */
  min_order: amount,
  amount,
});

export type DiscountCode = z.infer<typeof discountCodeSchema>;
export type OrderPageDiscountAnswer = z.infer<typeof orderPageDiscountAnswerSchema>;

/** GET /api/analytics/discounts: codes used in the period (orders not cancelled). */
export const analyticsDiscountsSchema = z.strictObject({
  period: analyticsPeriodSchema,
  /** Orders of the period that used a code. */
  orders: z.int(),
  /** What the codes took off them. */
  discount_given: amount,
  codes: z.array(z.strictObject({ code: z.string(), orders: z.int(), discount_given: amount })),
});
export type AnalyticsDiscounts = z.infer<typeof analyticsDiscountsSchema>;

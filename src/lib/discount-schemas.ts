import { z } from 'zod';
import { DISCOUNT_KINDS, isValidCode, normaliseCode } from './discount-code.ts';
import { MAX_ORDER_TOTAL } from './money.ts';

// What the dashboard sends for discount codes (issue 28); the server validates with the same
// schemas. Error texts are message keys (server/http/messages/discounts.ts). NUL and lone
// surrogates are refused for every text by the mount (http/validate.ts).

/** A code as typed, folded to its stored spelling; spaces, emoji and other signs are refused. */
export const discountCodeText = z
  .string()
  .max(64, { error: 'discount_code_format' })
  .transform(normaliseCode)
  .refine(isValidCode, { error: 'discount_code_format' });

const money = z.int({ error: 'invalid_value' }).max(MAX_ORDER_TOTAL, { error: 'discount_amount_too_big' });
const uses = z.int({ error: 'invalid_value' }).min(1, { error: 'discount_uses_positive' }).max(1_000_000_000);

/** Percentage: whole per cent, 1–100. Fixed: whole shillings above nothing. */
const valueFits = (o: { kind?: string; value?: number }) =>
  o.value === undefined ||
  (o.kind === 'percentage' ? o.value >= 1 && o.value <= 100 : o.value >= 1 && o.value <= MAX_ORDER_TOTAL);
const valueRule = { error: 'discount_value_range', path: ['value'] };

const fields = {
  code: discountCodeText,
  kind: z.enum(DISCOUNT_KINDS),
  value: money,
  /** The order's goods must come to at least this much (0: any order). */
  min_order: money.min(0, { error: 'invalid_value' }).default(0),
  /** When it stops working; null: never. Must be later than now (checked by the server, which knows the time). */
  expires_at: z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().default(null),
  /** Uses in total; null: no limit. */
  max_uses: uses.nullable().default(null),
  /** Uses per customer; null: no limit. */
  max_uses_per_customer: uses.nullable().default(null),
  active: z.boolean().default(true),
};

export const discountCreateSchema = z.strictObject(fields).refine(valueFits, valueRule);

/**
 * A change; the kind and the value go together (a percentage of 500 would slip in otherwise), so
 * the value is checked against the kind sent beside it or, without one, on the server against the
 * stored kind.
 */
export const discountUpdateSchema = z
  .strictObject({
    code: fields.code.optional(),
    kind: fields.kind.optional(),
    value: money.optional(),
    min_order: money.min(0, { error: 'invalid_value' }).optional(),
    expires_at: fields.expires_at.optional(),
    max_uses: uses.nullable().optional(),
    max_uses_per_customer: uses.nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((o) => o.kind === undefined || valueFits(o), valueRule);

export const DISCOUNT_STATUSES = ['active', 'disabled', 'expired', 'used_up'] as const;

export const discountListQuerySchema = z.object({
  status: z.enum(DISCOUNT_STATUSES).optional(),
  q: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The order page's "Apply" (before the order is sent): the code and the goods' subtotal it is checked against. */
export const orderPageDiscountSchema = z.strictObject({
  code: z.string().max(64),
  subtotal: z.int().min(0).max(MAX_ORDER_TOTAL),
});

export type DiscountCreate = z.output<typeof discountCreateSchema>;
export type DiscountUpdate = z.output<typeof discountUpdateSchema>;
export type DiscountListQuery = z.output<typeof discountListQuerySchema>;

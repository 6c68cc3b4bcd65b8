import { z } from 'zod';
import { languageSchema, phoneSchema } from './account-schemas.ts';
import { CHARGE_TYPES, PAYMENT_METHODS, UPFRONT_PAYMENT_METHODS } from './options.ts';
import { ORDER_STATUSES } from './order-statuses.ts';

export const ORDER_CHANNELS = ['whatsapp', 'widget', 'pos', 'manual'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A point on the map a delivery goes to (the order page's map pin, a location shared in the chat). */
export const deliveryPlaceSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  name: z.string().trim().max(120).optional(),
});
/** How an order reaches the customer, as the dashboard and the order page both send it. */
export const fulfilmentFields = {
  fulfilment: z.enum(['delivery', 'pickup']).default('pickup'),
  delivery_address: z.string().trim().max(300).default(''),
};
/** A delivery needs an address or a point on the map. */
export const hasDeliveryPlace = (o: { fulfilment: string; delivery_address: string; delivery_location?: unknown }) =>
  o.fulfilment === 'pickup' || Boolean(o.delivery_address) || Boolean(o.delivery_location);
export const deliveryPlaceRequired = { error: 'delivery_address_required', path: ['delivery_address'] };

/** A discount code as a customer types it: its checks are the server's (they need the shop's codes). */
export const discountCodeInput = z.string().trim().max(64, { error: 'discount_code_unknown' }).optional();

export const chargeSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(60),
    type: z.enum(CHARGE_TYPES),
    // Fixed: whole shillings. Percentage: up to two decimals (2.5 = 2.5 %).
    value: z.number().min(0).max(1_000_000_000),
  })
  .refine(
    (c) =>
      c.type === 'fixed' ? Number.isInteger(c.value) : c.value <= 100 && Math.round(c.value * 100) === c.value * 100,
    {
      error: 'invalid_value',
      path: ['value'],
    },
  );

const lineSchema = z.strictObject({
  product_id: z.uuid(),
  variant_id: z.uuid().optional(),
  quantity: z.int().min(1).max(10_000),
  addon_option_ids: z.array(z.uuid()).max(50).default([]),
});

export const orderCreateSchema = z
  .strictObject({
    customer_id: z.uuid().optional(),
    customer: z
      .strictObject({
        phone: phoneSchema,
        name: z.string().trim().max(100).default(''),
        language: languageSchema.optional(),
      })
      .optional(),
    channel: z.enum(ORDER_CHANNELS).default('manual'),
    lines: z.array(lineSchema).min(1, { error: 'order_empty' }).max(100),
    ...fulfilmentFields,
    delivery_location: deliveryPlaceSchema.optional(),
    payment_method: z.enum(PAYMENT_METHODS).default('cash'),
    charges: z.array(chargeSchema).max(10).default([]),
    notes: z.string().trim().max(1000).default(''),
    // POS records a walk-in sale as already completed; other orders start as pending.
    status: z.enum(ORDER_STATUSES).exclude(['cancelled']).default('pending'),
    // The customer said yes to "Send me offers" (issue 27): the language of the words they were
    // asked in, kept with the consent; absent or null when they were not asked or said no.
    marketing_consent: languageSchema.nullish(),
    // A discount code as the customer gave it (any case; issue 28); empty: none. Checked and used
    // in the order's transaction, refused in words when it cannot be used.
    discount_code: discountCodeInput,
  })
  .refine(hasDeliveryPlace, deliveryPlaceRequired);

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
  q: z.string().trim().max(100).optional(),
  customer_id: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const transitionSchema = z.strictObject({
  to: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).default(''),
});

const transitionRuleSchema = z.strictObject({
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  notify: z.boolean().default(false),
  message: z
    .strictObject({ en: z.string().trim().max(500).default(''), sw: z.string().trim().max(500).default('') })
    .default({ en: '', sw: '' }),
});

export const workflowSchema = z.strictObject({
  statuses: z.array(z.enum(ORDER_STATUSES)).min(2).max(ORDER_STATUSES.length),
  transitions: z.array(transitionRuleSchema).max(40),
});

export const posSettingsSchema = z.strictObject({
  receipt_header: z.string().trim().max(500).default(''),
  receipt_footer: z.string().trim().max(500).default(''),
  default_payment_method: z.enum(UPFRONT_PAYMENT_METHODS).default('cash'),
  charges: z.array(chargeSchema).max(10).default([]),
  // Cash totals are rounded to the nearest 0 (off), 50, 100, 500 or 1000 shillings.
  cash_rounding: z.union([z.literal(0), z.literal(50), z.literal(100), z.literal(500), z.literal(1000)]).default(0),
});

export type OrderCreate = z.infer<typeof orderCreateSchema>;
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type WorkflowInput = z.infer<typeof workflowSchema>;
export type PosSettingsInput = z.infer<typeof posSettingsSchema>;

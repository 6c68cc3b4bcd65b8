import { z } from 'zod';
import { languageSchema } from '../account-schemas.ts';
import { CHARGE_TYPES, PAYMENT_METHODS } from '../options.ts';
import { ORDER_STATUSES } from '../order-statuses.ts';
import { amount, countedPageSchema, id, timestamp } from './common.ts';

const status = z.enum(ORDER_STATUSES);
const buyer = { id, name: z.string(), phone: z.string() };

export const orderSummarySchema = z.strictObject({
  id,
  number: z.int(),
  status,
  channel: z.enum(['whatsapp', 'widget', 'pos', 'manual']),
  customer: z.strictObject(buyer).nullable(),
  fulfilment: z.enum(['delivery', 'pickup']),
  payment_method: z.enum(PAYMENT_METHODS),
  total: amount,
  currency: z.literal('TZS'),
  created_at: timestamp,
});

export const orderLineSchema = z.strictObject({
  id,
  product_id: id,
  variant_id: id.nullable(),
  product_name: z.string(),
  variant_name: z.string().nullable(),
  sku: z.string().nullable(),
  addons: z.array(z.strictObject({ group: z.string(), name: z.string(), price: amount })),
  unit_price: amount,
  quantity: z.int(),
  line_total: amount,
});

/** One order with its lines, charges, history and the statuses the shop's workflow allows next. */
export const orderDetailSchema = orderSummarySchema.extend({
  // The customer's language and location, when the customer row is there to read them from.
  customer: z
    .strictObject({ ...buyer, language: languageSchema.optional(), location: z.string().optional() })
    .nullable(),
  delivery_address: z.string(),
  delivery_location: z.strictObject({ lat: z.number(), lng: z.number(), name: z.string().optional() }).nullable(),
  lines: z.array(orderLineSchema),
  subtotal: amount,
  charges: z.array(z.strictObject({ name: z.string(), type: z.enum(CHARGE_TYPES), value: z.number(), amount })),
  charges_total: amount,
  rounding: amount,
  /** The discount code used (issue 28) and what it took off the goods; null: none. */
  discount: z.strictObject({ code: z.string(), amount }).nullable(),
  notes: z.string(),
  timeline: z.array(
    z.strictObject({
      from: status.nullable(),
      to: status,
      note: z.string(),
      customer_message: z.string().nullable(),
      actor: z.strictObject({ id, name: z.string().nullable() }).nullable(),
      at: timestamp,
    }),
  ),
  next_statuses: z.array(status),
});

export const orderPageSchema = countedPageSchema(orderSummarySchema);

export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderPage = z.infer<typeof orderPageSchema>;

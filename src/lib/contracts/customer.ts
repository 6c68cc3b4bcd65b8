import { z } from 'zod';
import { languageSchema } from '../account-schemas.ts';
import { ORDER_STATUSES } from '../order-statuses.ts';
import { amount, countedPageSchema, id, timestamp } from './common.ts';

export const customerSchema = z.strictObject({
  id,
  phone: z.string(),
  name: z.string(),
  location: z.string(),
  language: languageSchema,
  tags: z.array(z.string()),
  notes: z.string(),
  /** May choose "pay later" (credit) on the order page. */
  allow_credit: z.boolean(),
  total_spent: amount,
  order_count: z.int(),
  last_order_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = countedPageSchema(customerSchema);

/** One customer with their latest orders (at most 20, newest first). */
export const customerDetailSchema = customerSchema.extend({
  recent_orders: z.array(
    z.strictObject({ id, number: z.int(), status: z.enum(ORDER_STATUSES), total: amount, created_at: timestamp }),
  ),
});

export type CustomerPage = z.infer<typeof customerPageSchema>;
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

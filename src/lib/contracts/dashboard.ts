import { z } from 'zod';
import { ORDER_STATUSES } from '../order-statuses.ts';
import { amount, id, timestamp } from './common.ts';

/** The home screen: today's orders and sales (East Africa Time; cancelled ones left out) and the latest orders. */
export const shopSummarySchema = z.strictObject({
  today: z.strictObject({ orders: z.int(), sales: amount, since: timestamp }),
  recent_orders: z.array(
    z.strictObject({
      id,
      number: z.int(),
      customer_name: z.string(),
      total: amount,
      status: z.enum(ORDER_STATUSES),
      created_at: timestamp,
    }),
  ),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

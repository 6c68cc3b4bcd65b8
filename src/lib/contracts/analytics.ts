import { z } from 'zod';
import { amount, id } from './common.ts';

// Live sales analytics as the API answers it (issue 17). Every answer names the period it covers
// and the previous period of the same length; figures count orders that are not cancelled, by
// the day (or hour) they were placed in East Africa Time.

const day = z.iso.date();

export const analyticsPeriodSchema = z.strictObject({
  from: day,
  to: day,
  previous_from: day,
  previous_to: day,
  /** hour for a one-day range, day otherwise. */
  bucket: z.enum(['hour', 'day']),
});

/** A figure and the same figure over the previous period. */
const compared = z.strictObject({ value: z.int(), previous: z.int() });

/** GET /api/analytics/overview: the headline figures and sales over time. */
export const analyticsOverviewSchema = z.strictObject({
  period: analyticsPeriodSchema,
  orders: compared,
  sales: compared,
  /** Whole shillings, rounded down (sales / orders; 0 without orders). */
  average_order_value: compared,
  items_sold: compared,
  /** One point per bucket of the period, in order, empty buckets included (zeros). */
  series: z.array(
    z.strictObject({
      /** `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH` (EAT) for an hour. */
      at: z.string(),
      orders: z.int(),
      sales: amount,
    }),
  ),
});

const sellerSchema = z.strictObject({
  product_id: id,
  product_name: z.string(),
  quantity: z.int(),
  revenue: amount,
  variants: z.array(z.strictObject({ variant_id: id, variant_name: z.string(), quantity: z.int(), revenue: amount })),
});

/** GET /api/analytics/products: best sellers (top 10 each way) and active products that sold nothing. */
export const analyticsProductsSchema = z.strictObject({
  period: analyticsPeriodSchema,
  by_quantity: z.array(sellerSchema),
  by_revenue: z.array(sellerSchema),
  /** Up to 20 active products without a sale in the period; not_sold_count counts them all. */
  not_sold: z.array(z.strictObject({ product_id: id, product_name: z.string() })),
  not_sold_count: z.int(),
});

/** GET /api/analytics/peaks: orders by weekday (0 = Monday … 6 = Sunday) and hour (EAT). */
export const analyticsPeaksSchema = z.strictObject({
  period: analyticsPeriodSchema,
  /** 7 rows (Monday first) of 24 counts (hour 0 first). */
  heatmap: z.array(z.array(z.int()).length(24)).length(7),
  /** The busiest weekday and 2-hour window, or null without orders (the screen puts it in words). */
  busiest: z
    .strictObject({
      weekday: z.int().min(0).max(6),
      from_hour: z.int().min(0).max(23),
      to_hour: z.int().min(1).max(24),
      orders: z.int(),
    })
    .nullable(),
});

const shareSchema = z.strictObject({ key: z.string(), orders: z.int(), sales: amount });

/** GET /api/analytics/channels: channel split and payment-method split (keys: the enums of orders). */
export const analyticsChannelsSchema = z.strictObject({
  period: analyticsPeriodSchema,
  channels: z.array(shareSchema),
  payment_methods: z.array(shareSchema),
});

/** GET /api/analytics/customers: new vs returning, top customers, repeat rate. */
export const analyticsCustomersSchema = z.strictObject({
  period: analyticsPeriodSchema,
  /** Customers whose first order ever is in the period. */
  new_customers: compared,
  /** Customers with an order in the period and an earlier one before it. */
  returning_customers: compared,
  /** Per mille (0–1000) of the period's customers who ordered more than once in it. */
  repeat_rate_permille: compared,
  top_customers: z.array(z.strictObject({ customer_id: id, name: z.string(), orders: z.int(), sales: amount })),
});

/** GET /api/analytics/chat: conversations started and the orders placed from them. */
export const analyticsChatSchema = z.strictObject({
  period: analyticsPeriodSchema,
  conversations: compared,
  orders_from_chat: compared,
  /** Per channel of conversation (whatsapp, widget): started, orders, conversion in per mille. */
  by_channel: z.array(
    z.strictObject({ channel: z.string(), conversations: z.int(), orders: z.int(), conversion_permille: z.int() }),
  ),
});

/**
 * GET /api/analytics/live (text/event-stream): one `change` event per order written, paid or
 * cancelled in the shop, data `{"kind":"order"|"payment"|"cancel","at":"<ISO>"}`; a comment line
 * every 25 s keeps proxies from closing it. The screen refetches what it shows on each event.
 */
export const analyticsLiveEventSchema = z.strictObject({
  kind: z.enum(['order', 'payment', 'cancel']),
  at: z.string(),
});

export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
export type AnalyticsProducts = z.infer<typeof analyticsProductsSchema>;
export type AnalyticsPeaks = z.infer<typeof analyticsPeaksSchema>;
export type AnalyticsChannels = z.infer<typeof analyticsChannelsSchema>;
export type AnalyticsCustomers = z.infer<typeof analyticsCustomersSchema>;
export type AnalyticsChat = z.infer<typeof analyticsChatSchema>;
export type AnalyticsLiveEvent = z.infer<typeof analyticsLiveEventSchema>;

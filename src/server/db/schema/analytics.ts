import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money } from './money.ts';
import { shopId } from './shop-column.ts';

// Rollups of the orders that are not cancelled (issue 17, docs/decisions/0024). They are kept by
// PostgreSQL triggers on orders and order_lines (hand SQL at the end of the migration), so every
// path that writes an order moves them in the same transaction; nothing in the app writes them.

/** Orders per hour (an EAT hour is a UTC hour: UTC+3 has no half hours), channel and payment method. */
export const salesHourly = pgTable(
  'sales_hourly',
  {
    shopId: shopId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    channel: text('channel').notNull(),
    paymentMethod: text('payment_method').notNull(),
    orders: integer('orders').notNull().default(0),
    sales: money('sales').notNull().default(0),
    items: money('items').notNull().default(0),
    cogs: money('cogs').notNull().default(0),
    linesWithoutCost: integer('lines_without_cost').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.hour, t.channel, t.paymentMethod] })],
);

/** The same per EAT day: ranges of days (and months) read it instead of their hours. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    shopId: shopId(),
    day: date('day').notNull(),
    channel: text('channel').notNull(),
    paymentMethod: text('payment_method').notNull(),
    orders: integer('orders').notNull().default(0),
    sales: money('sales').notNull().default(0),
    items: money('items').notNull().default(0),
    cogs: money('cogs').notNull().default(0),
    linesWithoutCost: integer('lines_without_cost').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.channel, t.paymentMethod] })],
);

/**
 * Orders per UTC (= EAT) hour, every channel and payment method together: the busiest-times view
 * reads a range's hours here, an eighth of sales_hourly's rows (decision 0052).
 */
export const ordersHourly = pgTable(
  'orders_hourly',
  {
    shopId: shopId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.hour] })],
);

/** The variant id of a line without a variant (a primary key cannot hold a null). */
export const NO_VARIANT = '00000000-0000-0000-0000-000000000000';

/** Quantity and revenue (line totals) per EAT day, product and variant. */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    shopId: shopId(),
    day: date('day').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    // The names on the latest line, for a product deleted since.
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    quantity: money('quantity').notNull().default(0),
    revenue: money('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.productId, t.variantId] })],
);

/**
 * product_sales_daily summed per EAT month (`month` is the month's first day): a long range reads
 * its whole months here and only its ragged ends by day (decision 0052). The names stay in the
 * daily rows (read only for a product or variant no longer in the catalogue).
 */
export const productSalesMonthly = pgTable(
  'product_sales_monthly',
  {
    shopId: shopId(),
    month: date('month').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    quantity: money('quantity').notNull().default(0),
    revenue: money('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.productId, t.variantId] })],
);

/**
 * Orders and sales per EAT day and customer. Each customer's days with orders form a linked list
 * (prev_day, next_day: the customer's neighbouring days with orders; null on a day without any),
 * so the customers view counts a period's customers, new ones and repeat ones row by row, without
 * grouping every customer of the period (decision 0028).
 */
export const customerSalesDaily = pgTable(
  'customer_sales_daily',
  {
    shopId: shopId(),
    day: date('day').notNull(),
    customerId: uuid('customer_id').notNull(),
    orders: integer('orders').notNull().default(0),
    sales: money('sales').notNull().default(0),
    prevDay: date('prev_day'),
    nextDay: date('next_day'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.day, t.customerId] }),
    // A day's neighbours are found by probes of this index when the day gains or loses its orders.
    index('customer_sales_daily_customer_idx').on(t.shopId, t.customerId, t.day),
  ],
);

/**
 * Each customer's days with orders in one row: `days` sorted, `cum_orders` and `cum_sales` the
 * running totals through each of them. A range's orders and sales of the customer are two
 * differences found by binary search (width_bucket), so a long range costs one row per customer
 * instead of one per customer and day (decision 0052). Kept from customer_sales_daily by the same
 * trigger, under the same per-customer turn.
 */
export const customerSalesHistory = pgTable(
  'customer_sales_history',
  {
    shopId: shopId(),
    customerId: uuid('customer_id').notNull(),
    days: date('days').array().notNull(),
    cumOrders: integer('cum_orders').array().notNull(),
    cumSales: bigint('cum_sales', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.customerId] })],
);

/**
 * Conversations started per EAT day and channel (decision 0054): the chat view counts a range's
 * conversations here instead of in `conversations`. Kept by a deferred trigger on `conversations`
 * (hand SQL of migration 0033). A day and channel may have several rows (`slot`): a writer adds
 * to any row no other transaction holds and starts a new one when all are held, so that two chats
 * starting at once never wait for each other. Readers sum the slots.
 */
export const conversationsDaily = pgTable(
  'conversations_daily',
  {
    shopId: shopId(),
    day: date('day').notNull(),
    channel: text('channel').notNull(),
    slot: bigint('slot', { mode: 'number' }).generatedByDefaultAsIdentity(),
    conversations: integer('conversations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.channel, t.slot] })],
);

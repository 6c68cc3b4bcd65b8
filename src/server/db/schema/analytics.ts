import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money } from './money.ts';
import { shopId } from './columns.ts';

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

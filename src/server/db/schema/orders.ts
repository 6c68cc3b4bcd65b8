import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';
import { shops } from './shops.ts';
import { money } from './money.ts';
import { PAYMENT_METHODS } from '../../../lib/options.ts';
import { created, updated, randomId } from './columns.ts';
import { shopId } from './shop-column.ts';

export type OrderCharge = { name: string; type: 'fixed' | 'percentage'; value: number; amount: number };
export type LineAddon = { group: string; name: string; price: number };
export type GeoPoint = { lat: number; lng: number; name?: string };
export type WorkflowTransition = { from: string; to: string; notify: boolean; message: { en: string; sw: string } };
export type ChargeTemplate = { name: string; type: 'fixed' | 'percentage'; value: number };

// Numbers come from one row per shop bumped by an atomic upsert (never max()+1, which two
// concurrent orders would both read).
export const orderCounters = pgTable('order_counters', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

export const orders = pgTable(
  'orders',
  {
    shopId: shopId(),
    id: randomId(),
    number: integer('number').notNull(),
    status: text('status').notNull(),
    channel: text('channel', { enum: ['whatsapp', 'widget', 'pos', 'manual'] }).notNull(),
    customerId: uuid('customer_id'),
    // A snapshot: the order reads the same after the customer record changes.
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    fulfilment: text('fulfilment', { enum: ['delivery', 'pickup'] }).notNull(),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryLocation: jsonb('delivery_location').$type<GeoPoint>(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    subtotal: money('subtotal').notNull(),
    charges: jsonb('charges').$type<OrderCharge[]>().notNull().default([]),
    chargesTotal: money('charges_total').notNull().default(0),
    rounding: money('rounding').notNull().default(0),
    // A discount code's reduction (issue 28), taken off the goods: total = subtotal + charges_total
    // - discount_total + rounding. The code is a snapshot, as the customer's name is.
    discountCode: text('discount_code'),
    discountTotal: money('discount_total').notNull().default(0),
    total: money('total').notNull(),
    // What has been given back for the order (refund entries less their reversals), kept by a trigger
    // on ledger_entries (migration 0021): a sale counts net of it (issue 25).
    refundedTotal: money('refunded_total').notNull().default(0),
    notes: text('notes').notNull().default(''),
    stockReserved: boolean('stock_reserved').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${orders.customerName}) || ' ' || ${orders.customerPhone} || ' ' || regexp_replace(${orders.customerPhone}, '^\\+255', '0')`,
    ),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('orders_number_uq').on(t.shopId, t.number),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    index('orders_created_idx').on(t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_idx').on(t.shopId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_customer_idx').on(t.shopId, t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_search_idx').using('gin', t.shopId, t.searchText.op('gin_trgm_ops')),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    shopId: shopId(),
    id: randomId(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    sku: text('sku'),
    addons: jsonb('addons').$type<LineAddon[]>().notNull().default([]),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
    // The cost price of one unit when it was sold (null: the product had none); COGS = unit_cost × quantity.
    unitCost: money('unit_cost'),
    // Whether this line took stock (tracked product): only those give it back on cancel.
    reserved: boolean('reserved').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
    index('order_lines_order_idx').on(t.shopId, t.orderId, t.position),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    shopId: shopId(),
    id: randomId(),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    // The text the customer is to receive (sent later by the WhatsApp/SMS jobs); null = no message.
    customerMessage: text('customer_message'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
    index('order_status_history_order_idx').on(t.shopId, t.orderId, t.createdAt),
  ],
);

export const orderWorkflows = pgTable('order_workflows', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  statuses: jsonb('statuses').$type<string[]>().notNull(),
  transitions: jsonb('transitions').$type<WorkflowTransition[]>().notNull(),
  updatedAt: updated(),
});

export const posSettings = pgTable('pos_settings', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  receiptHeader: text('receipt_header').notNull().default(''),
  receiptFooter: text('receipt_footer').notNull().default(''),
  defaultPaymentMethod: text('default_payment_method', { enum: ['mobile_money', 'cash'] })
    .notNull()
    .default('cash'),
  charges: jsonb('charges').$type<ChargeTemplate[]>().notNull().default([]),
  cashRounding: integer('cash_rounding').notNull().default(0),
  updatedAt: updated(),
});

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type OrderWorkflow = typeof orderWorkflows.$inferSelect;
export type PosSettings = typeof posSettings.$inferSelect;

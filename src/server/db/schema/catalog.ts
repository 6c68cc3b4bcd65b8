import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { money } from './money.ts';
import { STOCK_REASONS } from '../../../lib/options.ts';
import { shopId, id, created, updated } from './columns.ts';

export type ProductImage = { id: string; large: string; thumb: string };
export type ProductSetRule = {
  category?: string;
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  newest?: number;
};

// Soft delete: past orders keep their own snapshot, and a deleted product's SKU is free again.
export const products = pgTable(
  'products',
  {
    shopId: shopId(),
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    // What the shop paid for one (optional; a variant's own cost price wins): the profit view's COGS.
    costPrice: money('cost_price'),
    category: text('category').notNull(),
    sku: text('sku'),
    status: text('status', { enum: ['active', 'draft'] })
      .notNull()
      .default('active'),
    trackInventory: boolean('track_inventory').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    // One trigram-indexed text for "name or SKU contains": fast on 100k rows of one shop.
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${products.name} || ' ' || coalesce(${products.sku}, ''))`,
    ),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    // DESC NULLS FIRST is what a plain ORDER BY … DESC means; drizzle's default (NULLS LAST) would
    // not match it and the planner would sort the whole shop instead of reading the index.
    uniqueIndex('products_sku_uq')
      .on(t.shopId, t.sku)
      .where(sql`deleted_at is null and sku is not null`),
    index('products_list_idx')
      .on(t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`deleted_at is null`),
    index('products_category_idx')
      .on(t.shopId, t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`deleted_at is null`),
    index('products_search_idx')
      .using('gin', t.shopId, t.searchText.op('gin_trgm_ops'))
      .where(sql`deleted_at is null`),
    check('products_price_ck', sql`price >= 0`),
    check('products_cost_price_ck', sql`cost_price >= 0`),
    check('products_stock_ck', sql`stock >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    shopId: shopId(),
    id: id(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    price: money('price').notNull(),
    // What the shop paid for one (optional): the profit view's cost of goods sold.
    costPrice: money('cost_price'),
    stock: integer('stock').notNull().default(0),
    sku: text('sku'),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete(
      'cascade',
    ),
    index('product_variants_product_idx').on(t.shopId, t.productId),
    check('product_variants_price_ck', sql`price >= 0`),
    check('product_variants_cost_price_ck', sql`cost_price >= 0`),
    check('product_variants_stock_ck', sql`stock >= 0`),
  ],
);

export const addonGroups = pgTable(
  'addon_groups',
  {
    shopId: shopId(),
    id: id(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(1),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete(
      'cascade',
    ),
    index('addon_groups_product_idx').on(t.shopId, t.productId),
    check('addon_groups_minmax_ck', sql`min_select >= 0 and max_select >= min_select`),
  ],
);

export const addonOptions = pgTable(
  'addon_options',
  {
    shopId: shopId(),
    id: id(),
    groupId: uuid('group_id').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({ columns: [t.shopId, t.groupId], foreignColumns: [addonGroups.shopId, addonGroups.id] }).onDelete(
      'cascade',
    ),
    index('addon_options_group_idx').on(t.shopId, t.groupId),
    check('addon_options_price_ck', sql`price >= 0`),
  ],
);

// The ledger: every change of stock, so the detail page can say who changed what and why.
export const stockMovements = pgTable(
  'stock_movements',
  {
    shopId: shopId(),
    id: id(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('stock_movements_product_idx').on(
      t.shopId,
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

// A collection keeps hand-picked ids in order; a template keeps a rule evaluated when used.
export const productSets = pgTable(
  'product_sets',
  {
    shopId: shopId(),
    id: id(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['collection', 'template'] }).notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    rule: jsonb('rule').$type<ProductSetRule>().notNull().default({}),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), index('product_sets_created_idx').on(t.shopId, t.createdAt)],
);

export type Product = typeof products.$inferSelect;
export type ProductVariant = typeof productVariants.$inferSelect;
export type AddonGroup = typeof addonGroups.$inferSelect;
export type AddonOption = typeof addonOptions.$inferSelect;
export type StockMovement = typeof stockMovements.$inferSelect;
export type ProductSet = typeof productSets.$inferSelect;

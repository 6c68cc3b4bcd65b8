import { z } from 'zod';
import { PRODUCT_CATEGORIES, STOCK_REASONS } from '../options.ts';
import { amount, countedPageSchema, id, pageSchema, timestamp } from './common.ts';
import { errorSchema, errorWith } from './error.ts';

const category = z.enum(PRODUCT_CATEGORIES);
const productStatus = z.enum(['active', 'draft']);
const stockStatus = z.enum(['untracked', 'in_stock', 'low', 'out']);

export const productImageSchema = z.strictObject({ id, url: z.string(), thumbnail_url: z.string() });
export const variantSchema = z.strictObject({
  id,
  name: z.string(),
  options: z.record(z.string(), z.string()),
  price: amount,
  /** What the shop paid for one; null: not given (the product's, if any, counts). */
  cost_price: amount.nullable(),
  stock: z.int(),
  sku: z.string().nullable(),
});
export const addonGroupSchema = z.strictObject({
  id,
  name: z.string(),
  min: z.int(),
  max: z.int(),
  required: z.boolean(),
  options: z.array(z.strictObject({ id, name: z.string(), price: amount })),
});

const listed = {
  id,
  name: z.string(),
  price: amount,
  category,
  sku: z.string().nullable(),
  status: productStatus,
  track_inventory: z.boolean(),
  stock: z.int(),
  low_stock_threshold: z.int(),
  stock_status: stockStatus,
  created_at: timestamp,
};

/** A row of the product list (and a card of the chat catalogue). */
export const productSummarySchema = z.strictObject({
  ...listed,
  variant_count: z.int(),
  thumbnail_url: z.string().nullable(),
});

/** One product with everything it is sold with. */
export const productSchema = z.strictObject({
  ...listed,
  description: z.string(),
  currency: z.literal('TZS'),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
  addon_groups: z.array(addonGroupSchema),
  /** What the shop paid for one (the profit view's cost of goods sold); never shown to customers. */
  cost_price: amount.nullable(),
  updated_at: timestamp,
  deleted: z.boolean(),
});

export const productPageSchema = countedPageSchema(productSummarySchema);

export const movementSchema = z.strictObject({
  id,
  variant_id: id.nullable(),
  delta: z.int(),
  stock_after: z.int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  order_id: id.nullable(),
  actor: z.strictObject({ id, name: z.string().nullable() }).nullable(),
  created_at: timestamp,
});
export const movementPageSchema = pageSchema(movementSchema);

export const stockLevelSchema = z.strictObject({ stock: z.int() });

/** The report of a CSV import (refused rows come with a 400 and the same fields). */
export const importReportSchema = z.strictObject({
  rows: z.int(),
  created: z.int(),
  updated: z.int(),
  refused: z.array(
    z.strictObject({
      line: z.int(),
      errors: z.array(z.strictObject({ code: z.string(), field: z.string().nullable(), message: z.string() })),
    }),
  ),
  dry_run: z.boolean(),
});

/**
 * An import with refused rows saves nothing (all or nothing): its 400 carries the whole report. A
 * request the import cannot even read (no file, a bad query) gets the plain error instead.
 */
export const importRowsRefusedSchema = errorWith(importReportSchema.shape);
export const importRefusedSchema = z.union([errorSchema, importRowsRefusedSchema]);

export type ProductImage = z.infer<typeof productImageSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type AddonGroup = z.infer<typeof addonGroupSchema>;
export type ProductSummary = z.infer<typeof productSummarySchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
export type Movement = z.infer<typeof movementSchema>;
export type MovementPage = z.infer<typeof movementPageSchema>;
export type StockLevel = z.infer<typeof stockLevelSchema>;
export type ImportReport = z.infer<typeof importReportSchema>;
export type ImportRowsRefused = z.infer<typeof importRowsRefusedSchema>;

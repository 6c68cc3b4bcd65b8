import { z } from 'zod';
import { PRODUCT_CATEGORIES } from './options.ts';

// Shared by the API (validation at the edge) and the product forms. Error texts are message keys.
// Money is whole Tanzanian shillings (no minor unit), never a float.
export const MAX_PRICE = 1_000_000_000;
export const MAX_STOCK = 10_000_000;

export const priceSchema = z.int({ error: 'price_invalid' }).min(0, { error: 'price_negative' }).max(MAX_PRICE);
/** What the shop paid for one (optional): the profit view's cost of goods sold. null clears it. */
export const costPriceSchema = priceSchema.nullable();
export const stockSchema = z.int({ error: 'stock_invalid' }).min(0, { error: 'stock_negative' }).max(MAX_STOCK);
export const categorySchema = z.enum(PRODUCT_CATEGORIES, { error: 'unknown_category' });
export const skuSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\w.\-/ ]*$/, { error: 'sku_invalid' })
  .transform((v) => v || null)
  .nullable();

export const variantSchema = z.strictObject({
  // An existing variant keeps its id, so past orders and stock movements still point to it.
  id: z.uuid().optional(),
  name: z.string({ error: 'variant_name_required' }).trim().min(1, { error: 'variant_name_required' }).max(100),
  options: z.record(z.string().trim().min(1).max(40), z.string().trim().min(1).max(60)).default({}),
  price: priceSchema,
  cost_price: costPriceSchema.optional(),
  stock: stockSchema.default(0),
  sku: skuSchema.optional(),
});

export const addonOptionSchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'addon_name_required' }).max(100),
  price: priceSchema.default(0),
});

export const addonGroupSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'addon_name_required' }).max(100),
    min: z.int().min(0).max(50).default(0),
    max: z.int().min(1).max(50).default(1),
    required: z.boolean().default(false),
    options: z.array(addonOptionSchema).min(1, { error: 'addon_options_required' }).max(50),
  })
  .refine((g) => g.min <= g.max, { error: 'addon_min_max', path: ['min'] })
  .refine((g) => g.max <= g.options.length, { error: 'addon_max_options', path: ['max'] })
  .transform((g) => ({ ...g, min: g.required ? Math.max(g.min, 1) : g.min }));

const productFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  price: priceSchema,
  cost_price: costPriceSchema.optional(),
  category: categorySchema,
  sku: skuSchema.optional(),
  status: z.enum(['active', 'draft']).default('active'),
  track_inventory: z.boolean().default(true),
  stock: stockSchema.default(0),
  low_stock_threshold: stockSchema.default(0),
  variants: z.array(variantSchema).max(100).default([]),
  addon_groups: z.array(addonGroupSchema).max(20).default([]),
};

export const productCreateSchema = z.strictObject(productFields);

/** Every field optional; given lists (variants, add-on groups) replace the stored ones. */
export const productUpdateSchema = z.strictObject({
  name: productFields.name.optional(),
  description: z.string().trim().max(5000).optional(),
  price: priceSchema.optional(),
  cost_price: costPriceSchema.optional(),
  category: categorySchema.optional(),
  sku: skuSchema.optional(),
  status: z.enum(['active', 'draft']).optional(),
  track_inventory: z.boolean().optional(),
  stock: stockSchema.optional(),
  low_stock_threshold: stockSchema.optional(),
  variants: z.array(variantSchema).max(100).optional(),
  addon_groups: z.array(addonGroupSchema).max(20).optional(),
  image_ids: z.array(z.string().max(40)).max(20).optional(),
});

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};
export const pageQuerySchema = z.object(pageFields);

export const productListQuerySchema = z.object({
  ...pageFields,
  q: z.string().trim().max(100).optional(),
  category: categorySchema.optional(),
  status: z.enum(['active', 'draft']).optional(),
  stock: z.enum(['low', 'out']).optional(),
});

export const STOCK_ADJUST_REASONS = ['restock', 'adjustment', 'damage', 'count', 'return'] as const;
export const stockAdjustSchema = z.strictObject({
  variant_id: z.uuid().optional(),
  delta: z
    .int()
    .min(-MAX_STOCK)
    .max(MAX_STOCK)
    .refine((d) => d !== 0, { error: 'delta_zero' }),
  reason: z.enum(STOCK_ADJUST_REASONS),
  note: z.string().trim().max(300).default(''),
});

export const setRuleSchema = z
  .strictObject({
    category: categorySchema.optional(),
    min_price: priceSchema.optional(),
    max_price: priceSchema.optional(),
    in_stock: z.boolean().optional(),
    newest: z.int().min(1).max(200).optional(),
  })
  .refine((r) => r.min_price === undefined || r.max_price === undefined || r.min_price <= r.max_price, {
    error: 'price_range_invalid',
    path: ['min_price'],
  });

export const productSetSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('collection'),
    name: z.string().trim().min(1).max(120),
    product_ids: z
      .array(z.uuid())
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate_product' }),
  }),
  z.strictObject({ kind: z.literal('template'), name: z.string().trim().min(1).max(120), rule: setRuleSchema }),
]);

export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
export type VariantInput = z.infer<typeof variantSchema>;
export type AddonGroupInput = z.infer<typeof addonGroupSchema>;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type StockAdjust = z.infer<typeof stockAdjustSchema>;
export type ProductSetInput = z.infer<typeof productSetSchema>;
export type StockStatus = 'untracked' | 'in_stock' | 'low' | 'out';

/** The badge of the product list: low when at or under the threshold, out at zero. */
export function stockStatus(track: boolean, stock: number, threshold: number): StockStatus {
  if (!track) return 'untracked';
  if (stock <= 0) return 'out';
  return stock <= threshold ? 'low' : 'in_stock';
}

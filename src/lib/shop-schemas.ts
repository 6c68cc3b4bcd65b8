import { z } from 'zod';
import { languageSchema, phoneSchema } from './account-schemas.ts';
import { PRODUCT_CATEGORIES } from './options.ts';
import type { Shop } from './contracts/shop.ts';

export const shopCreateSchema = z.strictObject({
  shop_name: z.string().trim().min(2).max(80),
  whatsapp_number: phoneSchema,
  category: z.enum(PRODUCT_CATEGORIES),
  address: z.string().trim().max(300).default(''),
  default_language: languageSchema.default('en'),
  currency: z.literal('TZS').default('TZS'),
  listed: z.boolean().default(false),
});

export const shopUpdateSchema = z.strictObject({
  shop_name: z.string().trim().min(2).max(80).optional(),
  whatsapp_number: phoneSchema.optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  address: z.string().trim().max(300).optional(),
  default_language: languageSchema.optional(),
  currency: z.literal('TZS').optional(),
  listed: z.boolean().optional(),
});

export type ShopCreate = z.infer<typeof shopCreateSchema>;
export type ShopUpdate = z.infer<typeof shopUpdateSchema>;

/** What GET /api/shop answers: its contract (src/lib/contracts/shop.ts). */
export type ShopDto = Shop;

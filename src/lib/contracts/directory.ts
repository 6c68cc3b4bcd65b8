import { z } from 'zod';
import { id } from './common.ts';

export const publicShopSchema = z.strictObject({
  id,
  name: z.string(),
  category: z.string(),
  address: z.string(),
  logoUrl: z.string().nullable(),
  /** https://wa.me/<digits>: opens a chat with the shop. */
  waLink: z.string(),
});

export const publicShopsPageSchema = z.strictObject({
  items: z.array(publicShopSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  /** Categories that have at least one listed shop, for the filter. */
  categories: z.array(z.string()),
});

export type PublicShop = z.infer<typeof publicShopSchema>;
export type PublicShopsPage = z.infer<typeof publicShopsPageSchema>;

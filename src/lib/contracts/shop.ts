import { z } from 'zod';
import { languageSchema } from '../account-schemas.ts';
import { PRODUCT_CATEGORIES } from '../options.ts';
import { id, timestamp } from './common.ts';

/** What GET /api/shop answers (spec 3: logo_url, shop_name, and our own fields). */
export const shopSchema = z.strictObject({
  id,
  shop_name: z.string(),
  logo_url: z.string().nullable(),
  whatsapp_number: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  address: z.string(),
  default_language: languageSchema,
  currency: z.literal('TZS'),
  listed: z.boolean(),
  created_at: timestamp,
  /**
   * Set by the platform's operators (issue 29): while suspended the shop's chat, WhatsApp bot and
   * order page take no orders; the dashboard tells the owner why.
   */
  suspended: z.strictObject({ at: timestamp, reason: z.string() }).nullable(),
});
export type Shop = z.infer<typeof shopSchema>;

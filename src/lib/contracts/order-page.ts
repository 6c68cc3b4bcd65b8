import { z } from 'zod';
import { amount, id, timestamp } from './common.ts';

// What the order page's API answers (GET and POST /api/v1/order). The page (src/islands/cart)
// imports these TYPES only: zod stays out of its bundle. lib/order-page-pricing.ts adds up the
// same shapes on both sides.

export const pageVariantSchema = z.strictObject({ id, name: z.string(), price: amount, in_stock: z.boolean() });
export const pageAddonOptionSchema = z.strictObject({ id, name: z.string(), price: amount });
export const pageAddonGroupSchema = z.strictObject({
  id,
  name: z.string(),
  min: z.int(),
  max: z.int(),
  required: z.boolean(),
  options: z.array(pageAddonOptionSchema),
});

/** One basket line of the link, with everything the customer may change on it. */
export const pageProductSchema = z.strictObject({
  /** The line's place in the link's basket. */
  line: z.int(),
  product_id: id,
  name: z.string(),
  image: z.string().nullable(),
  price: amount,
  in_stock: z.boolean(),
  quantity: z.int(),
  variant_id: id.nullable(),
  addon_option_ids: z.array(id),
  unit_price: amount,
  variants: z.array(pageVariantSchema),
  add_ons: z.array(pageAddonGroupSchema),
  /** Spec 3: only lines with at least one variant or add-on are customisable; all count in the total. */
  customisable: z.boolean(),
});

/** GET /api/v1/order: the cart response of spec 3. */
export const orderPageCartSchema = z.strictObject({
  shop_name: z.string(),
  logo_url: z.string().nullable(),
  currency: z.string(),
  language: z.enum(['en', 'sw']),
  expires_at: timestamp,
  channel: z.enum(['whatsapp', 'widget']),
  /** Who the chat already knows (a customer, or the conversation's name and number), else null. */
  customer: z.strictObject({ name: z.string(), phone: z.string() }).nullable(),
  /** The shop lets this known customer choose "pay later" (credit, issue 16). */
  allow_credit: z.boolean(),
  products: z.array(pageProductSchema),
  /** Basket lines whose product is no longer sold (deleted or unpublished since the chat). */
  unavailable: z.array(z.strictObject({ product_id: id, name: z.string() })),
  total: amount,
});

/** POST /api/v1/order (201): the order made, for the confirmation screen. */
export const orderPageSubmittedSchema = z.strictObject({
  order_id: id,
  order_number: z.int(),
  total: amount,
  currency: z.string(),
});

export type PageVariant = z.infer<typeof pageVariantSchema>;
export type PageAddonOption = z.infer<typeof pageAddonOptionSchema>;
export type PageAddonGroup = z.infer<typeof pageAddonGroupSchema>;
export type PageProduct = z.infer<typeof pageProductSchema>;
export type OrderPageCart = z.infer<typeof orderPageCartSchema>;
export type OrderPageSubmitted = z.infer<typeof orderPageSubmittedSchema>;

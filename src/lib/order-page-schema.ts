import { z } from 'zod';
import { optionalPhone } from './phone-schema.ts';
import { PAYMENT_METHODS } from './options.ts';
import { MAX_LINE_QUANTITY } from './order-page-pricing.ts';
import {
  deliveryPlaceRequired,
  deliveryPlaceSchema,
  discountCodeInput,
  fulfilmentFields,
  hasDeliveryPlace,
} from './order-schemas.ts';

// What the order page sends (POST /api/v1/order). The page imports only the type: zod stays
// out of its bundle.

const itemSchema = z.strictObject({
  product_id: z.uuid(),
  variant_id: z.uuid().nullish(),
  addon_option_ids: z.array(z.uuid()).max(50).default([]),
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
});

export const orderPageSubmitSchema = z
  .strictObject({
    items: z.array(itemSchema).min(1, { error: 'order_empty' }).max(50),
    ...fulfilmentFields,
    delivery_location: deliveryPlaceSchema.nullish(),
    notes: z.string().trim().max(1000).default(''),
    customer_name: z.string().trim().max(100).default(''),
    // Empty when the chat already knows the customer's number (WhatsApp, or a known customer).
    customer_phone: optionalPhone(),
    payment_method: z.enum(PAYMENT_METHODS).default('cash'),
    // The "Send me offers" tick (issue 27): the language of the label the customer ticked, whose
    // words are kept with the consent; absent or null when it was not ticked.
    marketing_consent: z.enum(['en', 'sw']).nullish(),
    // The code the customer applied (issue 28); empty: none.
    discount_code: discountCodeInput,
  })
  .refine(hasDeliveryPlace, deliveryPlaceRequired);

export type OrderPageSubmit = z.input<typeof orderPageSubmitSchema>;

// The query of GET and POST /api/v1/order. The token is only checked for presence here: its
// signature needs the server's key (linkIdOf: 400 malformed, 404 forged). Other parameters are
// ignored, as the page and older links may add some.
const token = z
  .string({ error: 'order_token_required' })
  .min(1, { error: 'order_token_required' })
  .meta({ description: 'The signed token of the order link the bot sent in the chat (valid 48 hours, usable once).' });

export const orderPageQuerySchema = z.object({ token });
export const orderPageSubmitQuerySchema = z.object({
  token,
  channel: z
    .string()
    .optional()
    .meta({ description: 'Sent by the page (whatsapp); ignored: the order takes the channel of its link.' }),
});

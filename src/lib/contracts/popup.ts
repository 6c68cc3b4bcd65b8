import { z } from 'zod';
import {
  POPUP_FREQUENCIES,
  POPUP_POSITIONS,
  POPUP_STATUSES,
  POPUP_VARIANT_KEYS,
  popupActionSchema,
  popupTriggersSchema,
  popupWordsSchema,
} from '../popup-schemas.ts';
import { amount, id, timestamp } from './common.ts';

// The answers of /api/popups… and of the loader's /plugin/popups… (issue 28). The server's DTO
// functions return these types; the dashboard names them as Answer<'GET /api/popups/:id'>.

const texts = z.strictObject({ en: popupWordsSchema, sw: popupWordsSchema });
const variant = z.strictObject({ key: z.enum(POPUP_VARIANT_KEYS), weight: z.int(), texts });
const triggers = popupTriggersSchema.extend({}).strict();

export const popupSchema = z.strictObject({
  id,
  name: z.string(),
  status: z.enum(POPUP_STATUSES),
  /** Active and within its dates: the loader offers it now. */
  live: z.boolean(),
  position: z.enum(POPUP_POSITIONS),
  triggers,
  frequency: z.enum(POPUP_FREQUENCIES),
  action: popupActionSchema,
  variants: z.array(variant),
  image_url: z.string().nullable(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PopupDto = z.infer<typeof popupSchema>;

export const popupListSchema = z.strictObject({ items: z.array(popupSchema) });
export type PopupList = z.infer<typeof popupListSchema>;

/** One pop-up variant's results: what visitors did, and the orders paid from the chats it opened. */
export const popupResultSchema = z.strictObject({
  popup_id: id,
  variant: z.enum(POPUP_VARIANT_KEYS),
  shown: z.int(),
  closed: z.int(),
  clicked: z.int(),
  phones: z.int(),
  chats: z.int(),
  orders: z.int(),
  /** Orders with money in (a payment or cash), and the shillings in, net of refunds. */
  orders_paid: z.int(),
  paid: amount,
});
export type PopupResult = z.infer<typeof popupResultSchema>;
export const popupResultsSchema = z.strictObject({ items: z.array(popupResultSchema) });
export type PopupResults = z.infer<typeof popupResultsSchema>;

/** The loader's view of a live pop-up (lib/popup-rules.ts PublicPopup, which the loader uses without zod). */
export const publicPopupSchema = z.strictObject({
  id,
  position: z.enum(POPUP_POSITIONS),
  frequency: z.enum(POPUP_FREQUENCIES),
  triggers,
  action: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('chat'), message: z.string() }),
    z.strictObject({ kind: z.literal('link'), url: z.string() }),
    z.strictObject({ kind: z.literal('code'), code: z.string() }),
    z.strictObject({
      kind: z.literal('phone'),
      channels: z.array(z.enum(['whatsapp', 'sms'])),
      consent_en: z.string(),
      consent_sw: z.string(),
    }),
  ]),
  image_url: z.string().nullable(),
  variants: z.array(variant),
});
export const popupConfigSchema = z.strictObject({ popups: z.array(publicPopupSchema) });
export type PopupConfig = z.infer<typeof popupConfigSchema>;

import { z } from 'zod';

// What the operator's console (/operator, issue 29) sends: the server and the console's forms
// validate with these. Error texts are message keys (server/http/messages/operator.ts). NUL and
// lone surrogates are refused for every text by the mount (http/validate.ts).

/** Every operator action that takes something away from a shop says why, in words the shop is shown. */
export const operatorReasonSchema = z
  .string({ error: 'operator_reason_required' })
  .trim()
  .min(3, { error: 'operator_reason_required' })
  .max(500, { error: 'operator_reason_too_long' });

export const suspendShopSchema = z.strictObject({ reason: operatorReasonSchema });
/** Reinstating gives back; a note is welcome but not required. */
export const reinstateShopSchema = z.strictObject({
  reason: z.string().trim().max(500, { error: 'operator_reason_too_long' }).default(''),
});
export const directoryHideSchema = z.strictObject({ reason: operatorReasonSchema });
export const directoryUnhideSchema = z.strictObject({ reason: operatorReasonSchema });

/**
 * A keyset cursor: the last row's time to the microsecond (UTC, as the database keeps it) and its
 * id, `<YYYY-MM-DDTHH:MM:SS.ffffff>_<uuid>`. A page never repeats or skips a row, however many.
 */
const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const keysetCursorSchema = z.string().regex(CURSOR, { error: 'cursor_invalid' });

export const OPERATOR_SHOP_FILTERS = ['all', 'suspended', 'hidden'] as const;
export type OperatorShopFilter = (typeof OPERATOR_SHOP_FILTERS)[number];

export const operatorShopsQuerySchema = z.object({
  /** Part of the shop's name, the owner's email, or a phone (the shop's WhatsApp number or the owner's). */
  q: z.string().trim().max(100, { error: 'operator_search_too_long' }).optional(),
  filter: z.enum(OPERATOR_SHOP_FILTERS, { error: 'invalid_choice' }).default('all'),
  cursor: keysetCursorSchema.optional(),
});

export const CONTACT_FILTERS = ['new', 'handled', 'all'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_FILTERS, { error: 'invalid_choice' }).default('new'),
  cursor: keysetCursorSchema.optional(),
});

export const contactReplySchema = z.strictObject({
  subject: z
    .string({ error: 'contact_reply_subject_required' })
    .trim()
    .min(1, { error: 'contact_reply_subject_required' })
    .max(200, { error: 'contact_reply_subject_too_long' }),
  body: z
    .string({ error: 'contact_reply_body_required' })
    .trim()
    .min(1, { error: 'contact_reply_body_required' })
    .max(5000, { error: 'contact_reply_body_too_long' }),
});

export const operatorAuditQuerySchema = z.object({
  shop_id: z.uuid({ error: 'invalid_value' }).optional(),
  /** The last id of the previous page (the log's ids are time-ordered). */
  before: z.uuid({ error: 'cursor_invalid' }).optional(),
});

/** Page sizes of the console's lists. */
export const OPERATOR_PAGE_SIZE = 25;

import { z } from 'zod';
import { phoneSchema } from './account-schemas.ts';

// Website pop-ups (issue 28): what the dashboard sends and what the widget's loader sends. The
// server validates with the same schemas. Error texts are message keys (server/http/messages/popups.ts).
// NUL and lone surrogates are refused for every text by the mount (http/validate.ts).

export const POPUP_POSITIONS = ['top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export const POPUP_FREQUENCIES = ['once_per_visitor', 'once_per_session', 'every_time', 'until_closed'] as const;
export const POPUP_STATUSES = ['active', 'paused'] as const;
export const POPUP_ACTION_KINDS = ['chat', 'link', 'code', 'phone'] as const;
/** Up to four variants, named by letter; a pop-up without a test has only A. */
export const POPUP_VARIANT_KEYS = ['a', 'b', 'c', 'd'] as const;
export const POPUP_EVENT_KINDS = ['shown', 'closed', 'clicked'] as const;

export type PopupPosition = (typeof POPUP_POSITIONS)[number];
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];
export type PopupVariantKey = (typeof POPUP_VARIANT_KEYS)[number];

export const POPUP_TITLE_MAX = 80;
export const POPUP_TEXT_MAX = 300;
export const POPUP_BUTTON_MAX = 40;

const text = (max: number) => z.string().trim().max(max, { error: 'popup_text_too_long' });

/** One language's words: the title, the text and the button. */
export const popupWordsSchema = z.strictObject({
  title: text(POPUP_TITLE_MAX),
  text: text(POPUP_TEXT_MAX),
  button: text(POPUP_BUTTON_MAX),
});
export type PopupWords = z.infer<typeof popupWordsSchema>;

/** Both languages; the page's <html lang> picks one, a missing one falls back to the other. */
export const popupTextsSchema = z
  .strictObject({ en: popupWordsSchema, sw: popupWordsSchema })
  .refine((t) => !!(t.en.title || t.sw.title), { error: 'popup_title_required' });
export type PopupTexts = z.infer<typeof popupTextsSchema>;

export const popupVariantSchema = z.strictObject({
  key: z.enum(POPUP_VARIANT_KEYS),
  /** Share of visitors, in per cent; the variants' shares add up to 100. */
  weight: z.int().min(0).max(100),
  texts: popupTextsSchema,
});
export type PopupVariant = z.infer<typeof popupVariantSchema>;

const consentWords = text(300);

/** What the pop-up's one button does. */
export const popupActionSchema = z.discriminatedUnion('kind', [
  /** Opens the shop's chat with this message ready to send. */
  z.strictObject({ kind: z.literal('chat'), message: text(500).min(1, { error: 'popup_message_required' }) }),
  /** Opens a page (http or https only: no javascript: links). */
  z.strictObject({
    kind: z.literal('link'),
    url: z
      .string()
      .trim()
      .max(500, { error: 'popup_text_too_long' })
      .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) && URL.canParse(u), { error: 'popup_link_invalid' }),
  }),
  /** Copies a discount code. */
  z.strictObject({
    kind: z.literal('code'),
    code: z
      .string()
      .trim()
      .min(1, { error: 'popup_code_required' })
      .max(40, { error: 'popup_text_too_long' })
      .regex(/^[\p{L}\p{N}_-]+$/u, { error: 'popup_code_invalid' }),
  }),
  /** Takes a phone number with the customer's explicit agreement to WhatsApp and/or SMS messages. */
  z
    .strictObject({
      kind: z.literal('phone'),
      channels: z
        .array(z.enum(['whatsapp', 'sms']))
        .min(1, { error: 'popup_channel_required' })
        .max(2)
        .transform((c) => [...new Set(c)]),
      consent_en: consentWords,
      consent_sw: consentWords,
    })
    .refine((a) => !!(a.consent_en || a.consent_sw), { error: 'popup_consent_required', path: ['consent_en'] }),
]);
export type PopupAction = z.infer<typeof popupActionSchema>;

export const popupTriggersSchema = z.strictObject({
  /** Seconds on the page before it shows (null: no wait). */
  delay_seconds: z.int().min(0).max(3600).nullable().default(5),
  /** Per cent of the page scrolled (null: not asked). */
  scroll_percent: z.int().min(1).max(100).nullable().default(null),
  /** On a desktop, when the pointer leaves towards the tabs (the visitor is about to go). */
  exit_intent: z.boolean().default(false),
  /** Pages where it shows: a path with * for any part ('/bidhaa/*'); '' = every page. */
  page_pattern: z.string().trim().max(200, { error: 'popup_text_too_long' }).default(''),
  /** Only for a visitor who has been on the site before. */
  returning_only: z.boolean().default(false),
  /** Only for a visit whose link carried this utm_source ('' = any). */
  utm_source: z.string().trim().max(100, { error: 'popup_text_too_long' }).default(''),
});
export type PopupTriggers = z.infer<typeof popupTriggersSchema>;

const when = z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().default(null);

const popupFields = {
  name: z.string().trim().min(1, { error: 'popup_name_required' }).max(80, { error: 'popup_text_too_long' }),
  status: z.enum(POPUP_STATUSES).default('active'),
  position: z.enum(POPUP_POSITIONS, { error: 'popup_position_invalid' }),
  triggers: popupTriggersSchema.default({
    delay_seconds: 5,
    scroll_percent: null,
    exit_intent: false,
    page_pattern: '',
    returning_only: false,
    utm_source: '',
  }),
  frequency: z.enum(POPUP_FREQUENCIES).default('once_per_visitor'),
  action: popupActionSchema,
  variants: z
    .array(popupVariantSchema)
    .min(1)
    .max(POPUP_VARIANT_KEYS.length)
    .refine((v) => new Set(v.map((x) => x.key)).size === v.length, { error: 'popup_variant_twice' })
    .refine((v) => v.reduce((sum, x) => sum + x.weight, 0) === 100, { error: 'popup_split_not_100' }),
  starts_at: when,
  ends_at: when,
};

const datesInOrder = (p: { starts_at?: string | null; ends_at?: string | null }) =>
  !p.starts_at || !p.ends_at || Date.parse(p.ends_at) > Date.parse(p.starts_at);
const datesRule = { error: 'popup_end_before_start', path: ['ends_at'] };

export const popupCreateSchema = z.strictObject(popupFields).refine(datesInOrder, datesRule);
export type PopupCreate = z.infer<typeof popupCreateSchema>;

/** A full replacement of the editable fields (the editor always sends the whole pop-up). */
export const popupUpdateSchema = popupCreateSchema;
export type PopupUpdate = PopupCreate;

// ---- what the widget's loader sends (no cookie, any origin) ----

/** A visitor's random id, kept in the browser (the same form as a chat id). */
const visitorId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid_value' });

export const popupEventSchema = z.strictObject({
  popup_id: z.uuid({ error: 'invalid_value' }),
  variant: z.enum(POPUP_VARIANT_KEYS),
  kind: z.enum(POPUP_EVENT_KINDS),
  visitor_id: visitorId,
  /** The chat the button opened (action chat): how a later order is traced back to the pop-up. */
  chat_id: visitorId.optional(),
});
export type PopupEvent = z.infer<typeof popupEventSchema>;

export const popupPhoneSchema = z.strictObject({
  popup_id: z.uuid({ error: 'invalid_value' }),
  variant: z.enum(POPUP_VARIANT_KEYS),
  visitor_id: visitorId,
  phone: phoneSchema,
  /** The channels the visitor ticked: a subset of the pop-up's. */
  channels: z
    .array(z.enum(['whatsapp', 'sms']))
    .min(1, { error: 'popup_channel_required' })
    .max(2)
    .transform((c) => [...new Set(c)]),
  language: z.enum(['en', 'sw']),
});
export type PopupPhone = z.infer<typeof popupPhoneSchema>;

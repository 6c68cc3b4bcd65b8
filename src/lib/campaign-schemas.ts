import { z } from 'zod';
import { phoneSchema } from './account-schemas.ts';
import { MAX_SMS_PARTS, SMS_VARIABLES, countSms, unknownVariables } from './sms-text.ts';
import { minutesOf } from './quiet-hours.ts';

// What the dashboard sends for campaigns (issue 27); the server validates with the same schemas.
// Error texts are message keys (server/http/messages/campaigns.ts). NUL and lone surrogates are
// refused for every text by the mount (http/validate.ts).

const uuid = z.uuid({ error: 'invalid_value' });
const days = z.int().min(1).max(3650);
const tzs = z.int().min(0).max(1e13);

/** Commerce facts an audience may require (all of them, with the segment and tags). */
export const audienceFactSchema = z.discriminatedUnion('kind', [
  /** Bought the product, or any product of the set, in the last `days` days (paid or credit orders, not cancelled). */
  z.strictObject({ kind: z.literal('bought'), product_id: uuid.optional(), product_set_id: uuid.optional(), days }),
  /** Spent more than `amount` TZS over all time (the customer's total). */
  z.strictObject({ kind: z.literal('spent_over'), amount: tzs }),
  /** Owes more than `amount` TZS on a debt older than `days` days (the debt book). */
  z.strictObject({ kind: z.literal('owes_over'), amount: tzs, days }),
  /** Opened an order link in the last `days` days and did not submit it. */
  z.strictObject({ kind: z.literal('opened_not_ordered'), days }),
  /** No order for `days` days (or never). */
  z.strictObject({ kind: z.literal('no_order'), days }),
]);

export const CAMPAIGN_FACT_KINDS = ['bought', 'spent_over', 'owes_over', 'opened_not_ordered', 'no_order'] as const;

/** Who a campaign is for: a segment, any of the tags, and every fact; all left out = every customer. */
export const audienceSchema = z
  .strictObject({
    segment_id: uuid.nullable().default(null),
    tags: z
      .array(z.string().trim().min(1).max(40))
      .max(20)
      .default([])
      .transform((t) => [...new Set(t)]),
    facts: z
      .array(audienceFactSchema)
      .max(10)
      .default([])
      .refine((facts) => facts.every((f) => f.kind !== 'bought' || !(f.product_id && f.product_set_id)), {
        error: 'invalid_value',
      }),
  })
  .default({ segment_id: null, tags: [], facts: [] });

const smsText = z
  .string()
  .trim()
  .max(1000)
  .refine((t) => unknownVariables(t).length === 0, { error: 'unknown_variable' })
  .refine((t) => countSms(t).parts <= MAX_SMS_PARTS, { error: 'sms_too_long' });

const hhmm = z.string().refine((v) => minutesOf(v) !== null, { error: 'invalid_time' });

/** A value for a template's {{n}}: one of the SMS variables (filled per customer) or a fixed text. */
export const templateValueSchema = z.union([
  z.strictObject({ variable: z.enum(SMS_VARIABLES) }),
  z.strictObject({ text: z.string().trim().min(1).max(200) }),
]);

export const CAMPAIGN_LINK_TARGETS = ['chat', 'order_page'] as const;

const campaignFields = {
  name: z.string().trim().min(1).max(120),
  audience: audienceSchema,
  /** SMS text per language; a customer gets their language's, else the other one. '' = none. */
  sms_text_en: smsText.default(''),
  sms_text_sw: smsText.default(''),
  /** An approved WhatsApp template (the templates module's id); null = SMS only. */
  whatsapp_template_id: uuid.nullable().default(null),
  /** The template's {{1}}, {{2}}, … in order. */
  whatsapp_values: z.array(templateValueSchema).max(20).default([]),
  /** Minutes to wait after WhatsApp says not delivered (131049, 131026) before the SMS fallback; null = no fallback. */
  fallback_after_minutes: z
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .nullable()
    .default(60),
  /** Where the personal link leads: the shop's chat with the offer, or an order page. */
  link_target: z.enum(CAMPAIGN_LINK_TARGETS).default('chat'),
  /** The offer said in the chat the link opens (link_target chat), or the order page's product. */
  offer_text: z.string().trim().max(500).default(''),
  link_product_id: uuid.nullable().default(null),
  /** Sending hours in EAT. */
  send_from: hhmm.default('09:00'),
  send_until: hhmm.default('21:00'),
  /** Orders this many days after a click count as the campaign's. */
  attribution_days: z.int().min(1).max(90).default(7),
};

export const campaignCreateSchema = z.strictObject(campaignFields);

/** A draft's change: any field. */
export const campaignUpdateSchema = z.strictObject({
  name: campaignFields.name.optional(),
  audience: audienceSchema.optional(),
  sms_text_en: smsText.optional(),
  sms_text_sw: smsText.optional(),
  whatsapp_template_id: uuid.nullable().optional(),
  whatsapp_values: z.array(templateValueSchema).max(20).optional(),
  fallback_after_minutes: z
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .nullable()
    .optional(),
  link_target: z.enum(CAMPAIGN_LINK_TARGETS).optional(),
  offer_text: z.string().trim().max(500).optional(),
  link_product_id: uuid.nullable().optional(),
  send_from: hhmm.optional(),
  send_until: hhmm.optional(),
  attribution_days: z.int().min(1).max(90).optional(),
});

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'done', 'cancelled'] as const;
export const CAMPAIGN_CHANNELS = ['sms', 'whatsapp'] as const;

export const campaignListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  /** Campaigns that use this channel (a WhatsApp template for 'whatsapp', an SMS text for 'sms'). */
  channel: z.enum(CAMPAIGN_CHANNELS).optional(),
});

/** Count an audience before saving it (the create form's live count). */
export const audienceCountSchema = z.strictObject({
  audience: audienceSchema,
  whatsapp_template_id: uuid.nullable().default(null),
});

export const campaignScheduleSchema = z.strictObject({
  /** When to start; must be in the future (a past time is refused: use send now). */
  send_at: z.iso.datetime({ offset: true, error: 'invalid_value' }),
});

/** A test message to the merchant's own phone (the signed-in person's, unless given). */
export const campaignTestSendSchema = z.strictObject({
  channel: z.enum(CAMPAIGN_CHANNELS).default('sms'),
  language: z.enum(['en', 'sw']).default('sw'),
  phone: phoneSchema.optional(),
});

export const campaignRecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  status: z
    .enum(['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped', 'cancelled', 'unknown'])
    .optional(),
});

/** The shop's campaign settings: the frequency cap and the WhatsApp marketing price used for cost. */
export const campaignSettingsSchema = z.strictObject({
  /** At most this many marketing messages per customer in `cap_days` days (0 = no cap). */
  cap_messages: z.int().min(0).max(100).optional(),
  cap_days: z.int().min(1).max(365).optional(),
  /** TZS per WhatsApp marketing message, for the cost shown before sending. */
  whatsapp_price: tzs.optional(),
});

export type AudienceFact = z.infer<typeof audienceFactSchema>;
export type Audience = z.infer<typeof audienceSchema>;
export type TemplateValue = z.infer<typeof templateValueSchema>;
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export type CampaignTestSend = z.infer<typeof campaignTestSendSchema>;
export type CampaignSettingsInput = z.infer<typeof campaignSettingsSchema>;

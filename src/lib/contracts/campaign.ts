import { z } from 'zod';
import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_LINK_TARGETS,
  CAMPAIGN_STATUSES,
  audienceFactSchema,
  templateValueSchema,
} from '../campaign-schemas.ts';
import { amount, id, pageSchema, timestamp } from './common.ts';

// The answers of /api/campaigns… (issue 27). The server's DTO functions return these types and the
// dashboard names them as Answer<'GET /api/campaigns/:id'>.

export const RECIPIENT_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
  'cancelled',
  'unknown',
] as const;

/** Why a customer of the audience gets nothing (the live count's "left out" and a skipped recipient's reason). */
export const LEFT_OUT_REASONS = ['opted_out', 'no_consent', 'no_channel', 'no_number', 'capped'] as const;

const audienceAnswer = z.strictObject({
  segment_id: id.nullable(),
  tags: z.array(z.string()),
  facts: z.array(audienceFactSchema),
});

/** Recipients by status; `total` is every recipient row. */
export const campaignCountsSchema = z.strictObject({
  total: z.int(),
  queued: z.int(),
  sending: z.int(),
  sent: z.int(),
  delivered: z.int(),
  read: z.int(),
  failed: z.int(),
  skipped: z.int(),
  cancelled: z.int(),
  unknown: z.int(),
});

export const campaignSchema = z.strictObject({
  id,
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  audience: audienceAnswer,
  sms_text_en: z.string(),
  sms_text_sw: z.string(),
  whatsapp_template_id: id.nullable(),
  whatsapp_values: z.array(templateValueSchema),
  fallback_after_minutes: z.int().nullable(),
  link_target: z.enum(CAMPAIGN_LINK_TARGETS),
  offer_text: z.string(),
  link_product_id: id.nullable(),
  send_from: z.string(),
  send_until: z.string(),
  attribution_days: z.int(),
  /** The channels this campaign can use (whatsapp when it has a template, sms when it has a text). */
  channels: z.array(z.enum(CAMPAIGN_CHANNELS)),
  send_at: timestamp.nullable(),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  counts: campaignCountsSchema,
  created_at: timestamp,
  updated_at: timestamp,
});

/** A campaign in the list (the /marketing hub): with its counts and its cost so far. */
export const campaignListItemSchema = z.strictObject({
  id,
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  channels: z.array(z.enum(CAMPAIGN_CHANNELS)),
  send_at: timestamp.nullable(),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  counts: campaignCountsSchema,
  created_at: timestamp,
});
export const campaignListSchema = pageSchema(campaignListItemSchema);

/** The live count of an audience: who would get it, on which channel, and who is left out and why. */
export const audienceCountAnswerSchema = z.strictObject({
  /** Customers the audience matches. */
  matched: z.int(),
  /** Of those, who would get a message. */
  reachable: z.int(),
  whatsapp: z.int(),
  sms: z.int(),
  left_out: z.strictObject({
    opted_out: z.int(),
    no_consent: z.int(),
    /** Agreed, but only on a channel the campaign cannot use (no SMS gateway or text, no approved template). */
    no_channel: z.int(),
    no_number: z.int(),
    capped: z.int(),
  }),
});

export const smsPreviewSchema = z.strictObject({
  language: z.enum(['en', 'sw']),
  /** The text with sample values and the opt-out hint, as the longest customer would get it. */
  text: z.string(),
  encoding: z.enum(['gsm7', 'ucs2']),
  length: z.int(),
  parts: z.int(),
  per_part: z.int(),
});

export const campaignPreviewSchema = z.strictObject({
  audience: audienceCountAnswerSchema,
  sms: z.array(smsPreviewSchema),
  whatsapp: z.strictObject({ template_name: z.string(), language: z.enum(['en', 'sw']), body: z.string() }).nullable(),
  cost: z.strictObject({
    /** SMS parts for everyone the SMS channel reaches (each customer's language's text). */
    sms_parts: z.int(),
    price_per_part: amount,
    sms_tzs: amount,
    whatsapp_messages: z.int(),
    whatsapp_price: amount,
    whatsapp_tzs: amount,
    total_tzs: amount,
  }),
  /** Whether an SMS account is linked, and its sender name's state (marketing SMS needs 'approved'). */
  sms_sender: z
    .strictObject({ sender_name: z.string(), state: z.enum(['not_applied', 'pending', 'approved']) })
    .nullable(),
  /** Start time after the quiet hours (null = now would do). */
  first_send_at: timestamp.nullable(),
});

export const campaignTestSendAnswerSchema = z.strictObject({
  channel: z.enum(CAMPAIGN_CHANNELS),
  to: z.string(),
  text: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
});

export const campaignResultsSchema = z.strictObject({
  counts: campaignCountsSchema,
  by_channel: z.array(
    z.strictObject({ channel: z.enum(CAMPAIGN_CHANNELS), sent: z.int(), delivered: z.int(), failed: z.int() }),
  ),
  /** SMS sent as the fallback of an undelivered WhatsApp message. */
  fallbacks: z.int(),
  failed_reasons: z.array(z.strictObject({ reason: z.string(), count: z.int() })),
  skipped_reasons: z.array(z.strictObject({ reason: z.enum(LEFT_OUT_REASONS), count: z.int() })),
  /** Recipients who opted out since the campaign started. */
  opted_out: z.int(),
  clicked: z.int(),
  /** Orders of the recipients' customers after their click, within the attribution window. */
  ordered: z.int(),
  ordered_tzs: amount,
  paid_tzs: amount,
  cost_tzs: amount,
});

export const campaignRecipientSchema = z.strictObject({
  id,
  customer_id: id,
  customer_name: z.string(),
  phone: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS).nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  reason: z.string().nullable(),
  fell_back: z.boolean(),
  sent_at: timestamp.nullable(),
  clicked_at: timestamp.nullable(),
});
export const campaignRecipientsSchema = pageSchema(campaignRecipientSchema);

export const campaignSettingsAnswerSchema = z.strictObject({
  cap_messages: z.int(),
  cap_days: z.int(),
  whatsapp_price: amount,
});

export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;
export type CampaignList = z.infer<typeof campaignListSchema>;
export type AudienceCountAnswer = z.infer<typeof audienceCountAnswerSchema>;
export type SmsPreview = z.infer<typeof smsPreviewSchema>;
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;
export type CampaignTestSendAnswer = z.infer<typeof campaignTestSendAnswerSchema>;
export type CampaignResults = z.infer<typeof campaignResultsSchema>;
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;
export type CampaignRecipients = z.infer<typeof campaignRecipientsSchema>;
export type CampaignSettings = z.infer<typeof campaignSettingsAnswerSchema>;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created, inList, randomId, updated } from './columns.ts';
import { shopId } from './shop-column.ts';
import { money } from './money.ts';
import { customers } from './customers.ts';
import { users } from './accounts.ts';
import {
  CAMPAIGN_LINK_TARGETS,
  CAMPAIGN_STATUSES,
  type Audience,
  type TemplateValue,
} from '../../../lib/campaign-schemas.ts';
import { RECIPIENT_STATUSES } from '../../../lib/contracts/campaign.ts';

// SMS and WhatsApp campaigns (issue 27). Only modules/campaigns and flows/campaign-send read these.

/** The template a campaign sends, as it was when the campaign started (the templates module may change). */
export type CampaignTemplate = { id: string; name: string; language: 'en' | 'sw'; body: string; phoneNumberId: string };

export const campaigns = pgTable(
  'campaigns',
  {
    shopId: shopId(),
    id: randomId(),
    name: text('name').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    audience: jsonb('audience').$type<Audience>().notNull(),
    smsTextEn: text('sms_text_en').notNull().default(''),
    smsTextSw: text('sms_text_sw').notNull().default(''),
    whatsappTemplateId: uuid('whatsapp_template_id'),
    whatsappTemplate: jsonb('whatsapp_template').$type<CampaignTemplate>(),
    whatsappValues: jsonb('whatsapp_values').$type<TemplateValue[]>().notNull().default([]),
    fallbackAfterMinutes: integer('fallback_after_minutes'),
    linkTarget: text('link_target', { enum: CAMPAIGN_LINK_TARGETS }).notNull().default('chat'),
    offerText: text('offer_text').notNull().default(''),
    linkProductId: uuid('link_product_id'),
    sendFrom: text('send_from').notNull().default('09:00'),
    sendUntil: text('send_until').notNull().default('21:00'),
    attributionDays: integer('attribution_days').notNull().default(7),
    sendAt: timestamp('send_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('campaigns_created_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    check('campaigns_status', inList('status', CAMPAIGN_STATUSES)),
  ],
);

/**
 * Who a campaign was sent to: one row per customer (the unique key is the promise that a run
 * resumed after kill -9 makes no second row), claimed queued → sending before anything leaves.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    shopId: shopId(),
    id: uuid('id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    /** null: left out (skipped) before a channel was chosen. */
    channel: text('channel', { enum: ['sms', 'whatsapp'] }),
    status: text('status', { enum: RECIPIENT_STATUSES }).notNull(),
    /** Why skipped or failed: one of LEFT_OUT_REASONS, or the provider's words. */
    reason: text('reason'),
    /** The WhatsApp message was not delivered (131049/131026) and the SMS went instead. */
    fellBack: boolean('fell_back').notNull().default(false),
    /** The WhatsApp message in the conversation (its status tells delivered/read/failed). */
    messageId: uuid('message_id'),
    /** The SMS row (sms module), sent with ref campaign:<id>. */
    smsId: text('sms_id'),
    amountOwed: money('amount_owed').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clicks: integer('clicks').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('campaign_recipients_customer_uq').on(t.shopId, t.campaignId, t.customerId),
    uniqueIndex('campaign_recipients_id_uq').on(t.id),
    index('campaign_recipients_status_idx').on(t.shopId, t.campaignId, t.status),
    // The frequency cap: a customer's marketing messages of the last days.
    index('campaign_recipients_sent_idx')
      .on(t.shopId, t.customerId, t.sentAt)
      .where(sql`${t.sentAt} is not null`),
    foreignKey({ columns: [t.shopId, t.campaignId], foreignColumns: [campaigns.shopId, campaigns.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }).onDelete(
      'cascade',
    ),
    check('campaign_recipients_status', inList('status', RECIPIENT_STATUSES)),
  ],
);

/** A shop's campaign settings (a row only once changed; the defaults below otherwise). */
export const campaignSettings = pgTable('campaign_settings', {
  shopId: shopId().primaryKey(),
  capMessages: integer('cap_messages').notNull().default(1),
  capDays: integer('cap_days').notNull().default(7),
  whatsappPrice: money('whatsapp_price').notNull().default(55),
  updatedAt: updated(),
});

export type Campaign = typeof campaigns.$inferSelect;
export type CampaignRecipient = typeof campaignRecipients.$inferSelect;

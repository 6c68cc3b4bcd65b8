import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { MessageError } from './chat.ts';
import { shops } from './shops.ts';
import { created, shopId, updated } from './columns.ts';

// One WhatsApp Business number per shop. Secrets are encrypted at rest (AES-GCM with SECRET_KEY).
export const whatsappAccounts = pgTable(
  'whatsapp_accounts',
  {
    shopId: uuid('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    phoneNumberId: text('phone_number_id').notNull(),
    wabaId: text('waba_id').notNull(),
    businessId: text('business_id'),
    displayPhoneNumber: text('display_phone_number').notNull().default(''),
    verifiedName: text('verified_name').notNull().default(''),
    // 'embedded' (Embedded Signup), 'manual' (own Cloud API app), 'coexistence' (stays in the Business app).
    mode: text('mode', { enum: ['embedded', 'manual', 'coexistence'] }).notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    // Manual mode: the merchant's own app secret signs their webhooks; otherwise the platform's.
    appSecretEnc: text('app_secret_enc'),
    verifyToken: text('verify_token'),
    status: text('status', { enum: ['connected', 'pending', 'error', 'disconnected'] })
      .notNull()
      .default('connected'),
    lastError: text('last_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('whatsapp_accounts_phone_uq').on(t.phoneNumberId),
    index('whatsapp_accounts_waba_idx').on(t.wabaId),
  ],
);

// Each Cloud API message sent (one bot action may take several) points back at its conversation
// message, so a status webhook (by wamid) updates the right row.
export const whatsappMessageRefs = pgTable(
  'whatsapp_message_refs',
  {
    shopId: shopId(),
    wamid: text('wamid').notNull(),
    messageId: uuid('message_id').notNull(),
    part: integer('part').notNull().default(0),
    status: text('status', { enum: ['sent', 'delivered', 'read', 'failed'] })
      .notNull()
      .default('sent'),
    error: jsonb('error').$type<MessageError>(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.wamid] }),
    index('whatsapp_message_refs_message_idx').on(t.shopId, t.messageId),
  ],
);

// Every inbound webhook and outbound Graph call, payloads with secrets masked. shop_id is null for
// an event no shop owns (unknown number); those are kept for the operator, not shown to merchants.
export const webhookLogs = pgTable(
  'webhook_logs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    channel: text('channel').notNull().default('whatsapp'),
    method: text('method').notNull(),
    endpoint: text('endpoint').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms'),
    requestBody: jsonb('request_body'),
    responseBody: jsonb('response_body'),
    error: jsonb('error').$type<MessageError>(),
    // Inbound: the job that processes it; a failed one can be replayed from the stored body.
    jobId: bigint('job_id', { mode: 'number' }),
    replayOf: uuid('replay_of'),
    createdAt: created(),
  },
  (t) => [index('webhook_logs_shop_idx').on(t.shopId, t.createdAt.desc(), t.id)],
);

export type WhatsappAccount = typeof whatsappAccounts.$inferSelect;
export type WebhookLog = typeof webhookLogs.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  jsonb,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SENDER_STATES,
  SMS_ENCODINGS,
  SMS_PROVIDERS,
  SMS_PURPOSES,
  SMS_STATUSES,
  type SenderState,
  type SmsEncoding,
  type SmsProviderId,
  type SmsPurpose,
  type SmsStatus,
} from '../../../lib/sms-providers.ts';
import { created, inList, randomId, updated } from './columns.ts';
import { shopId } from './shop-column.ts';

// SMS gateways (issue 27): the accounts a shop links (credentials sealed as payment accounts' are)
// and every SMS sent through them, one row per message, written before the provider is called.

export const smsAccounts = pgTable(
  'sms_accounts',
  {
    shopId: shopId(),
    id: randomId(),
    provider: text('provider').$type<SmsProviderId>().notNull(),
    label: text('label').notNull().default(''),
    // `v1.<iv>.<tag>.<ciphertext>` of the gateway's credentials as JSON; never answered in clear.
    credentialsEnc: text('credentials_enc').notNull(),
    senderName: text('sender_name').notNull(),
    senderState: text('sender_state').$type<SenderState>().notNull().default('not_applied'),
    /** What the gateway charges per SMS part, whole TZS. */
    pricePerPart: bigint('price_per_part', { mode: 'number' }).notNull().default(0),
    /** The gateway's pace for this account: at most this many sends a second (the lane's). */
    perSecond: integer('per_second').notNull().default(10),
    enabled: boolean('enabled').notNull().default(true),
    // The unguessable part of /webhooks/sms/<provider>/<callback_key> (delivery reports, inbound).
    callbackKey: text('callback_key').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('sms_accounts_callback_key_uq').on(t.callbackKey),
    // One enabled gateway per shop: which account a send goes through is never a coin toss.
    uniqueIndex('sms_accounts_one_enabled_uq')
      .on(t.shopId)
      .where(sql`${t.enabled}`),
    check('sms_accounts_provider_ck', inList('provider', SMS_PROVIDERS)),
    check('sms_accounts_sender_state_ck', inList('sender_state', SENDER_STATES)),
    check('sms_accounts_sender_name_ck', sql`"sender_name" ~ '^[A-Za-z0-9]{1,11}$'`),
    check('sms_accounts_price_ck', sql`"price_per_part" >= 0`),
    check('sms_accounts_pace_ck', sql`"per_second" between 1 and 1000`),
  ],
);

export const smsMessages = pgTable(
  'sms_messages',
  {
    shopId: shopId(),
    // Time-ordered (timeOrderedId()): the table only grows.
    id: uuid('id').notNull(),
    accountId: uuid('account_id').notNull(),
    provider: text('provider').$type<SmsProviderId>().notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    parts: integer('parts').notNull(),
    encoding: text('encoding').$type<SmsEncoding>().notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    /** The caller's once-key ('campaign:<recipientId>', 'debt-reminder:<debtId>:<day>'): one SMS per ref. */
    ref: text('ref'),
    providerMessageId: text('provider_message_id'),
    status: text('status').$type<SmsStatus>().notNull().default('sending'),
    /** The provider's own words (or our code) for a refusal, a failure or an unknown outcome. */
    reason: text('reason'),
    /** When the sweeper next asks the gateway about a message with no final status (null: never). */
    /** The last round trips with the gateway (masked), newest last. */
    exchanges: jsonb('exchanges').$type<Record<string, unknown>[]>().notNull().default([]),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    // An account with messages stays (their reports and costs point at it): disable it instead.
    // NO ACTION, not RESTRICT: deleting a shop cascades to both tables in one statement.
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [smsAccounts.shopId, smsAccounts.id] }),
    uniqueIndex('sms_messages_ref_uq').on(t.shopId, t.ref),
    index('sms_messages_provider_id_idx').on(t.shopId, t.accountId, t.providerMessageId),
    index('sms_messages_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    check('sms_messages_status_ck', inList('status', SMS_STATUSES)),
    check('sms_messages_purpose_ck', inList('purpose', SMS_PURPOSES)),
    check('sms_messages_encoding_ck', inList('encoding', SMS_ENCODINGS)),
    check('sms_messages_parts_ck', sql`"parts" >= 1`),
  ],
);

export type SmsAccount = typeof smsAccounts.$inferSelect;
export type SmsMessage = typeof smsMessages.$inferSelect;

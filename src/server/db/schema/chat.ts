import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { BotAction } from '../../../lib/chat/bot-reply.ts';
import type { Flow } from '../../../lib/chat/flow-schema.ts';
import type { WidgetTheme } from '../../../lib/chat/widget-theme.ts';
import { users } from './accounts.ts';
import { shops } from './shops.ts';
import { created, updated, randomId } from './columns.ts';
import { shopId } from './shop-column.ts';

export type ChatChannel = 'widget' | 'whatsapp';
export type ChatLanguage = 'en' | 'sw';

// The public face of a shop's bot: the id the widget embeds (text, so the demo shop can be 'demo')
// and the theme the merchant saves in the widget settings (GET /plugin/{botId}/unauthenticated).
export const bots = pgTable(
  'bots',
  {
    shopId: uuid('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    id: text('id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    theme: jsonb('theme').$type<Partial<WidgetTheme>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('bots_id_uq').on(t.id)],
);

// One flow per shop: the draft the builder autosaves, and numbered published versions the engine runs.
export const chatFlows = pgTable('chat_flows', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<Flow>().notNull(),
  // Bumped on every draft save; a save names the revision it started from (lost-update check).
  draftRevision: integer('draft_revision').notNull().default(1),
  publishedVersion: integer('published_version'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
});

export const chatFlowVersions = pgTable(
  'chat_flow_versions',
  {
    shopId: shopId(),
    version: integer('version').notNull(),
    flow: jsonb('flow').$type<Flow>().notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.version] })],
);

/** What the engine remembers between messages of one conversation (see src/server/chatbot). */
export type EngineState = Record<string, unknown>;

// A conversation is one customer on one channel: the widget's chat_id, or the WhatsApp wa_id.
export const conversations = pgTable(
  'conversations',
  {
    shopId: shopId(),
    id: randomId(),
    channel: text('channel', { enum: ['widget', 'whatsapp'] }).notNull(),
    externalId: text('external_id').notNull(),
    customerId: uuid('customer_id'),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    language: text('language', { enum: ['en', 'sw'] })
      .notNull()
      .default('sw'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    // Set by the hand-over node or a person taking over; the engine stays silent while true.
    botPaused: boolean('bot_paused').notNull().default(false),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    state: jsonb('state').$type<EngineState>().notNull().default({}),
    stateVersion: integer('state_version').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    // The WhatsApp customer-service window: free-form messages only within 24 h of this.
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('conversations_external_uq').on(t.shopId, t.channel, t.externalId),
    index('conversations_recent_idx').on(t.shopId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_customer_idx').on(t.shopId, t.customerId),
    // Conversations started in a period (analytics, issue 17).
    index('conversations_started_idx').on(t.shopId, t.createdAt),
  ],
);

export type MessageDirection = 'in' | 'out';
export type MessageAuthor = 'customer' | 'bot' | 'agent' | 'system';
export type MessageStatus = 'received' | 'pending' | 'sent' | 'delivered' | 'read' | 'failed';
export type MessageError = { code?: number | string; title: string; detail?: string };
/**
 * An inbound message as the engine reads it (both channels), or an outbound one as one bot
 * action of spec 3 (the widget renders it; the WhatsApp sender converts it to Cloud API payloads).
 */
export type MessageContent =
  | { kind: 'text'; text: string }
  | { kind: 'interactive'; id: string; title: string }
  | {
      kind: 'media';
      media: 'image' | 'sticker' | 'video' | 'audio' | 'document';
      link: string;
      caption?: string;
      filename?: string;
    }
  | { kind: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { kind: 'contacts'; contacts: { name: string; phones: string[] }[] }
  | { kind: 'unsupported'; type: string }
  | { kind: 'action'; action: BotAction }
  | { kind: 'template'; name: string; language: string; text: string; params?: string[] };

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    shopId: shopId(),
    id: randomId(),
    conversationId: uuid('conversation_id').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    author: text('author', { enum: ['customer', 'bot', 'agent', 'system'] }).notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Inbound: the client's message id (widget) or the wamid (WhatsApp), unique per conversation,
    // so a repeated message is answered once.
    externalId: text('external_id'),
    // Outbound: the inbound message this answers (a repeated inbound id gets these rows again).
    replyTo: uuid('reply_to'),
    content: jsonb('content').$type<MessageContent>().notNull(),
    // Plain text for lists, search and previews (never rendered as HTML).
    preview: text('preview').notNull().default(''),
    status: text('status', { enum: ['received', 'pending', 'sent', 'delivered', 'read', 'failed'] }).notNull(),
    error: jsonb('error').$type<MessageError>(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('conversation_messages_conv_idx').on(t.shopId, t.conversationId, t.createdAt, t.id),
    uniqueIndex('conversation_messages_external_uq')
      .on(t.shopId, t.conversationId, t.externalId)
      .where(sql`direction = 'in'`),
  ],
);

export type CheckoutItem = {
  product_id: string;
  variant_id?: string | null;
  addon_option_ids?: string[];
  quantity: number;
};

// The draft order a checkout node leaves behind: the link's token names this row (signed, expiring);
// submitting the order page turns it into a real order once (used_at, order_id).
export const checkoutLinks = pgTable(
  'checkout_links',
  {
    shopId: shopId(),
    id: randomId(),
    conversationId: uuid('conversation_id'),
    customerId: uuid('customer_id'),
    channel: text('channel', { enum: ['widget', 'whatsapp'] }).notNull(),
    items: jsonb('items').$type<CheckoutItem[]>().notNull(),
    language: text('language', { enum: ['en', 'sw'] })
      .notNull()
      .default('sw'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: uuid('order_id'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), uniqueIndex('checkout_links_id_uq').on(t.id)],
);

export type Bot = typeof bots.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type ConversationMessage = typeof conversationMessages.$inferSelect;
export type CheckoutLink = typeof checkoutLinks.$inferSelect;

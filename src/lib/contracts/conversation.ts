import { z } from 'zod';
import { languageSchema } from '../account-schemas.ts';
import { conversationChannelSchema, conversationStatusSchema } from '../conversation-schemas.ts';
import { botActionSchema } from './bot-action.ts';
import { amount, id, timestamp } from './common.ts';
import { customerDetailSchema } from './customer.ts';

// The answers of the inbox API (src/server/modules/conversations).

const optionalText = z.string().optional();

/** A row of the inbox: who, on which channel, the last message, and who handles it. */
export const conversationSchema = z.strictObject({
  id,
  channel: conversationChannelSchema,
  customer_id: id.nullable(),
  // Empty when the chat never said (a widget visitor who gave no name or number).
  customer_name: z.string(),
  customer_phone: z.string(),
  language: languageSchema,
  preview: z.string(),
  last_message_at: timestamp,
  unread_count: z.int(),
  bot_paused: z.boolean(),
  assigned_to: z.strictObject({ id, name: z.string() }).nullable(),
  status: conversationStatusSchema,
  // The WhatsApp 24-hour window; a widget chat is always open.
  window_open: z.boolean(),
  window_closes_at: timestamp.nullable(),
});

/** One conversation with the customer beside it: their profile and five latest orders. */
export const conversationDetailSchema = conversationSchema.extend({
  customer: z
    .strictObject({
      id,
      name: z.string(),
      phone: z.string(),
      location: z.string(),
      language: languageSchema,
      tags: z.array(z.string()),
      total_spent: amount,
      order_count: z.int(),
      currency: z.literal('TZS'),
      // An order as the customer screen lists it.
      orders: z.array(customerDetailSchema.shape.recent_orders.element),
    })
    .nullable(),
});

/** Newest activity first; `next_cursor` (passed back as `cursor`) names the next page, null at the end. */
export const conversationPageSchema = z.strictObject({
  items: z.array(conversationSchema),
  next_cursor: z.string().nullable(),
});

/**
 * What a message holds, as stored (src/server/db/schema/chat.ts): what the customer sent, or one
 * bot action, or a template sent outside the window. A WhatsApp media link is the media route.
 */
export const messageContentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), text: z.string() }),
  z.strictObject({ kind: z.literal('interactive'), id: z.string(), title: z.string() }),
  z.strictObject({
    kind: z.literal('media'),
    media: z.enum(['image', 'sticker', 'video', 'audio', 'document']),
    link: z.string(),
    caption: optionalText,
    filename: optionalText,
  }),
  z.strictObject({
    kind: z.literal('location'),
    latitude: z.number(),
    longitude: z.number(),
    name: optionalText,
    address: optionalText,
  }),
  z.strictObject({
    kind: z.literal('contacts'),
    contacts: z.array(z.strictObject({ name: z.string(), phones: z.array(z.string()) })),
  }),
  z.strictObject({ kind: z.literal('unsupported'), type: z.string() }),
  z.strictObject({ kind: z.literal('action'), action: botActionSchema }),
  z.strictObject({
    kind: z.literal('template'),
    name: z.string(),
    language: z.string(),
    text: z.string(),
    params: z.array(z.string()).optional(),
  }),
]);

/** Why a message did not reach the customer: Meta's error code and words, when it gave them. */
export const messageErrorSchema = z.strictObject({
  code: z.union([z.int(), z.string()]).optional(),
  title: z.string(),
  detail: optionalText,
});

export const messageSchema = z.strictObject({
  id,
  direction: z.enum(['in', 'out']),
  author: z.enum(['customer', 'bot', 'agent', 'system']),
  // The person who replied (empty when their account is gone); null for anyone but a person.
  author_name: z.string().nullable(),
  content: messageContentSchema,
  preview: z.string(),
  status: z.enum(['received', 'pending', 'sent', 'delivered', 'read', 'failed']),
  error: messageErrorSchema.nullable(),
  created_at: timestamp,
});

/** Oldest first; `before` names the page of older messages, null when there is none. */
export const messagePageSchema = z.strictObject({ messages: z.array(messageSchema), before: z.string().nullable() });

/** A person's reply: the stored message and the conversation as it is now (taken over, open). */
export const replyAnswerSchema = z.strictObject({ message_id: id, conversation: conversationSchema });

/**
 * What changed since `since`: pass `now` back next time. `overflow`: more changed than listed,
 * reload everything; `unread_total` null: nothing changed, keep the last total.
 */
export const conversationUpdatesSchema = z.strictObject({
  changed: z.array(id),
  overflow: z.boolean(),
  unread_total: z.int().nullable(),
  now: timestamp,
});

/** An approved WhatsApp template: its texts and how many {{n}} parameters the body takes. */
export const templateSchema = z.strictObject({
  name: z.string(),
  language: z.string(),
  category: z.string(),
  header: z.string().nullable(),
  body: z.string(),
  footer: z.string().nullable(),
  param_count: z.int(),
});

/** The templates, or none with the reason when the shop has no WhatsApp number connected. */
export const templateListSchema = z.strictObject({
  items: z.array(templateSchema),
  reason: z.enum(['not_connected']).nullable(),
});

/** The members a conversation can be given to (the name, or the email when they gave none). */
export const assigneeListSchema = z.strictObject({
  items: z.array(z.strictObject({ id, name: z.string() })),
});

export type Channel = z.infer<typeof conversationChannelSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
export type ConversationPage = z.infer<typeof conversationPageSchema>;
export type MessageContent = z.infer<typeof messageContentSchema>;
export type MessageError = z.infer<typeof messageErrorSchema>;
export type Message = z.infer<typeof messageSchema>;
export type MessagePage = z.infer<typeof messagePageSchema>;
export type ReplyAnswer = z.infer<typeof replyAnswerSchema>;
export type ConversationUpdates = z.infer<typeof conversationUpdatesSchema>;
export type Template = z.infer<typeof templateSchema>;
export type TemplateList = z.infer<typeof templateListSchema>;
export type AssigneeList = z.infer<typeof assigneeListSchema>;

import { z } from 'zod';
import { id, timestamp } from './common.ts';

// What the bot API answers (POST /plugin/conversation/{botId} and its /messages): spec 3's reply,
// and the stored messages the widget shows. The widget imports these TYPES only (zod stays out of
// widget.js); the engine builds its replies with them (lib/chat/bot-reply.ts re-exports them).
// Texts are plain text with WhatsApp markup; a renderer never treats them as HTML.

const text = z.string();
const optional = z.string().optional();

export const replyButtonSchema = z.strictObject({
  type: z.literal('reply'),
  reply: z.strictObject({ id: text, title: text }),
});
export const listRowSchema = z.strictObject({ id: text, title: text, description: optional });
export const listSectionSchema = z.strictObject({ title: text, rows: z.array(listRowSchema) });
export const mediaItemSchema = z.strictObject({ link: text, caption: optional, filename: optional });
export const locationItemSchema = z.strictObject({
  latitude: z.number(),
  longitude: z.number(),
  name: optional,
  address: optional,
});

/** One thing the bot says: each channel renders it (the widget as bubbles, WhatsApp as Cloud API payloads). */
export const botActionSchema = z.union([
  z.strictObject({ send_message: z.strictObject({ text }) }),
  z.strictObject({
    send_reply_button: z.strictObject({
      header: optional,
      body: z.strictObject({ text }),
      footer: optional,
      action: z.strictObject({ buttons: z.array(replyButtonSchema) }),
    }),
  }),
  z.strictObject({
    send_button: z.strictObject({
      header: optional,
      body: text,
      footer: optional,
      button: text,
      action: z.strictObject({ button: text, sections: z.array(listSectionSchema) }),
    }),
  }),
  z.strictObject({ send_images: z.array(mediaItemSchema) }),
  z.strictObject({ send_stickers: z.array(mediaItemSchema) }),
  z.strictObject({ send_videos: z.array(mediaItemSchema) }),
  z.strictObject({ send_audios: z.array(mediaItemSchema) }),
  z.strictObject({ send_documents: z.array(mediaItemSchema) }),
  z.strictObject({ send_locations: z.array(locationItemSchema) }),
]);

/** What the customer is asked for next, where a channel can help: a date question narrows the widget's picker (YYYY-MM-DD). */
export const replyInputSchema = z.strictObject({ kind: z.literal('date'), min_date: optional, max_date: optional });

/** The bot's answer to one message (spec 3), as the engine hands it to every channel. */
export const botReplySchema = z.strictObject({
  actions: z.array(botActionSchema),
  /** The texts of the reply joined for simple clients (spec 3: a string or a list). */
  message: z.union([text, z.array(text)]),
  /** Raw per-action results (spec 3 names the field; the stored message ids). */
  response: z.array(z.strictObject({ id })),
  /** The node the conversation now waits on, or null when the flow ended or the bot is paused. */
  next_state: z.string().nullable(),
  /** Set while the conversation waits on a date question; null otherwise. */
  input: replyInputSchema.nullable(),
});

/** POST /plugin/conversation/{botId}: the reply, and the cursor of its last message for the widget's polling. */
export const chatReplySchema = botReplySchema.extend({ cursor: z.string() });
/** The widget's "opened" event when the flow greets nobody: nothing said, no conversation made. */
export const chatNothingSchema = z.strictObject({ actions: z.tuple([]), cursor: z.literal('') });
export const chatAnswerSchema = z.union([chatReplySchema, chatNothingSchema]);

/** A stored message's content, as the widget's history and polling read it. */
export const messageContentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), text }),
  z.strictObject({ kind: z.literal('interactive'), id: text, title: text }),
  z.strictObject({
    kind: z.literal('media'),
    media: z.enum(['image', 'sticker', 'video', 'audio', 'document']),
    link: text,
    caption: optional,
    filename: optional,
  }),
  z.strictObject({ kind: z.literal('location'), ...locationItemSchema.shape }),
  z.strictObject({
    kind: z.literal('contacts'),
    contacts: z.array(z.strictObject({ name: text, phones: z.array(text) })),
  }),
  z.strictObject({ kind: z.literal('unsupported'), type: text }),
  z.strictObject({ kind: z.literal('action'), action: botActionSchema }),
  z.strictObject({ kind: z.literal('template'), name: text, language: text, text, params: z.array(text).optional() }),
]);

export const chatMessageSchema = z.strictObject({
  id,
  direction: z.enum(['in', 'out']),
  author: z.enum(['customer', 'bot', 'agent', 'system']),
  content: messageContentSchema,
  status: z.enum(['received', 'pending', 'sent', 'delivered', 'read', 'failed']),
  created_at: timestamp,
});
/** GET /plugin/conversation/{botId}/messages: the messages and the cursor to poll after (the one given when nothing is new). */
export const chatMessagesSchema = z.strictObject({ messages: z.array(chatMessageSchema), cursor: z.string() });

export type ReplyButton = z.infer<typeof replyButtonSchema>;
export type ListRow = z.infer<typeof listRowSchema>;
export type ListSection = z.infer<typeof listSectionSchema>;
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type LocationItem = z.infer<typeof locationItemSchema>;
export type BotAction = z.infer<typeof botActionSchema>;
export type ReplyInput = z.infer<typeof replyInputSchema>;
export type BotReply = z.infer<typeof botReplySchema>;
export type ChatReply = z.infer<typeof chatReplySchema>;
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;
export type MessageContent = z.infer<typeof messageContentSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatMessages = z.infer<typeof chatMessagesSchema>;

import { z } from 'zod';

export const chatIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** POST /plugin/conversation/{botId}: one customer message (or the widget's "opened" event). */
export const pluginMessageSchema = z.strictObject({
  message: z.string().trim().min(1).max(1024),
  chat_id: chatIdSchema,
  bot_id: z.string().max(64).optional(),
  message_type: z.enum(['text', 'interactive', 'event']).default('text'),
  // The title of a tapped choice as the widget showed it (stored with the tap, shown in the history).
  title: z.string().trim().max(200).optional(),
  message_id: z.string().trim().min(1).max(64).optional(),
  language: z.enum(['en', 'sw']).optional(),
});
export type PluginMessage = z.infer<typeof pluginMessageSchema>;

/** GET /plugin/conversation/{botId}/messages */
export const pluginMessagesQuerySchema = z.strictObject({
  chat_id: chatIdSchema,
  after: z.string().max(80).optional(),
});

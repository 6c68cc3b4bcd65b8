import { z } from 'zod';
import { WA_LIMITS } from './chat/bot-reply.ts';

// Validation of the inbox API (the route docs import these same schemas). Error texts are message keys.
const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'invalid_value')
  .transform((v) => v.toLowerCase());

/** Where a chat happens, and whether it is still being handled: the filters take them, the answers carry them. */
export const conversationChannelSchema = z.enum(['widget', 'whatsapp']);
export const conversationStatusSchema = z.enum(['open', 'closed']);

export const conversationListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  channel: conversationChannelSchema.optional(),
  status: conversationStatusSchema.optional(),
  // 'me' = assigned to the caller, 'none' = nobody, or a member's user id.
  assigned: z.union([z.enum(['me', 'none']), uuid]).optional(),
  unread: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const messagesQuerySchema = z.object({ before: z.string().max(200).optional() });

export const updatesQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
  // Ask for the unread total even when nothing changed (the client does now and then).
  total: z.enum(['true']).optional(),
});

// One of the two: free text (inside the WhatsApp window, or any time on the widget) or an approved template.
export const replySchema = z
  .strictObject({
    text: z.string().trim().min(1).max(WA_LIMITS.text).optional(),
    template: z
      .strictObject({
        name: z.string().trim().min(1).max(512),
        language: z.string().trim().min(2).max(15),
        params: z.array(z.string().trim().min(1).max(1024)).max(20).default([]),
      })
      .optional(),
  })
  .refine((v) => (v.text === undefined) !== (v.template === undefined), { message: 'reply_text_or_template' });
export type ReplyInput = z.infer<typeof replySchema>;

export const assignSchema = z.strictObject({ user_id: uuid.nullable() });
export const statusSchema = z.strictObject({ status: conversationStatusSchema });

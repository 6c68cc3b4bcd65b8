import { z } from 'zod';

export const webhookLogQuerySchema = z.object({
  direction: z.enum(['in', 'out']).optional(),
  status: z.enum(['ok', 'failed']).optional(),
  // Part of the endpoint, e.g. "messages" or "/webhooks/whatsapp".
  q: z.string().trim().max(200).optional(),
  // Days in Tanzania (EAT, UTC+3), as the other lists of the back-office.
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  // Opaque: the `next_cursor` of the previous page.
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export type WebhookLogQuery = z.infer<typeof webhookLogQuerySchema>;

import { and, eq, not, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Conversation as ConversationAnswer } from '../../../lib/contracts/conversation.ts';
import { conversations, type Conversation } from '../../db/schema/chat.ts';
import { WINDOW_MS, isWindowOpen } from '../../whatsapp/window.ts';

/** The builder's preview chats live in the same table; the inbox never shows them. */
export const notPreview: SQL = not(like(conversations.externalId, 'preview:%'));

export const visibleConversation = (shopId: string, id: string) =>
  and(eq(conversations.shopId, shopId), eq(conversations.id, id), notPreview)!;

/**
 * Keyset cursors: microseconds since the epoch (a JS Date keeps only milliseconds, and two rows in
 * the same millisecond would be skipped or repeated) and the id that breaks ties.
 */
export const microsOf = (column: AnyColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export function encodeCursor(micros: string, id: string): string {
  return Buffer.from(`${micros}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { micros: string; id: string } | null {
  if (!cursor) return null;
  const [micros, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!micros || !/^\d{1,17}$/.test(micros) || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { micros, id };
}

export const timestampOf = (micros: string) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

export function toConversationDto(c: Conversation, assigneeName: string | null, now = new Date()): ConversationAnswer {
  const whatsapp = c.channel === 'whatsapp';
  return {
    id: c.id,
    channel: c.channel,
    customer_id: c.customerId,
    customer_name: c.customerName,
    customer_phone: c.customerPhone,
    language: c.language,
    preview: c.lastMessagePreview,
    last_message_at: c.lastMessageAt.toISOString(),
    unread_count: c.unreadCount,
    bot_paused: c.botPaused,
    assigned_to: c.assignedTo ? { id: c.assignedTo, name: assigneeName ?? '' } : null,
    status: c.status,
    // The widget has no window: a reply reaches it on its next poll, whenever that is.
    window_open: whatsapp ? isWindowOpen(c, now) : true,
    window_closes_at:
      whatsapp && c.lastInboundAt ? new Date(c.lastInboundAt.getTime() + WINDOW_MS).toISOString() : null,
  };
}

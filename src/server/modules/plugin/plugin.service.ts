import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ChatMessages } from '../../../lib/contracts/chat.ts';
import type { Db } from '../../db/client.ts';
import { conversationMessages, conversations, type ConversationMessage } from '../../db/schema/chat.ts';
import { decodeCursor, encodeCursor } from '../../chatbot/message-cursor.ts';
import { badRequest } from '../../http/errors.ts';

const PAGE_AFTER = 100;
const HISTORY = 50;

export const messageDto = (m: ConversationMessage): ChatMessage => ({
  id: m.id,
  direction: m.direction,
  author: m.author,
  content: m.content,
  status: m.status,
  created_at: m.createdAt.toISOString(),
});

/**
 * A widget conversation's messages: after the cursor (oldest first, at most 100), or without one
 * the latest 50 (history after a reload). The cursor answered is the last message's, or the one
 * given when nothing is new.
 */
export async function widgetMessages(
  db: Db,
  shopId: string,
  externalId: string,
  after: string | undefined,
): Promise<ChatMessages> {
  const position = after ? decodeCursor(after) : null;
  if (after && !position) throw badRequest('chat_cursor_invalid', {}, 'after');
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.shopId, shopId),
        eq(conversations.channel, 'widget'),
        eq(conversations.externalId, externalId),
      ),
    );
  if (!conversation) return { messages: [], cursor: after ?? '' };
  const mine = and(eq(conversationMessages.shopId, shopId), eq(conversationMessages.conversationId, conversation.id));
  const rows = position
    ? await db
        .select()
        .from(conversationMessages)
        .where(
          and(
            mine,
            sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) > (${position.createdAt.toISOString()}::timestamptz, ${position.id}::uuid)`,
          ),
        )
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
        .limit(PAGE_AFTER)
    : (
        await db
          .select()
          .from(conversationMessages)
          .where(mine)
          .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
          .limit(HISTORY)
      ).reverse();
  const last = rows[rows.length - 1];
  return { messages: rows.map(messageDto), cursor: last ? encodeCursor(last) : (after ?? '') };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversationMessages, conversations, type Conversation, type ConversationMessage, type MessageContent } from '../db/schema/chat.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { contentPreview } from './content-preview.ts';

export type DeliverArgs = {
  shopId: string;
  conversation: Conversation;
  contents: MessageContent[];
  author: 'bot' | 'agent' | 'system';
  authorUserId?: string | null;
  replyTo?: string | null;
};

/**
 * Timestamps for new rows of a conversation, strictly after its last message: every row of one
 * transaction would otherwise share now(), and the widget's cursor (created_at, id) must read
 * them in the order they were written.
 */
export function messageClock(conversation: Pick<Conversation, 'lastMessageAt'>): () => Date {
  let at = Math.max(Date.now(), conversation.lastMessageAt.getTime() + 1);
  return () => new Date(at++);
}

/**
 * Stores outbound rows without touching the conversation row (the engine updates it once per
 * message). Widget rows are 'sent' at once (the widget reads them); WhatsApp rows are 'pending'
 * and each gets a 'whatsapp.send' job, in the same transaction, deduplicated by the message id.
 */
export async function insertOutbound(db: Db, args: DeliverArgs & { clock?: () => Date }): Promise<ConversationMessage[]> {
  if (args.contents.length === 0) return [];
  const clock = args.clock ?? messageClock(args.conversation);
  const whatsapp = args.conversation.channel === 'whatsapp';
  const rows = await db
    .insert(conversationMessages)
    .values(
      args.contents.map((content) => ({
        shopId: args.shopId,
        conversationId: args.conversation.id,
        direction: 'out' as const,
        author: args.author,
        authorUserId: args.authorUserId ?? null,
        replyTo: args.replyTo ?? null,
        content,
        preview: contentPreview(content),
        status: whatsapp ? ('pending' as const) : ('sent' as const),
        createdAt: clock(),
      })),
    )
    .returning();
  if (whatsapp) {
    for (const row of rows) await enqueue(db, { queue: 'whatsapp.send', payload: { shopId: args.shopId, messageId: row.id }, shopId: args.shopId, dedupeKey: row.id });
  }
  return rows;
}

/**
 * Sends messages into a conversation: used by the engine, the order confirmation, the inbox's
 * human replies and workflow notifications. Rows, jobs and the conversation's preview are written
 * together (a savepoint when the caller is already in a transaction).
 */
export async function deliver(db: Db, args: DeliverArgs): Promise<ConversationMessage[]> {
  if (args.contents.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await insertOutbound(tx, args);
    const last = rows[rows.length - 1]!;
    await tx
      .update(conversations)
      .set({ lastMessagePreview: last.preview, lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${last.createdAt.toISOString()}::timestamptz)`, updatedAt: sql`now()` })
      .where(and(eq(conversations.shopId, args.shopId), eq(conversations.id, args.conversation.id)));
    return rows;
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  conversationMessages,
  conversations,
  type ChatChannel,
  type Conversation,
  type ConversationMessage,
  type MessageContent,
} from '../db/schema/chat.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { contentPreview } from './content-preview.ts';
import { timeOrderedId } from '../db/time-ordered-id.ts';

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

/** Outbound rows built in memory (ids and times chosen here), for storeRows to write in one statement. */
export function outboundRows(args: DeliverArgs & { clock?: () => Date }): ConversationMessage[] {
  const clock = args.clock ?? messageClock(args.conversation);
  const whatsapp = args.conversation.channel === 'whatsapp';
  return args.contents.map((content) => {
    const at = clock();
    return {
      shopId: args.shopId,
      id: timeOrderedId(),
      conversationId: args.conversation.id,
      direction: 'out',
      author: args.author,
      authorUserId: args.authorUserId ?? null,
      externalId: null,
      replyTo: args.replyTo ?? null,
      content,
      preview: contentPreview(content),
      status: whatsapp ? 'pending' : 'sent',
      error: null,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/**
 * Writes message rows in one statement, without reading them back. Widget rows are 'sent' at once
 * (the widget reads them); each outbound WhatsApp row gets a 'whatsapp.send' job in the same
 * transaction, deduplicated by the message id.
 */
export async function storeRows(db: Db, channel: ChatChannel, rows: ConversationMessage[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(conversationMessages).values(rows);
  if (channel === 'whatsapp') await enqueueSends(db, rows);
}

/** One 'whatsapp.send' job per outbound row, deduplicated by the message id (call in the rows' transaction). */
export async function enqueueSends(db: Db, rows: ConversationMessage[]): Promise<void> {
  for (const row of rows) {
    if (row.direction === 'out')
      await enqueue(db, {
        queue: 'whatsapp.send',
        payload: { shopId: row.shopId, messageId: row.id },
        shopId: row.shopId,
        dedupeKey: row.id,
      });
  }
}

/**
 * Sends messages into a conversation: used by the engine, the order confirmation, the inbox's
 * human replies and workflow notifications. Rows, jobs and the conversation's preview are written
 * together (a savepoint when the caller is already in a transaction).
 */
export async function deliver(db: Db, args: DeliverArgs): Promise<ConversationMessage[]> {
  if (args.contents.length === 0) return [];
  return db.transaction(async (tx) => {
    // Lock the conversation as the engine does and stamp the rows after its last message as it
    // stands now: rows then appear in commit order, so the widget's cursor never skips one.
    const [current] = await tx
      .select({ lastMessageAt: conversations.lastMessageAt })
      .from(conversations)
      .where(and(eq(conversations.shopId, args.shopId), eq(conversations.id, args.conversation.id)))
      .for('update');
    const rows = outboundRows({ ...args, clock: messageClock(current ?? args.conversation) });
    await storeRows(tx, args.conversation.channel, rows);
    const last = rows[rows.length - 1]!;
    await tx
      .update(conversations)
      .set({ lastMessagePreview: last.preview, lastMessageAt: last.createdAt, updatedAt: sql`now()` })
      .where(and(eq(conversations.shopId, args.shopId), eq(conversations.id, args.conversation.id)));
    return rows;
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversationMessages, type MessageError, type MessageStatus } from '../db/schema/chat.ts';
import { whatsappMessageRefs } from '../db/schema/whatsapp.ts';
import type { StatusUpdate } from './parse-webhook.ts';

/**
 * Delivery statuses never go backwards (sent → delivered → read; Meta's order is not guaranteed
 * and 'read' may come without 'delivered', protocols.md §1). 'failed' replaces only 'sent'.
 * Each Cloud API message (whatsapp_message_refs) moves on its own; the conversation message shows
 * the least advanced of its parts, or 'failed' when any part failed.
 */
const RANK: Record<string, number> = { pending: 0, sent: 1, delivered: 2, read: 3 };
const BELOW: Record<'sent' | 'delivered' | 'read' | 'failed', ('pending' | 'sent' | 'delivered')[]> = {
  sent: ['pending'],
  delivered: ['pending', 'sent'],
  read: ['pending', 'sent', 'delivered'],
  failed: ['pending', 'sent'],
};

type RefStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** Applies a status webhook to its ref and then to the message; false for a wamid we never sent. */
export async function applyStatus(db: Db, shopId: string, update: StatusUpdate): Promise<boolean> {
  const refBelow = BELOW[update.status].filter((s): s is 'sent' | 'delivered' => s !== 'pending');
  const [changed] = await db
    .update(whatsappMessageRefs)
    .set({
      status: update.status,
      error: update.status === 'failed' ? (update.error ?? { title: 'Failed' }) : null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(whatsappMessageRefs.shopId, shopId),
        eq(whatsappMessageRefs.wamid, update.wamid),
        inArray(whatsappMessageRefs.status, refBelow),
      ),
    )
    .returning({ messageId: whatsappMessageRefs.messageId });
  if (changed) {
    await refreshMessageStatus(db, shopId, changed.messageId, { fromPending: false });
    return true;
  }
  const [known] = await db
    .select({ messageId: whatsappMessageRefs.messageId })
    .from(whatsappMessageRefs)
    .where(and(eq(whatsappMessageRefs.shopId, shopId), eq(whatsappMessageRefs.wamid, update.wamid)));
  // A status seen before (Meta redelivers; a job re-run after its process died between the ref's
  // update and the message's): the message is brought up to its parts again (it only moves forward).
  if (known) await refreshMessageStatus(db, shopId, known.messageId, { fromPending: false });
  return Boolean(known);
}

/**
 * Moves the message to what its parts say. A message still being sent ('pending') is left to the
 * send job (`fromPending` true there), which calls this once all parts are out.
 * The message row is locked before its parts are read: the send job (pending → sent) and a status
 * webhook (sent → delivered) may run at once, and without the lock the webhook could find the
 * message still pending and the send job then write 'sent' from parts it read before the webhook's
 * 'delivered' — the status lost for good. With it, whoever comes second reads the other's writes.
 */
export async function refreshMessageStatus(
  db: Db,
  shopId: string,
  messageId: string,
  options: { fromPending: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.shopId, shopId), eq(conversationMessages.id, messageId)))
      .for('update');
    if (!message) return;
    const refs = await tx
      .select({ status: whatsappMessageRefs.status, error: whatsappMessageRefs.error })
      .from(whatsappMessageRefs)
      .where(and(eq(whatsappMessageRefs.shopId, shopId), eq(whatsappMessageRefs.messageId, messageId)));
    if (refs.length === 0) return;
    const failed = refs.find((r) => r.status === 'failed');
    const target: RefStatus = failed
      ? 'failed'
      : refs.reduce((low, r) => (RANK[r.status]! < RANK[low]! ? r.status : low), 'read' as RefStatus);
    const from = BELOW[target].filter((s) => options.fromPending || s !== 'pending');
    await setMessageStatus(tx as unknown as Db, shopId, messageId, target, from, failed?.error ?? null);
  });
}

export async function setMessageStatus(
  db: Db,
  shopId: string,
  messageId: string,
  status: MessageStatus,
  from: MessageStatus[],
  error: MessageError | null,
): Promise<boolean> {
  if (from.length === 0) return false;
  const rows = await db
    .update(conversationMessages)
    .set({ status, error: status === 'failed' ? error : null, updatedAt: sql`now()` })
    .where(
      and(
        eq(conversationMessages.shopId, shopId),
        eq(conversationMessages.id, messageId),
        inArray(conversationMessages.status, from),
      ),
    )
    .returning({ id: conversationMessages.id });
  return rows.length > 0;
}

import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages, contactReplies, type ContactMessage, type ContactReply } from '../../db/schema/contact.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

// The operators' side of the contact form (issue 29): the inbox, newest first, read, handled,
// replied to. The flow of the console (flows/operator-console) writes each change in the
// transaction of its operator's log line.

export type ContactFilter = 'new' | 'handled' | 'all';
export type ContactWithReplies = ContactMessage & { replies: ContactReply[]; cursorKey: string };

/** The time of a row to the microsecond, as a keyset cursor carries it (src/lib/operator-schemas.ts). */
const cursorKey = sql<string>`to_char(${contactMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

export async function listContactMessages(
  db: Db,
  filter: { status: ContactFilter; cursor?: string; limit: number },
): Promise<ContactWithReplies[]> {
  const where: SQL[] = [];
  if (filter.status === 'new') where.push(eq(contactMessages.status, 'new'));
  if (filter.status === 'handled') where.push(ne(contactMessages.status, 'new'));
  if (filter.cursor) {
    const [at, id] = filter.cursor.split('_') as [string, string];
    where.push(
      sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${at}::timestamp at time zone 'UTC', ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({ message: contactMessages, cursorKey })
    .from(contactMessages)
    .where(and(...where))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(filter.limit);
  return withReplies(
    db,
    rows.map((r) => ({ ...r.message, cursorKey: r.cursorKey })),
  );
}

export async function contactMessageById(db: Db | Tx, id: string): Promise<ContactWithReplies | null> {
  const [row] = await db
    .select({ message: contactMessages, cursorKey })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  if (!row) return null;
  const [one] = await withReplies(db, [{ ...row.message, cursorKey: row.cursorKey }]);
  return one!;
}

async function withReplies(db: Db | Tx, messages: (ContactMessage & { cursorKey: string })[]) {
  if (messages.length === 0) return [];
  const replies = await db
    .select()
    .from(contactReplies)
    .where(
      inArray(
        contactReplies.messageId,
        messages.map((m) => m.id),
      ),
    )
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return messages.map((m) => ({ ...m, replies: replies.filter((r) => r.messageId === m.id) }));
}

/** The message, its row locked until the transaction ends. */
export async function lockContactMessage(tx: Tx, id: string): Promise<ContactMessage | null> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row ?? null;
}

export async function markContactHandled(
  tx: Tx,
  id: string,
  by: string,
  status: 'handled' | 'answered' = 'handled',
): Promise<ContactMessage> {
  const [row] = await tx
    .update(contactMessages)
    .set({ status, handledAt: sql`now()`, handledBy: by })
    .where(eq(contactMessages.id, id))
    .returning();
  return row!;
}

export async function addContactReply(
  tx: Tx,
  reply: { messageId: string; operatorId: string; operatorEmail: string; subject: string; body: string },
): Promise<ContactReply> {
  const [row] = await tx
    .insert(contactReplies)
    .values({ id: timeOrderedId(), ...reply })
    .returning();
  return row!;
}

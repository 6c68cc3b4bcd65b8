import { and, eq, gt, sql } from 'drizzle-orm';
import type { AssigneeList } from '../../../lib/contracts/conversation.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { conversations, type Conversation } from '../../db/schema/chat.ts';
import { shopMembers } from '../../db/schema/shops.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { visibleConversation } from './conversation-dto.ts';
import { conversationSummary } from './conversation-query.service.ts';

type Change = Partial<Pick<Conversation, 'botPaused' | 'assignedTo' | 'status' | 'unreadCount'>>;

// updated_at moves with every change so the other open inboxes see it in their next poll.
async function change(db: Db, shopId: string, id: string, set: Change | Record<string, unknown>) {
  const rows = await db
    .update(conversations)
    .set({ ...set, updatedAt: new Date() })
    .where(visibleConversation(shopId, id))
    .returning({ id: conversations.id });
  if (rows.length === 0) throw notFound('conversation_not_found');
  return conversationSummary(db, shopId, id);
}

/**
 * A person answers from now on: the engine stores the customer's messages and stays silent.
 * Whoever takes over an unassigned chat becomes its assignee (one statement, so two people
 * taking over at once leave one name).
 */
export function takeOver(db: Db, shopId: string, id: string, userId: string) {
  return change(db, shopId, id, {
    botPaused: true,
    assignedTo: sql`coalesce(${conversations.assignedTo}, ${userId}::uuid)`,
  });
}

/**
 * The bot answers again. Nothing else is reset here: the engine finds bot_paused false on the next
 * message and starts again from the menu (contract with ENGINE), so a half-finished step of the
 * flow is never resumed out of context.
 */
export function handBack(db: Db, shopId: string, id: string) {
  return change(db, shopId, id, { botPaused: false });
}

export async function assign(db: Db, shopId: string, id: string, userId: string | null) {
  if (userId) {
    const [member] = await db
      .select({ id: users.id })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
    if (!member) throw badRequest('assignee_not_member', {}, 'user_id');
  }
  return change(db, shopId, id, { assignedTo: userId });
}

/** Opening a chat reads it; an already read one is not written again (no churn for the other inboxes). */
export async function markRead(db: Db, shopId: string, id: string) {
  await db
    .update(conversations)
    .set({ unreadCount: 0, updatedAt: new Date() })
    .where(and(visibleConversation(shopId, id), gt(conversations.unreadCount, 0)));
  return conversationSummary(db, shopId, id);
}

export function setStatus(db: Db, shopId: string, id: string, status: 'open' | 'closed') {
  return change(db, shopId, id, { status });
}

/** The people a conversation can be given to: the shop's members (readable without the staff permission). */
export async function assignees(db: Db, shopId: string): Promise<AssigneeList> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(users.name);
  return { items: rows.map((r) => ({ id: r.id, name: r.name || r.email })) };
}

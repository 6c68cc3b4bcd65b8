import { and, desc, eq, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '../../../lib/phone.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  conversationMessages,
  conversations,
  type ConversationMessage,
  type MessageContent,
} from '../../db/schema/chat.ts';
import { MEDIA_REF_PREFIX } from '../../whatsapp/parse-webhook.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../http/errors.ts';
import { likeContains } from '../../db/pg-errors.ts';
import type { ConversationListQuery } from '../../../lib/conversation-schemas.ts';
import type {
  ConversationDetail,
  ConversationPage,
  ConversationUpdates,
  Message,
  MessagePage,
} from '../../../lib/contracts/conversation.ts';
import type { OrderStatus } from '../../../lib/order-schemas.ts';
import {
  decodeCursor,
  encodeCursor,
  microsOf,
  notPreview,
  timestampOf,
  toConversationDto,
  visibleConversation,
} from './conversation-dto.ts';

export const MESSAGE_PAGE = 50;

/**
 * Name, phone or the last message. A whole phone number is found through indexes: the WhatsApp
 * chat by its wa_id (conversations_external_uq) and any chat of the customer with that number
 * (customers_phone_uq, then conversations_customer_idx). A fragment is a filter applied while the
 * list walks conversations_recent_idx newest first, so a page stops as soon as it is full.
 */
function searchCondition(shopId: string, q: string): SQL {
  const phone = normalizePhone(q);
  if (phone) {
    const customer = sql`(select ${customers.id} from ${customers} where ${customers.shopId} = ${shopId} and ${customers.phone} = ${phone})`;
    // `= (subquery)`, not `in`: phones are unique per shop, and the planner then estimates one row and combines both indexes.
    return or(
      and(eq(conversations.channel, 'whatsapp'), eq(conversations.externalId, phone.slice(1))),
      sql`${conversations.customerId} = ${customer}`,
    )!;
  }
  const text = likeContains(q.toLowerCase());
  const parts: SQL[] = [
    like(sql`lower(${conversations.customerName})`, text),
    like(sql`lower(${conversations.lastMessagePreview})`, text),
  ];
  // Numbers are stored as +255…: a local fragment "0754" looks for "754".
  const digits = q.replace(/\D/g, '').replace(/^0/, '');
  if (digits.length >= 3) parts.push(like(conversations.customerPhone, likeContains(digits)));
  return or(...parts)!;
}

export async function listConversations(
  db: Db,
  shopId: string,
  userId: string,
  q: ConversationListQuery,
): Promise<ConversationPage> {
  const where: (SQL | undefined)[] = [eq(conversations.shopId, shopId), notPreview];
  if (q.channel) where.push(eq(conversations.channel, q.channel));
  if (q.status) where.push(eq(conversations.status, q.status));
  if (q.assigned === 'me') where.push(eq(conversations.assignedTo, userId));
  else if (q.assigned === 'none') where.push(isNull(conversations.assignedTo));
  else if (q.assigned) where.push(eq(conversations.assignedTo, q.assigned));
  if (q.unread === 'true') where.push(gt(conversations.unreadCount, 0));
  if (q.q) where.push(searchCondition(shopId, q.q));
  const cursor = decodeCursor(q.cursor);
  if (cursor)
    where.push(
      sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${timestampOf(cursor.micros)}, ${cursor.id}::uuid)`,
    );
  const rows = await db
    .select({ c: conversations, assignee: users.name, micros: microsOf(conversations.lastMessageAt) })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.assignedTo))
    .where(and(...where))
    // NULLS LAST as conversations_recent_idx is built (the columns are never null; a plain DESC
    // means NULLS FIRST and the planner would sort the whole shop instead of reading the index).
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, sql`${conversations.id} desc nulls last`)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const now = new Date();
  return {
    items: page.map((r) => toConversationDto(r.c, r.assignee, now)),
    next_cursor: rows.length > q.limit && last ? encodeCursor(last.micros, last.c.id) : null,
  };
}

async function findConversation(db: Db, shopId: string, id: string) {
  const [row] = await db
    .select({ c: conversations, assignee: users.name })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.assignedTo))
    .where(visibleConversation(shopId, id));
  if (!row) throw notFound('conversation_not_found');
  return row;
}

export async function getConversation(db: Db, shopId: string, id: string) {
  return (await findConversation(db, shopId, id)).c;
}

export async function conversationSummary(db: Db, shopId: string, id: string) {
  const { c, assignee } = await findConversation(db, shopId, id);
  return toConversationDto(c, assignee);
}

/** The conversation with the customer beside it: their profile and five latest orders. */
export async function conversationDetail(db: Db, shopId: string, id: string): Promise<ConversationDetail> {
  const { c, assignee } = await findConversation(db, shopId, id);
  // A widget chat may only know a phone the customer typed: the customer is found by it (unique index).
  const match = c.customerId
    ? eq(customers.id, c.customerId)
    : c.customerPhone
      ? eq(customers.phone, c.customerPhone)
      : null;
  const [customer] = match
    ? await db
        .select()
        .from(customers)
        .where(and(eq(customers.shopId, shopId), match))
    : [];
  const recent = customer
    ? await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          total: orders.total,
          created_at: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.shopId, shopId), eq(orders.customerId, customer.id)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(5)
    : [];
  return {
    ...toConversationDto(c, assignee),
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          phone: customer.phone,
          location: customer.location,
          // Written only through languageSchema.
          language: customer.language as 'en' | 'sw',
          tags: customer.tags,
          total_spent: customer.totalSpent,
          order_count: customer.orderCount,
          currency: 'TZS' as const,
          // Order statuses are written only through the workflow's enum.
          orders: recent.map((o) => ({
            ...o,
            status: o.status as OrderStatus,
            created_at: o.created_at.toISOString(),
          })),
        }
      : null,
  };
}

/** A WhatsApp media message points at the media route (the webhook gave only Meta's media id). */
function forInbox(content: MessageContent): MessageContent {
  return content.kind === 'media' && content.link.startsWith(MEDIA_REF_PREFIX)
    ? {
        ...content,
        link: `/api/conversations/media/${encodeURIComponent(content.link.slice(MEDIA_REF_PREFIX.length))}`,
      }
    : content;
}

function toMessageDto(m: ConversationMessage, authorName: string | null): Message {
  return {
    id: m.id,
    direction: m.direction,
    author: m.author,
    author_name: m.author === 'agent' ? (authorName ?? '') : null,
    content: forInbox(m.content),
    preview: m.preview,
    status: m.status,
    error: m.error,
    created_at: m.createdAt.toISOString(),
  };
}

/** One page of the transcript, oldest first; `before` names the page of older messages, if any. */
export async function listMessages(
  db: Db,
  shopId: string,
  conversationId: string,
  before?: string,
): Promise<MessagePage> {
  await getConversation(db, shopId, conversationId);
  const cursor = decodeCursor(before);
  const rows = await db
    .select({ m: conversationMessages, authorName: users.name, micros: microsOf(conversationMessages.createdAt) })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorUserId))
    .where(
      and(
        eq(conversationMessages.shopId, shopId),
        eq(conversationMessages.conversationId, conversationId),
        cursor
          ? sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) < (${timestampOf(cursor.micros)}, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(MESSAGE_PAGE + 1);
  const page = rows.slice(0, MESSAGE_PAGE).reverse();
  const oldest = page[0];
  return {
    messages: page.map((r) => toMessageDto(r.m, r.authorName)),
    before: rows.length > MESSAGE_PAGE && oldest ? encodeCursor(oldest.micros, oldest.m.id) : null,
  };
}

export const UPDATES_MAX = 100;
// Takeovers, assignments, reads and closings are looked for among the chats active this recently
// (that is where they happen); an older chat changed by a colleague shows at the list's next refresh.
const RECENT_MS = 3 * 86_400_000;

/**
 * What the open inbox polls every few seconds: which conversations changed since its last look
 * (a new message moves last_message_at; a takeover, assignment, read or status moves updated_at)
 * and the unread total for the badge. The changes are one range of conversations_recent_idx; the
 * total, which has to visit every unread chat, is only counted when something changed, on the
 * first call, or when the client asks (`total`), and is null otherwise ("as before").
 */
export async function conversationUpdates(
  db: Db,
  shopId: string,
  q: { since?: string; total?: 'true' },
): Promise<ConversationUpdates> {
  const now = new Date();
  // Two seconds of overlap: a message stamped just before the last answer but committed just
  // after it is still reported (a repeat only refreshes one conversation twice).
  const from = new Date((q.since ? new Date(q.since) : now).getTime() - 2000);
  const floor = new Date(Math.min(from.getTime(), now.getTime() - RECENT_MS));
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.shopId, shopId),
        gt(conversations.lastMessageAt, floor),
        or(gt(conversations.lastMessageAt, from), gt(conversations.updatedAt, from)),
        notPreview,
      ),
    )
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, sql`${conversations.id} desc nulls last`)
    .limit(UPDATES_MAX + 1);
  let unread: number | null = null;
  if (rows.length > 0 || !q.since || q.total) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)::int` })
      .from(conversations)
      .where(and(eq(conversations.shopId, shopId), gt(conversations.unreadCount, 0), notPreview));
    unread = row?.n ?? 0;
  }
  return {
    changed: rows.slice(0, UPDATES_MAX).map((r) => r.id),
    // More changed than one answer lists (a tab asleep for hours): the client reloads everything.
    overflow: rows.length > UPDATES_MAX,
    unread_total: unread,
    now: now.toISOString(),
  };
}

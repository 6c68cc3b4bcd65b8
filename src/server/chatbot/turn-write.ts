import { and, asc, eq, sql } from 'drizzle-orm';
import type { BotAction, BotReply } from '../../lib/chat/bot-reply.ts';
import type { Db, Tx } from '../db/client.ts';
import { rowsJson } from '../db/rows-json.ts';
import { checkoutLinks, conversationMessages, conversations, type CheckoutLink, type Conversation, type ConversationMessage } from '../db/schema/chat.ts';
import { RELAXED_COMMIT } from './conversation-open.ts';
import { enqueueSends } from './deliver.ts';
import type { ChatState, InboundResult } from './engine-types.ts';

// How the engine stores one message's outcome (engine.ts): under the row lock, or in one
// statement if the conversation is unchanged since it was read (docs/decisions/0008).

/** One message's outcome, computed but not yet stored. */
export type Turn = {
  conversation: Conversation;
  inboundRow: ConversationMessage | null;
  rows: ConversationMessage[];
  checkoutLinks: CheckoutLink[];
  changes: Pick<Conversation, 'state' | 'language' | 'botPaused'> & Partial<Pick<Conversation, 'lastMessagePreview' | 'lastMessageAt' | 'lastInboundAt' | 'status'>>;
  nextState: string | null;
};

const actionText = (a: BotAction): string | null =>
  'send_message' in a ? a.send_message.text : 'send_reply_button' in a ? a.send_reply_button.body.text : 'send_button' in a ? a.send_button.body : null;

export function toReply(rows: ConversationMessage[], nextState: string | null): BotReply {
  const actions = rows.flatMap((r) => (r.content.kind === 'action' ? [r.content.action] : []));
  const texts = actions.map(actionText).filter((t): t is string => t !== null);
  return { actions, message: texts.length === 1 ? texts[0]! : texts, response: rows.map((r) => ({ id: r.id })), next_state: nextState };
}

function result(turn: Turn, counters: Pick<Conversation, 'stateVersion' | 'unreadCount' | 'updatedAt'>): InboundResult {
  return {
    conversation: { ...turn.conversation, ...turn.changes, ...counters },
    duplicate: false,
    messages: turn.rows,
    reply: toReply(turn.rows, turn.nextState),
    inbound: turn.inboundRow,
  };
}

/** The locked path's write: the customer's message, the answers and the conversation in one statement (the rows as a data-modifying CTE). */
export async function writeLocked(tx: Tx, turn: Turn): Promise<InboundResult> {
  const { conversation, inboundRow, rows } = turn;
  const all = inboundRow ? [inboundRow, ...rows] : rows;
  if (turn.checkoutLinks.length) await tx.insert(checkoutLinks).values(turn.checkoutLinks);
  const writes = all.length ? [tx.$with('stored_rows', {}).as(tx.insert(conversationMessages).values(all).getSQL())] : [];
  const [counters] = await tx
    .with(...writes)
    .update(conversations)
    .set({
      ...turn.changes,
      ...(inboundRow && { unreadCount: sql`${conversations.unreadCount} + 1` }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(conversations.shopId, conversation.shopId), eq(conversations.id, conversation.id)))
    .returning({ stateVersion: conversations.stateVersion, unreadCount: conversations.unreadCount, updatedAt: conversations.updatedAt });
  if (conversation.channel === 'whatsapp') await enqueueSends(tx, rows);
  return result(turn, counters!);
}

/**
 * The optimistic path's write, one statement (atomic without a transaction): the conversation is
 * updated only if its state_version is still the one read (every write bumps it, migration 0008),
 * and the message rows, their WhatsApp send jobs and the checkout links of the turn are inserted
 * only if that update happened.
 * null: somebody wrote the conversation meanwhile; nothing was stored.
 */
export async function writeIfUnchanged(db: Db, turn: Turn): Promise<InboundResult | null> {
  const { conversation, inboundRow, rows, changes } = turn;
  const all = inboundRow ? [inboundRow, ...rows] : rows;
  // Only the parts this turn needs: every extra part of the statement costs planning time.
  const links = turn.checkoutLinks.length
    ? sql`, links as (
      insert into checkout_links
      select r.* from jsonb_populate_recordset(null::checkout_links, ${rowsJson(checkoutLinks, turn.checkoutLinks)}::jsonb) r
      where exists (select 1 from updated))`
    : sql``;
  const queued =
    conversation.channel === 'whatsapp'
      ? sql`, queued as (
      insert into jobs (queue, payload, shop_id, dedupe_key)
      select 'whatsapp.send', jsonb_build_object('shopId', ${conversation.shopId}::text, 'messageId', s.id), ${conversation.shopId}::uuid, s.id::text
      from stored s where s.direction = 'out'
      on conflict do nothing)`
      : sql``;
  const result_ = await db.execute(sql`
    with updated as (
      update conversations set
        state = ${JSON.stringify(changes.state)}::jsonb,
        language = ${changes.language},
        bot_paused = ${changes.botPaused},
        last_message_preview = coalesce(${changes.lastMessagePreview ?? null}::text, last_message_preview),
        last_message_at = coalesce(${changes.lastMessageAt?.toISOString() ?? null}::timestamptz, last_message_at),
        last_inbound_at = coalesce(${changes.lastInboundAt?.toISOString() ?? null}::timestamptz, last_inbound_at),
        status = coalesce(${changes.status ?? null}::text, status),
        unread_count = unread_count + ${inboundRow ? 1 : 0}::int,
        updated_at = now()
      where shop_id = ${conversation.shopId} and id = ${conversation.id} and state_version = ${conversation.stateVersion}::int
      returning state_version, unread_count, updated_at
    ),
    stored as (
      insert into conversation_messages
      select r.* from jsonb_populate_recordset(null::conversation_messages, ${rowsJson(conversationMessages, all)}::jsonb) r
      where exists (select 1 from updated)
      returning id, direction
    )${links}${queued}
    select state_version, unread_count, to_json(updated_at) #>> '{}' as updated_at, ${RELAXED_COMMIT} as relaxed from updated`);
  const row = (result_ as unknown as { rows: { state_version: number; unread_count: number; updated_at: string }[] }).rows[0];
  if (!row) return null;
  return result(turn, { stateVersion: Number(row.state_version), unreadCount: Number(row.unread_count), updatedAt: new Date(row.updated_at) });
}

export async function answerAgain(tx: Db, conversation: Conversation, firstId: string, state: ChatState): Promise<InboundResult> {
  const rows = await tx
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.shopId, conversation.shopId), eq(conversationMessages.conversationId, conversation.id), eq(conversationMessages.replyTo, firstId)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return { conversation, duplicate: true, messages: rows, reply: toReply(rows, conversation.botPaused ? null : state.node) };
}

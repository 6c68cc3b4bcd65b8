import { and, asc, eq, sql } from 'drizzle-orm';
import type { BotAction, BotReply, ReplyInput } from '../../lib/chat/bot-reply.ts';
import type { Db, Tx } from '../db/client.ts';
import { groupCommit } from '../db/group-commit.ts';
import { isoTime } from '../db/iso-time.ts';
import { rowsJson } from '../db/rows-json.ts';
import {
  checkoutLinks,
  conversationMessages,
  conversations,
  type CheckoutLink,
  type Conversation,
  type ConversationMessage,
} from '../db/schema/chat.ts';
import { RELAXED_COMMIT_TEXT } from './conversation-open.ts';
import { queryPrepared } from '../db/prepared.ts';
import { enqueueSends } from './deliver.ts';
import { jobsAdded } from '../jobs/wake.ts';
import type { ChatState, InboundResult, KnowledgeQuestion } from './engine-types.ts';

// How the engine stores one message's outcome (engine.ts): under the row lock, or in one
// statement if the conversation is unchanged since it was read (docs/decisions/0008).

/** One message's outcome, computed but not yet stored. */
export type Turn = {
  conversation: Conversation;
  inboundRow: ConversationMessage | null;
  rows: ConversationMessage[];
  checkoutLinks: CheckoutLink[];
  /** Recorded after the write (engine.ts), under the stored message's id. */
  knowledgeAsk?: KnowledgeQuestion;
  changes: Pick<Conversation, 'state' | 'language' | 'botPaused'> &
    Partial<Pick<Conversation, 'lastMessagePreview' | 'lastMessageAt' | 'lastInboundAt' | 'status'>>;
  nextState: string | null;
  input: ReplyInput | null;
};

const actionText = (a: BotAction): string | null =>
  'send_message' in a
    ? a.send_message.text
    : 'send_reply_button' in a
      ? a.send_reply_button.body.text
      : 'send_button' in a
        ? a.send_button.body
        : null;

export function toReply(
  rows: ConversationMessage[],
  nextState: string | null,
  input: ReplyInput | null = null,
): BotReply {
  const actions = rows.flatMap((r) => (r.content.kind === 'action' ? [r.content.action] : []));
  const texts = actions.map(actionText).filter((t): t is string => t !== null);
  return {
    actions,
    message: texts.length === 1 ? texts[0]! : texts,
    response: rows.map((r) => ({ id: r.id })),
    next_state: nextState,
    input,
  };
}

function result(turn: Turn, counters: Pick<Conversation, 'stateVersion' | 'unreadCount' | 'updatedAt'>): InboundResult {
  return {
    conversation: { ...turn.conversation, ...turn.changes, ...counters },
    duplicate: false,
    messages: turn.rows,
    reply: toReply(turn.rows, turn.nextState, turn.input),
    inbound: turn.inboundRow,
  };
}

/** The locked path's write: the customer's message, the answers and the conversation in one statement (the rows as a data-modifying CTE). */
export async function writeLocked(tx: Tx, turn: Turn): Promise<InboundResult> {
  const { conversation, inboundRow, rows } = turn;
  const all = inboundRow ? [inboundRow, ...rows] : rows;
  if (turn.checkoutLinks.length) await tx.insert(checkoutLinks).values(turn.checkoutLinks);
  const writes = all.length
    ? [tx.$with('stored_rows', {}).as(tx.insert(conversationMessages).values(all).getSQL())]
    : [];
  const [counters] = await tx
    .with(...writes)
    .update(conversations)
    .set({
      ...turn.changes,
      ...(inboundRow && { unreadCount: sql`${conversations.unreadCount} + 1` }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(conversations.shopId, conversation.shopId), eq(conversations.id, conversation.id)))
    .returning({
      stateVersion: conversations.stateVersion,
      unreadCount: conversations.unreadCount,
      updatedAt: conversations.updatedAt,
    });
  if (conversation.channel === 'whatsapp') await enqueueSends(tx, rows);
  return result(turn, counters!);
}

type WriteShape = { one: boolean; links: boolean; queued: boolean };
const writeTexts = new Map<string, string>();

/**
 * The text of the optimistic write for one shape of batch: a few constant texts, each run as a
 * prepared statement (db/prepared.ts). One turn as parameters, which the planner folds into an
 * index lookup; several as one JSON parameter joined by primary key (a join costs a single turn
 * twice as much). Only the parts a batch needs: every extra part costs planning time.
 */
function writeText(shape: WriteShape): string {
  const key = `${shape.one}${shape.links}${shape.queued}`;
  let text = writeTexts.get(key);
  if (text) return text;
  const input = shape.one
    ? `select $1::uuid as shop_id, $2::uuid as id, $3::int as version, $4::jsonb as state,
          $5::text as language, $6::boolean as bot_paused, $7::text as last_message_preview,
          $8::timestamptz as last_message_at, $9::timestamptz as last_inbound_at, $10::text as status,
          $11::int as unread`
    : `select * from jsonb_to_recordset($1::jsonb) as i(shop_id uuid, id uuid,
          version int, state jsonb, language text, bot_paused boolean, last_message_preview text, last_message_at timestamptz, last_inbound_at timestamptz,
          status text, unread int)`;
  const rowsParam = shape.one ? 12 : 2;
  const linkPart = shape.links
    ? `, links as (
      insert into checkout_links
      select r.* from jsonb_populate_recordset(null::checkout_links, $${rowsParam + 1}::jsonb) r
      where r.conversation_id in (select id from updated))`
    : '';
  const queuedPart = shape.queued
    ? `, queued as (
      insert into jobs (queue, payload, shop_id, dedupe_key)
      select 'whatsapp.send', jsonb_build_object('shopId', s.shop_id::text, 'messageId', s.id), s.shop_id, s.id::text
      from stored s join updated u on u.id = s.conversation_id
      where s.direction = 'out' and u.channel = 'whatsapp'
      on conflict do nothing)`
    : '';
  text = `
    with input as (${input}),
    updated as (
      update conversations c set
        state = i.state,
        language = i.language,
        bot_paused = i.bot_paused,
        last_message_preview = coalesce(i.last_message_preview, c.last_message_preview),
        last_message_at = coalesce(i.last_message_at, c.last_message_at),
        last_inbound_at = coalesce(i.last_inbound_at, c.last_inbound_at),
        status = coalesce(i.status, c.status),
        unread_count = c.unread_count + i.unread,
        updated_at = now()
      from input i
      where c.shop_id = i.shop_id and c.id = i.id and c.state_version = i.version
      returning c.id, c.channel, c.state_version, c.unread_count, c.updated_at
    ),
    stored as (
      insert into conversation_messages
      select r.* from jsonb_populate_recordset(null::conversation_messages, $${rowsParam}::jsonb) r
      where r.conversation_id in (select id from updated)
      returning shop_id, id, conversation_id, direction
    )${linkPart}${queuedPart}
    select id, state_version, unread_count, to_json(updated_at) #>> '{}' as updated_at, ${RELAXED_COMMIT_TEXT} as relaxed from updated`;
  writeTexts.set(key, text);
  return text;
}

/**
 * The optimistic path's write for any number of turns (of different conversations), one
 * statement, atomic without a transaction: each conversation is updated only if its
 * state_version is still the one read (every write bumps it, migration 0008), and a turn's
 * message rows, their WhatsApp send jobs and its checkout links are inserted only if its
 * conversation was updated. Per turn: its result, or null when somebody wrote the conversation
 * meanwhile (nothing of that turn was stored). A resent message id fails the whole statement
 * (unique violation): nothing of any turn is stored.
 */
export async function writeTurnsIfUnchanged(db: Db, turns: Turn[]): Promise<(InboundResult | null)[]> {
  const input = turns.map(({ conversation: c, changes, inboundRow }) => ({
    shop_id: c.shopId,
    id: c.id,
    version: c.stateVersion,
    state: changes.state,
    language: changes.language,
    bot_paused: changes.botPaused,
    last_message_preview: changes.lastMessagePreview ?? null,
    last_message_at: changes.lastMessageAt ? isoTime(changes.lastMessageAt) : null,
    last_inbound_at: changes.lastInboundAt ? isoTime(changes.lastInboundAt) : null,
    status: changes.status ?? null,
    unread: inboundRow ? 1 : 0,
  }));
  const one = input[0]!;
  const rows = turns.flatMap((t) => (t.inboundRow ? [t.inboundRow, ...t.rows] : t.rows));
  const links = turns.flatMap((t) => t.checkoutLinks);
  const shape = {
    one: input.length === 1,
    links: links.length > 0,
    queued: turns.some((t) => t.conversation.channel === 'whatsapp'),
  };
  const values: unknown[] = shape.one
    ? [
        one.shop_id,
        one.id,
        one.version,
        JSON.stringify(one.state),
        one.language,
        one.bot_paused,
        one.last_message_preview,
        one.last_message_at,
        one.last_inbound_at,
        one.status,
        one.unread,
      ]
    : [JSON.stringify(input)];
  values.push(rowsJson(conversationMessages, rows));
  if (shape.links) values.push(rowsJson(checkoutLinks, links));
  const written = await queryPrepared<{ id: string; state_version: number; unread_count: number; updated_at: string }>(
    db,
    writeText(shape),
    values,
  );
  if (shape.queued) await jobsAdded(db);
  const updated = new Map(written.map((r) => [r.id, r]));
  return turns.map((turn) => {
    const row = updated.get(turn.conversation.id);
    return row
      ? result(turn, {
          stateVersion: Number(row.state_version),
          unreadCount: Number(row.unread_count),
          updatedAt: new Date(row.updated_at),
        })
      : null;
  });
}

/**
 * One turn's optimistic write. Turns that arrive while a write runs go together in the next
 * statement (group commit), one per conversation in a statement.
 */
export const writeIfUnchanged = groupCommit<Turn, InboundResult | null>({
  one: async (db, turn) => (await writeTurnsIfUnchanged(db, [turn]))[0]!,
  many: writeTurnsIfUnchanged,
  key: (turn) => turn.conversation.id,
});

export async function answerAgain(
  tx: Db,
  conversation: Conversation,
  firstId: string,
  state: ChatState,
): Promise<InboundResult> {
  const rows = await tx
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.shopId, conversation.shopId),
        eq(conversationMessages.conversationId, conversation.id),
        eq(conversationMessages.replyTo, firstId),
      ),
    )
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return {
    conversation,
    duplicate: true,
    messages: rows,
    reply: toReply(rows, conversation.botPaused ? null : state.node),
  };
}

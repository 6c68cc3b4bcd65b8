import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BotAction, BotReply } from '../../lib/chat/bot-reply.ts';
import type { Bilingual, Flow } from '../../lib/chat/flow-schema.ts';
import { normalizePhone } from '../../lib/phone.ts';
import type { Db, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { rowFromJson, rowsJson } from '../db/rows-json.ts';
import { chatFlows, checkoutLinks, conversationMessages, conversations, type CheckoutLink, type ChatChannel, type ChatLanguage, type Conversation, type ConversationMessage, type MessageContent } from '../db/schema/chat.ts';
import type { Deps } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { findOrCreateCustomer } from '../modules/customers/customer.service.ts';
import { botTexts } from './bot-texts.ts';
import { contentPreview } from './content-preview.ts';
import { enqueueSends, messageClock, outboundRows } from './deliver.ts';
import { readState, type ChatState, type Inbound, type RunContext, type ShopInfo } from './engine-types.ts';
import { edgeTarget, nodeById } from './flow-graph.ts';
import { defaultFlow } from '../../lib/chat/default-flow.ts';
import { ensureFlow, loadFlowVersion, publishedVersion } from './flow-store.ts';
import { cachedConversation, forgetConversation, rememberConversation } from './conversation-cache.ts';
import { interpolate } from './interpolate.ts';
import { answerNode, enterNode } from './run-node.ts';
import { shopInfo } from './shop-info.ts';
import { firstMessageTrigger, keywordTrigger, widgetOpenedTrigger } from './triggers.ts';

export type InboundInput = {
  shopId: string;
  channel: ChatChannel;
  externalId: string;
  messageId?: string | null;
  content: MessageContent;
  event?: 'widget_opened';
  profile?: { name?: string; phone?: string };
  language?: ChatLanguage;
  preview?: boolean;
};

export type InboundResult = {
  conversation: Conversation;
  duplicate: boolean;
  messages: ConversationMessage[];
  reply: BotReply;
  /** The stored customer message (null for an event or a repeat). */
  inbound?: ConversationMessage | null;
};

/** Optimistic tries before a message takes the locked path (a conflict means another write to the same conversation). */
const OPTIMISTIC_ATTEMPTS = 3;
/** Thrown by ctx.exclusive() in the optimistic pass: the message is run again under the row lock. */
const NEEDS_LOCK = Symbol('needs lock');
// A chat message need not wait for its WAL flush (docs/decisions/0006): a crash could lose the
// last moments of messages, never corrupt them, and the widget resends an unanswered message id.
// Set inside the statement, for its own transaction only, to save a round trip.
const RELAXED_COMMIT = sql<string>`set_config('synchronous_commit', 'off', true)`;

/** Enough steps for any sensible flow; a jump loop without a question stops here instead of spinning. */
const MAX_STEPS = 60;
const LANGUAGE_WORDS = new Map<string, ChatLanguage>([['english', 'en'], ['kiingereza', 'en'], ['kiswahili', 'sw'], ['swahili', 'sw']]);

const actionText = (a: BotAction): string | null =>
  'send_message' in a ? a.send_message.text : 'send_reply_button' in a ? a.send_reply_button.body.text : 'send_button' in a ? a.send_button.body : null;

export function toReply(rows: ConversationMessage[], nextState: string | null): BotReply {
  const actions = rows.flatMap((r) => (r.content.kind === 'action' ? [r.content.action] : []));
  const texts = actions.map(actionText).filter((t): t is string => t !== null);
  return { actions, message: texts.length === 1 ? texts[0]! : texts, response: rows.map((r) => ({ id: r.id })), next_state: nextState };
}

/**
 * The conversation row with its flow's published version, and whether this message id was
 * answered before (a resend). Unlocked, the check rides in the same round trip. Locked (one
 * message of a conversation at a time, across processes), it is a statement of its own after the
 * lock: a statement that waited for the lock still reads with the snapshot it started with, which
 * cannot see the message the lock holder just stored.
 */
async function readConversation(db: Db, shopId: string, channel: ChatChannel, externalId: string, messageId: string | null, lock: boolean) {
  const seen = messageId && !lock ? seenMessage(sql`"conversations"."shop_id"`, sql`"conversations"."id"`, messageId) : sql<string | null>`null::uuid`;
  const query = db
    .select({ conversation: conversations, publishedVersion: chatFlows.publishedVersion, seen, relaxed: lock ? RELAXED_COMMIT : sql<string>`null` })
    .from(conversations)
    .leftJoin(chatFlows, eq(chatFlows.shopId, conversations.shopId))
    .where(and(eq(conversations.shopId, shopId), eq(conversations.channel, channel), eq(conversations.externalId, externalId)));
  if (!lock) return (await query)[0];
  const [row] = await query.for('update', { of: conversations });
  if (!row || !messageId) return row;
  const [again] = await db.execute<{ id: string | null }>(sql`select ${seenMessage(row.conversation.shopId, row.conversation.id, messageId)} as id`).then((r) => (r as unknown as { rows: { id: string | null }[] }).rows);
  return { ...row, seen: again?.id ?? null };
}

const seenMessage = (shopId: unknown, conversationId: unknown, messageId: string) =>
  sql<string | null>`(select m.id from conversation_messages m where m.shop_id = ${shopId} and m.conversation_id = ${conversationId}
    and m.direction = 'in' and m.external_id = ${messageId} limit 1)`;

/**
 * A new conversation (with its customer on WhatsApp, found by phone), or null when a concurrent
 * first message made it a moment ago.
 */
async function createConversation(db: Db, shop: ShopInfo, input: InboundInput): Promise<Conversation | null> {
  const whatsapp = input.channel === 'whatsapp';
  const phone = whatsapp ? normalizePhone(`+${input.externalId}`) : input.profile?.phone ? normalizePhone(input.profile.phone) : null;
  const language = whatsapp ? shop.defaultLanguage : (input.language ?? shop.defaultLanguage);
  const name = input.profile?.name?.trim().slice(0, 200) ?? '';
  const customer = whatsapp && phone ? await findOrCreateCustomer(db, shop.id, { phone, name, language }) : null;
  const [made] = await db
    .insert(conversations)
    .values({ shopId: shop.id, channel: input.channel, externalId: input.externalId, language, customerName: name, customerPhone: phone ?? '', customerId: customer?.id ?? null })
    .onConflictDoNothing()
    .returning();
  return made ?? null;
}

/**
 * A widget conversation read or, when there is none, made: one statement either way (a burst of
 * new chats is the widget's busiest moment). undefined when a concurrent first message made it
 * after this statement's snapshot: then it is read again.
 */
async function readOrCreateWidgetConversation(db: Db, shop: ShopInfo, input: InboundInput, messageId: string | null): Promise<Opened | undefined> {
  const language = input.language ?? shop.defaultLanguage;
  const name = input.profile?.name?.trim().slice(0, 200) ?? '';
  const phone = input.profile?.phone ? normalizePhone(input.profile.phone) : null;
  const result = await db.execute(sql`
    with made as (
      insert into conversations (shop_id, channel, external_id, language, customer_name, customer_phone)
      values (${shop.id}, 'widget', ${input.externalId}, ${language}, ${name}, ${phone ?? ''})
      on conflict do nothing
      returning *
    )
    select to_jsonb(made) as row, true as created, null::uuid as seen from made
    union all
    select to_jsonb(c) as row, false as created, ${messageId ? seenMessage(sql`c.shop_id`, sql`c.id`, messageId) : sql`null::uuid`} as seen
    from conversations c
    where c.shop_id = ${shop.id} and c.channel = 'widget' and c.external_id = ${input.externalId} and not exists (select 1 from made)`);
  const [row] = (result as unknown as { rows: { row: Record<string, unknown>; created: boolean; seen: string | null }[] }).rows;
  if (!row) return undefined;
  return { conversation: rowFromJson(conversations, row.row), publishedVersion: await publishedVersion(db, shop.id), seen: row.seen, created: row.created };
}

async function openConversation(tx: Tx, shop: ShopInfo, input: InboundInput, messageId: string | null): Promise<Opened> {
  const found = await readConversation(tx, shop.id, input.channel, input.externalId, messageId, true);
  if (found) return { ...found, created: false };
  await createConversation(tx, shop, input);
  const made = await readConversation(tx, shop.id, input.channel, input.externalId, messageId, true);
  return { ...made!, created: true };
}

async function flowFor(tx: Db, shopId: string, preview: boolean, publishedVersion: number | null): Promise<Flow> {
  if (preview) {
    const row = await ensureFlow(tx, shopId);
    return row.draft;
  }
  // null: the shop has no flow row yet (ensureFlow makes it) or never published one.
  const version = publishedVersion ?? (await ensureFlow(tx, shopId)).publishedVersion;
  return (version ? await loadFlowVersion(tx, shopId, version) : null) ?? defaultFlow();
}

/** Which node a message addresses: the node of a tapped button when that node waits for answers, else the pending one. */
function addressedNode(flow: Flow, state: ChatState, id: string | null): string | null {
  const target = id && /^[qs]:([\w-]+):/.exec(id)?.[1];
  if (target && nodeById(flow, target)) return target;
  return state.node;
}

async function run(ctx: RunContext, startId: string | undefined): Promise<void> {
  let nodeId = startId;
  ctx.state.node = null;
  for (let i = 0; nodeId && i < MAX_STEPS; i++) {
    const node = nodeById(ctx.flow, nodeId);
    if (!node) return;
    const step = await enterNode(node, ctx);
    if (!(await follow(ctx, node.id, step, (next) => (nodeId = next)))) return;
  }
  if (nodeId) ctx.log.warn({ shopId: ctx.shop.id, node: nodeId }, 'chat flow stopped after too many steps');
}

/** Applies a step; true (with the next node set) when the flow goes on. */
async function follow(ctx: RunContext, nodeId: string, step: Awaited<ReturnType<typeof enterNode>>, goTo: (id: string | undefined) => void): Promise<boolean> {
  switch (step.kind) {
    case 'next':
      goTo(edgeTarget(ctx.flow, nodeId, step.handle));
      return true;
    case 'jump':
      goTo(step.target);
      return true;
    case 'wait':
    case 'retry':
      ctx.state.node = nodeId;
      return false;
    case 'pause':
      ctx.conversation.botPaused = true;
      ctx.state.node = null;
      return false;
    case 'end':
      ctx.state.node = null;
      return false;
    case 'unanswered':
      await run(ctx, firstMessageTrigger(ctx.flow)?.id);
      return false;
  }
}

/** Runs the flow for one message: what is said goes to ctx.say, where it waits goes to ctx.state.node. */
async function converse(ctx: RunContext, input: Inbound, opts: { event?: 'widget_opened'; created: boolean }): Promise<void> {
  const { flow, state } = ctx;
  if (opts.event === 'widget_opened') {
    // Only a new conversation is greeted: reopening the widget shows the history, not a new greeting.
    if (opts.created) await run(ctx, widgetOpenedTrigger(flow)?.id);
    return;
  }
  const typed = input.content.kind === 'text' ? input.text.trim().toLowerCase() : '';
  const language = LANGUAGE_WORDS.get(typed);
  if (language) {
    ctx.lang = language;
    ctx.conversation.language = language;
    ctx.say({ send_message: { text: botTexts.languageSet[language] } });
    await run(ctx, firstMessageTrigger(flow)?.id);
    return;
  }
  const keyword = input.id ? null : keywordTrigger(flow, input.text);
  if (keyword) return run(ctx, keyword.id);
  const waiting = addressedNode(flow, state, input.id);
  const node = waiting ? nodeById(flow, waiting) : undefined;
  const answered = node ? answerNode(node, ctx, input) : null;
  if (!node || !answered) return run(ctx, firstMessageTrigger(flow)?.id);
  const step = await answered;
  let next: string | undefined;
  if (await follow(ctx, node.id, step, (id) => (next = id))) await run(ctx, next);
}

function readInbound(content: MessageContent, state: ChatState): { inbound: Inbound; stored: MessageContent } {
  if (content.kind === 'interactive') {
    // Own keys only: an id such as "constructor" must not find Object's prototype.
    const offered = state.offered && Object.hasOwn(state.offered, content.id) ? state.offered[content.id] : undefined;
    const title = typeof offered === 'string' ? offered : content.title || content.id;
    const stored = { kind: 'interactive' as const, id: content.id, title: title || content.id };
    return { inbound: { content: stored, text: stored.title, id: content.id }, stored };
  }
  if (content.kind === 'text') {
    // A typed button title counts as the tap (WhatsApp users often type "My orders").
    const typed = content.text.trim().toLowerCase();
    const id = Object.entries(state.offered ?? {}).find(([, title]) => title.toLowerCase() === typed)?.[0] ?? null;
    return { inbound: { content, text: content.text, id }, stored: content };
  }
  return { inbound: { content, text: '', id: null }, stored: content };
}

/**
 * One customer message (or the widget's "opened" event) in, the bot's answer out, stored with
 * the conversation's new state so that it survives a restart and two app processes never
 * interleave one conversation (docs/decisions/0006 and 0008). A message id seen before gets the
 * rows first answered (duplicate = true).
 *
 * Most messages take the optimistic path: read the conversation, run the flow, and write the
 * outcome in one statement only if nobody wrote the conversation meanwhile (two round trips, no
 * transaction open while the flow runs; one, the write, when this process remembers the
 * conversation). A step with a side effect outside the database (the merchant's URL) or
 * repeated conflicts take the locked path: one transaction with the row locked from the first
 * read to the write.
 */
export async function handleInbound(deps: Deps, input: InboundInput): Promise<InboundResult> {
  const db = deps.database.db;
  const shop = await shopInfo(db, input.shopId);
  if (!shop) throw new AppError(404, 'bot_not_found');
  const preview = input.preview === true;
  const externalId = preview && !input.externalId.startsWith('preview:') ? `preview:${input.externalId}` : input.externalId;
  const target = { ...input, externalId, preview };
  const messageId = input.event ? null : input.messageId?.slice(0, 128) || null;

  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    // The conversation as this process last wrote it (no read at all), else as stored now, else a new one.
    const known = attempt === 0 ? cachedConversation(shop.id, input.channel, externalId) : undefined;
    let opened: Opened | undefined = known
      ? { conversation: known, publishedVersion: await publishedVersion(db, shop.id), seen: null, created: false }
      : input.channel === 'widget'
        ? await readOrCreateWidgetConversation(db, shop, target, messageId)
        : await readConversation(db, shop.id, input.channel, externalId, messageId, false).then((row) => row && { ...row, created: false });
    if (!opened) {
      const made = await createConversation(db, shop, target);
      if (!made) continue; // made by a concurrent first message: read it
      opened = { conversation: made, publishedVersion: await publishedVersion(db, shop.id), seen: null, created: true };
    }
    if (opened.seen) return answerAgain(db, opened.conversation, opened.seen, readState(opened.conversation.state));
    let turn: Turn;
    try {
      turn = await runTurn(deps, db, shop, target, opened, messageId, 'optimistic');
    } catch (error) {
      if (error === NEEDS_LOCK) break;
      throw error;
    }
    try {
      const written = await writeIfUnchanged(db, turn);
      if (written) return remembered(written);
    } catch (error) {
      // The same message id already stored (a resend, or a concurrent copy): the read finds it as seen.
      if (!isUniqueViolation(error, 'conversation_messages_external_uq')) throw error;
    }
    forgetConversation(shop.id, input.channel, externalId);
  }

  return db.transaction(async (tx) => {
    const opened = await openConversation(tx, shop, target, messageId);
    // Under the row lock nobody else can store this id meanwhile: the check is the answer.
    if (opened.seen) return answerAgain(tx, opened.conversation, opened.seen, readState(opened.conversation.state));
    const turn = await runTurn(deps, tx, shop, target, opened, messageId, 'locked');
    return writeLocked(tx, turn);
  }).then(remembered);
}

/** A written conversation is remembered for its next message (never a repeat's, which wrote nothing). */
function remembered(result: InboundResult): InboundResult {
  if (!result.duplicate) rememberConversation(result.conversation);
  return result;
}

type Opened = { conversation: Conversation; publishedVersion: number | null; seen: string | null; created: boolean };

/** One message's outcome, computed but not yet stored. */
type Turn = {
  conversation: Conversation;
  inboundRow: ConversationMessage | null;
  rows: ConversationMessage[];
  checkoutLinks: CheckoutLink[];
  changes: Pick<Conversation, 'state' | 'language' | 'botPaused'> & Partial<Pick<Conversation, 'lastMessagePreview' | 'lastMessageAt' | 'lastInboundAt' | 'status'>>;
  nextState: string | null;
};

/** Runs the flow for one message; in the optimistic mode a step with a side effect throws NEEDS_LOCK before it happens. */
async function runTurn(deps: Deps, db: Db, shop: ShopInfo, input: InboundInput, opened: Opened, messageId: string | null, mode: 'optimistic' | 'locked'): Promise<Turn> {
  const { conversation } = opened;
  const state = readState(conversation.state);
  const event = input.event;
  const clock = messageClock(conversation);
  const { inbound, stored } = readInbound(input.content, state);
  let inboundRow: ConversationMessage | null = null;
  if (!event) {
    const at = clock();
    inboundRow = { shopId: shop.id, id: randomUUID(), conversationId: conversation.id, direction: 'in', author: 'customer', authorUserId: null, externalId: messageId, replyTo: null, content: stored, preview: contentPreview(stored), status: 'received', error: null, createdAt: at, updatedAt: at };
  }

  const said: BotAction[] = [];
  const alsoStore: RunContext['alsoStore'] = { checkoutLinks: [] };
  const ctx: RunContext = {
    db,
    env: deps.env,
    log: deps.log,
    shop,
    conversation,
    flow: conversation.botPaused ? { version: 1, nodes: [], edges: [] } : await flowFor(db, shop.id, input.preview === true, opened.publishedVersion),
    state,
    lang: conversation.language,
    now: new Date(),
    preview: input.preview === true,
    say: (action) => void said.push(action),
    text: (value: Bilingual) => interpolate(value[ctx.lang], { ...state.vars, shop_name: shop.name, customer_name: conversation.customerName, customer_phone: conversation.customerPhone }),
    exclusive: () => {
      if (mode === 'optimistic') throw NEEDS_LOCK;
    },
    alsoStore,
  };
  if (!conversation.botPaused) await converse(ctx, inbound, { event, created: opened.created });

  const rows = outboundRows({ shopId: shop.id, conversation, contents: said.map((action) => ({ kind: 'action' as const, action })), author: 'bot', replyTo: inboundRow?.id ?? null, clock });
  const last = rows[rows.length - 1] ?? inboundRow;
  const changes: Turn['changes'] = {
    state: ctx.state,
    language: ctx.lang,
    botPaused: conversation.botPaused,
    ...(last && { lastMessagePreview: last.preview, lastMessageAt: last.createdAt }),
    ...(inboundRow && { lastInboundAt: inboundRow.createdAt }),
    // A conversation the customer writes in again is open again.
    ...(inboundRow && conversation.status === 'closed' && { status: 'open' as const }),
  };
  return { conversation, inboundRow, rows, checkoutLinks: alsoStore.checkoutLinks, changes, nextState: conversation.botPaused ? null : ctx.state.node };
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
async function writeLocked(tx: Tx, turn: Turn): Promise<InboundResult> {
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
async function writeIfUnchanged(db: Db, turn: Turn): Promise<InboundResult | null> {
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

async function answerAgain(tx: Db, conversation: Conversation, firstId: string, state: ChatState): Promise<InboundResult> {
  const rows = await tx
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.shopId, conversation.shopId), eq(conversationMessages.conversationId, conversation.id), eq(conversationMessages.replyTo, firstId)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return { conversation, duplicate: true, messages: rows, reply: toReply(rows, conversation.botPaused ? null : state.node) };
}

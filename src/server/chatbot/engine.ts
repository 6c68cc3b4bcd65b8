import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BotAction, BotReply } from '../../lib/chat/bot-reply.ts';
import type { Bilingual, Flow } from '../../lib/chat/flow-schema.ts';
import { normalizePhone } from '../../lib/phone.ts';
import type { Tx } from '../db/client.ts';
import { chatFlows, conversationMessages, conversations, type ChatChannel, type ChatLanguage, type Conversation, type ConversationMessage, type MessageContent } from '../db/schema/chat.ts';
import type { Deps } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { findOrCreateCustomer } from '../modules/customers/customer.service.ts';
import { botTexts } from './bot-texts.ts';
import { contentPreview } from './content-preview.ts';
import { enqueueSends, messageClock, outboundRows } from './deliver.ts';
import { readState, type ChatState, type Inbound, type RunContext, type ShopInfo } from './engine-types.ts';
import { edgeTarget, nodeById } from './flow-graph.ts';
import { defaultFlow } from '../../lib/chat/default-flow.ts';
import { ensureFlow, loadFlowVersion } from './flow-store.ts';
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

/** The conversation row under a lock (one message of a conversation at a time, across processes), with the flow's version. */
async function lockConversation(tx: Tx, shopId: string, channel: ChatChannel, externalId: string, messageId: string | null) {
  // The same round trip tells whether this message id was answered before (a retried send).
  const seen = messageId
    ? sql<string | null>`(select m.id from conversation_messages m where m.shop_id = "conversations"."shop_id" and m.conversation_id = "conversations"."id"
        and m.direction = 'in' and m.external_id = ${messageId} limit 1)`
    : sql<string | null>`null::uuid`;
  const [row] = await tx
    .select({
      conversation: conversations,
      publishedVersion: chatFlows.publishedVersion,
      seen,
      // A chat message need not wait for its WAL flush (docs/decisions/0006): a crash could lose
      // the last moments of messages, never corrupt them, and the widget resends an unanswered
      // message id. Set here, for this transaction only, to save a round trip of its own.
      relaxed: sql<string>`set_config('synchronous_commit', 'off', true)`,
    })
    .from(conversations)
    .leftJoin(chatFlows, eq(chatFlows.shopId, conversations.shopId))
    .where(and(eq(conversations.shopId, shopId), eq(conversations.channel, channel), eq(conversations.externalId, externalId)))
    .for('update', { of: conversations });
  return row;
}

async function openConversation(tx: Tx, shop: ShopInfo, input: InboundInput, messageId: string | null) {
  const found = await lockConversation(tx, shop.id, input.channel, input.externalId, messageId);
  if (found) return { ...found, created: false };
  const whatsapp = input.channel === 'whatsapp';
  const phone = whatsapp ? normalizePhone(`+${input.externalId}`) : input.profile?.phone ? normalizePhone(input.profile.phone) : null;
  const language = whatsapp ? shop.defaultLanguage : (input.language ?? shop.defaultLanguage);
  const name = input.profile?.name?.trim().slice(0, 200) ?? '';
  const customer = whatsapp && phone ? await findOrCreateCustomer(tx, shop.id, { phone, name, language }) : null;
  await tx
    .insert(conversations)
    .values({ shopId: shop.id, channel: input.channel, externalId: input.externalId, language, customerName: name, customerPhone: phone ?? '', customerId: customer?.id ?? null })
    .onConflictDoNothing();
  const made = await lockConversation(tx, shop.id, input.channel, input.externalId, messageId);
  return { ...made!, created: true };
}

async function flowFor(tx: Tx, shopId: string, preview: boolean, publishedVersion: number | null): Promise<Flow> {
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
 * One customer message (or the widget's "opened" event) in, the bot's answer out: stored, run
 * and answered in one transaction with the conversation row locked, so the state survives a
 * restart and two app processes never run the same conversation at once. A message id seen
 * before gets the rows first answered (duplicate = true).
 */
export async function handleInbound(deps: Deps, input: InboundInput): Promise<InboundResult> {
  const db = deps.database.db;
  const shop = await shopInfo(db, input.shopId);
  if (!shop) throw new AppError(404, 'bot_not_found');
  const preview = input.preview === true;
  const externalId = preview && !input.externalId.startsWith('preview:') ? `preview:${input.externalId}` : input.externalId;
  const event = input.event;
  return db.transaction(async (tx) => {
    const messageId = event ? null : input.messageId?.slice(0, 128) || null;
    const opened = await openConversation(tx, shop, { ...input, externalId }, messageId);
    const conversation = opened.conversation;
    const state = readState(conversation.state);
    // Under the row lock nobody else can store this id meanwhile: the check above is the answer.
    if (opened.seen) return answerAgain(tx, conversation, opened.seen, state);
    const clock = messageClock(conversation);
    const { inbound, stored } = readInbound(input.content, state);
    let inboundRow: ConversationMessage | null = null;
    if (!event) {
      const at = clock();
      inboundRow = { shopId: shop.id, id: randomUUID(), conversationId: conversation.id, direction: 'in', author: 'customer', authorUserId: null, externalId: messageId, replyTo: null, content: stored, preview: contentPreview(stored), status: 'received', error: null, createdAt: at, updatedAt: at };
    }

    const said: BotAction[] = [];
    const ctx: RunContext = {
      tx,
      env: deps.env,
      log: deps.log,
      shop,
      conversation,
      flow: conversation.botPaused ? { version: 1, nodes: [], edges: [] } : await flowFor(tx, shop.id, preview, opened.publishedVersion),
      state,
      lang: conversation.language,
      now: new Date(),
      preview,
      say: (action) => void said.push(action),
      text: (value: Bilingual) => interpolate(value[ctx.lang], { ...state.vars, shop_name: shop.name, customer_name: conversation.customerName, customer_phone: conversation.customerPhone }),
    };
    if (!conversation.botPaused) await converse(ctx, inbound, { event, created: opened.created });

    const rows = outboundRows({ shopId: shop.id, conversation, contents: said.map((action) => ({ kind: 'action' as const, action })), author: 'bot', replyTo: inboundRow?.id ?? null, clock });
    const last = rows[rows.length - 1] ?? inboundRow;
    const changes = {
      state: ctx.state,
      language: ctx.lang,
      botPaused: conversation.botPaused,
      ...(last && { lastMessagePreview: last.preview, lastMessageAt: last.createdAt }),
      ...(inboundRow && { lastInboundAt: inboundRow.createdAt }),
      // A conversation the customer writes in again is open again.
      ...(inboundRow && conversation.status === 'closed' && { status: 'open' as const }),
    };
    // The customer's message, the answers and the conversation in one statement (the rows as a
    // data-modifying CTE): each round trip holds a pooled connection and the row lock a little longer.
    const all = inboundRow ? [inboundRow, ...rows] : rows;
    const writes = all.length ? [tx.$with('stored_rows', {}).as(tx.insert(conversationMessages).values(all).getSQL())] : [];
    const [counters] = await tx
      .with(...writes)
      .update(conversations)
      .set({
        ...changes,
        stateVersion: sql`${conversations.stateVersion} + 1`,
        ...(inboundRow && { unreadCount: sql`${conversations.unreadCount} + 1` }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(conversations.shopId, shop.id), eq(conversations.id, conversation.id)))
      .returning({ stateVersion: conversations.stateVersion, unreadCount: conversations.unreadCount, updatedAt: conversations.updatedAt });
    if (conversation.channel === 'whatsapp') await enqueueSends(tx, rows);
    const updated: Conversation = { ...conversation, ...changes, ...counters! };
    return { conversation: updated, duplicate: false, messages: rows, reply: toReply(rows, conversation.botPaused ? null : ctx.state.node), inbound: inboundRow };
  });
}

async function answerAgain(tx: Tx, conversation: Conversation, firstId: string, state: ChatState): Promise<InboundResult> {
  const rows = await tx
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.shopId, conversation.shopId), eq(conversationMessages.conversationId, conversation.id), eq(conversationMessages.replyTo, firstId)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return { conversation, duplicate: true, messages: rows, reply: toReply(rows, conversation.botPaused ? null : state.node) };
}

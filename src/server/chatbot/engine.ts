import type { BotAction, ReplyInput } from '../../lib/chat/bot-reply.ts';
import type { Bilingual, Flow, FlowNode } from '../../lib/chat/flow-schema.ts';
import { defaultFlow } from '../../lib/chat/default-flow.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import type { ChatLanguage, ConversationMessage, MessageContent } from '../db/schema/chat.ts';
import type { Deps } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { botTexts } from './bot-texts.ts';
import { contentPreview } from './content-preview.ts';
import {
  cachedConversation,
  distrustConversation,
  noteConversationRead,
  rememberConversation,
} from './conversation-cache.ts';
import {
  createConversation,
  openConversation,
  readConversation,
  readOrCreateWidgetConversation,
  type Opened,
} from './conversation-open.ts';
import { messageClock, outboundRows } from './deliver.ts';
import {
  readState,
  type ChatState,
  type Inbound,
  type InboundInput,
  type InboundResult,
  type RunContext,
  type ShopInfo,
} from './engine-types.ts';
import { edgeTarget, nodeById } from './flow-graph.ts';
import { ensureFlow, loadFlowVersion, publishedVersion } from './flow-store.ts';
import { interpolate } from './interpolate.ts';
import { answerNode, enterNode, takesAnswers } from './run-node.ts';
import { chosenChoice } from './executors/question.ts';
import { answerFromKnowledge, asksSomething, consultKnowledge, worthSearching } from './knowledge-reply.ts';
import type { KnowledgeAnswer, ShopPorts } from './shop-ports.ts';
import { shopInfo } from './shop-info.ts';
import { firstMessageTrigger, keywordTrigger, widgetOpenedTrigger } from './triggers.ts';
import { answerAgain, writeIfUnchanged, writeLocked, type Turn } from './turn-write.ts';
import { timeOrderedId } from '../db/time-ordered-id.ts';
import { detectLanguage } from '../../lib/chat/detect-language.ts';
import { optOutWord } from '../../lib/opt-out.ts';
import { takeChatCode } from './chat-discount.ts';

export type { InboundInput, InboundResult } from './engine-types.ts';

/** Optimistic tries before a message takes the locked path (a conflict means another write to the same conversation). */
const OPTIMISTIC_ATTEMPTS = 3;
/** Thrown by ctx.exclusive() in the optimistic pass: the message is run again under the row lock. */
const NEEDS_LOCK = Symbol('needs lock');
/** Enough steps for any sensible flow; a jump loop without a question stops here instead of spinning. */
const MAX_STEPS = 60;
const LANGUAGE_WORDS = new Map<string, ChatLanguage>([
  ['english', 'en'],
  ['kiingereza', 'en'],
  ['kiswahili', 'sw'],
  ['swahili', 'sw'],
]);

async function flowFor(
  tx: Db,
  shopId: string,
  preview: boolean,
  readVersion: number | null | undefined,
): Promise<Flow> {
  if (preview) {
    const row = await ensureFlow(tx, shopId);
    return row.draft;
  }
  // null: the shop has no flow row yet (ensureFlow makes it) or never published one.
  const version =
    (readVersion === undefined ? await publishedVersion(tx, shopId) : readVersion) ??
    (await ensureFlow(tx, shopId)).publishedVersion;
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
async function follow(
  ctx: RunContext,
  nodeId: string,
  step: Awaited<ReturnType<typeof enterNode>>,
  goTo: (id: string | undefined) => void,
): Promise<boolean> {
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
  }
}

/** Runs the flow for one message: what is said goes to ctx.say, where it waits goes to ctx.state.node. */
async function converse(
  ctx: RunContext,
  input: Inbound,
  opts: { event?: 'widget_opened'; created: boolean },
): Promise<void> {
  const { flow, state } = ctx;
  if (opts.event === 'widget_opened') {
    // Only a new conversation is greeted: reopening the widget shows the history, not a new greeting.
    if (opts.created) await run(ctx, widgetOpenedTrigger(flow)?.id);
    return;
  }
  const typed = input.content.kind === 'text' ? input.text.trim().toLowerCase() : '';
  // The conversation speaks what the customer writes ("Habari" on an English page is answered in
  // Swahili); it started in the page's language, else the shop's. A message with no telling word
  // changes nothing.
  const written = typed ? detectLanguage(typed) : null;
  if (written) {
    ctx.lang = written;
    ctx.conversation.language = written;
  }
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
  if (await fromKnowledge(ctx, node, input)) return;
  const answered = node ? answerNode(node, ctx, input) : null;
  if (!node || !answered) return run(ctx, firstMessageTrigger(flow)?.id);
  const step = await answered;
  let next: string | undefined;
  if (await follow(ctx, node.id, step, (id) => (next = id))) await run(ctx, next);
}

/**
 * The shop-wide fallback of issue 30 (docs/decisions/0048): free text that no flow path takes
 * (nothing waits for it, or a choice question none of whose choices it names, where the flow
 * would start over or ask again) is looked up in the shop's knowledge, in the conversation's
 * language. A hit is quoted with its source, then the waiting question (the menu) is asked again,
 * or the flow starts over as before. A question nothing answers is said to be unknown and goes to
 * a person, as the handover node does. A shop without knowledge, chatter ("asante"), and a miss
 * that asks nothing go on as before. True when the message was answered here.
 */
async function fromKnowledge(ctx: RunContext, node: FlowNode | undefined, input: Inbound): Promise<boolean> {
  if (input.id !== null || input.content.kind !== 'text') return false;
  const free =
    !node ||
    !takesAnswers(node) ||
    (node.type === 'question' && node.data.kind === 'choice' && !chosenChoice(node, input));
  if (!free || !worthSearching(input.text)) return false;
  const answer = await consultKnowledge(ctx, input.text);
  if (answer.kind === 'no_knowledge' || (answer.kind === 'miss' && !asksSomething(input.text))) return false;
  if (answerFromKnowledge(ctx, input.text, answer)) {
    if (node?.type !== 'question') {
      await run(ctx, firstMessageTrigger(ctx.flow)?.id);
      return true;
    }
    delete ctx.state.page;
    await follow(ctx, node.id, await enterNode(node, ctx), () => undefined);
    return true;
  }
  ctx.say({ send_message: { text: botTexts.knowledgeUnknown[ctx.lang] } });
  ctx.conversation.botPaused = true;
  ctx.state.node = null;
  return true;
}

/**
 * A typed answer that names an offered choice: its title (WhatsApp users often type "My orders"),
 * or its number in the list ("2" for the second), unless the choices are numbers themselves (the
 * quantity buttons, where "2" means two).
 */
function typedChoice(text: string, offered: Record<string, string>): string | null {
  const typed = text.trim().toLowerCase();
  const choices = Object.entries(offered);
  const byTitle = choices.find(([, title]) => title.toLowerCase() === typed)?.[0];
  if (byTitle) return byTitle;
  const n = /^\d{1,2}$/.test(typed) ? Number(typed) : 0;
  const numeric = choices.some(([, title]) => /^\d+$/.test(title.trim()));
  return n >= 1 && n <= choices.length && !numeric ? choices[n - 1]![0] : null;
}

function readInbound(content: MessageContent, state: ChatState): { inbound: Inbound; stored: MessageContent } {
  if (content.kind === 'interactive') {
    // Own keys only: an id such as "constructor" must not find Object's prototype.
    // The title the bot offered with this id; a button of an earlier message (no longer in
    // `offered`) keeps the title the channel sent with the tap (WhatsApp, the widget).
    const offered = state.offered && Object.hasOwn(state.offered, content.id) ? state.offered[content.id] : undefined;
    const title = typeof offered === 'string' ? offered : content.title;
    const stored = { kind: 'interactive' as const, id: content.id, title };
    return { inbound: { content: stored, text: stored.title, id: content.id }, stored };
  }
  if (content.kind === 'text') {
    return {
      inbound: { content, text: content.text, id: typedChoice(content.text, state.offered ?? {}) },
      stored: content,
    };
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
  const externalId =
    preview && !input.externalId.startsWith('preview:') ? `preview:${input.externalId}` : input.externalId;
  const target = { ...input, externalId, preview };
  const messageId = input.event ? null : input.messageId?.slice(0, 128) || null;
  const knowledge = knowledgeOnce(deps.shopPorts, shop.id);

  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    // The conversation as this process last wrote it (no read at all), else as stored now, else a new one.
    const known = attempt === 0 ? cachedConversation(shop.id, input.channel, externalId) : undefined;
    let opened: Opened | undefined = known
      ? { conversation: known, seen: null, created: false }
      : input.channel === 'widget'
        ? await readOrCreateWidgetConversation(db, shop, target, messageId)
        : await readConversation(db, shop.id, input.channel, externalId, messageId, false).then(
            (row) => row && { ...row, created: false },
          );
    if (!opened) {
      const made = await createConversation(db, deps.shopPorts, shop, target);
      if (!made) continue; // made by a concurrent first message: read it
      opened = { conversation: made, seen: null, created: true };
    }
    if (opened.seen) return answerAgain(db, opened.conversation, opened.seen, readState(opened.conversation.state));
    if (!known && !opened.created) noteConversationRead(opened.conversation);
    let turn: Turn;
    try {
      turn = await runTurn(deps, db, shop, target, opened, messageId, 'optimistic', knowledge);
    } catch (error) {
      if (error === NEEDS_LOCK) break;
      throw error;
    }
    try {
      const written = await writeIfUnchanged(db, turn);
      if (written) return recorded(deps, turn, remembered(written));
    } catch (error) {
      // The same message id already stored (a resend, or a concurrent copy): the read finds it as seen.
      if (!isUniqueViolation(error, 'conversation_messages_external_uq')) throw error;
    }
    distrustConversation(shop.id, input.channel, externalId);
  }

  return db
    .transaction(async (tx) => {
      const opened = await openConversation(tx, deps.shopPorts, shop, target, messageId);
      // Under the row lock nobody else can store this id meanwhile: the check is the answer.
      if (opened.seen)
        return {
          turn: null,
          result: await answerAgain(tx, opened.conversation, opened.seen, readState(opened.conversation.state)),
        };
      const turn = await runTurn(deps, tx, shop, target, opened, messageId, 'locked', knowledge);
      return { turn, result: await writeLocked(tx, turn) };
    })
    .then(({ turn, result }) => recorded(deps, turn, remembered(result)));
}

type KnowledgeOnce = (db: Db, question: string, language: ChatLanguage, locked: boolean) => Promise<KnowledgeAnswer>;

/**
 * The shop's knowledge asked at most once per message and language: a turn run again after a
 * write conflict, or under the row lock, reuses the first answer (phrased, if it was, outside
 * any lock). A question first asked under the lock gets the plain passage (decision 0048).
 */
function knowledgeOnce(ports: ShopPorts, shopId: string): KnowledgeOnce {
  const asked = new Map<string, Promise<KnowledgeAnswer>>();
  return (db, question, language, locked) => {
    const key = `${language}\u0000${question}`;
    let answer = asked.get(key);
    if (!answer) {
      answer = ports.knowledgeAnswer(db, shopId, { question, language }, { locked });
      asked.set(key, answer);
    }
    return answer;
  };
}

/**
 * Once the message is stored, its ask of the shop's knowledge is recorded for the merchant (the
 * passage that answered, or the unanswered list), under the stored message's id: a copy of the
 * message that was answered again wrote nothing and records nothing. A failure costs the record,
 * never the customer's answer.
 */
async function recorded(deps: Deps, turn: Turn | null, result: InboundResult): Promise<InboundResult> {
  const ask = turn?.knowledgeAsk;
  const message = result.inbound;
  if (!ask || !message || result.duplicate) return result;
  try {
    await deps.shopPorts.recordKnowledgeAsk(deps.database.db, {
      shopId: message.shopId,
      conversationId: message.conversationId,
      messageId: message.id,
      ...ask,
    });
  } catch (error) {
    deps.log.warn({ shopId: message.shopId, err: (error as Error).message }, 'knowledge ask not recorded');
  }
  return result;
}

/** A written conversation is remembered for its next message (never a repeat's, which wrote nothing). */
function remembered(result: InboundResult): InboundResult {
  if (!result.duplicate) rememberConversation(result.conversation);
  return result;
}

/** Runs the flow for one message; in the optimistic mode a step with a side effect throws NEEDS_LOCK before it happens. */
async function runTurn(
  deps: Deps,
  db: Db,
  shop: ShopInfo,
  input: InboundInput,
  opened: Opened,
  messageId: string | null,
  mode: 'optimistic' | 'locked',
  knowledge: KnowledgeOnce,
): Promise<Turn> {
  const { conversation } = opened;
  const state = readState(conversation.state);
  const event = input.event;
  const clock = messageClock(conversation);
  const { inbound, stored } = readInbound(input.content, state);
  let inboundRow: ConversationMessage | null = null;
  if (!event) {
    const at = clock();
    inboundRow = {
      shopId: shop.id,
      id: timeOrderedId(),
      conversationId: conversation.id,
      direction: 'in',
      author: 'customer',
      authorUserId: null,
      externalId: messageId,
      replyTo: null,
      content: stored,
      preview: contentPreview(stored),
      status: 'received',
      error: null,
      createdAt: at,
      updatedAt: at,
    };
  }

  const said: BotAction[] = [];
  const alsoStore: RunContext['alsoStore'] = { checkoutLinks: [] };
  const ctx: RunContext = {
    db,
    env: deps.env,
    log: deps.log,
    shop,
    shopPorts: deps.shopPorts,
    conversation,
    flow: conversation.botPaused
      ? { version: 1, nodes: [], edges: [] }
      : await flowFor(db, shop.id, input.preview === true, opened.publishedVersion),
    state,
    lang: conversation.language,
    now: new Date(),
    preview: input.preview === true,
    say: (action) => void said.push(action),
    text: (value: Bilingual) =>
      interpolate(value[ctx.lang], {
        ...state.vars,
        shop_name: shop.name,
        customer_name: conversation.customerName,
        customer_phone: conversation.customerPhone,
      }),
    exclusive: () => {
      if (mode === 'optimistic') throw NEEDS_LOCK;
    },
    alsoStore,
    askKnowledge: (question) => knowledge(db, question.trim(), ctx.lang, mode === 'locked'),
  };
  const stop = !event && input.content.kind === 'text' ? optOutWord(input.content.text) : null;
  if (stop && input.content.kind === 'text') await optOut(ctx, stop, input.content.text);
  else if (!conversation.botPaused) {
    // A discount code typed in the chat is kept for the checkout (issue 28); the flow waits where it was.
    const code =
      !event && !ctx.preview && input.content.kind === 'text' && (await takeChatCode(ctx, input.content.text));
    if (!code) await converse(ctx, inbound, { event, created: opened.created });
  }

  const rows = outboundRows({
    shopId: shop.id,
    conversation,
    contents: said.map((action) => ({ kind: 'action' as const, action })),
    author: 'bot',
    replyTo: inboundRow?.id ?? null,
    clock,
  });
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
  const nextState = conversation.botPaused ? null : ctx.state.node;
  return {
    conversation,
    inboundRow,
    rows,
    checkoutLinks: alsoStore.checkoutLinks,
    // A preview (the builder's test chat) asks but leaves nothing in the merchant's lists.
    knowledgeAsk: ctx.preview ? undefined : alsoStore.knowledgeAsk,
    changes,
    nextState,
    input: inputHint(ctx.flow, nextState),
  };
}

/**
 * STOP, ACHA or SITAKI (any case and spacing): the shop's consent records the opt-out through
 * ShopPorts, under the conversation's row lock so that it is written once with this message, and
 * the bot confirms it, in Swahili for a Swahili word, else in the conversation's language. Even a
 * conversation a person has taken over gets the confirmation: the customer must know it worked.
 * The flow is not run and keeps waiting where it was.
 */
async function optOut(ctx: RunContext, word: 'stop' | 'acha' | 'sitaki', words: string): Promise<void> {
  ctx.exclusive();
  const { conversation } = ctx;
  if (!ctx.preview && conversation.customerPhone)
    await ctx.shopPorts.optOut(ctx.db, ctx.shop.id, conversation.customerPhone, conversation.channel, words);
  const language = word === 'stop' ? ctx.lang : 'sw';
  ctx.say({ send_message: { text: botTexts.optedOut[language] } });
}

/** A date question the conversation now waits on narrows the widget's date picker to its bounds. */
function inputHint(flow: Flow, nodeId: string | null): ReplyInput | null {
  const node = nodeId ? nodeById(flow, nodeId) : undefined;
  if (node?.type !== 'question' || node.data.kind !== 'date') return null;
  return {
    kind: 'date',
    ...(node.data.min_date && { min_date: node.data.min_date }),
    ...(node.data.max_date && { max_date: node.data.max_date }),
  };
}

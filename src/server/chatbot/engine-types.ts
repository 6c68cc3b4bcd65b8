import type { BotAction, BotReply } from '../../lib/chat/bot-reply.ts';
import type { Bilingual, Flow, FlowNode } from '../../lib/chat/flow-schema.ts';
import type { Db } from '../db/client.ts';
import type {
  ChatChannel,
  ChatLanguage,
  CheckoutLink,
  Conversation,
  ConversationMessage,
  MessageContent,
} from '../db/schema/chat.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { KnowledgeAnswer, KnowledgeAsk, ShopPorts } from './shop-ports.ts';

/** One line of the basket the show_products node fills (kept in the conversation's state). */
export type BasketLine = {
  product_id: string;
  variant_id: string | null;
  addon_option_ids: string[];
  quantity: number;
  /** For the summary only; the order page prices the lines again from the catalogue. */
  name: string;
  unit_price: number;
};

/** Where a customer is inside a show_products node: list → product → variant → add-ons → quantity → basket. */
export type BrowseState = {
  step: 'list' | 'product' | 'variant' | 'addon' | 'quantity' | 'basket';
  page: number;
  product_id?: string;
  variant_id?: string | null;
  addon_group?: number;
  addon_option_ids?: string[];
};

/** The engine's memory of one conversation (conversations.state), read and written under a row lock. */
export type ChatState = {
  /** The node waiting for the customer's answer, or null. */
  node: string | null;
  vars: Record<string, unknown>;
  basket: BasketLine[];
  browse?: BrowseState;
  /** The list page a waiting choice question shows. */
  page?: number;
  /** Ids and titles of the buttons or rows last offered, so a typed title counts as a tap. */
  offered?: Record<string, string>;
};

export function readState(raw: Record<string, unknown> | null | undefined): ChatState {
  const s = (raw ?? {}) as Partial<ChatState>;
  return {
    node: typeof s.node === 'string' ? s.node : null,
    vars: s.vars && typeof s.vars === 'object' ? s.vars : {},
    basket: Array.isArray(s.basket) ? s.basket : [],
    ...(s.browse && { browse: s.browse }),
    ...(typeof s.page === 'number' && { page: s.page }),
    ...(s.offered && { offered: s.offered }),
  };
}

export type ShopInfo = { id: string; name: string; defaultLanguage: ChatLanguage; currency: string };

/** The customer's message as executors read it: `id` is set for a tapped button or row. */
export type Inbound = { content: MessageContent; text: string; id: string | null };

export type RunContext = {
  /** For reads; in the locked path this is the message's transaction. */
  db: Db;
  env: Env;
  log: Logger;
  shop: ShopInfo;
  /** The shop's catalogue, customers, orders and checkout links. */
  shopPorts: ShopPorts;
  conversation: Conversation;
  flow: Flow;
  state: ChatState;
  lang: ChatLanguage;
  now: Date;
  preview: boolean;
  /** Adds an action to the reply. */
  say: (action: BotAction) => void;
  /** The text in the conversation's language with {{variables}} filled in. */
  text: (value: Bilingual) => string;
  /**
   * Called before a side effect outside the database that must happen once per message (a call to
   * the merchant's URL): in the engine's optimistic pass it stops the run, which starts again under
   * the conversation's row lock, where it returns at once.
   */
  exclusive: () => void;
  /**
   * What a step makes besides the messages: checkout links, written in the same statement as the
   * message, and the question asked of the shop's knowledge, recorded once the message is stored
   * (never for a message that is not written, so a retried turn records once).
   */
  alsoStore: { checkoutLinks: CheckoutLink[]; knowledgeAsk?: KnowledgeQuestion };
  /**
   * Asks the shop's knowledge sources, in the conversation's language (issue 30). Asked once per
   * message: a message run again (a write conflict, the locked path) gets the first answer, so a
   * phrasing call of up to 3 s is made once and never under the conversation's row lock.
   */
  askKnowledge: (question: string) => Promise<KnowledgeAnswer>;
};

/** An ask of the shop's knowledge as a step leaves it for the engine to record. */
export type KnowledgeQuestion = Pick<KnowledgeAsk, 'question' | 'language' | 'passage' | 'phrased'>;

/**
 * What a node asks the engine to do next: follow an edge leaving through `handle`, wait for the
 * customer, go to another node, end the flow, hand over to a person, or wait again after an
 * answer that did not fit (the executor has said the retry text and asked again).
 */
export type Step =
  | { kind: 'next'; handle: string }
  | { kind: 'wait' }
  | { kind: 'jump'; target: string }
  | { kind: 'end' }
  | { kind: 'pause' }
  | { kind: 'retry' };

export type Executor<N extends FlowNode = FlowNode> = {
  /** Runs when the flow reaches the node. */
  enter: (node: N, ctx: RunContext) => Promise<Step> | Step;
  /** Runs with the customer's message while the node waits (questions, show_products). */
  answer?: (node: N, ctx: RunContext, input: Inbound) => Promise<Step> | Step;
};

/** A customer's message (or the widget's "opened" event) as the engine takes it. */
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

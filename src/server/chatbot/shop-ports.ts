import type { Db } from '../db/client.ts';
import type { ChatChannel, ChatLanguage, CheckoutItem, CheckoutLink } from '../db/schema/chat.ts';

// The bot owns conversations, flows and their messages; the shop's catalogue, customers, orders
// and checkout links belong to the server's modules. The bot reaches them only through this
// context, handed to it once at start-up (Deps.shopPorts, made by src/server/create-shop-ports.ts),
// so the bot imports no module and reads none of their tables (docs/decisions/0012).
//
// The shapes say what the bot reads, no more: a module's own answer types fit them. Every
// function takes the `db` of the message (its transaction on the locked path) and is the one
// query the bot made itself before: no round trip was added.

/** A product as the bot lists it. */
export type CatalogueItem = { id: string; name: string; price: number; track_inventory: boolean; stock: number };

/** A product as the bot sells it: its variants and add-on groups, in their order. */
export type SellableProduct = CatalogueItem & {
  description: string;
  images: { url: string }[];
  variants: { id: string; name: string; price: number; stock: number }[];
  addon_groups: {
    name: string;
    min: number;
    required: boolean;
    options: { id: string; name: string; price: number }[];
  }[];
};

export type CustomerFacts = { orderCount: number; totalSpent: number; tags: string[] };
export type OrderLine = { number: number; status: string; total: number };

export type CheckoutLinkRequest = {
  shopId: string;
  conversationId: string;
  customerId: string | null;
  channel: ChatChannel;
  items: CheckoutItem[];
  language: ChatLanguage;
};

/** A discount code a customer typed in the chat, as the shop's codes know it (issue 28). */
export type ChatDiscount =
  | { ok: true; code: string; kind: 'fixed' | 'percentage'; value: number; minOrder: number }
  /** The code cannot be used now: why, in the customer's language. */
  | { ok: false; message: string };

/** A passage of the shop's knowledge sources (issue 30): what answered, and where it is written. */
export type KnowledgePassage = {
  passageId: string;
  sourceId: string;
  sourceTitle: string;
  sourceKind: 'pdf' | 'url' | 'qa';
  /** 'page 3' for a PDF, the page's address for a site; null for a question-and-answer entry. */
  location: string | null;
  text: string;
  score: number;
};

/**
 * What the shop's knowledge says to a customer's question: nothing to search (the shop has no
 * indexed source: the bot behaves as it always did), no passage good enough, or the best passage
 * and, when the shop's phrasing endpoint answered in time, the phrased answer.
 */
export type KnowledgeAnswer =
  | { kind: 'no_knowledge' }
  | { kind: 'miss' }
  /** `passages`: the best first, as numbered ([1], [2]…) for the phrasing endpoint, which cites them so. */
  | { kind: 'hit'; passage: KnowledgePassage; passages: KnowledgePassage[]; phrased: string | null };

/** One question asked of the shop's knowledge, recorded once per customer message. */
export type KnowledgeAsk = {
  shopId: string;
  conversationId: string;
  /** The stored customer message (conversation_messages.id). */
  messageId: string;
  question: string;
  language: ChatLanguage;
  passage: KnowledgePassage | null;
  phrased: boolean;
};

export type ShopPorts = {
  /** What a show_products node offers: the set's products in stock (every product in stock when no set is named or it is gone). */
  sellableProducts: (db: Db, shopId: string, setId: string | null) => Promise<CatalogueItem[]>;
  /** One active product, or null when it is gone, a draft or deleted. */
  sellableProduct: (db: Db, shopId: string, productId: string) => Promise<SellableProduct | null>;
  customerFacts: (db: Db, shopId: string, customerId: string) => Promise<CustomerFacts | null>;
  customerIdByPhone: (db: Db, shopId: string, phone: string) => Promise<string | null>;
  /** A customer's latest orders, newest first. */
  latestOrders: (db: Db, shopId: string, customerId: string, limit: number) => Promise<OrderLine[]>;
  /** The customer of a phone number, made when the shop has none yet. */
  customerOfPhone: (
    db: Db,
    shopId: string,
    customer: { phone: string; name: string; language: ChatLanguage },
  ) => Promise<{ id: string }>;
  /**
   * A checkout link made in memory: the engine stores `row` in the same statement as the message
   * that asked for it (no link without the message, never two for one message).
   */
  checkoutLink: (request: CheckoutLinkRequest, now: Date) => { row: CheckoutLink; url: string };
  /** The order page where a chat's order can still be paid by mobile money, or null (paid, no account, link closed). */
  payNowLink: (db: Db, shopId: string, orderId: string, now: Date) => Promise<string | null>;
  /**
   * The customer of this phone replied STOP, ACHA or SITAKI: no more campaigns (the consent
   * module). False when the shop has no customer with that number (nothing written).
   */
  optOut: (db: Db, shopId: string, phone: string, channel: ChatChannel, words: string) => Promise<boolean>;
  /**
   * Is one of these words a discount code of the shop (any case)? Null when none is: the message
   * is the flow's. The minimum order is left to the order page, where the basket is final.
   */
  discountCodeInChat: (
    db: Db,
    shopId: string,
    words: string[],
    customerId: string | null,
    language: ChatLanguage,
  ) => Promise<ChatDiscount | null>;
  /**
   * Searches the shop's knowledge sources in the conversation's language (the knowledge module).
   * `locked`: the conversation's row lock is held (the engine's locked path): the answer is the
   * plain passage, never phrased (a phrasing call may take 3 s). The engine takes a failure as
   * no_knowledge.
   */
  knowledgeAnswer: (
    db: Db,
    shopId: string,
    ask: { question: string; language: ChatLanguage },
    opts: { locked: boolean },
  ) => Promise<KnowledgeAnswer>;
  /** Records an ask for the merchant (which passage answered, or the unanswered list); idempotent per message. */
  recordKnowledgeAsk: (db: Db, ask: KnowledgeAsk) => Promise<void>;
};

import type { BotAction } from '../../lib/chat/bot-reply.ts';
import type { Bilingual } from '../../lib/chat/flow-schema.ts';
import type { Conversation } from '../db/schema/chat.ts';
import { readEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { readState, type RunContext } from '../chatbot/engine-types.ts';
import { interpolate } from '../chatbot/interpolate.ts';
import type { ShopPorts } from '../chatbot/shop-ports.ts';

const noShop = (): never => {
  throw new Error('this fake context has no shop: pass shopPorts');
};
const noShopPorts: ShopPorts = {
  sellableProducts: noShop,
  sellableProduct: noShop,
  customerFacts: noShop,
  customerIdByPhone: noShop,
  latestOrders: noShop,
  customerOfPhone: noShop,
  checkoutLink: noShop,
  payNowLink: noShop,
  optOut: noShop,
  discountCodeInChat: noShop,
  knowledgeAnswer: noShop,
  recordKnowledgeAsk: noShop,
};

/** A run context without a database or shop (give `shopPorts` for that), for executors; `said` collects the actions. */
export function fakeContext(overrides: Partial<RunContext> = {}): RunContext & { said: BotAction[] } {
  const said: BotAction[] = [];
  const conversation = {
    id: '00000000-0000-4000-8000-000000000001',
    shopId: '00000000-0000-4000-8000-000000000002',
    channel: 'widget',
    externalId: 'chat-test',
    customerId: null,
    customerName: 'Asha',
    customerPhone: '+255712345678',
    language: 'en',
    botPaused: false,
    lastMessageAt: new Date(0),
  } as unknown as Conversation;
  const ctx: RunContext & { said: BotAction[] } = {
    db: null as never,
    exclusive: () => {},
    alsoStore: { checkoutLinks: [] },
    askKnowledge: async () => ({ kind: 'no_knowledge' }),
    env: readEnv({ NODE_ENV: 'test', SECRET_KEY: 'x'.repeat(43), APP_URL: 'http://localhost:4321' }),
    log: createLogger('silent'),
    shop: { id: conversation.shopId, name: 'Mama Neema', defaultLanguage: 'sw', currency: 'TZS' },
    shopPorts: noShopPorts,
    conversation,
    flow: { version: 1, nodes: [], edges: [] },
    state: readState({}),
    lang: 'en',
    now: new Date('2026-11-23T09:00:00Z'),
    preview: false,
    say: (action) => void said.push(action),
    text: (value: Bilingual) =>
      interpolate(value[ctx.lang], {
        ...ctx.state.vars,
        shop_name: ctx.shop.name,
        customer_name: conversation.customerName,
      }),
    said,
    ...overrides,
  };
  return ctx;
}

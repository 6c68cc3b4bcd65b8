import { productCreateSchema } from '../../lib/catalog-schemas.ts';
import type { BotAction } from '../../lib/chat/bot-reply.ts';
import type { MessageContent } from '../db/schema/chat.ts';
import { createProduct } from '../modules/products/product.service.ts';
import { signUpUser, type TestApp } from './harness.ts';
import { ensureBot } from '../chatbot/bots.ts';
import { handleInbound, type InboundInput } from '../chatbot/engine.ts';
import { clearCatalogueCache } from '../chatbot/catalogue-cache.ts';
import { clearShopInfoCache } from '../chatbot/shop-info.ts';

/** A shop with a bot and a tiny catalogue: one simple product, one with sizes, one with an add-on group. */
export async function chatShop(t: TestApp, opts: { products?: boolean } = {}) {
  clearShopInfoCache();
  clearCatalogueCache();
  const { shop, user } = await signUpUser(t, { shop: true });
  const shopId = shop.id as string;
  const bot = await ensureBot(t.db, shopId);
  const make = (input: Record<string, unknown>) =>
    createProduct(t.db, shopId, user.user?.id ?? user.id, productCreateSchema.parse(input));
  const products =
    opts.products === false
      ? null
      : {
          soda: await make({
            name: 'Soda baridi',
            price: 1_000,
            category: 'food_beverages',
            stock: 50,
            description: 'Chupa ya 500 ml.',
          }),
          shirt: await make({
            name: 'Shati la kitenge',
            price: 25_000,
            category: 'clothing_accessories',
            variants: [
              { name: 'Medium', price: 25_000, stock: 5 },
              { name: 'Large', price: 27_000, stock: 3 },
            ],
          }),
          pilau: await make({
            name: 'Pilau ya nyama',
            price: 8_000,
            category: 'food_beverages',
            stock: 20,
            addon_groups: [
              {
                name: 'Kinywaji',
                options: [
                  { name: 'Juisi', price: 2_000 },
                  { name: 'Maji', price: 500 },
                ],
              },
            ],
          }),
        };
  return { shopId, bot, products, owner: user };
}

/** A widget customer: send text, taps or events and read what the bot said. */
export function customer(
  t: TestApp,
  shopId: string,
  externalId = `chat-${Math.random().toString(36).slice(2, 10)}`,
  base: Partial<InboundInput> = {},
) {
  let n = 0;
  const send = (content: MessageContent, extra: Partial<InboundInput> = {}) =>
    handleInbound(t.deps, { shopId, channel: 'widget', externalId, messageId: `m${++n}`, content, ...base, ...extra });
  return {
    externalId,
    send,
    text: (text: string, extra: Partial<InboundInput> = {}) => send({ kind: 'text', text }, extra),
    tap: (id: string) => send({ kind: 'interactive', id, title: '' }),
    open: (extra: Partial<InboundInput> = {}) =>
      send({ kind: 'text', text: 'widget_opened' }, { event: 'widget_opened', messageId: null, ...extra }),
  };
}

/** Every button and row id of a reply. */
export function idsOf(actions: BotAction[]): string[] {
  return actions.flatMap((a) =>
    'send_reply_button' in a
      ? a.send_reply_button.action.buttons.map((b) => b.reply.id)
      : 'send_button' in a
        ? a.send_button.action.sections.flatMap((s) => s.rows.map((r) => r.id))
        : [],
  );
}

/** The id of the button or row whose title starts with `title`. */
export function idOf(actions: BotAction[], title: string): string {
  for (const a of actions) {
    const items =
      'send_reply_button' in a
        ? a.send_reply_button.action.buttons.map((b) => ({ id: b.reply.id, title: b.reply.title }))
        : 'send_button' in a
          ? a.send_button.action.sections.flatMap((s) => s.rows)
          : [];
    const hit = items.find((i) => i.title.startsWith(title));
    if (hit) return hit.id;
  }
  throw new Error(`no button "${title}" in ${JSON.stringify(actions)}`);
}

import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { createCheckoutLink } from '../../modules/order-link/checkout-link.ts';
import { botTexts } from '../bot-texts.ts';
import type { Executor } from '../engine-types.ts';

/**
 * Turns the basket into an order-page link (ORDER's checkout link, valid 48 h). The basket stays
 * until the order is placed (order-events.ts empties it), so a customer who lost the link can
 * check out again.
 */
export const checkout: Executor<NodeOf<'checkout'>> = {
  enter: async (node, ctx) => {
    const basket = ctx.state.basket;
    if (basket.length === 0) {
      ctx.say({ send_message: { text: ctx.text(botTexts.basketEmpty) } });
      return { kind: 'end' };
    }
    // One link (and draft order) per message, made under the conversation's lock.
    ctx.exclusive();
    const link = await createCheckoutLink(
      ctx.db,
      { storeUrl: ctx.env.storeUrl, secretKey: ctx.env.secretKey },
      {
        shopId: ctx.shop.id,
        conversationId: ctx.conversation.id,
        customerId: ctx.conversation.customerId,
        channel: ctx.conversation.channel,
        items: basket.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, addon_option_ids: l.addon_option_ids, quantity: l.quantity })),
        language: ctx.lang,
      },
      ctx.now,
    );
    ctx.state.vars.checkout_url = link.url;
    ctx.say({ send_message: { text: `${ctx.text(node.data.text).trim()}\n${link.url}` } });
    return { kind: 'next', handle: 'next' };
  },
};

import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { botTexts } from '../bot-texts.ts';
import type { Executor } from '../engine-types.ts';

/**
 * Turns the basket into an order-page link (ORDER's checkout link, valid 48 h). The basket stays
 * until the order is placed (order-events.ts empties it), so a customer who lost the link can
 * check out again.
 */
export const checkout: Executor<NodeOf<'checkout'>> = {
  enter: (node, ctx) => {
    const basket = ctx.state.basket;
    if (basket.length === 0) {
      ctx.say({ send_message: { text: ctx.text(botTexts.basketEmpty) } });
      return { kind: 'end' };
    }
    // Stored with the message's own write: no link without the message, never two for one message.
    const link = ctx.shopPorts.checkoutLink(
      {
        shopId: ctx.shop.id,
        conversationId: ctx.conversation.id,
        customerId: ctx.conversation.customerId,
        channel: ctx.conversation.channel,
        items: basket.map((l) => ({
          product_id: l.product_id,
          variant_id: l.variant_id,
          addon_option_ids: l.addon_option_ids,
          quantity: l.quantity,
        })),
        language: ctx.lang,
      },
      ctx.now,
    );
    ctx.alsoStore.checkoutLinks.push(link.row);
    // A code the customer gave in the chat (issue 28) goes with the link: the order page applies it
    // as it opens, where the basket is final and its minimum order can be checked.
    const code = ctx.state.vars.discount_code;
    const url = typeof code === 'string' && code ? `${link.url}&code=${encodeURIComponent(code)}` : link.url;
    ctx.state.vars.checkout_url = url;
    ctx.say({ send_message: { text: `${ctx.text(node.data.text).trim()}\n${url}` } });
    return { kind: 'next', handle: 'next' };
  },
};

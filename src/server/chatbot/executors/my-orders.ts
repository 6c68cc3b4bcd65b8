import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { botTexts, statusInWords } from '../bot-texts.ts';
import { interpolate } from '../interpolate.ts';
import { chatMoney } from '../money.ts';
import type { Executor, RunContext } from '../engine-types.ts';

/** The customer behind the conversation: linked by an order already, or found by the phone we know. */
async function customerId(ctx: RunContext): Promise<string | null> {
  if (ctx.conversation.customerId) return ctx.conversation.customerId;
  if (!ctx.conversation.customerPhone) return null;
  return ctx.shopPorts.customerIdByPhone(ctx.db, ctx.shop.id, ctx.conversation.customerPhone);
}

/** The customer's latest orders, one line each: number, status in words, total. */
export const myOrders: Executor<NodeOf<'my_orders'>> = {
  enter: async (node, ctx) => {
    const id = await customerId(ctx);
    const rows = id ? await ctx.shopPorts.latestOrders(ctx.db, ctx.shop.id, id, node.data.limit) : [];
    if (rows.length === 0) {
      ctx.say({ send_message: { text: ctx.text(botTexts.noOrders) } });
      return { kind: 'next', handle: 'next' };
    }
    const lines = rows.map((o) =>
      interpolate(botTexts.orderLine[ctx.lang], {
        number: o.number,
        status: statusInWords(o.status, ctx.lang),
        total: chatMoney(o.total, ctx.shop.currency),
      }),
    );
    const title = node.data.text ? ctx.text(node.data.text).trim() : '';
    ctx.say({ send_message: { text: [title, ...lines].filter(Boolean).join('\n') } });
    return { kind: 'next', handle: 'next' };
  },
};

import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../lib/format.ts';
import type { Db } from '../db/client.ts';
import { conversations } from '../db/schema/chat.ts';
import { botTexts } from './bot-texts.ts';
import { deliver } from './deliver.ts';
import { readState } from './engine-types.ts';
import { interpolate } from './interpolate.ts';
import { queuePayNow } from './pay-now.ts';

export type OrderPlaced = {
  shopId: string;
  conversationId: string;
  orderId: string;
  orderNumber: number;
  total: number;
  currency: string;
  customerId: string | null;
};

/**
 * An order was placed from a chat's checkout link (ORDER calls this inside its submit
 * transaction): the conversation gets its customer, the basket is emptied, and the customer reads
 * a confirmation in the conversation's language, then the "Pay now" step (pay-now.ts). The row is locked like a message would lock it,
 * so a message arriving at the same moment cannot bring the old basket back.
 */
export async function notifyOrderPlaced(db: Db, args: OrderPlaced): Promise<void> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.shopId, args.shopId), eq(conversations.id, args.conversationId)))
    .for('update');
  if (!conversation) return;
  const state = readState(conversation.state);
  state.basket = [];
  delete state.browse;
  // A discount code given in the chat went with this checkout (issue 28).
  delete state.vars.discount_code;
  const [updated] = await db
    .update(conversations)
    .set({
      state,
      stateVersion: sql`${conversations.stateVersion} + 1`,
      ...(args.customerId && { customerId: args.customerId }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(conversations.shopId, args.shopId), eq(conversations.id, args.conversationId)))
    .returning();
  const text = interpolate(botTexts.orderPlaced[conversation.language], {
    number: args.orderNumber,
    total: formatMoney(args.total, args.currency),
  });
  await deliver(db, {
    shopId: args.shopId,
    conversation: updated!,
    contents: [{ kind: 'action', action: { send_message: { text } } }],
    author: 'system',
  });
  await queuePayNow(db, { shopId: args.shopId, conversationId: args.conversationId, orderId: args.orderId });
}

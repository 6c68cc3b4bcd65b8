import { and, eq, isNotNull } from 'drizzle-orm';
import { formatMoney } from '../../../lib/format.ts';
import { deliver } from '../../chatbot/deliver.ts';
import type { Db } from '../../db/client.ts';
import { checkoutLinks, conversations, type ChatLanguage } from '../../db/schema/chat.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { Payment } from '../../db/schema/payments.ts';

/** What the customer reads in the chat once their mobile money is in (twins: text-twins.test.ts). */
export const paymentChatTexts = {
  paymentReceived: {
    en: 'Payment of {amount} received for order #{number}. Thank you!',
    sw: 'Malipo ya {amount} yamepokelewa kwa oda #{number}. Asante!',
  },
} satisfies Record<string, Record<ChatLanguage, string>>;

/**
 * A credited payment is confirmed in the conversation the order came from (its checkout link's:
 * website chat or WhatsApp), in that conversation's language. Not when the workflow's step to
 * paid already sent the customer its own message (the timeline keeps it): one "paid" is enough.
 * Not for an order cancelled before the money came (it is flagged for a refund, not thanked for).
 * Runs after the credit's transaction: copies of the callback find the payment credited and
 * never get here, so the message is sent once.
 */
export async function confirmPaymentInChat(db: Db, payment: Payment): Promise<void> {
  // A debt's payment (the statement page) has no order and no chat to thank it in.
  if (payment.refundDue || !payment.orderId) return;
  const orderId = payment.orderId;
  const where = and(eq(orderStatusHistory.shopId, payment.shopId), eq(orderStatusHistory.orderId, orderId));
  const [told] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(where, eq(orderStatusHistory.toStatus, 'paid'), isNotNull(orderStatusHistory.customerMessage)))
    .limit(1);
  if (told) return;
  const [origin] = await db
    .select({ conversation: conversations, number: orders.number })
    .from(checkoutLinks)
    .innerJoin(
      conversations,
      and(eq(conversations.shopId, checkoutLinks.shopId), eq(conversations.id, checkoutLinks.conversationId)),
    )
    .innerJoin(orders, and(eq(orders.shopId, checkoutLinks.shopId), eq(orders.id, checkoutLinks.orderId)))
    .where(and(eq(checkoutLinks.shopId, payment.shopId), eq(checkoutLinks.orderId, orderId)))
    .limit(1);
  if (!origin) return;
  const text = paymentChatTexts.paymentReceived[origin.conversation.language]
    .replace('{amount}', formatMoney(payment.amount, payment.currency))
    .replace('{number}', String(origin.number));
  await deliver(db, {
    shopId: payment.shopId,
    conversation: origin.conversation,
    contents: [{ kind: 'action', action: { send_message: { text } } }],
    author: 'system',
  });
}

import { and, eq } from 'drizzle-orm';
import { deliver } from '../../chatbot/deliver.ts';
import { sendToPhone } from '../../chatbot/outbound.ts';
import type { Db } from '../../db/client.ts';
import { checkoutLinks, conversations, type ChatLanguage, type ConversationMessage } from '../../db/schema/chat.ts';
import { accountOfShop } from '../../whatsapp/account.ts';

/**
 * A workflow step with `notify` stores the customer's message on the order timeline; when the shop
 * has a connected WhatsApp number it is also sent to the customer there, in their WhatsApp
 * conversation (created when they never wrote). It goes through deliver(): the inbox shows it and
 * the send job applies WhatsApp's rules — outside the 24-hour window a free-form text is not sent
 * and the message is marked failed with 'window_closed' for the merchant to see.
 * Runs inside the transition's transaction: the message exists exactly when the step does.
 */
export async function notifyOnWhatsapp(
  db: Db,
  args: {
    shopId: string;
    customerId: string | null;
    customerName: string;
    phone: string;
    language: ChatLanguage;
    text: string;
  },
): Promise<ConversationMessage | null> {
  const waId = args.phone.replace(/\D/g, '');
  if (!args.phone.startsWith('+') || waId.length < 8) return null;
  const account = await accountOfShop(db, args.shopId);
  if (!account || account.status !== 'connected') return null;
  return sendToPhone(db, {
    shopId: args.shopId,
    channel: 'whatsapp',
    externalId: waId,
    party: {
      customerId: args.customerId,
      customerName: args.customerName,
      customerPhone: args.phone,
      language: args.language,
    },
    contents: [{ kind: 'action', action: { send_message: { text: args.text } } }],
  });
}

/**
 * The same step's message in the website chat the order came from (its checkout link's
 * conversation): the bot said "we will keep you updated here", so it is kept. The widget shows
 * it with its next poll. An order from WhatsApp is told on WhatsApp (above), never twice.
 */
export async function notifyInWebsiteChat(
  db: Db,
  args: { shopId: string; orderId: string; text: (language: ChatLanguage) => string },
): Promise<ConversationMessage | null> {
  const [origin] = await db
    .select({ conversation: conversations })
    .from(checkoutLinks)
    .innerJoin(
      conversations,
      and(eq(conversations.shopId, checkoutLinks.shopId), eq(conversations.id, checkoutLinks.conversationId)),
    )
    .where(
      and(
        eq(checkoutLinks.shopId, args.shopId),
        eq(checkoutLinks.orderId, args.orderId),
        eq(conversations.channel, 'widget'),
      ),
    )
    .limit(1);
  if (!origin) return null;
  const { conversation } = origin;
  const [message] = await deliver(db, {
    shopId: args.shopId,
    conversation,
    contents: [{ kind: 'action', action: { send_message: { text: args.text(conversation.language) } } }],
    author: 'system',
  });
  return message ?? null;
}

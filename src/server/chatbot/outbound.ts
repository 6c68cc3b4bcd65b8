import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  conversations,
  type ChatLanguage,
  type Conversation,
  type ConversationMessage,
  type MessageContent,
} from '../db/schema/chat.ts';
import { deliver } from './deliver.ts';

/** Who the conversation is with, when it has to be started (the customer never wrote). */
export type OutboundParty = {
  customerId: string | null;
  customerName: string;
  customerPhone: string;
  language: ChatLanguage;
};

/**
 * The bot's one way to write first to a phone: the shop's conversation with it on this channel
 * (started when they never wrote; an existing one is kept as it is), then the messages through
 * deliver(): the inbox shows them and the send job applies the channel's rules and pace.
 * `contents` may depend on the conversation (a WhatsApp text inside the 24-hour window, a template
 * outside it). Null when the conversation cannot be read back, or nothing was delivered.
 */
export async function sendToPhone(
  db: Db,
  args: {
    shopId: string;
    channel: 'whatsapp';
    externalId: string;
    party: OutboundParty;
    contents: MessageContent[] | ((conversation: Conversation) => MessageContent[]);
  },
): Promise<ConversationMessage | null> {
  await db
    .insert(conversations)
    .values({
      shopId: args.shopId,
      channel: args.channel,
      externalId: args.externalId,
      customerId: args.party.customerId,
      customerName: args.party.customerName,
      customerPhone: args.party.customerPhone,
      language: args.party.language,
    })
    .onConflictDoNothing();
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.shopId, args.shopId),
        eq(conversations.channel, args.channel),
        eq(conversations.externalId, args.externalId),
      ),
    );
  if (!conversation) return null;
  const contents = typeof args.contents === 'function' ? args.contents(conversation) : args.contents;
  const [message] = await deliver(db, { shopId: args.shopId, conversation, contents, author: 'system' });
  return message ?? null;
}

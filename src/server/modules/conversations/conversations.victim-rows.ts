import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// Chat rows come from the bot and from webhooks, not from a back-office call: inserted directly.
export const conversationVictimRows: VictimRows = {
  make: async ({ t, shopId, m, made }) => {
    const [conversation] = await t.db
      .insert(conversations)
      .values({
        shopId,
        channel: 'whatsapp',
        externalId: '255754999000',
        customerName: m('chat-name'),
        customerPhone: '+255754999000',
        lastMessagePreview: m('preview'),
      })
      .returning();
    const inbound = {
      shopId,
      conversationId: conversation!.id,
      direction: 'in',
      author: 'customer',
      status: 'received',
    } as const;
    const [message] = await t.db
      .insert(conversationMessages)
      .values({ ...inbound, content: { kind: 'text', text: m('message') }, preview: m('message') })
      .returning();
    await t.db.insert(conversationMessages).values({
      ...inbound,
      preview: m('photo'),
      content: { kind: 'media', media: 'image', link: 'wa-media:4455667788', caption: m('caption') },
    });
    made.conversation = conversation;
    return { conversationId: conversation!.id, messageId: message!.id };
  },
};

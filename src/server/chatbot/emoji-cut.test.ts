import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../db/schema/chat.ts';
import { messagesWebhook, textMessage } from '../test/whatsapp-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../test/whatsapp-test-setup.ts';
import { chatShop } from '../test/chat-test-kit.ts';

// Issue 12: the inbox preview was cut at 200 UTF-16 units, splitting an emoji that sat across the
// cut: the widget answered 500, and a WhatsApp message failed in its job for ever.
let w: WhatsappTest;
let shop: Awaited<ReturnType<typeof chatShop>>;
beforeAll(async () => {
  w = await setUpWhatsapp();
  shop = await chatShop(w.t);
});
afterAll(async () => w?.close());

const EMOJI = ['😀', '🇹🇿', '👋🏾', '👨‍👩‍👧‍👦'];
// Every position of each emoji around the preview's cut (200 units, the last one the ellipsis).
const texts = EMOJI.flatMap((e) => Array.from({ length: 14 }, (_, i) => `${'a'.repeat(190 + i)}${e} mwisho`));

describe('an emoji across the preview cut', () => {
  it('is answered in the widget and shown whole in the inbox, at every cut', async () => {
    for (const [i, text] of texts.entries()) {
      const chatId = `emoji-cut-${i}-chat`;
      const res = await w.t.client().post(`/plugin/conversation/${shop.bot.id}`, { message: text, chat_id: chatId });
      expect(res.status, `${i}: ${JSON.stringify(res.body)}`).toBe(200);
      const [conversation] = await w.t.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.shopId, shop.shopId), eq(conversations.externalId, chatId)));
      const [inbound] = await w.t.db
        .select()
        .from(conversationMessages)
        .where(
          and(eq(conversationMessages.conversationId, conversation!.id), eq(conversationMessages.direction, 'in')),
        );
      expect(inbound!.content).toEqual({ kind: 'text', text });
      expect(inbound!.preview.isWellFormed()).toBe(true);
      expect(inbound!.preview.length).toBeLessThanOrEqual(200);
    }
  });

  it('reaches the inbox from WhatsApp, at every cut, and so does a body with half an emoji', async () => {
    for (const [i, text] of [...texts, 'nusu \ud83d ya emoji'].entries()) {
      const from = `2557541${String(i).padStart(5, '0')}`;
      const raw = JSON.stringify(messagesWebhook(w.phoneNumberId, from, [textMessage(text)]));
      expect((await w.post(raw)).status).toBe(200);
      await w.work();
      const rows = await w.t.db
        .select({ preview: conversations.lastMessagePreview, content: conversationMessages.content })
        .from(conversations)
        .innerJoin(
          conversationMessages,
          and(eq(conversationMessages.conversationId, conversations.id), eq(conversationMessages.direction, 'in')),
        )
        .where(and(eq(conversations.shopId, w.shopId), eq(conversations.externalId, from)));
      expect(rows, `${i}`).toHaveLength(1);
      expect(rows[0]!.content).toEqual({ kind: 'text', text: text.toWellFormed() });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  conversationDetailSchema,
  conversationPageSchema,
  messagePageSchema,
  type Message,
} from '../../../lib/contracts/conversation.ts';
import { whatsappMessageRefs } from '../../db/schema/whatsapp.ts';
import { messagesWebhook, statusesWebhook, textMessage, buttonReply } from '../../test/whatsapp-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';

/**
 * The answer check (openapi/answers.test.ts) sees the victim shop's few hand-inserted messages.
 * Here the transcript is written the way production writes it: Meta's webhooks parsed into every
 * kind of content, the bot's own actions from the published flow, a failed delivery, a person's
 * reply and a template; the inbox's answers must still parse with their strict contracts.
 */
let w: WhatsappTest;
const CUSTOMER = '255713666777';

const TEMPLATE = {
  name: 'order_ready',
  language: 'sw',
  status: 'APPROVED',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: 'Habari {{1}}, oda yako iko tayari.' }],
};

beforeAll(async () => {
  w = await setUpWhatsapp();
});
afterAll(async () => w?.close());

function parsed<S extends z.ZodType>(schema: S, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
  return result.data as z.infer<S>;
}

describe('the inbox answers what a real transcript holds', () => {
  it('every kind of content, the bot, a failure, a reply and a template match the contracts', async () => {
    const inbound = [
      textMessage('Habari'),
      buttonReply('menu', 'Menu'),
      { type: 'location', location: { latitude: -6.8, longitude: 39.28, name: 'Kariakoo', address: 'Dar es Salaam' } },
      { type: 'location', location: { latitude: -3.37, longitude: 36.68 } },
      {
        type: 'contacts',
        contacts: [{ name: { formatted_name: 'Mama Neema' }, phones: [{ phone: '+255754000999' }] }],
      },
      { type: 'image', image: { id: '5544332211', mime_type: 'image/jpeg', caption: 'Kama hii' } },
      { type: 'document', document: { id: '5544332212', mime_type: 'application/pdf', filename: 'bei.pdf' } },
      { type: 'sticker', sticker: { id: '5544332213', mime_type: 'image/webp' } },
      { type: 'reaction', reaction: { message_id: 'wamid.X', emoji: '👍' } },
    ];
    for (const message of inbound) {
      expect((await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [message], 'Rehema'))).status).toBe(200);
      await w.work();
    }

    // Meta reports one of the bot's messages as undeliverable.
    const [ref] = await w.t.db
      .select({ wamid: whatsappMessageRefs.wamid })
      .from(whatsappMessageRefs)
      .where(eq(whatsappMessageRefs.shopId, w.shopId))
      .limit(1);
    expect(ref).toBeDefined();
    const failure = {
      code: 131026,
      title: 'Message Undeliverable',
      error_data: { details: 'The number is not on WhatsApp' },
    };
    await w.post(statusesWebhook(w.phoneNumberId, [{ id: ref!.wamid, status: 'failed', errors: [failure] }]));
    await w.work();

    const list = parsed(conversationPageSchema, (await w.owner.client.get('/api/conversations')).body);
    const chat = list.items.find((c) => c.customer_phone === `+${CUSTOMER}`)!;
    expect(chat).toMatchObject({ channel: 'whatsapp', window_open: true });

    w.fake.on('GET', /\/message_templates$/, () => ({ json: { data: [TEMPLATE] } }));
    const replies = [
      { text: 'Karibu Rehema!' },
      { template: { name: 'order_ready', language: 'sw', params: ['Rehema'] } },
    ];
    for (const body of replies) {
      const sent = await w.owner.client.post(`/api/conversations/${chat.id}/messages`, body);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }

    const detail = parsed(conversationDetailSchema, (await w.owner.client.get(`/api/conversations/${chat.id}`)).body);
    expect(detail.assigned_to).not.toBeNull();
    const page = parsed(messagePageSchema, (await w.owner.client.get(`/api/conversations/${chat.id}/messages`)).body);

    // What the transcript held, so that the check above was not made on an easy subset.
    const kinds = (m: Message) => (m.content.kind === 'action' ? Object.keys(m.content.action)[0]! : m.content.kind);
    expect([...new Set(page.messages.map(kinds))]).toEqual(
      expect.arrayContaining([
        'text',
        'interactive',
        'location',
        'contacts',
        'media',
        'unsupported',
        'send_message',
        'send_reply_button',
        'template',
      ]),
    );
    expect(page.messages.some((m) => m.content.kind === 'action' && m.author === 'bot')).toBe(true);
    expect(page.messages.find((m) => m.status === 'failed')?.error).toEqual({
      code: 131026,
      title: 'Message Undeliverable',
      detail: 'The number is not on WhatsApp',
    });
    expect(page.messages.filter((m) => m.author === 'agent').map((m) => m.author_name)).toEqual([
      'Asha Juma',
      'Asha Juma',
    ]);
  });
});

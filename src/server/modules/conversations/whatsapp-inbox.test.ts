import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesWebhook, payloadProblems, textMessage } from '../../test/whatsapp-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';

// Issue 6's journey from the merchant's side: a WhatsApp customer's "Hi" shows up in the inbox,
// and a person's reply from the inbox reaches the (fake) Graph API as a text to that customer.
let w: WhatsappTest;
const CUSTOMER = '255713222333';

beforeAll(async () => {
  w = await setUpWhatsapp();
});
afterAll(async () => w?.close());

describe('WhatsApp in the inbox', () => {
  it('lists the conversation with its unread count; a taken-over reply reaches Meta and the bot stays quiet', async () => {
    expect((await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [textMessage('Hi')], 'Rehema'))).status).toBe(200);
    await w.work();

    const list = await w.owner.client.get('/api/conversations?channel=whatsapp');
    expect(list.status).toBe(200);
    const item = list.body.items.find((c: { customer_phone: string }) => c.customer_phone === `+${CUSTOMER}`);
    expect(item).toMatchObject({ channel: 'whatsapp', customer_name: 'Rehema', window_open: true });
    expect(item.unread_count).toBeGreaterThanOrEqual(1);

    expect((await w.owner.client.post(`/api/conversations/${item.id}/takeover`)).status).toBe(200);
    w.fake.reset();
    const sent = await w.owner.client.post(`/api/conversations/${item.id}/messages`, {
      text: 'Habari Rehema, mzigo wako upo tayari.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    await w.work();
    const sends = w.fake.sends(w.phoneNumberId).map((s) => s.body);
    expect(sends).toEqual([
      expect.objectContaining({
        to: CUSTOMER,
        type: 'text',
        text: expect.objectContaining({ body: 'Habari Rehema, mzigo wako upo tayari.' }),
      }),
    ]);
    expect(payloadProblems(sends[0])).toEqual([]);

    // While a person has the chat, the customer's next message gets no bot answer.
    w.fake.reset();
    await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [textMessage('Asante!')], 'Rehema'));
    await w.work();
    expect(w.fake.sends(w.phoneNumberId)).toEqual([]);
  });

  it("shows a customer's photo through the media route, private to the shop", async () => {
    await w.post(
      messagesWebhook(
        w.phoneNumberId,
        '255713444555',
        [{ type: 'image', image: { id: '7788990011', mime_type: 'image/jpeg', caption: 'Kama hii' } }],
        'Neema',
      ),
    );
    await w.work();
    const list = await w.owner.client.get('/api/conversations?channel=whatsapp');
    const item = list.body.items.find((c: { customer_phone: string }) => c.customer_phone === '+255713444555');
    const page = await w.owner.client.get(`/api/conversations/${item.id}/messages`);
    const photo = page.body.messages.find((m: { content: { kind: string } }) => m.content.kind === 'media');
    expect(photo.content).toMatchObject({
      media: 'image',
      link: '/api/conversations/media/7788990011',
      caption: 'Kama hii',
    });

    // The bytes themselves are checked in fetch-media.test.ts.
    const file = await w.owner.client.get(photo.content.link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');

    const unknown = await w.owner.client.get('/api/conversations/media/123456789');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not available/);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import { signUpUser } from '../../test/harness.ts';
import { messagesWebhook, textMessage } from '../../test/whatsapp-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';
import { createCheckoutLink } from '../order-link/checkout-link.ts';

let w: WhatsappTest;
let product: { id: string };
beforeAll(async () => {
  w = await setUpWhatsapp();
  product = (
    await w.owner.client.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 50 })
  ).body;
});
afterAll(async () => w?.close());

const order = async (phone: string, client = w.owner.client, productId = product.id) =>
  (
    await client.post('/api/orders', {
      customer: { phone, name: 'Said' },
      lines: [{ product_id: productId, quantity: 1 }],
    })
  ).body;
const messagesOf = async (externalId: string) => {
  const [conv] = await w.t.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.shopId, w.shopId), eq(conversations.externalId, externalId)));
  if (!conv) return { conv: null, rows: [] };
  const rows = await w.t.db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.shopId, w.shopId), eq(conversationMessages.conversationId, conv.id)))
    .orderBy(asc(conversationMessages.createdAt));
  return { conv, rows };
};

describe('order workflow messages on WhatsApp', () => {
  it('a notifying step reaches the customer on WhatsApp when the window is open', async () => {
    // The customer wrote to the shop's number first (window open).
    expect((await w.post(messagesWebhook(w.phoneNumberId, '255713999001', [textMessage('Habari')]))).status).toBe(200);
    await w.work();
    w.fake.reset();
    const o = await order('0713999001');
    const paid = await w.owner.client.post(`/api/orders/${o.id}/transitions`, { to: 'paid' });
    expect(paid.status).toBe(200);
    await w.work();
    // The customer's language (the engine made them a customer in the shop's language): the timeline's text.
    const text: string = paid.body.timeline[1].customer_message;
    expect(text).toContain(`#${o.number}`);
    expect(w.fake.sends().map((s) => s.body)).toEqual([
      expect.objectContaining({ to: '255713999001', type: 'text', text: { body: text } }),
    ]);
    const { rows } = await messagesOf('255713999001');
    expect(rows.at(-1)).toMatchObject({
      direction: 'out',
      author: 'system',
      status: 'sent',
      content: { kind: 'action', action: { send_message: { text } } },
    });
  });

  it('creates the conversation for a customer who never wrote, and records why nothing was sent', async () => {
    w.fake.reset();
    const o = await order('0713999002');
    await w.owner.client.post(`/api/orders/${o.id}/transitions`, { to: 'paid' });
    await w.work();
    const { conv, rows } = await messagesOf('255713999002');
    expect(conv).toMatchObject({
      channel: 'whatsapp',
      customerPhone: '+255713999002',
      customerName: 'Said',
      customerId: o.customer.id,
      lastInboundAt: null,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', error: { code: 'window_closed' } });
    expect(w.fake.sends()).toHaveLength(0);
  });

  it('a step without notify, or a shop without a number, sends nothing and the transition still works', async () => {
    const o = await order('0713999003');
    await w.owner.client.post(`/api/orders/${o.id}/transitions`, { to: 'paid' });
    const before = (await messagesOf('255713999003')).rows.length;
    // Custom workflow step without notify.
    const other = await signUpUser(w.t, { shop: true });
    const p = (
      await other.client.post('/api/products', { name: 'Maji', price: 500, category: 'food_beverages', stock: 5 })
    ).body;
    const o2 = await order('0713999004', other.client, p.id);
    const res = await other.client.post(`/api/orders/${o2.id}/transitions`, { to: 'paid' });
    expect(res.status).toBe(200);
    expect(res.body.timeline[1].customer_message).toContain('Tumepokea');
    const [none] = await w.t.db.select().from(conversations).where(eq(conversations.shopId, other.shop.id));
    expect(none).toBeUndefined();
    expect(before).toBe(1);
  });
});

describe('order workflow messages in the website chat', () => {
  it('tells the customer in the widget conversation the order came from, in its language, and nothing to other chats', async () => {
    const shop = await signUpUser(w.t, { shop: true });
    const chai = (
      await shop.client.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 10 })
    ).body;
    const [widgetChat] = await w.t.db
      .insert(conversations)
      .values({ shopId: shop.shop.id, channel: 'widget', externalId: 'chat-keep-updated', language: 'en' })
      .returning();
    const [otherChat] = await w.t.db
      .insert(conversations)
      .values({ shopId: shop.shop.id, channel: 'widget', externalId: 'chat-somebody-else', language: 'en' })
      .returning();
    const link = await createCheckoutLink(
      w.t.db,
      { storeUrl: 'http://localhost:4321', secretKey: w.t.deps.env.secretKey },
      {
        shopId: shop.shop.id,
        conversationId: widgetChat!.id,
        channel: 'widget',
        items: [{ product_id: chai.id, quantity: 1 }],
        language: 'en',
      },
    );
    const token = new URL(link.url).searchParams.get('token')!;
    const placed = await w.t.client().post(`/api/v1/order?token=${encodeURIComponent(token)}`, {
      items: [{ product_id: chai.id, quantity: 1 }],
      fulfilment: 'pickup',
      payment_method: 'cash',
      customer_phone: '0754 777 888',
    });
    expect(placed.status).toBe(201);
    const paid = await shop.client.post(`/api/orders/${placed.body.order_id}/transitions`, { to: 'paid' });
    expect(paid.status).toBe(200);
    const widget = await w.t
      .client()
      .get(
        `/plugin/conversation/${(await shop.client.get('/api/widget-settings')).body.bot_id}/messages?chat_id=chat-keep-updated`,
      );
    const said = widget.body.messages
      .filter((m: { author: string }) => m.author === 'system')
      .map((m: { content: { action: { send_message: { text: string } } } }) => m.content.action.send_message.text);
    expect(said.at(-1)).toContain(`#${placed.body.order_number}`);
    expect(said.at(-1)).toMatch(/[a-z]/i);
    const others = await w.t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, otherChat!.id));
    expect(others).toEqual([]);
  });
});

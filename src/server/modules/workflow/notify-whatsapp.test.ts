import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema/chat.ts';
import { signUpUser } from '../../test/harness.ts';
import { messagesWebhook, textMessage } from '../../whatsapp/test-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../whatsapp-webhook/whatsapp-test-setup.ts';

let w: WhatsappTest;
let product: { id: string };
beforeAll(async () => {
  w = await setUpWhatsapp();
  product = (await w.owner.client.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 50 })).body;
});
afterAll(async () => w?.close());

const order = async (phone: string, client = w.owner.client, productId = product.id) =>
  (await client.post('/api/orders', { customer: { phone, name: 'Said' }, lines: [{ product_id: productId, quantity: 1 }] })).body;
const messagesOf = async (externalId: string) => {
  const [conv] = await w.t.db.select().from(conversations).where(and(eq(conversations.shopId, w.shopId), eq(conversations.externalId, externalId)));
  if (!conv) return { conv: null, rows: [] };
  const rows = await w.t.db.select().from(conversationMessages).where(and(eq(conversationMessages.shopId, w.shopId), eq(conversationMessages.conversationId, conv.id))).orderBy(asc(conversationMessages.createdAt));
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
    expect(w.fake.sends().map((s) => s.body)).toEqual([expect.objectContaining({ to: '255713999001', type: 'text', text: { body: text } })]);
    const { rows } = await messagesOf('255713999001');
    expect(rows.at(-1)).toMatchObject({ direction: 'out', author: 'system', status: 'sent', content: { kind: 'action', action: { send_message: { text } } } });
  });

  it('creates the conversation for a customer who never wrote, and records why nothing was sent', async () => {
    w.fake.reset();
    const o = await order('0713999002');
    await w.owner.client.post(`/api/orders/${o.id}/transitions`, { to: 'paid' });
    await w.work();
    const { conv, rows } = await messagesOf('255713999002');
    expect(conv).toMatchObject({ channel: 'whatsapp', customerPhone: '+255713999002', customerName: 'Said', customerId: o.customer.id, lastInboundAt: null });
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
    const p = (await other.client.post('/api/products', { name: 'Maji', price: 500, category: 'food_beverages', stock: 5 })).body;
    const o2 = await order('0713999004', other.client, p.id);
    const res = await other.client.post(`/api/orders/${o2.id}/transitions`, { to: 'paid' });
    expect(res.status).toBe(200);
    expect(res.body.timeline[1].customer_message).toContain('Tumepokea');
    const [none] = await w.t.db.select().from(conversations).where(eq(conversations.shopId, other.shop.id));
    expect(none).toBeUndefined();
    expect(before).toBe(1);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutLinks, conversationMessages, conversations } from '../../db/schema/chat.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { shops } from '../../db/schema/shops.ts';
import { clearShopInfoCache } from '../../chatbot/shop-info.ts';
import { chatShop } from '../../test/chat-test-kit.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { messagesWebhook, textMessage } from '../../test/whatsapp-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';
import { createCheckoutLink } from '../../modules/order-link/checkout-link.ts';

// Issue 29: a suspended shop's widget, WhatsApp bot and order page say in English and Swahili that
// it is not taking orders, and store nothing: no conversation, message, customer or order.

const OPERATOR = 'ops-channels@example.com';
const EN = 'This shop is not taking orders right now.';
const SW = 'Duka hili halipokei oda kwa sasa.';

async function rowsOf(t: TestApp, shopId: string) {
  const n = async (table: typeof conversations | typeof conversationMessages | typeof customers | typeof orders) =>
    Number((await t.db.select({ n: count() }).from(table).where(eq(table.shopId, shopId)))[0]!.n);
  return {
    conversations: await n(conversations),
    messages: await n(conversationMessages),
    customers: await n(customers),
    orders: await n(orders),
  };
}

describe('a suspended shop, on its widget and order page', () => {
  let t: TestApp;
  let operator: TestClient;
  let shopId: string;
  let botId: string;
  let token: string;
  let items: { product_id: string; quantity: number }[];

  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
    const shop = await chatShop(t);
    shopId = shop.shopId;
    botId = shop.bot.id;
    operator = (await signUpUser(t, { email: OPERATOR })).client;
    // A link the bot gave a customer before the suspension (its conversation is older too).
    const [conversation] = await t.db
      .insert(conversations)
      .values({ shopId, channel: 'widget', externalId: 'chat-before', language: 'en' })
      .returning();
    items = [{ product_id: shop.products!.soda.id, quantity: 1 }];
    const link = await createCheckoutLink(
      t.db,
      { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
      { shopId, conversationId: conversation!.id, channel: 'widget', items, language: 'en' },
    );
    token = new URL(link.url).searchParams.get('token')!;
    const suspended = await operator.post(`/api/operator/shops/${shopId}/suspend`, { reason: 'Fraud reports' });
    expect(suspended.status).toBe(200);
  });
  afterAll(() => t.close());

  it('the widget says so in en and sw, and stores nothing', async () => {
    const before = await rowsOf(t, shopId);
    const said = await t.client().post(`/plugin/conversation/${botId}`, { message: 'Habari', chat_id: 'chat-new-1' });
    expect(said.status).toBe(200);
    expect(said.body.message).toContain(EN);
    expect(said.body.message).toContain(SW);
    expect(said.body.actions).toEqual([{ send_message: { text: said.body.message } }]);
    const opened = await t.client().post(`/plugin/conversation/${botId}`, {
      message: 'widget_opened',
      message_type: 'event',
      chat_id: 'chat-new-2',
      language: 'sw',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.message.startsWith(SW)).toBe(true);
    expect(await rowsOf(t, shopId)).toEqual(before);
  });

  it('the order page refuses to show, submit or pay, in the asked language, and stores nothing', async () => {
    const before = await rowsOf(t, shopId);
    const q = `/api/v1/order?token=${encodeURIComponent(token)}`;
    const cart = await t.client().get(q);
    expect(cart.status).toBe(409);
    expect(cart.body).toMatchObject({ code: 'shop_suspended', message: EN });
    const inSwahili = await t.client().get(q, { 'accept-language': 'sw' });
    expect(inSwahili.body).toMatchObject({ code: 'shop_suspended', message: SW });
    const submit = await t.client().post(q, {
      items,
      fulfilment: 'pickup',
      payment_method: 'cash',
      customer_name: 'Juma',
      customer_phone: '0754999111',
    });
    expect(submit.status).toBe(409);
    expect(submit.body.code).toBe('shop_suspended');
    const discount = await t
      .client()
      .post(`/api/v1/order/discount?token=${encodeURIComponent(token)}`, { code: 'ANY', subtotal: 1000 });
    expect(discount.body.code).toBe('shop_suspended');
    expect(await rowsOf(t, shopId)).toEqual(before);
    const [link] = await t.db.select().from(checkoutLinks).where(eq(checkoutLinks.shopId, shopId));
    expect(link!.usedAt).toBeNull();
  });

  it('takes orders again once reinstated', async () => {
    expect((await operator.post(`/api/operator/shops/${shopId}/reinstate`, {})).status).toBe(200);
    expect((await t.client().get(`/api/v1/order?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const said = await t.client().post(`/plugin/conversation/${botId}`, { message: 'Habari', chat_id: 'chat-new-3' });
    expect(said.body.message).not.toContain(EN);
    expect((await rowsOf(t, shopId)).conversations).toBeGreaterThan(1);
  });
});

describe('a suspended shop, on WhatsApp', () => {
  let w: WhatsappTest;
  beforeAll(async () => {
    w = await setUpWhatsapp();
    // Straight in the table: this test is about the bot; the operators' route is tested above.
    await w.t.db
      .update(shops)
      .set({ suspendedAt: new Date(), suspendedReason: 'Fraud reports' })
      .where(eq(shops.id, w.shopId));
    clearShopInfoCache();
  });
  afterAll(() => w.close());

  it('answers in en and sw straight from the webhook, and stores nothing', async () => {
    const before = await rowsOf(w.t, w.shopId);
    const res = await w.post(messagesWebhook(w.phoneNumberId, '255754999888', [textMessage('Nataka pilau')]));
    expect(res.status).toBe(200);
    await w.work();
    const sends = w.fake.sends(w.phoneNumberId);
    expect(sends).toHaveLength(1);
    const body = sends[0]!.body as { to: string; type: string; text: { body: string } };
    expect(body).toMatchObject({ to: '255754999888', type: 'text' });
    expect(body.text.body).toContain(SW);
    expect(body.text.body).toContain(EN);
    expect(await rowsOf(w.t, w.shopId)).toEqual(before);
    expect(before).toEqual({ conversations: 0, messages: 0, customers: 0, orders: 0 });
  });
});

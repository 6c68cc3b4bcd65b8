import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from './db/schema/chat.ts';
import { createCheckoutLink } from './modules/order-link/checkout-link.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from './test/harness.ts';

// Everywhere the API takes a phone number it checks the number's range, not only its length:
// 05xx is no Tanzanian network (lib/phone.ts), the real mobile ranges are.

const UNALLOCATED = ['0512345678', '+255 512 345 678'];
const REAL = ['0712 345 678', '0754 321 987', '0655 123 456', '0688 123 456', '0777 123 456', '0621 123 456'];
const MESSAGE = 'Enter a valid phone number, for example 0754 123 456.';

let t: TestApp;
let owner: TestClient;
let orderUrl: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  const chai = (
    await owner.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 100 })
  ).body;
  const [widget] = await t.db
    .insert(conversations)
    .values({ shopId: o.shop.id, channel: 'widget', externalId: 'chat-phoneranges', language: 'en' })
    .returning();
  orderUrl = async () => {
    const env = { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey };
    const link = await createCheckoutLink(t.db, env, {
      shopId: o.shop.id,
      conversationId: widget!.id,
      channel: 'widget',
      items: [{ product_id: chai.id, quantity: 1 }],
      language: 'en',
    });
    return `/api/v1/order?token=${encodeURIComponent(new URL(link.url).searchParams.get('token')!)}`;
  };
});
afterAll(() => t.close());

const expectRefused = (res: { status: number; body: any }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'invalid_phone', message: MESSAGE, field });
};

describe('an unallocated Tanzanian range is refused with a clear 400', () => {
  it.each(UNALLOCATED)('%s: sign-up, shop, shop settings, customers, order page, contact form', async (phone) => {
    const email = `ranges-${Math.random().toString(36).slice(2)}@example.com`;
    expectRefused(
      await t.client().post('/api/auth/signup', { name: 'Asha Juma', email, phone, password: 'correct horse' }),
      'phone',
    );
    const fresh = (await signUpUser(t)).client;
    expectRefused(
      await fresh.post('/api/shop', { shop_name: 'Ranges', whatsapp_number: phone, category: 'home' }),
      'whatsapp_number',
    );
    expectRefused(await owner.put('/api/shop', { whatsapp_number: phone }), 'whatsapp_number');
    expectRefused(await owner.post('/api/customers', { phone, name: 'Juma' }), 'phone');
    const order = { items: [], fulfilment: 'pickup', customer_phone: phone };
    const url = await orderUrl();
    const cart = (await t.client().get(url)).body;
    order.items = cart.products.map((p: any) => ({ product_id: p.product_id ?? p.id, quantity: 1 }));
    expectRefused(await t.client().post(url, order), 'customer_phone');
    const contact = {
      name: 'Asha Juma',
      email: 'asha@example.com',
      phone,
      message: 'Naomba maelezo ya bei.',
      website: '',
    };
    expectRefused(await t.client().post('/api/contact', contact), 'phone');
  });
});

describe('the real mobile ranges are taken', () => {
  it.each(REAL)('%s', async (phone) => {
    const res = await owner.post('/api/customers', { phone, name: 'Mteja' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.phone).toBe(`+255${phone.replace(/\s/g, '').slice(1)}`);
  });

  it('on the order page too', async () => {
    const url = await orderUrl();
    const cart = (await t.client().get(url)).body;
    const items = cart.products.map((p: any) => ({ product_id: p.product_id ?? p.id, quantity: 1 }));
    const res = await t.client().post(url, { items, fulfilment: 'pickup', customer_phone: '0688 123 456' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

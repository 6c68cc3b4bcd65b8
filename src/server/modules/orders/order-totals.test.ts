import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/chat.ts';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';
import { createCheckoutLink } from '../order-link/checkout-link.ts';

// Issue 12: totals past 2^31 are real sales (a few pricey lines), and absurd ones get a clear 400.
let t: TestApp, owner: TestClient, shopId: string;
let gold: any;
let conversationId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  gold = (
    await owner.post('/api/products', {
      name: 'Gold bar',
      price: 1_000_000_000,
      category: 'home',
      track_inventory: false,
      addon_groups: [{ name: 'Case', min: 0, max: 1, options: [{ name: 'Safe', price: 999_000_000 }] }],
    })
  ).body;
  const [c] = await t.db
    .insert(conversations)
    .values({ shopId, channel: 'widget', externalId: 'chat-totals', language: 'en' })
    .returning();
  conversationId = c!.id;
});
afterAll(() => t.close());

describe('order totals', () => {
  it('takes an order past 2^31 shillings through the merchant API and reads it back exactly', async () => {
    const res = await owner.post('/api/orders', {
      lines: [{ product_id: gold.id, quantity: 3, addon_option_ids: [gold.addon_groups[0].options[0].id] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = (await owner.get(`/api/orders/${res.body.id}`)).body;
    expect(order.total).toBe(5_997_000_000);
    expect(order.lines[0]).toMatchObject({ unit_price: 1_999_000_000, line_total: 5_997_000_000 });
    const customers = await owner.get('/api/orders?page=1&page_size=5');
    expect(customers.body.items.find((o: { id: string }) => o.id === res.body.id).total).toBe(5_997_000_000);
  });

  it('takes one through the order page', async () => {
    const link = await createCheckoutLink(
      t.db,
      { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
      { shopId, conversationId, channel: 'widget', items: [{ product_id: gold.id, quantity: 5 }], language: 'en' },
    );
    const token = new URL(link.url).searchParams.get('token')!;
    const res = await t.client().post(`/api/v1/order?token=${encodeURIComponent(token)}`, {
      items: [{ product_id: gold.id, quantity: 5 }],
      fulfilment: 'pickup',
      payment_method: 'cash',
      customer_phone: '0754 111 999',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.total ?? (await owner.get(`/api/orders/${res.body.id ?? res.body.order_id}`)).body.total).toBe(
      5_000_000_000,
    );
  });

  it('refuses a total past what one order can hold with a clear 400 and writes nothing', async () => {
    const before = await shopSnapshot(t.db, shopId);
    const lines = Array.from({ length: 100 }, () => ({
      product_id: gold.id,
      quantity: 10_000,
      addon_option_ids: [gold.addon_groups[0].options[0].id],
    }));
    const res = await owner.post('/api/orders', {
      lines,
      charges: [{ name: 'Service', type: 'percentage', value: 100 }],
    });
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'order_total_too_large', 'lines']);
    expect(res.body.message).toContain('10,000,000,000,000');
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });
});

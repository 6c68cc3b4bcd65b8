import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { startOfShopDay } from './dashboard.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard summary', () => {
  it('starts the day at midnight East Africa Time', () => {
    expect(startOfShopDay(new Date('2026-11-21T22:30:00Z')).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(startOfShopDay(new Date('2026-11-21T20:59:00Z')).toISOString()).toBe('2026-11-20T21:00:00.000Z');
  });

  it("counts today's paid orders and sales without cancelled ones, and lists the latest", async () => {
    const { client } = await signUpUser(t, { shop: true });
    const empty = await client.get('/api/dashboard/summary');
    expect(empty.status).toBe(200);
    expect(empty.body.today).toMatchObject({ orders: 0, sales: 0 });
    expect(empty.body.recent_orders).toEqual([]);

    const product = await client.post('/api/products', {
      name: 'Kanga',
      price: 15000,
      category: 'clothing_accessories',
      stock: 20,
    });
    expect(product.status).toBe(201);
    const order = (qty: number) =>
      client.post('/api/orders', {
        customer: { name: 'Mama Asha', phone: '0754 000 111' },
        lines: [{ product_id: product.body.id, quantity: qty }],
        fulfilment: 'pickup',
        payment_method: 'cash',
      });
    const first = await order(2);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // A sale counts once paid: the first is paid at the counter, the second cancelled.
    expect((await client.post(`/api/orders/${first.body.id}/transitions`, { to: 'paid' })).status).toBe(200);
    const second = await order(1);
    expect(second.status).toBe(201);
    const cancel = await client.post(`/api/orders/${second.body.id}/transitions`, { to: 'cancelled' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const summary = await client.get('/api/dashboard/summary');
    expect(summary.body.today).toMatchObject({ orders: 1, sales: 30000 });
    expect(summary.body.recent_orders.map((o: { id: string }) => o.id)).toEqual([second.body.id, first.body.id]);
  });
});

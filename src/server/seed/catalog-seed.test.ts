import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner, type TestApp, type TestClient } from '../test/harness.ts';
import { sql } from 'drizzle-orm';
import { salesByMonth } from '../modules/analytics/sales-by-month.ts';
import { seedCatalog } from './catalog-seed.ts';

let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

describe('catalog seed', () => {
  it('fills a shop in batches with data the API reads like its own', async () => {
    const steps: string[] = [];
    await seedCatalog(
      t.db,
      shopId,
      { products: 120, customers: 40, orders: 300 },
      { batch: 100, onProgress: (s, done) => steps.push(`${s}:${done}`) },
    );
    expect(steps).toEqual(['products:100', 'products:120', 'customers:40', 'orders:100', 'orders:200', 'orders:300']);
    expect((await owner.get('/api/products?page_size=1')).body.total).toBe(120);
    expect((await owner.get('/api/customers?page_size=1')).body.total).toBe(40);
    const orders = await owner.get('/api/orders?status=pending&page_size=50');
    expect(orders.body.total).toBe(50);
    const detail = await owner.get(`/api/orders/${orders.body.items[0].id}`);
    expect(detail.body.lines).toHaveLength(1);
    expect(detail.body.timeline).toHaveLength(1);
    const count = await owner.post('/api/segments/count', {
      criteria: [{ field: 'total_orders', operator: 'ge', value: 1 }],
    });
    expect(count.body.count).toBe(40);
    // Loaded without the analytics triggers, then recounted once: the figures are the orders'.
    const [recount] = (
      (await t.db.execute(sql`select count(*)::int as n, sum(total)::bigint as s from orders
        where shop_id = ${shopId} and status in ('paid', 'picked_up', 'delivered', 'completed')`)) as unknown as {
        rows: { n: number; s: string }[];
      }
    ).rows;
    const months = await salesByMonth(t.db, shopId, '2000-01', '2099-12');
    expect(months.reduce((n, m) => n + m.orders, 0)).toBe(recount!.n);
    expect(months.reduce((n, m) => n + m.sales, 0)).toBe(Number(recount!.s));
    // A second run adds to the shop without clashing numbers, SKUs or phones.
    await seedCatalog(t.db, shopId, { products: 10, customers: 5, orders: 10 });
    const next = await owner.post('/api/orders', {
      lines: [
        { product_id: (await owner.get('/api/products?status=active&page_size=1')).body.items[0].id, quantity: 1 },
      ],
    });
    expect(next.body.number, JSON.stringify(next.body)).toBe(311);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, eatDay } from '../../../lib/eat-range.ts';
import { orderCreateSchema } from '../../../lib/order-schemas.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { createOrder } from '../orders/order.service.ts';
import { analyticsProducts } from './analytics.service.ts';

// The products view over a range with whole months (read by month, decision 0052) keeps a product
// gone from the catalogue under its line's name, and sums the months and the ragged ends.
let t: TestApp;
let shopId: string;
const ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpUser(t, { shop: true });
  shopId = owner.shop.id;
  for (const [name, price] of [
    ['Kanga', 15000],
    ['Sabuni', 1500],
  ] as const)
    ids.push((await owner.client.post('/api/products', { name, price, category: 'home', stock: 1000 })).body.id);
}, 30_000);
afterAll(() => t.close());

describe('products over a long range', () => {
  it('sums whole months and ragged ends, and names a product gone from the catalogue by its line', async () => {
    const today = eatDay(new Date());
    // One order of each product every 9 days over 100 days: whole months and ragged ends.
    for (let back = 0; back <= 100; back += 9)
      for (const [i, product_id] of ids.entries()) {
        const id = await createOrder(
          t.db,
          shopId,
          null,
          orderCreateSchema.parse({ lines: [{ product_id, quantity: i + 1 }], channel: 'pos', status: 'paid' }),
        );
        await t.db.execute(sql`update orders set created_at = created_at - make_interval(days => ${back})
          where shop_id = ${shopId} and id = ${id}`);
      }
    await t.db.execute(sql`delete from products where shop_id = ${shopId} and id = ${ids[1]}`);
    const from = addDays(today, -95);
    const to = addDays(today, -3);
    const p = await analyticsProducts(t.db, shopId, { range: 'custom', from, to });
    const sold = (
      (await t.db.execute(sql`select l.product_id, sum(l.quantity)::int as q from orders o
        join order_lines l on l.shop_id = o.shop_id and l.order_id = o.id
        where o.shop_id = ${shopId} and (o.created_at at time zone 'Africa/Dar_es_Salaam')::date between ${from} and ${to}
        group by 1`)) as unknown as { rows: { product_id: string; q: number }[] }
    ).rows;
    expect(p.by_quantity.map((s) => [s.product_name, s.quantity]).sort()).toEqual(
      [
        ['Kanga', sold.find((s) => s.product_id === ids[0])!.q],
        ['Sabuni', sold.find((s) => s.product_id === ids[1])!.q],
      ].sort(),
    );
  }, 60_000);
});

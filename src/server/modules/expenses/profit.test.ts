import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, eatDay, lastDayOf, monthOf } from '../../../lib/eat-days.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { activeProduct } from '../products/product-dto.ts';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp, owner: TestClient, shopId: string;
const month = monthOf(eatDay());
const last = addMonths(month, -1);

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const ok = async (res: Promise<{ status: number; body: any }>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body;
};

describe('the profit view', () => {
  it('sales − cost of goods sold − expenses per month, on a hand-computed fixture', async () => {
    // Rice costs the shop 9 000 and sells at 12 000; the dress's variants cost 20 000 (M, its own)
    // and the product's 18 000 (L, none of its own); soap has no cost price.
    const rice = await ok(
      owner.post('/api/products', { name: 'Mchele', price: 12_000, cost_price: 9_000, category: 'home', stock: 100 }),
    );
    const dress = await ok(
      owner.post('/api/products', {
        name: 'Gauni',
        price: 30_000,
        cost_price: 18_000,
        category: 'clothing_accessories',
        variants: [
          { name: 'M', price: 30_000, cost_price: 20_000, stock: 10 },
          { name: 'L', price: 32_000, stock: 10 },
        ],
      }),
    );
    const soap = await ok(owner.post('/api/products', { name: 'Sabuni', price: 2_000, category: 'home', stock: 50 }));
    expect(rice.cost_price).toBe(9_000);
    expect(dress.variants.map((v: any) => v.cost_price)).toEqual([20_000, null]);
    const [m, l] = dress.variants;
    // Order 1: 2 rice + 1 M dress = 54 000, paid in cash, 4 000 of it handed back: 50 000 sales,
    // 38 000 COGS (a sale counts once paid, net of refunds: one definition with analytics).
    const first = await ok(
      owner.post('/api/orders', {
        status: 'paid',
        lines: [
          { product_id: rice.id, quantity: 2 },
          { product_id: dress.id, variant_id: m.id, quantity: 1 },
        ],
      }),
    );
    await ok(owner.post(`/api/orders/${first.id}/refunds`, { amount: 4_000, note: 'late', source: 'cash' }));
    // Order 2: 1 L dress (the product's cost) + 3 soap (no cost) = 38 000 sales, 18 000 COGS, 1 line without cost.
    await ok(
      owner.post('/api/orders', {
        status: 'paid',
        lines: [
          { product_id: dress.id, variant_id: l.id, quantity: 1 },
          { product_id: soap.id, quantity: 3 },
        ],
      }),
    );
    // Order 4, not paid yet: no sale.
    await ok(owner.post('/api/orders', { lines: [{ product_id: rice.id, quantity: 1 }] }));
    // Order 3, cancelled: leaves every figure.
    const cancelled = await ok(owner.post('/api/orders', { lines: [{ product_id: rice.id, quantity: 5 }] }));
    await ok(owner.post(`/api/orders/${cancelled.id}/transitions`, { to: 'cancelled' }));
    // A later change of the cost price leaves what was sold as it was.
    await ok(owner.put(`/api/products/${rice.id}`, { cost_price: 11_000 }));
    // Expenses: 15 000 this month (one deleted one does not count), 4 000 last month.
    await ok(
      owner.post('/api/expenses', { amount: 10_000, category: 'rent', spent_on: `${month}-01`, paid_by: 'cash' }),
    );
    await ok(
      owner.post('/api/expenses', { amount: 5_000, category: 'food', spent_on: lastDayOf(month), paid_by: 'bank' }),
    );
    const gone = await ok(
      owner.post('/api/expenses', { amount: 99_000, category: 'other', spent_on: `${month}-02`, paid_by: 'cash' }),
    );
    await ok(owner.delete(`/api/expenses/${gone.id}`));
    await ok(
      owner.post('/api/expenses', { amount: 4_000, category: 'travel', spent_on: `${last}-15`, paid_by: 'cash' }),
    );

    const res = await owner.get(`/api/profit?from=${last}&to=${month}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.months).toEqual([
      {
        month: last,
        orders: 0,
        sales: 0,
        cogs: 0,
        expenses: 4_000,
        profit: -4_000,
        lines_without_cost: 0,
        orders_link: `/dashboard/orders?from=${last}-01&to=${lastDayOf(last)}`,
        expenses_link: `/dashboard/expenses/expenses-records?from=${last}-01&to=${lastDayOf(last)}`,
      },
      {
        month,
        orders: 2,
        sales: 88_000,
        cogs: 56_000,
        expenses: 15_000,
        profit: 17_000,
        lines_without_cost: 1,
        orders_link: `/dashboard/orders?from=${month}-01&to=${lastDayOf(month)}`,
        expenses_link: `/dashboard/expenses/expenses-records?from=${month}-01&to=${lastDayOf(month)}`,
      },
    ]);
    expect(res.body.totals).toEqual({
      orders: 2,
      sales: 88_000,
      cogs: 56_000,
      expenses: 19_000,
      profit: 13_000,
      lines_without_cost: 1,
    });
    const costs = await t.db
      .select({ name: orderLines.productName, cost: orderLines.unitCost })
      .from(orderLines)
      .where(and(eq(orderLines.shopId, shopId)));
    expect(costs.filter((c) => c.name === 'Sabuni').map((c) => c.cost)).toEqual([null]);
  });

  it('defaults to the last 12 months; a year gives its 12 months', async () => {
    const recent = await owner.get('/api/profit');
    expect(recent.body.months).toHaveLength(12);
    expect(recent.body.to).toBe(month);
    const year = await owner.get('/api/profit?year=2025');
    expect(year.body).toMatchObject({ from: '2025-01', to: '2025-12' });
    expect(year.body.months).toHaveLength(12);
  });

  it.each([
    ['a month in a wrong format', '?from=2026-1&to=2026-02', 'month_invalid'],
    ['month 13', '?from=2026-13&to=2026-13', 'month_invalid'],
    ['a range without its end', '?from=2026-01', 'month_required'],
    ['a reversed range', '?from=2026-05&to=2026-01', 'date_range_reversed'],
    ['more than 24 months', '?from=2020-01&to=2026-01', 'profit_range_too_long'],
    ['a year and a range', '?year=2026&from=2026-01&to=2026-02', 'profit_range_mixed'],
    ['a year that is not a number', '?year=twenty', undefined],
  ])('refuses %s with a 400', async (_what, query, code) => {
    const res = await owner.get(`/api/profit${query}`);
    expect(res.status).toBe(400);
    if (code) expect(res.body.code).toBe(code);
  });

  it('a negative or fractional cost price is refused', async () => {
    expect((await owner.post('/api/products', { name: 'X', price: 1, cost_price: -1, category: 'home' })).status).toBe(
      400,
    );
    expect((await owner.post('/api/products', { name: 'X', price: 1, cost_price: 1.5, category: 'home' })).status).toBe(
      400,
    );
  });

  it('a product on its way to a customer (the chat) carries no cost price', async () => {
    const p = await ok(
      owner.post('/api/products', {
        name: 'Siri',
        price: 5_000,
        cost_price: 3_210,
        category: 'home',
        variants: [{ name: 'A', price: 5_000, cost_price: 3_210, stock: 1 }],
      }),
    );
    const sold = await activeProduct(t.db, shopId, p.id);
    expect(JSON.stringify(sold)).not.toContain('cost_price');
    expect(JSON.stringify(sold)).not.toContain('3210');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { stockMovements } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

describe('concurrent orders', () => {
  it('50 simultaneous orders for a product with stock 10: exactly 10 succeed, stock ends at 0', async () => {
    const p = (
      await owner.post('/api/products', { name: 'Simu ya mkononi', price: 250000, category: 'electronics', stock: 10 })
    ).body;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner.post('/api/orders', {
          customer: { phone: `07540${String(i).padStart(5, '0')}`, name: `Mteja ${i}` },
          lines: [{ product_id: p.id, quantity: 1 }],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'out_of_stock')).toBe(true);
    expect(refused[0]!.body.message).toBe('Not enough Simu ya mkononi in stock: 0 left.');
    expect((await owner.get(`/api/products/${p.id}`)).body.stock).toBe(0);
    // Numbers stay gapless and unique: failed orders gave theirs back with their transaction.
    expect(ok.map((r) => r.body.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [placed] = await t.db.select({ n: count() }).from(orders).where(eq(orders.shopId, shopId));
    const [moves] = await t.db
      .select({ n: count() })
      .from(stockMovements)
      .where(and(eq(stockMovements.shopId, shopId), eq(stockMovements.reason, 'order')));
    expect([placed!.n, moves!.n]).toEqual([10, 10]);
  });
});

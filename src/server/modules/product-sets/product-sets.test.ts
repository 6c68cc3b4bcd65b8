import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpUser(t, { shop: true })).client;
  const items = [
    ['Chai', 2000, 'food_beverages', 5],
    ['Kahawa', 6000, 'food_beverages', 0],
    ['Radio', 45000, 'electronics', 2],
    ['Sabuni', 1500, 'health_beauty', 9],
    ['Asali', 9000, 'food_beverages', 3],
  ] as const;
  for (const [name, price, category, stock] of items) {
    ids[name] = (await owner.post('/api/products', { name, price, category, stock })).body.id;
  }
});
afterAll(() => t.close());

describe('product sets', () => {
  it('keeps a hand-picked collection in order and skips products removed since', async () => {
    const res = await owner.post('/api/product-sets', {
      kind: 'collection',
      name: 'Breakfast',
      product_ids: [ids.Asali, ids.Chai, ids.Radio],
    });
    expect(res.status).toBe(201);
    await owner.delete(`/api/products/${ids.Radio}`);
    const evaluated = await owner.get(`/api/product-sets/${res.body.id}/products`);
    expect(evaluated.body.items.map((p: any) => p.name)).toEqual(['Asali', 'Chai']);
    const reordered = await owner.put(`/api/product-sets/${res.body.id}`, {
      kind: 'collection',
      name: 'Breakfast',
      product_ids: [ids.Chai, ids.Asali],
    });
    expect(reordered.body.product_ids).toEqual([ids.Chai, ids.Asali]);
    expect((await owner.get('/api/product-sets')).body.map((s: any) => s.name)).toEqual(['Breakfast']);
  });

  it('evaluates a template rule when used, so new products join it', async () => {
    const rule = { category: 'food_beverages', min_price: 1000, max_price: 10000, in_stock: true, newest: 5 };
    const set = (await owner.post('/api/product-sets', { kind: 'template', name: 'Food in stock', rule })).body;
    const first = await owner.get(`/api/product-sets/${set.id}/products`);
    expect(first.body.items.map((p: any) => p.name)).toEqual(['Asali', 'Chai']);
    await owner.post('/api/products', { name: 'Maziwa', price: 1200, category: 'food_beverages', stock: 4 });
    await owner.post('/api/products', {
      name: 'Draft',
      price: 1200,
      category: 'food_beverages',
      stock: 4,
      status: 'draft',
    });
    const later = await owner.get(`/api/product-sets/${set.id}/products`);
    expect(later.body.items.map((p: any) => p.name)).toEqual(['Maziwa', 'Asali', 'Chai']);
    const preview = await owner.post('/api/product-sets/preview', { kind: 'template', name: 'x', rule: { newest: 1 } });
    expect(preview.body.items.map((p: any) => p.name)).toEqual(['Maziwa']);
  });

  it('refuses bad sets', async () => {
    const other = (await signUpUser(t, { shop: true })).client;
    const foreign = (await other.post('/api/products', { name: 'Theirs', price: 1, category: 'home' })).body.id;
    const cases: [unknown, string][] = [
      [{ kind: 'collection', name: 'X', product_ids: [foreign] }, 'set_unknown_products'],
      [{ kind: 'collection', name: 'X', product_ids: [ids.Chai, ids.Chai] }, 'duplicate_product'],
      [{ kind: 'template', name: 'X', rule: { min_price: 500, max_price: 100 } }, 'price_range_invalid'],
      [{ kind: 'template', name: 'X', rule: { category: 'cars' } }, 'unknown_category'],
      [{ kind: 'smart', name: 'X' }, 'invalid_value'],
    ];
    for (const [body, code] of cases) {
      const res = await owner.post('/api/product-sets', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const set = (await owner.post('/api/product-sets', { kind: 'template', name: 'Gone', rule: {} })).body;
    expect((await owner.delete(`/api/product-sets/${set.id}`)).status).toBe(204);
    expect((await owner.get(`/api/product-sets/${set.id}`)).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';

let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

export const kanga = {
  name: 'Kanga ya pamba',
  price: 15000,
  category: 'clothing_accessories',
  sku: 'KG-001',
  stock: 12,
  low_stock_threshold: 3,
  variants: [
    { name: 'Red / M', options: { colour: 'red', size: 'M' }, price: 15000, stock: 4 },
    { name: 'Blue / L', options: { colour: 'blue', size: 'L' }, price: 16000, stock: 2 },
  ],
  addon_groups: [
    {
      name: 'Gift wrap',
      min: 0,
      max: 1,
      options: [
        { name: 'Paper', price: 1000 },
        { name: 'Box', price: 2500 },
      ],
    },
  ],
};

describe('products', () => {
  it('creates a product with variants and add-ons, with initial stock in the ledger', async () => {
    const res = await owner.post('/api/products', kanga);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Kanga ya pamba',
      price: 15000,
      sku: 'KG-001',
      status: 'active',
      stock: 6,
      stock_status: 'in_stock',
    });
    expect(res.body.variants.map((v: any) => v.name)).toEqual(['Red / M', 'Blue / L']);
    expect(res.body.addon_groups[0]).toMatchObject({ name: 'Gift wrap', min: 0, max: 1, required: false });
    const moves = await owner.get(`/api/products/${res.body.id}/movements`);
    expect(moves.body.items).toHaveLength(2);
    expect(moves.body.items[0]).toMatchObject({ reason: 'initial', actor: { name: 'Asha Juma' } });
    // The list counts its variants' stock too (a subquery once compared the variants with themselves).
    const listed = await owner.get('/api/products?q=KG-001');
    expect(listed.body.items[0]).toMatchObject({ stock: 6, stock_status: 'in_stock', variant_count: 2 });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const before = await shopSnapshot(t.db, shopId);
    const cases: [unknown, number, string][] = [
      [{ ...kanga, sku: null, price: -1 }, 400, 'price_negative'],
      [{ ...kanga, sku: null, stock: -5 }, 400, 'stock_negative'],
      [{ ...kanga, sku: null, variants: [{ name: ' ', price: 100 }] }, 400, 'variant_name_required'],
      [{ ...kanga, sku: null, variants: [{ name: 'A', price: 100, stock: -1 }] }, 400, 'stock_negative'],
      [
        { ...kanga, sku: null, addon_groups: [{ name: 'Sauce', min: 3, max: 1, options: [{ name: 'Chilli' }] }] },
        400,
        'addon_min_max',
      ],
      [{ ...kanga, sku: null, category: 'weapons' }, 400, 'unknown_category'],
      [{ ...kanga, sku: 'KG-001' }, 409, 'sku_taken'],
      [{ ...kanga, price: 12.5, sku: null }, 400, 'price_invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await owner.post('/api/products', body, { 'accept-language': 'sw' });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(res.body.message).not.toBe(code);
    }
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });

  it('lists with search, filters, stock badges and pagination', async () => {
    const { client } = await signUpUser(t, { shop: true });
    for (let i = 1; i <= 25; i++) {
      const body = {
        name: `Sabuni ${i}`,
        price: 1000 * i,
        category: i % 2 ? 'health_beauty' : 'home',
        sku: `SB-${i}`,
        stock: i === 1 ? 0 : i,
        low_stock_threshold: 3,
        status: i === 25 ? 'draft' : 'active',
      };
      expect((await client.post('/api/products', body)).status).toBe(201);
    }
    const page1 = await client.get('/api/products?page_size=10');
    expect(page1.body).toMatchObject({ total: 25, page: 1, page_size: 10 });
    expect(page1.body.items[0].name).toBe('Sabuni 25');
    expect((await client.get('/api/products?page=3&page_size=10')).body.items).toHaveLength(5);
    expect((await client.get('/api/products?q=sb-1')).body.total).toBe(11); // SB-1, SB-10..19
    expect((await client.get('/api/products?q=abuni%202')).body.total).toBe(7);
    expect((await client.get('/api/products?q=50%25')).body.total).toBe(0);
    expect((await client.get('/api/products?category=home')).body.total).toBe(12);
    expect((await client.get('/api/products?status=draft')).body.items.map((p: any) => p.name)).toEqual(['Sabuni 25']);
    const out = await client.get('/api/products?stock=out');
    expect(out.body.items.map((p: any) => [p.name, p.stock_status])).toEqual([['Sabuni 1', 'out']]);
    expect((await client.get('/api/products?stock=low')).body.items.map((p: any) => p.name).sort()).toEqual([
      'Sabuni 2',
      'Sabuni 3',
    ]);
    expect((await client.get('/api/products?category=cars')).status).toBe(400);
  });

  it('updates fields and variants, keeping variant ids and recording stock changes', async () => {
    const created = (await owner.post('/api/products', { ...kanga, sku: 'KG-UPD' })).body;
    const [red] = created.variants;
    const res = await owner.put(`/api/products/${created.id}`, {
      name: 'Kanga mpya',
      variants: [
        { id: red.id, name: 'Red / M', price: 14000, stock: 10 },
        { name: 'Green / S', price: 15000, stock: 1 },
      ],
      addon_groups: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Kanga mpya');
    expect(res.body.variants.map((v: any) => [v.name, v.stock])).toEqual([
      ['Red / M', 10],
      ['Green / S', 1],
    ]);
    expect(res.body.variants[0].id).toBe(red.id);
    expect(res.body.addon_groups).toEqual([]);
    const moves = (await owner.get(`/api/products/${created.id}/movements`)).body.items;
    expect(moves.find((m: any) => m.reason === 'adjustment')).toMatchObject({
      delta: 6,
      stock_after: 10,
      variant_id: red.id,
    });
    const taken = await owner.put(`/api/products/${created.id}`, { sku: 'KG-001' });
    expect([taken.status, taken.body.code]).toEqual([409, 'sku_taken']);
  });

  it('adjusts stock through the ledger and never below zero', async () => {
    const p = (
      await owner.post('/api/products', { name: 'Mchele 5kg', price: 12000, category: 'food_beverages', stock: 5 })
    ).body;
    const add = await owner.post(`/api/products/${p.id}/stock`, {
      delta: 10,
      reason: 'restock',
      note: 'Delivery from Mbeya',
    });
    expect(add.body).toEqual({ stock: 15 });
    const tooMuch = await owner.post(`/api/products/${p.id}/stock`, { delta: -16, reason: 'damage' });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'stock_would_go_negative']);
    const moves = (await owner.get(`/api/products/${p.id}/movements`)).body.items;
    expect(moves.map((m: any) => [m.reason, m.delta, m.stock_after])).toEqual([
      ['restock', 10, 15],
      ['initial', 5, 5],
    ]);
  });

  it('soft-deletes: gone from the list and detail, SKU free again', async () => {
    const p = (await owner.post('/api/products', { name: 'Old', price: 1, category: 'home', sku: 'OLD-1' })).body;
    expect((await owner.delete(`/api/products/${p.id}`)).status).toBe(204);
    expect((await owner.get(`/api/products/${p.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/products/${p.id}`)).status).toBe(404);
    expect((await owner.post('/api/products', { name: 'New', price: 1, category: 'home', sku: 'OLD-1' })).status).toBe(
      201,
    );
  });
});

describe('product images', () => {
  const png = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#e07a2f' } })
      .png()
      .toBuffer();
  const form = (bytes: Uint8Array | string, name = 'photo.png') => {
    const data = new FormData();
    data.set('image', new File([bytes as BlobPart], name, { type: 'image/png' }));
    return data;
  };

  it('stores a large WebP and a small thumbnail, and removes them', async () => {
    const p = (await owner.post('/api/products', { name: 'Pic', price: 1, category: 'home' })).body;
    const res = await owner.post(`/api/products/${p.id}/images`, form(await png(2400, 1200)));
    expect(res.status).toBe(201);
    const [image] = res.body.images;
    const large = await sharp(Buffer.from(await (await t.app.request(image.url)).arrayBuffer())).metadata();
    const thumb = await sharp(Buffer.from(await (await t.app.request(image.thumbnail_url)).arrayBuffer())).metadata();
    expect([large.format, large.width, thumb.format, thumb.width]).toEqual(['webp', 1600, 'webp', 320]);
    expect((await owner.get('/api/products?q=pic')).body.items[0].thumbnail_url).toBe(image.thumbnail_url);
    expect((await owner.delete(`/api/products/${p.id}/images/${image.id}`)).status).toBe(204);
    expect((await t.app.request(image.url)).status).toBe(404);
  });

  it('refuses a 10 MB file and a non-image, storing nothing', async () => {
    const p = (await owner.post('/api/products', { name: 'NoPic', price: 1, category: 'home' })).body;
    const big = await owner.post(`/api/products/${p.id}/images`, form(new Uint8Array(10 * 1024 * 1024)));
    expect([big.status, big.body.code]).toEqual([413, 'product_image_too_large']);
    const fake = await owner.post(`/api/products/${p.id}/images`, form('not an image at all', 'x.png'));
    expect([fake.status, fake.body.code]).toEqual([415, 'image_invalid']);
    expect((await owner.get(`/api/products/${p.id}`)).body.images).toEqual([]);
  });
});

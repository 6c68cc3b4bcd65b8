import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { shopMembers, shops } from '../../db/schema/shops.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#2776ea' } })
    .png()
    .toBuffer();
const form = (bytes: Uint8Array | string, name = 'logo.png', type = 'image/png') => {
  const data = new FormData();
  data.set('logo', new File([bytes as BlobPart], name, { type }));
  return data;
};

describe('shop', () => {
  it('answers 404 before a shop exists, then creates it with the owner as admin', async () => {
    const { client } = await signUpUser(t);
    const none = await client.get('/api/shop');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('shop_not_found');
    const created = await client.post('/api/shop', {
      shop_name: 'Mama Lishe',
      whatsapp_number: '0754 123 456',
      category: 'food_beverages',
      default_language: 'sw',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      shop_name: 'Mama Lishe',
      whatsapp_number: '+255754123456',
      currency: 'TZS',
      logo_url: null,
      default_language: 'sw',
    });
    expect((await client.get('/api/shop')).body.id).toBe(created.body.id);
    expect((await client.get('/api/user')).body.permissions).toEqual({ is_admin: true });
  });

  it('refuses a second shop and bad fields, writing nothing', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const before = await t.db.select({ n: count() }).from(shops);
    expect(
      (await client.post('/api/shop', { shop_name: 'Again', whatsapp_number: '0754123456', category: 'home' })).status,
    ).toBe(409);
    const fresh = (await signUpUser(t)).client;
    const cases = [
      [{ shop_name: 'X1', whatsapp_number: '999', category: 'home' }, 'invalid_phone'],
      [{ shop_name: 'X1', whatsapp_number: '0754123456', category: 'weapons' }, 'invalid_choice'],
      [{ shop_name: 'X1', whatsapp_number: '0754123456', category: 'home', currency: 'USD' }, 'invalid_choice'],
      [{ shop_name: 'X1', whatsapp_number: '0754123456', category: 'home', owner_id: 'x' }, 'unknown_field'],
    ] as const;
    for (const [body, code] of cases) {
      const res = await fresh.post('/api/shop', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code === code || (code === 'invalid_choice' && res.body.code === 'invalid_value')).toBe(true);
    }
    expect(await t.db.select({ n: count() }).from(shops)).toEqual(before);
    expect((await fresh.get('/api/shop')).status).toBe(404);
  });

  it('updates details', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const res = await client.put('/api/shop', { address: 'Kariakoo, Dar es Salaam', listed: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: 'Kariakoo, Dar es Salaam', listed: true, shop_name: 'Asha Fashion' });
  });

  it('stores a logo as a small WebP served from /media', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const res = await client.put('/api/shop/logo', form(await png(1200)));
    expect(res.status).toBe(200);
    expect(res.body.logo_url).toMatch(/^\/media\/logos\/.+\.webp$/);
    const image = await t.app.request(res.body.logo_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.width).toBe(512);
  });

  it('refuses a non-image, an oversized file and a missing file, keeping the old logo', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const first = await client.put('/api/shop/logo', form(await png(64)));
    const notImage = await client.put('/api/shop/logo', form('<script>alert(1)</script>', 'logo.png'));
    expect(notImage.status).toBe(415);
    expect(notImage.body.code).toBe('image_invalid');
    const big = await client.put('/api/shop/logo', form(new Uint8Array(3 * 1024 * 1024), 'big.png'));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('image_too_large');
    const none = await client.put('/api/shop/logo', new FormData());
    expect(none.status).toBe(400);
    expect((await client.get('/api/shop')).body.logo_url).toBe(first.body.logo_url);
  });

  it('keeps shop and owner membership together', async () => {
    const [s] = await t.db.select({ n: count() }).from(shops);
    const [m] = await t.db.select({ n: count() }).from(shopMembers);
    expect(m!.n).toBeGreaterThanOrEqual(s!.n);
  });
});

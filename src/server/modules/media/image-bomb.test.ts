import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';
import { blackPng } from '../../test/black-png.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';

// Issue 12: a small file that claims a huge picture (a decompression bomb) is refused from its
// header, before a pixel is decoded.
let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const upload = (field: string, bytes: Buffer) => {
  const form = new FormData();
  form.set(field, new File([new Uint8Array(bytes)], 'bomb.png', { type: 'image/png' }));
  return form;
};

describe('image uploads', () => {
  it('refuses a 16000×16000 PNG of a few hundred KB at once, as a product image and as the shop logo', async () => {
    const bomb = blackPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const product = (await owner.post('/api/products', { name: 'Kanga', price: 1000, category: 'home' })).body;
    const before = await shopSnapshot(t.db, shopId);
    const started = performance.now();
    const image = await owner.post(`/api/products/${product.id}/images`, upload('image', bomb));
    const logo = await owner.put('/api/shop/logo', upload('logo', bomb));
    const took = performance.now() - started;
    expect([image.status, image.body.code, image.body.field]).toEqual([413, 'image_too_many_pixels', 'image']);
    expect([logo.status, logo.body.code, logo.body.field]).toEqual([413, 'image_too_many_pixels', 'logo']);
    expect(image.body.message).toContain('16000×16000');
    expect(took).toBeLessThan(1000);
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });

  it('still takes a picture of normal size', async () => {
    const product = (await owner.post('/api/products', { name: 'Kitenge', price: 1000, category: 'home' })).body;
    const res = await owner.post(`/api/products/${product.id}/images`, upload('image', blackPng(1200, 900)));
    expect(res.status).toBe(201);
    expect(res.body.images).toHaveLength(1);
  });
});

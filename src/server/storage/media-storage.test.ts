import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateMediaUrl } from '../modules/media/index.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../test/harness.ts';
import { startLocalS3, type LocalS3 } from '../test/local-s3.ts';
import { shopSnapshot } from '../test/shop-snapshot.ts';
import { blackPng } from '../test/black-png.ts';

// Issue 31: the same media behaviour on the data directory's folder and on an S3 bucket (a local
// S3-compatible server, s3rver, started here): uploads checked by their bytes, size and pixel
// limits, image bombs refused with nothing written, another shop's files 404, and the private
// files (receipt photos, KYC documents) refused to another shop and to a visitor.

const where = (kind: 'folder' | 's3') => (kind === 's3' ? 'on a local S3 server' : "in DATA_DIR's folder");

describe.each(['folder', 's3'] as const)('uploaded files %s', (kind) => {
  let s3: LocalS3 | undefined;
  let t: TestApp, owner: TestClient, intruder: TestClient, visitor: TestClient, shopId: string;
  let photo: Buffer;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startLocalS3();
    t = await createTestApp({ env: s3?.env ?? {} });
    const signedUp = await signUpUser(t, { shop: true });
    ({ client: owner } = signedUp);
    shopId = signedUp.shop.id;
    intruder = (await signUpUser(t, { shop: true })).client;
    visitor = t.client();
    photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0a7f5a' } })
      .jpeg()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  /** Every stored file, wherever this app keeps them: the bucket's objects, or the folders. */
  const storedFiles = () =>
    kind === 's3'
      ? filesUnder(path.join(s3!.directory, s3!.bucket))
      : filesUnder(t.deps.env.dataDir, ['media', 'private']);
  /** The bytes under a key, read straight from the bucket or the folder (not through our store). */
  const rawObject = async (key: string): Promise<Buffer | null> => {
    if (kind === 'folder') {
      const file = path.join(t.deps.env.dataDir, key);
      return existsSync(file) ? readFileSync(file) : null;
    }
    const client = new S3Client({
      endpoint: s3!.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch {
      return null;
    }
  };
  const upload = (field: string, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.set(field, new File([new Uint8Array(bytes)], name, { type }));
    return form;
  };
  const newProduct = async () =>
    (await owner.post('/api/products', { name: 'Kanga', price: 1000, category: 'home' })).body.id as string;

  it(`keeps the files ${where(kind)} and nowhere else`, async () => {
    expect(t.deps.storage.kind).toBe(kind);
    const res = await owner.post(`/api/products/${await newProduct()}/images`, upload('image', photo));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const name = (res.body.images[0].url as string).replace('/media/', '');
    expect(await rawObject(`media/${name}`)).not.toBeNull();
    if (kind === 's3') expect(existsSync(path.join(t.deps.env.dataDir, 'media'))).toBe(false);
  });

  it('stores a product image as a WebP made from its bytes, and serves exactly those bytes to anyone', async () => {
    const res = await owner.post(`/api/products/${await newProduct()}/images`, upload('image', photo));
    const [image] = res.body.images;
    for (const url of [image.url, image.thumbnail_url] as string[]) {
      const served = await visitor.request('GET', url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await (await t.app.request(url)).arrayBuffer());
      expect(bytes.equals((await rawObject(`media/${url.replace('/media/', '')}`))!)).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(url === image.url ? 900 : 320);
    }
  });

  it('refuses what is not an image by its bytes (a PDF named .jpg), too large a file and a bomb, writing nothing', async () => {
    const product = await newProduct();
    const before = await shopSnapshot(t.db, shopId);
    const files = storedFiles();
    const pdf = new TextEncoder().encode('%PDF-1.4 not a photo at all');
    const notImage = await owner.post(`/api/products/${product}/images`, upload('image', pdf));
    expect([notImage.status, notImage.body.code]).toEqual([415, 'image_invalid']);
    const huge = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await owner.post(`/api/products/${product}/images`, upload('image', huge));
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'product_image_too_large']);
    const bomb = blackPng(16_000, 16_000);
    const bombed = await owner.post(`/api/products/${product}/images`, upload('image', bomb, 'b.png', 'image/png'));
    expect([bombed.status, bombed.body.code]).toEqual([413, 'image_too_many_pixels']);
    const logo = await owner.put('/api/shop/logo', upload('logo', bomb, 'b.png', 'image/png'));
    expect([logo.status, logo.body.code]).toEqual([413, 'image_too_many_pixels']);
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it("gives another shop 404 for this shop's images, and removes a deleted image's files", async () => {
    const product = await newProduct();
    const [image] = (await owner.post(`/api/products/${product}/images`, upload('image', photo))).body.images;
    expect((await intruder.delete(`/api/products/${product}/images/${image.id}`)).status).toBe(404);
    expect((await intruder.get(`/api/products/${product}`)).status).toBe(404);
    expect((await visitor.request('GET', image.url)).status).toBe(200);
    expect((await owner.delete(`/api/products/${product}/images/${image.id}`)).status).toBe(204);
    expect((await visitor.request('GET', image.url)).status).toBe(404);
    expect(await rawObject(`media/${image.url.replace('/media/', '')}`)).toBeNull();
    expect((await visitor.request('GET', '/media/products/nothing-here.webp')).status).toBe(404);
  });

  it('replaces the logo: the new one served, the old one gone', async () => {
    const first = (await owner.put('/api/shop/logo', upload('logo', photo))).body.logo_url as string;
    const second = await owner.put('/api/shop/logo', upload('logo', photo));
    expect(second.status).toBe(200);
    expect((await visitor.request('GET', second.body.logo_url)).status).toBe(200);
    expect((await visitor.request('GET', first)).status).toBe(404);
  });

  it('serves a receipt photo only by its signed link: never at its bare name, nor to another shop', async () => {
    const created = await owner.post('/api/expenses', {
      amount: 12000,
      category: 'rent',
      spent_on: '2026-11-02',
      paid_by: 'cash',
      note: 'Kodi',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const expense = created.body;
    const res = await owner.post(`/api/expenses/${expense.id}/receipt`, upload('receipt', photo));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.receipt.url as string;
    const [, , folder, token, file] = link.split('/');
    expect(folder).toBe('receipts');
    // The link opens the photo (bytes as stored) without a cookie, privately cached.
    const served = await t.app.request(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals((await rawObject(`media/receipts/${file}`))!)).toBe(true);
    // Its bare name, a forged or a moved signature, an expired link: 404 to everyone.
    for (const url of [
      `/media/receipts/${file}`,
      `/media/receipts/${token!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}/${file}`,
      `/media/receipts/${token}/${res.body.receipt.thumbnail_url.split('/').pop()}`,
      privateMediaUrl(t.deps.env.secretKey, `receipts/${file}`, Date.now() - 3 * 3600_000),
      privateMediaUrl('another server secret, at least 32 chars', `receipts/${file}`),
    ]) {
      expect((await visitor.request('GET', url)).status, url).toBe(404);
      expect((await owner.request('GET', url)).status, url).toBe(404);
    }
    // Another shop cannot reach the expense that names the link; a visitor must sign in.
    expect((await intruder.get(`/api/expenses/${expense.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/expenses/${expense.id}`)).status).toBe(401);
    expect(JSON.stringify((await intruder.get('/api/expenses')).body)).not.toContain(file);
  });

  it('keeps KYC documents private: the owner reads the bytes, another shop gets 404, a visitor 401', async () => {
    const png = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const up = await owner.post(
      '/api/compliance/requirements/owner_selfie/documents/selfie',
      upload('file', png, 'me.png', 'image/png'),
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const doc = (up.body.requirements as { key: string; documents: { id: string }[] }[]).find(
      (r) => r.key === 'owner_selfie',
    )!.documents[0]!;
    const mine = await t.app.request(`/api/compliance/documents/${doc.id}`, { headers: { cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(png)).toBe(true);
    expect(await rawObject(`private/kyc/${shopId}/${doc.id}`)).toEqual(png);
    expect((await intruder.get(`/api/compliance/documents/${doc.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/compliance/documents/${doc.id}`)).status).toBe(401);
    // Never under the public media folder /media serves.
    expect(storedFiles().some((f) => f.startsWith('media/kyc'))).toBe(false);
    expect((await visitor.request('GET', `/media/kyc/${doc.id}.png`)).status).toBe(404);
  });
});

/** The files under root's folders (all of root when none are named), as paths from root. */
function filesUnder(root: string, folders: string[] = ['.']): string[] {
  return folders
    .map((folder) => path.join(root, folder))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

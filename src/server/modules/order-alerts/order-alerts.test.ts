import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCreateSchema } from '../../../lib/catalog-schemas.ts';
import { orderCreateSchema } from '../../../lib/order-schemas.ts';
import { orderAlertSettings, pushSubscriptions } from '../../db/schema/order-alerts.ts';
import { shopMembers } from '../../db/schema/shops.ts';
import { createOrder } from '../orders/index.ts';
import { createProduct } from '../products/product.service.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';

// The settings screen's routes: each person's own choice and devices, bad input refused with
// nothing written, another person's or shop's device not found, races of one person's writes.

let t: TestApp;
let shopId: string;
let owner: TestClient;
let ownerId: string;
let productId: string;

const ON = { new_order: true, payment: true, browser: true, push: true, sms: false, sound: false };
const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) };
let n = 0;
const sub = (host = 'fcm.googleapis.com') => ({ endpoint: `https://${host}/fcm/send/dev-${++n}`, keys });

beforeAll(async () => {
  let o;
  ({ t, owner, shopId, ...o } = await appWithOwner());
  ownerId = o.user.id;
  productId = (
    await createProduct(
      t.db,
      shopId,
      ownerId,
      productCreateSchema.parse({ name: 'Kanga', price: 12_000, category: 'clothing_accessories', stock: 500 }),
    )
  ).id;
}, 60_000);
afterAll(() => t.close());

const settingsRows = () => t.db.select().from(orderAlertSettings).where(eq(orderAlertSettings.shopId, shopId));
const deviceRows = () => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.shopId, shopId));

describe('settings', () => {
  it('answers the defaults before a choice is made: in the open dashboard only, silent', async () => {
    const res = await owner.get('/api/order-alerts/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...ON, allowed: true, phone: '+255754123456', sms_ready: false, devices: [] });
    expect(res.body.vapid_public_key).toMatch(/^[\w-]{87}$/);
    expect(await settingsRows()).toHaveLength(0);
  });

  it('keeps a choice', async () => {
    const choice = { ...ON, payment: false, sms: true, sound: true };
    const res = await owner.put('/api/order-alerts/settings', choice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(choice);
    expect((await owner.get('/api/order-alerts/settings')).body).toMatchObject(choice);
  });

  it.each([
    ['a missing switch', { ...ON, sound: undefined }],
    ['a switch that is not true or false', { ...ON, sms: 'yes' }],
    ['a field it does not know', { ...ON, whatsapp: true }],
    ['a list', [ON]],
    ['no body', undefined],
  ])('refuses %s with 400 (415 without a JSON body) and writes nothing', async (_name, body) => {
    const before = await settingsRows();
    const res = await owner.put('/api/order-alerts/settings', body);
    expect(res.status).toBe(body === undefined ? 415 : 400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await settingsRows()).toEqual(before);
  });

  it('40 saves at once by one person are one row, the last word winning whole', async () => {
    const member = await signUpUser(t);
    await t.db.insert(shopMembers).values({ shopId, userId: member.user.id, permissions: [] });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        member.client.put('/api/order-alerts/settings', { ...ON, sound: i % 2 === 0 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const mine = (await settingsRows()).filter((r) => r.userId === member.user.id);
    expect(mine).toHaveLength(1);
    // A member without the right to read orders may choose, and is told no alert reaches them.
    expect((await member.client.get('/api/order-alerts/settings')).body.allowed).toBe(false);
  });

  it('needs a signed-in member of a shop', async () => {
    expect((await t.client().get('/api/order-alerts/settings')).status).toBe(401);
    const shopless = await signUpUser(t);
    expect((await shopless.client.put('/api/order-alerts/settings', ON)).status).toBe(404);
  });
});

describe('devices', () => {
  it('turns push on for this browser, named after it', async () => {
    const res = await owner.post('/api/order-alerts/devices', sub(), {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    });
    expect(res.status).toBe(200);
    expect(res.body.devices).toEqual([
      {
        id: expect.any(String),
        device: 'Chrome · Android',
        endpoint_host: 'fcm.googleapis.com',
        created_at: expect.any(String),
      },
    ]);
    // Never answered back: the browser's keys.
    expect(JSON.stringify(res.body)).not.toContain(keys.p256dh);
  });

  it.each([
    ['a push service not on the list', sub('evil.example.com'), 'push_host_not_allowed'],
    ['an internal address', { endpoint: 'https://169.254.169.254/latest', keys }, 'push_host_not_allowed'],
    ['plain http', { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }, 'push_host_not_allowed'],
    ['a host that only ends like one', sub('fcm.googleapis.com.evil.example'), 'push_host_not_allowed'],
    ['a short key', { endpoint: sub().endpoint, keys: { ...keys, p256dh: 'abc' } }, undefined],
    ['a key with a NUL', { endpoint: sub().endpoint, keys: { ...keys, auth: `${'a'.repeat(20)}\u0000a` } }, undefined],
    [
      'an emoji endpoint',
      { endpoint: 'https://fcm.googleapis.com/💥', keys: { ...keys, auth: '🌺'.repeat(11) } },
      undefined,
    ],
    ['a lone surrogate', { endpoint: `https://fcm.googleapis.com/\ud800`, keys }, undefined],
    ['no keys', { endpoint: sub().endpoint }, undefined],
  ])('refuses %s with 400 and keeps nothing', async (_name, body, code) => {
    const before = await deviceRows();
    const res = await owner.post('/api/order-alerts/devices', body);
    expect(res.status).toBe(400);
    if (code) expect(res.body.code).toBe(code);
    expect(await deviceRows()).toEqual(before);
  });

  it('the same browser 40 times at once is one device', async () => {
    const same = sub();
    const answers = await Promise.all(Array.from({ length: 40 }, () => owner.post('/api/order-alerts/devices', same)));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect((await deviceRows()).filter((d) => d.endpoint === same.endpoint)).toHaveLength(1);
  });

  it('a browser signed into by someone else moves to them', async () => {
    const same = sub();
    await owner.post('/api/order-alerts/devices', same);
    const other = await signUpUser(t, { shop: true });
    expect((await other.client.post('/api/order-alerts/devices', same)).status).toBe(200);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, same.endpoint));
    expect(row).toMatchObject({ shopId: other.shop.id, userId: other.user.id });
    expect((await owner.get('/api/order-alerts/settings')).body.devices.length).toBe((await deviceRows()).length);
  });

  it('removes only the person’s own device: another person’s, or shop’s, is not found', async () => {
    const mine = (await owner.post('/api/order-alerts/devices', sub())).body.devices.at(-1).id;
    const colleague = await signUpUser(t);
    await t.db.insert(shopMembers).values({ shopId, userId: colleague.user.id, isAdmin: true });
    expect((await colleague.client.delete(`/api/order-alerts/devices/${mine}`)).status).toBe(404);
    const outsider = await signUpUser(t, { shop: true });
    expect((await outsider.client.delete(`/api/order-alerts/devices/${mine}`)).status).toBe(404);
    expect((await deviceRows()).some((d) => d.id === mine)).toBe(true);
    const res = await owner.delete(`/api/order-alerts/devices/${mine}`);
    expect(res.status).toBe(200);
    expect(res.body.devices.some((d: { id: string }) => d.id === mine)).toBe(false);
    expect((await owner.delete(`/api/order-alerts/devices/${mine}`)).status).toBe(404);
  });
});

describe('the open dashboard’s feed', () => {
  const widgetOrder = () =>
    createOrder(
      t.db,
      shopId,
      null,
      orderCreateSchema.parse({
        channel: 'widget',
        customer: { phone: '0713555666', name: 'Neema' },
        lines: [{ product_id: productId, quantity: 1 }],
      }),
    );

  it('starts with a cursor and what came just before it, then answers the customers’ new orders', async () => {
    await owner.put('/api/order-alerts/settings', ON);
    // An order from before the dashboard opened: the first read answers it, for the screen to mark
    // as seen; the next read answers it again (the overlap), and the screen shows only what is new.
    const earlier = await widgetOrder();
    const start = await owner.get('/api/order-alerts/feed');
    expect(start.status).toBe(200);
    const seen = new Set(start.body.items.map((i: { id: string }) => i.id));
    expect(seen).toContain(earlier);
    const orderId = await widgetOrder();
    await createOrder(
      t.db,
      shopId,
      ownerId,
      orderCreateSchema.parse({ channel: 'pos', lines: [{ product_id: productId, quantity: 1 }] }),
    );
    const next = await owner.get(`/api/order-alerts/feed?after=${encodeURIComponent(start.body.cursor)}`);
    expect(next.status).toBe(200);
    expect(next.body.items.map((i: { id: string }) => i.id)).toContain(earlier);
    // Only the customer's order: the POS sale was the person's own.
    expect(next.body.items.filter((i: { id: string }) => !seen.has(i.id))).toEqual([
      expect.objectContaining({
        event: 'new_order',
        id: orderId,
        order_id: orderId,
        customer_name: 'Neema',
        amount: 12_000,
        currency: 'TZS',
      }),
    ]);
  });

  it('is empty for a person who turned the open dashboard’s alerts off', async () => {
    await owner.put('/api/order-alerts/settings', { ...ON, browser: false });
    const since = new Date(Date.now() - 60_000).toISOString();
    await widgetOrder();
    expect((await owner.get(`/api/order-alerts/feed?after=${since}`)).body.items).toEqual([]);
    await owner.put('/api/order-alerts/settings', ON);
  });

  it('is refused to a member who may not read orders, and shows another shop nothing', async () => {
    const member = await signUpUser(t);
    await t.db
      .insert(shopMembers)
      .values({ shopId, userId: member.user.id, permissions: [{ resource: 'product', action: ['read'] }] });
    const since = new Date(Date.now() - 60_000).toISOString();
    expect((await member.client.get(`/api/order-alerts/feed?after=${since}`)).status).toBe(403);
    const outsider = await signUpUser(t, { shop: true });
    const theirs = await outsider.client.get(`/api/order-alerts/feed?after=${since}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
  });

  it('refuses a cursor that is not a time', async () => {
    expect((await owner.get('/api/order-alerts/feed?after=yesterday')).status).toBe(400);
  });
});

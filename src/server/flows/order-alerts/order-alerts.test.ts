import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productCreateSchema } from '../../../lib/catalog-schemas.ts';
import { orderCreateSchema } from '../../../lib/order-schemas.ts';
import type { PermissionEntry } from '../../../lib/permissions.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { orderAlertDeliveries, pushSubscriptions } from '../../db/schema/order-alerts.ts';
import { shopMembers } from '../../db/schema/shops.ts';
import type { Env } from '../../env.ts';
import { createOrder } from '../../modules/orders/index.ts';
import { sendPush } from '../../modules/order-alerts/index.ts';
import { createProduct } from '../../modules/products/product.service.ts';
import { addPayment, addPaymentAccount } from '../../modules/ledger/test/ledger-kit.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { startFakePushService, type FakePushService } from '../../../../tests/fixtures/fake-push-service.ts';
import { beemEnv, beemReceived, linkBeem, startCampaignBeem } from '../../test/campaign-kit.ts';
import { fanOutAlert } from './fan-out.ts';
import { FAN_OUT_QUEUE } from './queue-order-alert.ts';
import { sendAlertDelivery } from './send-delivery.ts';

// The order-alerts flow on a real database against the fake push service (tests/fixtures): one
// alert per order per person and channel however often the jobs run; nobody who may not read
// orders (asked again at send time), nobody of another shop; a gone subscription is dropped.

let t: TestApp;
let shopId: string;
let owner: TestClient;
let ownerId: string;
let push: FakePushService;
let env: Env;
let productId: string;
const staff: Record<'reader' | 'noOrders', { client: TestClient; id: string; endpoint: string }> = {} as never;
let ownerEndpoint: string;
let other: { client: TestClient; shopId: string };

const run = { final: () => false, push: (...a: Parameters<typeof sendPush>) => sendPush(a[0], a[1], a[2], push.agent) };

async function addStaff(permissions: PermissionEntry[]) {
  const s = await signUpUser(t);
  await t.db.insert(shopMembers).values({ shopId, userId: s.user.id, permissions });
  return s;
}

async function subscribe(client: TestClient) {
  const sub = push.subscribe(env.vapid.publicKey);
  const res = await client.post('/api/order-alerts/devices', sub, {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  });
  expect(res.status).toBe(200);
  return sub.endpoint;
}

async function widgetOrder(name = 'Neema 🌺', phone = '0713555666') {
  // No actor: as the widget, the order page and the WhatsApp bot make orders.
  return createOrder(
    t.db,
    shopId,
    null,
    orderCreateSchema.parse({
      channel: 'widget',
      customer: { phone, name },
      lines: [{ product_id: productId, quantity: 2 }],
    }),
  );
}

const deliveriesOf = (subjectId: string) =>
  t.db.select().from(orderAlertDeliveries).where(eq(orderAlertDeliveries.subjectId, subjectId));

async function sendAll(subjectId: string) {
  const out = [];
  for (const d of await deliveriesOf(subjectId)) out.push(await sendAlertDelivery(t.db, env, shopId, d.id, run));
  return out;
}

beforeAll(async () => {
  push = await startFakePushService();
  let o;
  ({ t, owner, shopId, ...o } = await appWithOwner());
  ownerId = o.user.id;
  // The fake listens on 127.0.0.1: allowed here as the real push services are in production.
  t.deps.env.WEB_PUSH_HOSTS = '127.0.0.1';
  env = t.deps.env;
  const product = await createProduct(
    t.db,
    shopId,
    ownerId,
    productCreateSchema.parse({ name: 'Kanga', price: 12_000, category: 'clothing_accessories', stock: 500 }),
  );
  productId = product.id;
  const reader = await addStaff([{ resource: 'orders', action: ['read'] }]);
  const noOrders = await addStaff([{ resource: 'product', action: ['read'] }]);
  ownerEndpoint = await subscribe(owner);
  staff.reader = { client: reader.client, id: reader.user.id, endpoint: await subscribe(reader.client) };
  staff.noOrders = { client: noOrders.client, id: noOrders.user.id, endpoint: await subscribe(noOrders.client) };
  const o2 = await signUpUser(t, { shop: true });
  other = { client: o2.client, shopId: o2.shop.id };
  await subscribe(other.client);
}, 60_000);

afterAll(async () => {
  await push.close();
  await t.close();
});

beforeEach(() => {
  push.received.length = 0;
});

describe('a new order', () => {
  it('is queued in the order’s own transaction, once', async () => {
    const orderId = await widgetOrder();
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, FAN_OUT_QUEUE), eq(jobs.dedupeKey, `new_order:${orderId}`)));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ shopId, event: 'new_order', subjectId: orderId });
  });

  it('an order made in the back office alerts nobody', async () => {
    const input = orderCreateSchema.parse({ channel: 'pos', lines: [{ product_id: productId, quantity: 1 }] });
    const orderId = await createOrder(t.db, shopId, ownerId, input);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `new_order:${orderId}`));
    expect(queued).toHaveLength(0);
  });

  it('reaches the owner and the staff who may read orders once each, however often the jobs run', async () => {
    const orderId = await widgetOrder();
    expect(await fanOutAlert(t.db, shopId, 'new_order', orderId)).toBe(2);
    // The fan-out job run again (retried, or by a second worker): nothing new.
    expect(await fanOutAlert(t.db, shopId, 'new_order', orderId)).toBe(0);
    const rows = await deliveriesOf(orderId);
    expect(rows.map((r) => r.userId).sort()).toEqual([ownerId, staff.reader.id].sort());
    expect(await sendAll(orderId)).toEqual(['sent', 'sent']);
    // Each send job run again: nothing more leaves.
    expect(await sendAll(orderId)).toEqual(['done', 'done']);
    expect(push.received).toHaveLength(2);
    expect(push.refused).toEqual([]);
    const endpoints = push.received.map((r) => r.subscription).sort();
    expect(endpoints).toEqual([ownerEndpoint, staff.reader.endpoint].map((e) => e.split('/').pop()).sort());
    const [first] = push.received;
    expect(first!.payload).toMatchObject({
      title: expect.stringMatching(/^New order #\d+$/),
      body: 'TZS 24,000 from Neema 🌺',
      tag: `new_order:${orderId}`,
      url: `/dashboard/orders/order-info/${orderId}`,
    });
    expect(first!.ttl).toBe(86_400);
    expect(first!.urgency).toBe('high');
  });

  it('is in Swahili for a person who reads Swahili', async () => {
    const { users } = await import('../../db/schema/accounts.ts');
    await t.db.update(users).set({ language: 'sw' }).where(eq(users.id, staff.reader.id));
    const orderId = await widgetOrder('Juma', '0713555777');
    await fanOutAlert(t.db, shopId, 'new_order', orderId);
    await sendAll(orderId);
    const sw = push.received.find((r) => r.subscription === staff.reader.endpoint.split('/').pop());
    expect(sw!.payload.title).toMatch(/^Oda mpya #\d+$/);
    expect(sw!.payload.body).toBe('TZS 24,000 kutoka kwa Juma');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.reader.id));
  });

  it('never reaches a member without the right to read orders, nor another shop', async () => {
    const orderId = await widgetOrder();
    await fanOutAlert(t.db, shopId, 'new_order', orderId);
    const rows = await deliveriesOf(orderId);
    expect(rows.some((r) => r.userId === staff.noOrders.id)).toBe(false);
    const otherShopDevices = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.shopId, other.shopId));
    expect(otherShopDevices).toHaveLength(1);
    expect(rows.some((r) => r.target === otherShopDevices[0]!.id)).toBe(false);
    expect(rows.every((r) => r.shopId === shopId)).toBe(true);
  });

  it('checks the right again when it is sent: a permission taken away in between holds', async () => {
    const orderId = await widgetOrder();
    await fanOutAlert(t.db, shopId, 'new_order', orderId);
    await t.db
      .update(shopMembers)
      .set({ permissions: [{ resource: 'product', action: ['read'] }] })
      .where(eq(shopMembers.userId, staff.reader.id));
    try {
      const outcomes = await sendAll(orderId);
      expect(outcomes.sort()).toEqual(['sent', 'skipped']);
      expect(push.received.map((r) => r.subscription)).toEqual([ownerEndpoint.split('/').pop()]);
      const skipped = (await deliveriesOf(orderId)).find((d) => d.userId === staff.reader.id)!;
      expect(skipped).toMatchObject({ status: 'skipped', reason: 'may not read orders' });
    } finally {
      await t.db
        .update(shopMembers)
        .set({ permissions: [{ resource: 'orders', action: ['read'] }] })
        .where(eq(shopMembers.userId, staff.reader.id));
    }
  });

  it('follows each person’s choice: new orders off means none', async () => {
    const off = { new_order: false, payment: true, browser: true, push: true, sms: false, sound: false };
    expect((await staff.reader.client.put('/api/order-alerts/settings', off)).status).toBe(200);
    try {
      const orderId = await widgetOrder();
      await fanOutAlert(t.db, shopId, 'new_order', orderId);
      expect((await deliveriesOf(orderId)).map((d) => d.userId)).toEqual([ownerId]);
    } finally {
      await staff.reader.client.put('/api/order-alerts/settings', { ...off, new_order: true });
    }
  });
});

describe('a payment received', () => {
  it('is queued with the credit and reaches the same people', async () => {
    const orderId = await widgetOrder();
    const account = await addPaymentAccount(t.db, shopId);
    const payment = await addPayment(t.db, shopId, account.id, orderId, { amount: 24_000 });
    const seen = { status: 'succeeded', providerRef: 'CP-1', amount: null, currency: null, reason: null } as const;
    expect(await settlePayment(t.db, payment, seen)).toBe('credited');
    // The provider's callback and its status query both report it: credited (and queued) once.
    expect(await settlePayment(t.db, payment, seen)).toBe('already_credited');
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payment:${payment.id}`));
    expect(queued).toHaveLength(1);
    expect(await fanOutAlert(t.db, shopId, 'payment', payment.id)).toBe(2);
    await sendAll(payment.id);
    expect(push.received).toHaveLength(2);
    expect(push.received[0]!.payload.title).toMatch(/^Payment received for order #\d+$/);
    expect(push.received[0]!.payload.tag).toBe(`payment:${payment.id}`);
  });
});

describe('the push service’s answers', () => {
  it('retries a 500 per the job rules, then sends once', async () => {
    push.answer(staff.reader.endpoint, 500);
    const orderId = await widgetOrder();
    await fanOutAlert(t.db, shopId, 'new_order', orderId);
    const mine = (await deliveriesOf(orderId)).find((d) => d.userId === staff.reader.id)!;
    await expect(sendAlertDelivery(t.db, env, shopId, mine.id, run)).rejects.toThrow(/500/);
    expect((await deliveriesOf(orderId)).find((d) => d.id === mine.id)!.status).toBe('queued');
    push.answer(staff.reader.endpoint, 201);
    expect(await sendAlertDelivery(t.db, env, shopId, mine.id, run)).toBe('sent');
    expect(await sendAlertDelivery(t.db, env, shopId, mine.id, run)).toBe('done');
    expect(push.received.filter((r) => r.subscription === staff.reader.endpoint.split('/').pop())).toHaveLength(1);
  });

  it('marks a failure final on the last attempt', async () => {
    push.answer(staff.reader.endpoint, 503);
    try {
      const orderId = await widgetOrder();
      await fanOutAlert(t.db, shopId, 'new_order', orderId);
      const mine = (await deliveriesOf(orderId)).find((d) => d.userId === staff.reader.id)!;
      expect(await sendAlertDelivery(t.db, env, shopId, mine.id, { ...run, final: () => true })).toBe('failed');
      expect((await deliveriesOf(orderId)).find((d) => d.id === mine.id)!.status).toBe('failed');
    } finally {
      push.answer(staff.reader.endpoint, 201);
    }
  });

  it.each([404, 410])('drops a subscription the service answers %i for', async (status) => {
    const endpoint = await subscribe(staff.reader.client);
    push.answer(endpoint, status);
    const orderId = await widgetOrder();
    await fanOutAlert(t.db, shopId, 'new_order', orderId);
    const outcomes = await sendAll(orderId);
    expect(outcomes.filter((o) => o === 'gone')).toHaveLength(1);
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toHaveLength(0);
    // The next alert does not try it again.
    const next = await widgetOrder();
    await fanOutAlert(t.db, shopId, 'new_order', next);
    expect((await deliveriesOf(next)).length).toBe(2);
  });

  it('is refused by the service when signed with another key (the fake checks VAPID)', async () => {
    const orderId = await widgetOrder();
    await fanOutAlert(t.db, shopId, 'new_order', orderId);
    const mine = (await deliveriesOf(orderId)).find((d) => d.userId === ownerId)!;
    const wrong = { ...env, vapid: { ...env.vapid, publicKey: push.subscribe('x').keys.p256dh } };
    expect(await sendAlertDelivery(t.db, wrong, shopId, mine.id, run)).toBe('failed');
    expect(push.refused.at(-1)?.status).toBeGreaterThanOrEqual(400);
  });
});

describe('by SMS to the person’s own phone', () => {
  it('goes once per alert through the shop’s gateway, only to those who turned it on', async () => {
    const beem = await startCampaignBeem();
    Object.assign(t.deps.env, beemEnv(beem));
    try {
      await linkBeem(owner);
      const on = { new_order: true, payment: true, browser: true, push: false, sms: true, sound: false };
      expect((await staff.reader.client.put('/api/order-alerts/settings', on)).status).toBe(200);
      expect((await staff.noOrders.client.put('/api/order-alerts/settings', on)).status).toBe(200);
      const orderId = await widgetOrder('Asha', '0713555888');
      expect(await fanOutAlert(t.db, shopId, 'new_order', orderId)).toBe(2); // the owner's push, the reader's SMS
      const sms = (await deliveriesOf(orderId)).filter((d) => d.channel === 'sms');
      expect(sms.map((d) => [d.userId, d.target])).toEqual([[staff.reader.id, '+255754123456']]);
      expect((await sendAll(orderId)).sort()).toEqual(['sent', 'sent']);
      expect(await sendAll(orderId)).toEqual(['done', 'done']);
      // The job that dies after the gateway took it and runs again: the sms module sends a ref once.
      await t.db.update(orderAlertDeliveries).set({ status: 'sending' }).where(eq(orderAlertDeliveries.id, sms[0]!.id));
      expect(await sendAlertDelivery(t.db, env, shopId, sms[0]!.id, run)).toBe('sent');
      const texts = beemReceived(beem);
      expect(texts).toEqual([
        { to: '+255754123456', text: expect.stringMatching(/^New order #\d+: TZS 24,000 from Asha$/) },
      ]);
    } finally {
      const off = { new_order: true, payment: true, browser: true, push: true, sms: false, sound: false };
      await staff.reader.client.put('/api/order-alerts/settings', off);
      await beem.close();
    }
  });
});

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../db/schema/chat.ts';
import { orders } from '../db/schema/orders.ts';
import { createCheckoutLink } from '../modules/order-link/checkout-link.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../test/harness.ts';

// Issue 12: a crash can commit an order whose answer never arrives; the client's retry with the
// same Idempotency-Key must get that order back, never make a second one.
let t: TestApp, owner: TestClient, shopId: string;
let chai: any;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  chai = (await owner.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 1000 }))
    .body;
});
afterAll(() => t.close());

const orderCount = async () => (await t.db.select({ n: count() }).from(orders).where(eq(orders.shopId, shopId)))[0]!.n;
const stock = async () => (await owner.get(`/api/products/${chai.id}`)).body.stock as number;
const sale = (quantity = 1) => ({
  customer: { phone: '0754 222 333', name: 'Neema' },
  lines: [{ product_id: chai.id, quantity }],
  channel: 'pos',
  payment_method: 'cash',
  status: 'completed',
});
const withKey = (key: string) => ({ 'idempotency-key': key });

describe('Idempotency-Key on order creation', () => {
  it('gives a retry of a committed order its first answer: one order, stock taken once', async () => {
    const [orders0, stock0] = [await orderCount(), await stock()];
    const first = await owner.post('/api/orders', sale(2), withKey('till-1-attempt-1'));
    expect(first.status).toBe(201);
    // The answer was lost on the way back; the till sends the same request again.
    const retry = await owner.post('/api/orders', sale(2), withKey('till-1-attempt-1'));
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderCount()).toBe(orders0 + 1);
    expect(await stock()).toBe(stock0 - 2);
  });

  it('makes one order of 40 requests sent at once with one key; every one gets it', async () => {
    const before = await orderCount();
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => owner.post('/api/orders', sale(), withKey('double-tap-40'))),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a key reused for another request, and a key that is not printable ASCII', async () => {
    expect((await owner.post('/api/orders', sale(1), withKey('reused-key'))).status).toBe(201);
    const other = await owner.post('/api/orders', sale(3), withKey('reused-key'));
    expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
    for (const bad of ['', ' ', 'ü-key', 'x'.repeat(256)]) {
      const res = await owner.post('/api/orders', sale(), withKey(bad));
      expect([res.status, res.body.code], JSON.stringify(bad)).toEqual([400, 'idempotency_key_invalid']);
    }
  });

  it('keeps no key for a refused write, so the retry after a fix goes through', async () => {
    const before = await orderCount();
    const tooMany = await owner.post('/api/orders', sale(5000), withKey('after-restock'));
    expect(tooMany.status).toBe(409);
    await owner.post(`/api/products/${chai.id}/stock`, { delta: 5000, reason: 'restock' });
    expect((await owner.post('/api/orders', sale(5000), withKey('after-restock'))).status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it("keeps one person's keys apart from another's, and orders twice without a key", async () => {
    const before = await orderCount();
    const email = `till-${Date.now()}@example.com`;
    const invite = await owner.post('/api/staff/invitations', {
      email,
      permissions: [{ resource: 'orders', action: ['create', 'read'] }],
    });
    const staff = await signUpUser(t, { email });
    await staff.client.post(`/api/invitations/${new URL(invite.body.link).pathname.split('/').pop()}/accept`);
    expect((await owner.post('/api/orders', sale(), withKey('shared-key'))).status).toBe(201);
    expect(
      (await staff.client.post('/api/orders', sale(), withKey('shared-key'))).headers.get('idempotent-replayed'),
    ).toBeNull();
    await owner.post('/api/orders', sale());
    await owner.post('/api/orders', sale());
    expect(await orderCount()).toBe(before + 4);
  });

  it('gives the order page a lost answer again instead of "already submitted"', async () => {
    const [c] = await t.db
      .insert(conversations)
      .values({ shopId, channel: 'widget', externalId: 'chat-idem-page', language: 'en' })
      .returning();
    const link = await createCheckoutLink(
      t.db,
      { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
      {
        shopId,
        conversationId: c!.id,
        channel: 'widget',
        items: [{ product_id: chai.id, quantity: 1 }],
        language: 'en',
      },
    );
    const url = `/api/v1/order?token=${encodeURIComponent(new URL(link.url).searchParams.get('token')!)}`;
    const body = {
      items: [{ product_id: chai.id, quantity: 1 }],
      fulfilment: 'pickup',
      payment_method: 'cash',
      customer_phone: '0754 555 666',
    };
    const customer = t.client();
    const first = await customer.post(url, body, withKey('page-submit-1'));
    expect(first.status).toBe(201);
    const again = await customer.post(url, body, withKey('page-submit-1'));
    expect([again.status, again.body]).toEqual([201, first.body]);
    const otherKey = await customer.post(url, body, withKey('page-submit-2'));
    expect(otherKey.status).toBe(409);
    const made = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.channel, 'widget')));
    expect(made[0]!.n).toBe(1);
  });
});

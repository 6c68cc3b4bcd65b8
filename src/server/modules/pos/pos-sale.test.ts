import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { orders } from '../../db/schema/orders.ts';
import { ensureDemoSandbox } from '../../seed/demo-sandbox.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';

// The till's money (issue 25, decision 0030): no sale is recorded as paid with no money booked.
// Mobile money at the till is the push to the customer's phone; "take cash instead" while it
// waits books the cash on the same order; the demo's push names its simulated phone.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t, { shop: true });
  productId = (
    await owner.client.post('/api/products', { name: 'Soda', price: 15_000, category: 'food_beverages', stock: 1000 })
  ).body.id;
});
afterAll(() => t.close());

const sale = (extra: Record<string, unknown>, client = owner.client) =>
  client.post('/api/orders', {
    channel: 'pos',
    lines: [{ product_id: productId, quantity: 2 }],
    customer: { phone: '0754123456', name: 'Bi Asha' },
    ...extra,
  });

const entriesOf = (orderId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, owner.shop.id), eq(ledgerEntries.orderId, orderId)));

const ordersOfShop = async () =>
  (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, owner.shop.id))).length;

const decide = (path: string, decision: 'approve' | 'decline') =>
  t.client().post(path, `decision=${decision}`, { 'content-type': 'application/x-www-form-urlencoded' });

async function member(permissions: { resource: string; action: string[] }[]) {
  const person = await signUpUser(t);
  const invite = (await owner.client.post('/api/staff/invitations', { email: person.email, permissions })).body;
  await person.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
  return person.client;
}

describe('a POS sale paid by mobile money', () => {
  it('is refused when recorded as completed or paid with no push: nothing is written', async () => {
    const before = await ordersOfShop();
    for (const status of ['completed', 'paid']) {
      const res = await sale({ payment_method: 'mobile_money', status });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'pos_mobile_money_needs_push', field: 'payment_method' });
    }
    expect(await ordersOfShop()).toBe(before);
  });

  it('a cash POS sale, and a mobile-money order outside the till, are still created as before', async () => {
    const cash = await sale({ payment_method: 'cash', status: 'completed' });
    expect(cash.status).toBe(201);
    expect((await entriesOf(cash.body.id)).map((e) => [e.kind, e.amount])).toEqual([['cash_sale', 30_000]]);
    const manual = await sale({ channel: 'manual', payment_method: 'mobile_money', status: 'pending' });
    expect(manual.status).toBe(201);
  });

  it('the till learns whether it can take mobile money: no account, no wallets', async () => {
    const other = await signUpUser(t, { shop: true });
    expect((await other.client.get('/api/pos/mobile-money')).body).toEqual({ networks: [] });
    await ensureDemoSandbox(t.db, t.deps.env, other.shop.id);
    const res = await other.client.get('/api/pos/mobile-money');
    expect(res.status).toBe(200);
    expect(res.body.networks).toContain('mpesa');
    // Every member at the till may ask (a cashier with orders → create only).
    const cashier = await member([{ resource: 'orders', action: ['create'] }]);
    expect((await cashier.get('/api/pos/mobile-money')).status).toBe(200);
  });

  it('created pending, paid only when the push is approved, with the money booked to the provider account', async () => {
    await ensureDemoSandbox(t.db, t.deps.env, owner.shop.id);
    const order = await sale({ payment_method: 'mobile_money', status: 'pending' });
    expect(order.status).toBe(201);
    expect(order.body.status).toBe('pending');
    expect(await entriesOf(order.body.id)).toEqual([]);
    const push = await owner.client.post(`/api/orders/${order.body.id}/payments`, { network: 'mpesa' });
    expect(push.status, JSON.stringify(push.body)).toBe(201);
    // The demo's simulated phone, on the dashboard's own origin.
    expect(push.body.sandbox_url).toMatch(/^\/sandbox\/phone\/SBX[0-9A-F]{32}$/);
    const listed = await owner.client.get(`/api/orders/${order.body.id}/payments`);
    expect(listed.body[0].sandbox_url).toBe(push.body.sandbox_url);
    expect((await t.client().get(push.body.sandbox_url)).status).toBe(200);

    expect((await decide(push.body.sandbox_url, 'approve')).status).toBe(303);
    expect((await owner.client.get(`/api/orders/${order.body.id}`)).body.status).toBe('paid');
    const booked = await entriesOf(order.body.id);
    expect(booked.map((e) => [e.kind, e.amount])).toEqual([['payment', 30_000]]);
    expect(booked[0]!.accountId).not.toBeNull();
  });
});

describe('a waiting till sale moved by hand', () => {
  it('"Mark as paid" on a POS mobile-money order is refused: nothing booked, still pending; cancel is allowed', async () => {
    const order = await sale({ payment_method: 'mobile_money', status: 'pending' });
    const paid = await owner.client.post(`/api/orders/${order.body.id}/transitions`, { to: 'paid' });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('pos_mobile_money_needs_push');
    expect((await owner.client.get(`/api/orders/${order.body.id}`)).body.status).toBe('pending');
    expect(await entriesOf(order.body.id)).toEqual([]);
    const cancelled = await owner.client.post(`/api/orders/${order.body.id}/transitions`, { to: 'cancelled' });
    expect(cancelled.status).toBe(200);
    // Outside the till (a chat order the merchant marks paid by hand) the workflow is as before.
    const manual = await sale({ channel: 'manual', payment_method: 'mobile_money', status: 'pending' });
    expect((await owner.client.post(`/api/orders/${manual.body.id}/transitions`, { to: 'paid' })).status).toBe(200);
  });
});

describe('take cash instead while the push waits', () => {
  it('pays the same order in cash, books the cash once, and leaves the push asked', async () => {
    await ensureDemoSandbox(t.db, t.deps.env, owner.shop.id);
    const order = await sale({ payment_method: 'mobile_money', status: 'pending' });
    const push = await owner.client.post(`/api/orders/${order.body.id}/payments`, { network: 'mpesa' });
    expect(push.body.status).toBe('pending');

    const cash = await owner.client.post(`/api/orders/${order.body.id}/cash`);
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    expect(cash.body).toMatchObject({ id: order.body.id, status: 'paid', payment_method: 'cash', total: 30_000 });
    expect((await entriesOf(order.body.id)).map((e) => [e.kind, e.accountId, e.amount])).toEqual([
      ['cash_sale', null, 30_000],
    ]);
    // The push is still waiting at the provider: stopping to wait is not cancelling it.
    const attempts = await owner.client.get(`/api/orders/${order.body.id}/payments`);
    expect(attempts.body[0].status).toBe('pending');

    // Twice (a double tap, a retry): a 409, and the cash is not booked again.
    const again = await owner.client.post(`/api/orders/${order.body.id}/cash`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_not_waiting');
    expect((await entriesOf(order.body.id)).filter((e) => e.kind === 'cash_sale')).toHaveLength(1);
  });

  it('after the push paid the order, cash is refused: no second booking', async () => {
    const order = await sale({ payment_method: 'mobile_money', status: 'pending' });
    const push = await owner.client.post(`/api/orders/${order.body.id}/payments`, { network: 'mpesa' });
    await decide(push.body.sandbox_url, 'approve');
    const cash = await owner.client.post(`/api/orders/${order.body.id}/cash`);
    expect(cash.status).toBe(409);
    expect((await entriesOf(order.body.id)).map((e) => e.kind)).toEqual(['payment']);
  });

  it('refuses a credit order, a cancelled one, another shop and a member without orders → update', async () => {
    const credit = await owner.client.post('/api/orders', {
      lines: [{ product_id: productId, quantity: 1 }],
      customer: { phone: '0754123456', name: 'Bi Asha' },
      payment_method: 'credit',
    });
    expect(credit.status).toBe(201);
    const onCredit = await owner.client.post(`/api/orders/${credit.body.id}/cash`);
    expect(onCredit.status).toBe(409);
    expect(onCredit.body.code).toBe('cash_not_for_credit');

    const cancelled = await sale({ payment_method: 'mobile_money', status: 'pending' });
    await owner.client.post(`/api/orders/${cancelled.body.id}/transitions`, { to: 'cancelled' });
    expect((await owner.client.post(`/api/orders/${cancelled.body.id}/cash`)).status).toBe(409);

    const waiting = await sale({ payment_method: 'mobile_money', status: 'pending' });
    const stranger = await signUpUser(t, { shop: true });
    expect((await stranger.client.post(`/api/orders/${waiting.body.id}/cash`)).status).toBe(404);
    const cashier = await member([{ resource: 'orders', action: ['read', 'create'] }]);
    expect((await cashier.post(`/api/orders/${waiting.body.id}/cash`)).status).toBe(403);
    expect(await entriesOf(waiting.body.id)).toEqual([]);
    expect((await owner.client.get(`/api/orders/${waiting.body.id}`)).body.status).toBe('pending');
  });
});

describe('a credit sale', () => {
  it('its debt is found from the order (the order screen links to it)', async () => {
    const order = await sale({ payment_method: 'credit', status: 'completed' });
    expect(order.status).toBe(201);
    const found = await owner.client.get(`/api/debts?status=all&order_id=${order.body.id}`);
    expect(found.status).toBe(200);
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({ order_id: order.body.id, balance: 30_000 });
    const other = await sale({ payment_method: 'cash', status: 'completed' });
    expect((await owner.client.get(`/api/debts?status=all&order_id=${other.body.id}`)).body.items).toEqual([]);
    expect((await owner.client.get('/api/debts?order_id=nope')).status).toBe(400);
  });
});

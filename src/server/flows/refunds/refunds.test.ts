import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../db/schema/orders.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { balanceOf } from '../../modules/ledger/balances.ts';
import { creditPayment } from '../../modules/ledger/credit-payment.ts';
import { addOrder, addPayment, addPaymentAccount } from '../../modules/ledger/test/ledger-kit.ts';

let t: TestApp;
let owner: TestClient;
let reader: TestClient;
let shopId: string;
let productId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  productId = (
    await owner.post('/api/products', { name: 'Kanga', price: 15000, category: 'clothing_accessories', stock: 1000 })
  ).body.id;
  // A member who may see the money but not move it.
  const r = await signUpUser(t);
  const invite = (
    await owner.post('/api/staff/invitations', {
      email: r.email,
      permissions: [
        { resource: 'transactions', action: 'read' },
        { resource: 'orders', action: 'read' },
      ],
    })
  ).body;
  await r.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
  reader = r.client;
});
afterAll(() => t.close());

const entryCount = async (id = shopId) =>
  (await t.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.shopId, id)))[0]!.n;

/** A cash order paid in the dashboard: its total is in the cash drawer. */
async function paidCashOrder(quantity = 1) {
  const order = await owner.post('/api/orders', {
    payment_method: 'cash',
    lines: [{ product_id: productId, quantity }],
  });
  expect((await owner.post(`/api/orders/${order.body.id}/transitions`, { to: 'paid' })).status).toBe(200);
  return order.body as { id: string; total: number };
}

/** A mobile-money order whose payment a provider confirmed. */
async function paidMobileOrder(amount: number, shop = shopId, options: { status?: string } = {}) {
  const account = await addPaymentAccount(t.db, shop);
  const order = await addOrder(t.db, shop, { total: amount, status: options.status });
  const payment = await addPayment(t.db, shop, account.id, order.id, { amount });
  const credit = await creditPayment(t.db, {
    shopId: shop,
    paymentId: payment.id,
    provider: 'clickpesa',
    providerReference: `CP${payment.reference}`,
    amount,
    currency: 'TZS',
  });
  expect(credit.outcome).toBe('credited');
  return { account, order, payment };
}

const refund = (orderId: string, body: object, headers?: Record<string, string>) =>
  owner.post(`/api/orders/${orderId}/refunds`, body, headers);

describe('bad input is a clear 400 and writes nothing', () => {
  it.each([
    [{ amount: 0, note: 'x', source: 'cash' }, 'amount_positive'],
    [{ amount: 1.5, note: 'x', source: 'cash' }, 'amount_invalid'],
    [{ amount: 1e11, note: 'x', source: 'cash' }, 'amount_too_large'],
    [{ amount: 100, note: '  ', source: 'cash' }, 'refund_reason_required'],
    [{ amount: 100, note: 'x', source: 'bank' }, 'refund_source_invalid'],
    [{ amount: 100, note: 'x', source: 'account' }, 'refund_payment_required'],
    [{ amount: 100, note: 'x', source: 'cash', payment_id: 'nope' }, 'payment_invalid'],
    [{ amount: 100, note: 'x', source: 'cash', kind: 'gift' }, 'unknown_field'],
  ])('%j → %s', async (body, code) => {
    const order = await paidCashOrder();
    const before = await entryCount();
    const res = await refund(order.id, body);
    expect([res.status, res.body.code]).toEqual([400, code]);
    expect(res.body.message).toBeTruthy();
    expect(await entryCount()).toBe(before);
  });

  it('answers in Swahili when asked', async () => {
    const order = await paidCashOrder();
    const res = await refund(order.id, { amount: 100, note: '', source: 'cash' }, { 'accept-language': 'sw' });
    expect(res.body.message).toBe('Andika kwa nini mteja anarudishiwa pesa hii.');
  });
});

describe('refunding an order', () => {
  it('a cash order: partly, then the rest with the order cancelled; never more than came in', async () => {
    const order = await paidCashOrder(2);
    const start = await owner.get(`/api/orders/${order.id}/refundable`);
    expect(start.body).toMatchObject({ paid_in: 30000, refunded: 0, remaining: 30000, order_status: 'paid' });
    expect(start.body.parts).toEqual([
      {
        payment_id: null,
        provider: null,
        network: null,
        paid_in: 30000,
        refunded: 0,
        remaining: 30000,
        refund_due: false,
      },
    ]);
    const part = await refund(order.id, { amount: 10000, note: 'One kanga returned', source: 'cash' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ refundable: { refunded: 10000, remaining: 20000 }, order_cancelled: false });
    const entry = (await owner.get(`/api/transactions/${part.body.entry_id}`)).body;
    expect(entry).toMatchObject({ kind: 'refund', amount: -10000, account: null, note: 'One kanga returned' });
    const timeline = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.shopId, shopId), eq(orderStatusHistory.orderId, order.id)));
    expect(timeline.at(-1)).toMatchObject({ fromStatus: 'paid', toStatus: 'paid' });
    expect(timeline.at(-1)!.note).toContain('10,000');
    expect(timeline.at(-1)!.note).toContain('One kanga returned');

    const tooMuch = await refund(order.id, { amount: 20001, note: 'x', source: 'cash' });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'refund_exceeds_remaining']);
    expect(tooMuch.body.message).toContain('20,000');
    const partCancel = await refund(order.id, { amount: 100, note: 'x', source: 'cash', cancel_order: true });
    expect([partCancel.status, partCancel.body.code]).toEqual([409, 'refund_cancel_needs_full']);

    const rest = await refund(order.id, {
      amount: 20000,
      note: 'Changed her mind',
      source: 'cash',
      cancel_order: true,
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      refundable: { paid_in: 30000, refunded: 30000, remaining: 0, order_status: 'cancelled' },
      order_cancelled: true,
    });
    const more = await refund(order.id, { amount: 1, note: 'x', source: 'cash' });
    expect([more.status, more.body.code]).toEqual([409, 'refund_exceeds_remaining']);
  });

  it('a mobile-money payment: from its provider account, or as cash against it', async () => {
    const { account, order, payment } = await paidMobileOrder(20000);
    const fromAccount = await refund(order.id, {
      amount: 5000,
      note: 'Short delivery',
      source: 'account',
      payment_id: payment.id,
    });
    expect(fromAccount.status).toBe(201);
    expect(await balanceOf(t.db, shopId, account.id)).toBe(15000);
    const drawer = await balanceOf(t.db, shopId, null);
    const asCash = await refund(order.id, { amount: 15000, note: 'Cash back', source: 'cash', payment_id: payment.id });
    expect(asCash.status).toBe(201);
    expect(await balanceOf(t.db, shopId, null)).toBe(drawer - 15000);
    expect(asCash.body.refundable.parts).toEqual([
      expect.objectContaining({ payment_id: payment.id, paid_in: 20000, refunded: 20000, remaining: 0 }),
    ]);
    // Against the cash part of an order that took no cash: nothing there to give back.
    const noCash = await refund(order.id, { amount: 1, note: 'x', source: 'cash' });
    expect([noCash.status, noCash.body.code]).toEqual([409, 'refund_exceeds_remaining']);
  });

  it('a late success after cancelling loses its refund_due flag once refunded in full', async () => {
    const { order, payment } = await paidMobileOrder(9000, shopId, { status: 'cancelled' });
    const flagged = async () =>
      (
        await t.db
          .select()
          .from(payments)
          .where(and(eq(payments.shopId, shopId), eq(payments.id, payment.id)))
      )[0]!.refundDue;
    expect(await flagged()).toBe(true);
    await refund(order.id, { amount: 4000, note: 'Part', source: 'account', payment_id: payment.id });
    expect(await flagged()).toBe(true);
    await refund(order.id, { amount: 5000, note: 'Rest', source: 'account', payment_id: payment.id });
    expect(await flagged()).toBe(false);
  });

  it('40 partial refunds at once never add up to more than was paid (totals past 2^31)', async () => {
    const paid = 3_000_000_000;
    const { order, payment } = await paidMobileOrder(paid);
    const body = { amount: 100_000_000, note: 'Instalment', source: 'account', payment_id: payment.id };
    const answers = await Promise.all(Array.from({ length: 40 }, () => refund(order.id, body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const left = await owner.get(`/api/orders/${order.id}/refundable`);
    expect(left.body).toMatchObject({ paid_in: paid, refunded: paid, remaining: 0 });
  });

  it('a retry with the same Idempotency-Key refunds once', async () => {
    const order = await paidCashOrder();
    const before = await entryCount();
    const key = { 'idempotency-key': `refund-${Date.now()}` };
    const body = { amount: 1000, note: 'Retry', source: 'cash' };
    const a = await refund(order.id, body, key);
    const b = await refund(order.id, body, key);
    expect([a.status, b.status, b.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(b.body.entry_id).toBe(a.body.entry_id);
    expect(await entryCount()).toBe(before + 1);
  });
});

describe('who may refund, and whose orders', () => {
  it('a member with transactions read sees what is refundable but may not refund (403)', async () => {
    const order = await paidCashOrder();
    expect((await reader.get(`/api/orders/${order.id}/refundable`)).status).toBe(200);
    const before = await entryCount();
    const res = await reader.post(`/api/orders/${order.id}/refunds`, { amount: 100, note: 'x', source: 'cash' });
    expect(res.status).toBe(403);
    expect(await entryCount()).toBe(before);
  });

  it("another shop's order and payment are 404, and nothing is written", async () => {
    const other = await signUpUser(t, { shop: true });
    const theirs = await paidMobileOrder(5000, other.shop.id);
    const before = await entryCount(other.shop.id);
    expect((await owner.get(`/api/orders/${theirs.order.id}/refundable`)).status).toBe(404);
    const onTheirOrder = await refund(theirs.order.id, { amount: 100, note: 'x', source: 'cash' });
    expect([onTheirOrder.status, onTheirOrder.body.code]).toEqual([404, 'order_not_found']);
    const mine = await paidCashOrder();
    const theirPayment = await refund(mine.id, {
      amount: 100,
      note: 'x',
      source: 'account',
      payment_id: theirs.payment.id,
    });
    expect([theirPayment.status, theirPayment.body.code]).toEqual([404, 'payment_not_found']);
    expect(await entryCount(other.shop.id)).toBe(before);
  });
});

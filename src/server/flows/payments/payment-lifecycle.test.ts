import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, payments, type Payment } from '../../db/schema/payments.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { addOrder } from '../../modules/ledger/test/ledger-kit.ts';
import { checkPayment, sweepDuePayments } from './payment-checks.ts';
import type { StatusOutcome } from '../../modules/payments/providers/index.ts';
import { sandboxProvider } from '../../modules/payments/sandbox/sandbox-provider.ts';
import { settlePayment } from './settle-payment.ts';
import { PAYMENT_LIFETIME_MS, startPayment } from '../../modules/payments/start-payment.ts';

// Issue 25, "pending is not expired" and "unknown is not failed", in the provider-independent
// flow: the demo's sandbox provider, its status query and cancel scripted where a test needs an
// answer the simulated phone cannot give.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const PHONE = '+255754123456';
const HOUR = 60 * 60_000;

async function newShop() {
  const signed = await signUpUser(t, { shop: true });
  const [account] = await insertPaymentAccount(t, {
    shopId: signed.shop.id,
    provider: 'sandbox',
    credentials: '{}',
    networks: ['mpesa'],
  });
  return { shopId: signed.shop.id as string, account: account!, client: signed.client };
}
type Shop = Awaited<ReturnType<typeof newShop>>;

const pay = async (shop: Shop, total = 15000) => {
  const order = await addOrder(t.db, shop.shopId, { total });
  return startPayment(t.db, t.deps.env, { shopId: shop.shopId, orderId: order.id, phone: PHONE, network: 'mpesa' });
};
const row = async (p: Payment) =>
  (
    await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, p.shopId), eq(payments.id, p.id)))
  )[0]!;
const entriesOf = (p: Payment) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, p.shopId), eq(ledgerEntries.paymentId, p.id)));
const orderOf = async (p: Payment) =>
  (
    await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, p.shopId), eq(orders.id, p.orderId!)))
  )[0]!;
const answered = (
  status: 'pending' | 'succeeded' | 'failed' | 'expired',
): Extract<StatusOutcome, { outcome: 'answered' }> => ({
  outcome: 'answered',
  status,
  providerRef: null,
  amount: null,
  currency: null,
  reason: status === 'pending' ? 'INPROGRESS' : null,
  exchanges: [],
});
const noAnswer: StatusOutcome = {
  outcome: 'unknown',
  code: 'server-error',
  reason: 'no response from upstream system',
  exchanges: [],
};
const after = (p: Pick<Payment, 'expiresAt'>, ms: number) => new Date(p.expiresAt.getTime() + ms);
/** The sweeper's check of this payment at its own next check (a due check only). */
const sweepAtNext = async (p: Payment) => {
  const at = (await row(p)).nextCheckAt!;
  expect(await checkPayment(t.db, t.deps.env, p.shopId, p.id, at)).not.toBeNull();
  return at;
};
/** The sweeper's check of this payment at `at`, as a sweep then would make it. */
const sweepAt = (p: Payment, at: Date) => checkPayment(t.db, t.deps.env, p.shopId, p.id, at);
/** A spied provider call's calls about this payment (other tests' payments are swept too). */
const callsFor = (spy: { mock: { calls: unknown[][] } }, p: Payment) =>
  spy.mock.calls.filter((c) => (c[1] as { reference: string }).reference === p.reference).length;

describe('our wait ends (pending is not expired)', () => {
  it('sends our wait to the provider as its expiry', async () => {
    const shop = await newShop();
    const start = vi.spyOn(sandboxProvider, 'startCollection');
    await pay(shop);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![1].expiresInMinutes).toBe(PAYMENT_LIFETIME_MS / 60_000);
  });

  it('a push the phone never answered is cancelled at the provider and only then expired', async () => {
    const shop = await newShop();
    const payment = await pay(shop);
    const cancel = vi.spyOn(sandboxProvider, 'cancelCollection');
    // Within our wait the provider's "pending" changes nothing and nothing is cancelled.
    await checkPayment(t.db, t.deps.env, shop.shopId, payment.id, new Date(payment.expiresAt.getTime() - 1000), {
      byHand: true,
    });
    expect(cancel).not.toHaveBeenCalled();
    expect((await row(payment)).status).toBe('pending');
    // At the end of our wait: cancelled at the provider, whose word makes it expired.
    expect(await checkPayment(t.db, t.deps.env, shop.shopId, payment.id, after(payment, 1000), { byHand: true })).toBe(
      'expired',
    );
    expect(callsFor(cancel, payment)).toBe(1);
    expect(await row(payment)).toMatchObject({
      status: 'expired',
      reason: 'cancelled at the provider',
      nextCheckAt: null,
    });
    expect(await entriesOf(payment)).toEqual([]);
  });

  it('still pending at the provider and not cancellable: unknown, asked again for 24 h (at most hourly), then every 6 h, for 7 days', async () => {
    const shop = await newShop();
    const payment = await pay(shop);
    const query = vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(answered('pending'));
    const cancel = vi
      .spyOn(sandboxProvider, 'cancelCollection')
      .mockResolvedValue({ outcome: 'refused', reason: 'order in progress', code: '999', exchanges: [] });
    await sweepAt(payment, after(payment, 1000));
    let now = await row(payment);
    expect(now).toMatchObject({ status: 'unknown' });
    expect(now.reason).toContain('order in progress');
    expect(callsFor(cancel, payment)).toBe(1);
    expect(await entriesOf(payment)).toEqual([]);
    expect((await orderOf(payment)).status).toBe('pending');

    // Through the first 24 hours: asked again and again, never more than an hour apart.
    let at = after(payment, 1000);
    let asked = callsFor(query, payment);
    while (at.getTime() < after(payment, 24 * HOUR).getTime()) {
      const next = (await row(payment)).nextCheckAt!;
      expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(HOUR);
      at = await sweepAtNext(payment);
      expect(callsFor(query, payment)).toBe(++asked);
      expect((await row(payment)).status).toBe('unknown');
    }
    expect(asked).toBeGreaterThan(24);
    // The cancel was asked once, when our wait ended.
    expect(callsFor(cancel, payment)).toBe(1);
    // After 24 hours: every 6 hours.
    at = await sweepAtNext(payment);
    now = await row(payment);
    expect(now.nextCheckAt!.getTime() - at.getTime()).toBe(6 * HOUR);
    // After 7 days: no more checks by itself, still unknown (never failed or expired on a guess).
    await checkPayment(t.db, t.deps.env, shop.shopId, payment.id, after(payment, 7 * 24 * HOUR + 1000), {
      byHand: true,
    });
    expect(await row(payment)).toMatchObject({ status: 'unknown', nextCheckAt: null });
    expect(await entriesOf(payment)).toEqual([]);
  });

  it('not found at the provider after our wait (the push never reached it): expired', async () => {
    const shop = await newShop();
    const payment = await pay(shop);
    vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue({ outcome: 'not-found', reason: null, exchanges: [] });
    const cancel = vi.spyOn(sandboxProvider, 'cancelCollection');
    await sweepAt(payment, after(payment, 1000));
    expect((await row(payment)).status).toBe('expired');
    expect(cancel).not.toHaveBeenCalled();
  });

  it("the provider's own 'expired' after our wait ends an unknown payment", async () => {
    const shop = await newShop();
    const payment = await pay(shop);
    const query = vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(noAnswer);
    vi.spyOn(sandboxProvider, 'cancelCollection').mockResolvedValue({
      outcome: 'unknown',
      code: 'timeout',
      reason: null,
      exchanges: [],
    });
    await sweepAt(payment, after(payment, 1000));
    expect((await row(payment)).status).toBe('unknown');
    query.mockResolvedValue(answered('failed'));
    await sweepAtNext(payment);
    expect(await row(payment)).toMatchObject({ status: 'failed', nextCheckAt: null });
  });
});

describe('unknown is not failed', () => {
  it('no usable answer: stays unsettled and is asked again; no money moves', async () => {
    const shop = await newShop();
    const payment = await pay(shop);
    const query = vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(noAnswer);
    vi.spyOn(sandboxProvider, 'cancelCollection').mockResolvedValue({
      outcome: 'unknown',
      code: 'server-error',
      reason: null,
      exchanges: [],
    });
    await sweepAtNext(payment);
    expect((await row(payment)).status).toBe('pending');
    await sweepAt(payment, after(payment, 1000));
    for (let i = 0; i < 3; i++) await sweepAtNext(payment);
    expect(callsFor(query, payment)).toBe(5);
    const now = await row(payment);
    expect(now.status).toBe('unknown');
    expect(now.nextCheckAt).not.toBeNull();
    expect(await entriesOf(payment)).toEqual([]);
    expect((await orderOf(payment)).status).toBe('pending');
  });

  it('a start without a usable answer is unknown, queried, and blocks a new push only until our wait ends', async () => {
    const shop = await newShop();
    vi.spyOn(sandboxProvider, 'startCollection').mockResolvedValueOnce({
      outcome: 'unknown',
      code: 'timeout',
      reason: 'timed out',
      exchanges: [],
    });
    const order = await addOrder(t.db, shop.shopId);
    const input = { shopId: shop.shopId, orderId: order.id, phone: PHONE, network: 'mpesa' as const };
    const first = await startPayment(t.db, t.deps.env, input);
    expect(first).toMatchObject({ status: 'unknown' });
    expect(first.nextCheckAt).not.toBeNull();
    // Within our wait: the push may be on the phone, so no second one.
    await expect(startPayment(t.db, t.deps.env, input)).rejects.toMatchObject({
      status: 409,
      code: 'payment_in_progress',
    });
    // Our wait is over: the customer may push again, the first one is still asked about.
    await t.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(payments.shopId, shop.shopId), eq(payments.id, first.id)));
    const second = await startPayment(t.db, t.deps.env, input);
    expect(second.status).toBe('pending');
    expect((await row(first)).status).toBe('unknown');
    const query = vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(answered('pending'));
    await sweepDuePayments(t.db, t.deps.env, new Date(Date.now() + 60_000));
    expect(query.mock.calls.map((c) => c[1].reference)).toContain(first.reference);
  });

  it('a start without a usable answer is cancelled at the provider when our wait ends, once', async () => {
    const shop = await newShop();
    vi.spyOn(sandboxProvider, 'startCollection').mockResolvedValueOnce({
      outcome: 'unknown',
      code: 'timeout',
      reason: 'timed out',
      exchanges: [],
    });
    const payment = await pay(shop);
    expect(payment.status).toBe('unknown');
    vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(noAnswer);
    const cancel = vi.spyOn(sandboxProvider, 'cancelCollection');
    await sweepAt(payment, after(payment, 1000));
    expect(callsFor(cancel, payment)).toBe(1);
    // The sandbox knows no push without its reference: the cancel is refused, the payment stays unknown.
    expect(await row(payment)).toMatchObject({ status: 'unknown' });
    await sweepAtNext(payment);
    expect(callsFor(cancel, payment)).toBe(1);
  });

  it('a late success of an unknown payment is credited once: 20 copies of the callback and the sweeper', async () => {
    const shop = await newShop();
    const payment = await pay(shop, 12_000);
    const query = vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(answered('pending'));
    vi.spyOn(sandboxProvider, 'cancelCollection').mockResolvedValue({
      outcome: 'refused',
      reason: 'in progress',
      code: null,
      exchanges: [],
    });
    await sweepAt(payment, after(payment, 1000));
    const unknown = await row(payment);
    expect(unknown.status).toBe('unknown');
    // Hours later the customer's approval comes through: the callback (20 copies) and the sweep.
    query.mockResolvedValue({ ...answered('succeeded'), providerRef: 'SBXLATE', amount: 12_000, currency: 'TZS' });
    const success = {
      status: 'succeeded',
      providerRef: 'SBXLATE',
      amount: 12_000,
      currency: 'TZS',
      reason: null,
    } as const;
    const outcomes = await Promise.all([
      ...Array.from({ length: 20 }, () => settlePayment(t.db, unknown, success)),
      sweepAt(unknown, unknown.nextCheckAt!),
    ]);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect((await entriesOf(payment)).filter((e) => e.kind === 'payment').map((e) => e.amount)).toEqual([12_000]);
    expect(await row(payment)).toMatchObject({ status: 'succeeded', nextCheckAt: null });
    expect((await orderOf(payment)).status).toBe('paid');
  });

  it('the sweeper alone credits a late success of an unknown payment', async () => {
    const shop = await newShop();
    const payment = await pay(shop, 9_000);
    const query = vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(noAnswer);
    vi.spyOn(sandboxProvider, 'cancelCollection').mockResolvedValue({
      outcome: 'unknown',
      code: 'timeout',
      reason: null,
      exchanges: [],
    });
    await sweepAt(payment, after(payment, 1000));
    query.mockResolvedValue(answered('succeeded'));
    await sweepAt(payment, after(payment, 30 * HOUR));
    expect((await row(payment)).status).toBe('succeeded');
    expect((await entriesOf(payment)).map((e) => e.amount)).toEqual([9_000]);
  });
});

describe('ask the provider again (POST /api/payments/:id/ask-provider)', () => {
  it('asks about an unknown payment by hand, after the sweeper stopped, and settles what it says', async () => {
    const shop = await newShop();
    const payment = await pay(shop, 7_000);
    const query = vi.spyOn(sandboxProvider, 'queryStatus').mockResolvedValue(noAnswer);
    vi.spyOn(sandboxProvider, 'cancelCollection').mockResolvedValue({
      outcome: 'unknown',
      code: 'timeout',
      reason: null,
      exchanges: [],
    });
    await checkPayment(t.db, t.deps.env, shop.shopId, payment.id, after(payment, 8 * 24 * HOUR), { byHand: true });
    expect(await row(payment)).toMatchObject({ status: 'unknown', nextCheckAt: null });
    // Shown in reconciliation's list of payments not confirmed yet (not among the stuck pending
    // ones: once), where "check now" asks the provider too.
    const lists = await shop.client.get('/api/reconciliation');
    expect(lists.body.pending.map((p: { id: string }) => p.id)).not.toContain(payment.id);
    expect(lists.body.unknown.map((p: { id: string; status: string }) => [p.id, p.status])).toContainEqual([
      payment.id,
      'unknown',
    ]);
    expect(
      (await shop.client.post(`/api/reconciliation/payments/${payment.id}/check`, {}, { 'idempotency-key': 'k1' }))
        .body,
    ).toMatchObject({
      outcome: 'done',
      settlement: 'unknown',
    });
    const asked = callsFor(query, payment);

    const still = await shop.client.post(`/api/payments/${payment.id}/ask-provider`, {});
    expect(still.status).toBe(200);
    expect(still.body).toMatchObject({ status: 'unknown', settlement: 'unknown' });
    expect(callsFor(query, payment)).toBe(asked + 1);

    query.mockResolvedValue(answered('succeeded'));
    const paid = await shop.client.post(`/api/payments/${payment.id}/ask-provider`, {});
    expect(paid.body).toMatchObject({ status: 'succeeded', settlement: 'credited', next_check_at: null });
    expect((await entriesOf(payment)).map((e) => e.amount)).toEqual([7_000]);
    // Credited: asked for a reversal only; its success stands.
    const again = await shop.client.post(`/api/payments/${payment.id}/ask-provider`, {});
    expect(again.body).toMatchObject({ status: 'succeeded', settlement: 'already_final' });
    expect(callsFor(query, payment)).toBe(asked + 3);
    expect((await entriesOf(payment)).map((e) => e.amount)).toEqual([7_000]);
  });

  it("another shop's payment is 404, a bad body 400, and nothing is asked", async () => {
    const shop = await newShop();
    const other = await newShop();
    const payment = await pay(shop);
    const query = vi.spyOn(sandboxProvider, 'queryStatus');
    expect((await other.client.post(`/api/payments/${payment.id}/ask-provider`, {})).status).toBe(404);
    expect((await shop.client.post(`/api/payments/${payment.id}/ask-provider`, { x: 1 })).status).toBe(400);
    expect((await shop.client.post(`/api/payments/not-an-id/ask-provider`, {})).status).toBe(404);
    expect(callsFor(query, payment)).toBe(0);
  });
});

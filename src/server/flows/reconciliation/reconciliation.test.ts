import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, paymentAccounts, payments, type Payment } from '../../db/schema/payments.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import { signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { appWithClickpesa } from '../../test/linked-account.ts';
import { addOrder } from '../../modules/ledger/test/ledger-kit.ts';
import { callbackPath, startPayment } from '../../modules/payments/start-payment.ts';
import type { ProviderDriver } from '../../modules/payments/test/provider-drivers.ts';

let t: TestApp;
let owner: TestClient;
let reader: TestClient;
let shopId: string;
let driver: ProviderDriver;
let account: typeof paymentAccounts.$inferSelect;
beforeAll(async () => {
  let o;
  ({ t, driver, owner: o, shopId, account } = await appWithClickpesa());
  owner = o.client;
  const r = await signUpUser(t);
  const invite = (
    await owner.post('/api/staff/invitations', {
      email: r.email,
      permissions: [{ resource: 'transactions', action: 'read' }],
    })
  ).body;
  await r.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
  reader = r.client;
});
afterAll(async () => {
  await driver.close();
  await t.close();
});

const pay = async (total = 15000, status = 'pending') => {
  const order = await addOrder(t.db, shopId, { total, status });
  return startPayment(t.db, t.deps.env, { shopId, orderId: order.id, phone: '+255754123456', network: 'mpesa' });
};
const callback = (p: Payment, forge = false) => {
  const c = driver.callback(p, { forge });
  return t.app.fetch(
    new Request(`http://localhost:4321${callbackPath(account)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...c.headers },
      body: c.rawBody,
    }),
  );
};
const row = async (p: { id: string }) =>
  (
    await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, shopId), eq(payments.id, p.id)))
  )[0]!;
const entries = (p: { id: string }) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.paymentId, p.id)))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
const entryCount = async () =>
  (await t.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.shopId, shopId)))[0]!.n;
const act = (path: string, body: object = {}) => owner.post(`/api/reconciliation/${path}`, body);
const list = async () => (await owner.get('/api/reconciliation')).body;
const ids = (items: { id: string }[]) => items.map((i) => i.id);

/** A payment the provider says arrived with another amount: flagged by the callback, not credited. */
async function mismatched(received: number) {
  const p = await pay(15000);
  driver.settle(p, 'success');
  driver.setAmount(p, received);
  expect((await callback(p)).status).toBe(200);
  expect(await row(p)).toMatchObject({ amountMismatch: true, status: 'pending' });
  return p;
}

describe('amount mismatches', () => {
  it('accept: credits what arrived once, with a note; a repeat writes nothing', async () => {
    const p = await mismatched(14000);
    expect(ids((await list()).mismatches)).toContain(p.id);
    const before = await entryCount();
    const first = await act(`payments/${p.id}/accept`, { amount: 14000, note: 'Customer short by 1,000' });
    expect([first.status, first.body.outcome]).toEqual([200, 'done']);
    const again = await act(`payments/${p.id}/accept`, { amount: 14000 });
    expect([again.status, again.body.outcome]).toEqual([200, 'already_done']);
    expect(await entryCount()).toBe(before + 1);
    const [credit] = await entries(p);
    expect(credit).toMatchObject({ kind: 'payment', amount: 14000, accountId: account.id });
    expect(credit!.note).toContain('TZS 15,000 → TZS 14,000');
    expect(credit!.note).toContain('Customer short by 1,000');
    expect(ids((await list()).mismatches)).not.toContain(p.id);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, p.orderId!)));
    expect(order!.status).toBe('paid');
  });

  it('refund: credits what arrived and hands the same back, once', async () => {
    const p = await mismatched(16000);
    const first = await act(`payments/${p.id}/refund-mismatch`, { amount: 16000, source: 'account' });
    expect(first.body.outcome).toBe('done');
    expect((await act(`payments/${p.id}/refund-mismatch`, { amount: 16000 })).body.outcome).toBe('already_done');
    expect((await entries(p)).map((e) => [e.kind, e.amount, e.accountId])).toEqual([
      ['payment', 16000, account.id],
      ['refund', -16000, account.id],
    ]);
  });

  it('bad input is a 400, a payment without a mismatch is a 409', async () => {
    const p = await mismatched(100);
    for (const [body, code] of [
      [{ amount: 0 }, 'amount_positive'],
      [{ amount: 'lots' }, 'amount_invalid'],
      [{}, 'amount_invalid'],
    ] as const) {
      const res = await act(`payments/${p.id}/accept`, body);
      expect([res.status, res.body.code]).toEqual([400, code]);
    }
    // Not an id at all: no such payment.
    expect((await act(`payments/not-an-id/accept`, { amount: 1 })).status).toBe(404);
    const plain = await pay();
    const res = await act(`payments/${plain.id}/accept`, { amount: 15000 });
    expect([res.status, res.body.code]).toEqual([409, 'payment_not_mismatched']);
    expect(await entries(plain)).toEqual([]);
  });
});

describe('payments pending too long', () => {
  const age = async (p: Payment) =>
    t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(payments.shopId, shopId), eq(payments.id, p.id)));

  it('are listed after 10 minutes; "check now" settles one through the status query', async () => {
    const p = await pay(12000);
    const fresh = await list();
    expect(fresh.pending_after_minutes).toBe(10);
    expect(ids(fresh.pending)).not.toContain(p.id);
    await age(p);
    expect(ids((await list()).pending)).toContain(p.id);
    const waiting = await act(`payments/${p.id}/check`);
    expect(waiting.body).toEqual({ outcome: 'done', settlement: 'pending' });
    driver.settle(p, 'success');
    const settled = await act(`payments/${p.id}/check`);
    expect(settled.body).toEqual({ outcome: 'done', settlement: 'credited' });
    expect((await act(`payments/${p.id}/check`)).body).toEqual({ outcome: 'already_done', settlement: 'succeeded' });
    expect((await entries(p)).map((e) => e.amount)).toEqual([12000]);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, p.orderId!)));
    expect(order!.status).toBe('paid');
  });

  it('"mark expired" ends one; a repeat is already done; a settled one is a 409', async () => {
    const p = await pay();
    await age(p);
    expect((await act(`payments/${p.id}/expire`)).body.outcome).toBe('done');
    expect(await row(p)).toMatchObject({ status: 'expired', reason: 'marked_expired', nextCheckAt: null });
    expect((await act(`payments/${p.id}/expire`)).body.outcome).toBe('already_done');
    expect(ids((await list()).pending)).not.toContain(p.id);
    const paid = await pay();
    driver.settle(paid, 'success');
    await callback(paid);
    const res = await act(`payments/${paid.id}/expire`);
    expect([res.status, res.body.code]).toEqual([409, 'payment_not_pending']);
  });
});

describe('successes after the order was cancelled', () => {
  async function lateSuccess() {
    const p = await pay(8000);
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.shopId, shopId), eq(orders.id, p.orderId!)));
    driver.settle(p, 'success');
    await callback(p);
    expect(await row(p)).toMatchObject({ status: 'succeeded', refundDue: true });
    return p;
  }

  it('refund: gives all of it back and clears the flag; a repeat writes nothing', async () => {
    const p = await lateSuccess();
    expect(ids((await list()).refund_due)).toContain(p.id);
    expect((await act(`payments/${p.id}/refund`, { source: 'cash', note: 'Sent back' })).body.outcome).toBe('done');
    expect((await act(`payments/${p.id}/refund`, {})).body.outcome).toBe('already_done');
    expect((await entries(p)).map((e) => [e.kind, e.amount, e.accountId])).toEqual([
      ['payment', 8000, account.id],
      ['refund', -8000, null],
    ]);
    expect((await row(p)).refundDue).toBe(false);
    expect(ids((await list()).refund_due)).not.toContain(p.id);
  });

  it('reopen: the order comes back as paid, once', async () => {
    const p = await lateSuccess();
    expect((await act(`payments/${p.id}/reopen`)).body.outcome).toBe('done');
    expect((await act(`payments/${p.id}/reopen`)).body.outcome).toBe('already_done');
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, p.orderId!)));
    expect(order!.status).toBe('paid');
    expect((await row(p)).refundDue).toBe(false);
    expect((await entries(p)).map((e) => e.kind)).toEqual(['payment']);
  });
});

describe('unmatched and forged callbacks', () => {
  it('are listed with their masked body, and dismissed once', async () => {
    const p = await pay();
    driver.settle(p, 'success');
    expect((await callback(p, true)).status).toBeLessThan(500);
    const [forged] = await t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.shopId, shopId), eq(webhookLogs.channel, 'payments')))
      .orderBy(webhookLogs.createdAt)
      .then((logs) => logs.filter((l) => l.error?.code === 'callback_not_authentic').slice(-1));
    const listed = (await list()).unmatched.find((u: { id: string }) => u.id === forged!.id);
    expect(listed).toMatchObject({ code: 'callback_not_authentic' });
    expect(listed.raw).toBeTruthy();
    const counts = (await owner.get('/api/reconciliation/counts')).body;
    expect(counts.unmatched).toBeGreaterThan(0);
    expect((await act(`callbacks/${forged!.id}/dismiss`)).body.outcome).toBe('done');
    expect((await act(`callbacks/${forged!.id}/dismiss`)).body.outcome).toBe('already_done');
    expect(ids((await list()).unmatched)).not.toContain(forged!.id);
    expect((await owner.get('/api/reconciliation/counts')).body.unmatched).toBe(counts.unmatched - 1);
  });
});

describe('who may act, and on whose rows', () => {
  it('a member with transactions read sees the lists but every action is 403', async () => {
    const p = await pay();
    expect((await reader.get('/api/reconciliation')).status).toBe(200);
    expect((await reader.get('/api/reconciliation/counts')).status).toBe(200);
    for (const path of ['accept', 'refund-mismatch', 'check', 'expire', 'refund', 'reopen'])
      expect((await reader.post(`/api/reconciliation/payments/${p.id}/${path}`, { amount: 1 })).status).toBe(403);
    expect((await row(p)).status).toBe('pending');
  });

  it("another shop's payments and callbacks are 404", async () => {
    const other = await signUpUser(t, { shop: true });
    const p = await pay();
    const [log] = await t.db
      .insert(webhookLogs)
      .values({
        shopId,
        direction: 'in',
        channel: 'payments',
        method: 'POST',
        endpoint: '/webhooks/payments/clickpesa/x…',
        error: { code: 'unknown_payment', title: 'No payment' },
      })
      .returning();
    for (const path of ['accept', 'refund-mismatch', 'check', 'expire', 'refund', 'reopen']) {
      const body = path === 'accept' || path === 'refund-mismatch' ? { amount: 1 } : {};
      const res = await other.client.post(`/api/reconciliation/payments/${p.id}/${path}`, body);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect((await other.client.post(`/api/reconciliation/callbacks/${log!.id}/dismiss`, {})).status).toBe(404);
    const theirs = (await other.client.get('/api/reconciliation')).body;
    expect([theirs.unmatched, theirs.mismatches, theirs.pending, theirs.refund_due]).toEqual([[], [], [], []]);
    expect((await row(p)).status).toBe('pending');
  });
});

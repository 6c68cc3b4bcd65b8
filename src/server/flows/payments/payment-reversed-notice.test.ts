import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { addPayment, addPaymentAccount } from '../../modules/ledger/test/ledger-kit.ts';
import { PAYMENT_REVERSED_QUEUE, paymentReversedNoticeJob } from '../../modules/payments/payment-reversed-notice.ts';
import { settlePayment, type Observation } from './settle-payment.ts';

// Issue 25: a payment the provider reverses after reporting it paid is told to the shop's owners
// by mail, as a reversed payout is: once per payment, however many copies of the reversal arrive.
// Driven as ledger/booked-once.test.ts ("6. a reversal after success") drives a reversal.

let t: TestApp;
let owner: TestClient;
let ownerEmail: string;
let shopId: string;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  ownerEmail = o.email;
  shopId = o.shop.id;
  productId = (
    await owner.post('/api/products', { name: 'Kanga', price: 10000, category: 'clothing_accessories', stock: 1000 })
  ).body.id;
});
afterAll(() => t.close());

const success = (over: Partial<Observation> = {}): Observation => ({
  status: 'succeeded',
  providerRef: null,
  amount: null,
  currency: null,
  reason: null,
  ...over,
});
async function paidPayment() {
  const account = await addPaymentAccount(t.db, shopId);
  const order = (
    await owner.post('/api/orders', { lines: [{ product_id: productId, quantity: 1 }], payment_method: 'mobile_money' })
  ).body as { id: string; number: number };
  const p = await addPayment(t.db, shopId, account.id, order.id, { amount: 10000 });
  expect(await settlePayment(t.db, p, success())).toBe('credited');
  return { order, p };
}
const noticesFor = async (paymentId: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, PAYMENT_REVERSED_QUEUE), eq(jobs.shopId, shopId)))
  ).filter((j) => (j.payload as { paymentId: string }).paymentId === paymentId);

describe('a payment reversed after success tells the merchant', () => {
  it('queues exactly one mail under 20 parallel reversal callbacks, to the owner, naming the amount and the order', async () => {
    const { order, p } = await paidPayment();
    const reversed = success({ status: 'reversed', reason: 'REVERSED' });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => settlePayment(t.db, p, reversed)));
    expect(outcomes.filter((o) => o === 'reversed')).toHaveLength(1);
    const notices = await noticesFor(p.id);
    expect(notices).toHaveLength(1);

    const before = t.mails.length;
    await paymentReversedNoticeJob(t.deps, notices[0]!);
    const mail = t.mails.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(ownerEmail);
    expect(mail[0]!.subject).toContain('10,000');
    expect(mail[0]!.text).toContain(`order #${order.number}`);
    expect(mail[0]!.text).toContain("The provider's reason: REVERSED");
    expect(mail[0]!.text).toContain('/dashboard/transactions/reconciliation');
  });

  it('in Swahili for an owner who reads Swahili', async () => {
    await t.db.update(users).set({ language: 'sw' }).where(eq(users.email, ownerEmail));
    try {
      const { p } = await paidPayment();
      expect(await settlePayment(t.db, p, success({ status: 'reversed' }))).toBe('reversed');
      const before = t.mails.length;
      await paymentReversedNoticeJob(t.deps, (await noticesFor(p.id))[0]!);
      expect(t.mails.slice(before)[0]!.subject).toMatch(/^Malipo ya .*10,000.* yamerudishwa$/);
    } finally {
      await t.db.update(users).set({ language: 'en' }).where(eq(users.email, ownerEmail));
    }
  });

  it('a reversal of a payment never credited mails nobody', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const order = (
      await owner.post('/api/orders', {
        lines: [{ product_id: productId, quantity: 1 }],
        payment_method: 'mobile_money',
      })
    ).body as { id: string };
    const p = await addPayment(t.db, shopId, account.id, order.id, { amount: 10000 });
    expect(await settlePayment(t.db, p, success({ status: 'reversed' }))).toBe('ignored');
    expect(await noticesFor(p.id)).toHaveLength(0);
  });
});

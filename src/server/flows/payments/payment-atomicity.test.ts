import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, paymentAccounts, payments, type Payment } from '../../db/schema/payments.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import { type TestApp } from '../../test/harness.ts';
import { appWithClickpesa } from '../../test/linked-account.ts';
import { addOrder } from '../../modules/ledger/test/ledger-kit.ts';
import { sweepDuePayments } from './payment-checks.ts';
import { callbackPath, startPayment } from '../../modules/payments/start-payment.ts';
import type { ProviderDriver } from '../../modules/payments/test/provider-drivers.ts';

// The credit and the order's move to paid are one transaction: a crash in the second step (here
// transitionOrderIn throwing once, as a process dying between them would) leaves neither behind,
// and the provider's retry or the sweeper then does both.
const crash = vi.hoisted(() => ({ next: false }));
vi.mock('../../modules/orders/order.service.ts', async (original) => {
  const real = await original<typeof import('../../modules/orders/order.service.ts')>();
  return {
    ...real,
    transitionOrderIn: async (...args: Parameters<typeof real.transitionOrderIn>) => {
      if (crash.next) {
        crash.next = false;
        throw new Error('crashed between the credit and the order');
      }
      return real.transitionOrderIn(...args);
    },
  };
});

let t: TestApp;
let driver: ProviderDriver;
let shopId: string;
let account: typeof paymentAccounts.$inferSelect;
beforeAll(async () => {
  ({ t, driver, shopId, account } = await appWithClickpesa());
});
afterAll(async () => {
  await driver.close();
  await t.close();
});

const pay = async () => {
  const order = await addOrder(t.db, shopId, { total: 9000 });
  return startPayment(t.db, t.deps.env, { shopId, orderId: order.id, phone: '+255754123456', network: 'mpesa' });
};
const post = (payment: Payment) => {
  const callback = driver.callback(payment);
  return t.app.fetch(
    new Request(`http://localhost:4321${callbackPath(account)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...callback.headers },
      body: callback.rawBody,
    }),
  );
};
const state = async (p: Payment) => {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.id, p.id)));
  const [order] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, p.orderId!)));
  const entries = await t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.paymentId, p.id)));
  return { payment: row!.status, order: order!.status, credits: entries.map((e) => [e.kind, e.amount]) };
};

describe('credit and order move are one transaction', () => {
  it('a crash before the order moves credits nothing; the provider’s retry then credits once and pays the order', async () => {
    const payment = await pay();
    driver.settle(payment, 'success');
    crash.next = true;
    const crashed = await post(payment);
    // A 500 makes the provider send the callback again; the failure is logged like any callback.
    expect(crashed.status).toBe(500);
    expect(await state(payment)).toEqual({ payment: 'pending', order: 'pending', credits: [] });
    const [log] = await t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.shopId, shopId), eq(webhookLogs.statusCode, 500)));
    expect(log?.error).toMatchObject({ code: 'internal' });
    expect((await post(payment)).status).toBe(200);
    expect(await state(payment)).toEqual({ payment: 'succeeded', order: 'paid', credits: [['payment', 9000]] });
  });

  it('a crash during a sweep: the sweep after the claim lapses credits once and pays the order', async () => {
    const payment = await pay();
    driver.settle(payment, 'success');
    crash.next = true;
    const at = new Date(payment.nextCheckAt!.getTime() + 1000);
    await expect(sweepDuePayments(t.db, t.deps.env, at)).rejects.toThrow('crashed');
    expect(await state(payment)).toEqual({ payment: 'pending', order: 'pending', credits: [] });
    await sweepDuePayments(t.db, t.deps.env, new Date(at.getTime() + 3 * 60_000));
    expect(await state(payment)).toEqual({ payment: 'succeeded', order: 'paid', credits: [['payment', 9000]] });
  });
});

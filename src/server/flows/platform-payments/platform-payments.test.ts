import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, payoutAccounts, payouts, type Payment } from '../../db/schema/payments.ts';
import { platformFeeChanges, platformShopSettings } from '../../db/schema/platform-payments.ts';
import { AppError } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { balanceOf } from '../../modules/ledger/balances.ts';
import { addOrder } from '../../modules/ledger/test/ledger-kit.ts';
import { listOperatorActions } from '../../modules/operator-audit/index.ts';
import { transitionOrder } from '../../modules/orders/order.service.ts';
import { startPayment } from '../../modules/payments/index.ts';
import { installComplianceStatus } from '../../modules/platform-payments/index.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { settlePayment, type Observation } from '../payments/settle-payment.ts';
import { runScheduledPayout } from './scheduled-payouts.ts';

// Duka Chat Payments (issue 29, decision 0046): the platform's account collects for a shop that
// linked none, books its fee once, gives it back with refunds, holds an unverified shop's money
// under a cap, pays out only to a verified shop, and keeps the setup fee out of the shop's balance.

const PASSWORD = 'correct horse';
const PHONE = '+255754222333';
let t: TestApp, owner: TestClient, shopId: string;

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  // The demo's configuration: the sandbox is the platform's provider; the fee its default, 2.5%.
  t.deps.env.PLATFORM_PAYMENT_PROVIDER = 'sandbox';
});
afterAll(() => t.close());
afterEach(() => installComplianceStatus(null));

const verified = (...shops: string[]) =>
  installComplianceStatus(async (_db, id) =>
    shops.includes(id) ? { level: 1, missing: [] } : { level: 0, missing: [] },
  );
const success = (): Observation => ({
  status: 'succeeded',
  providerRef: null,
  amount: null,
  currency: null,
  reason: null,
});
const start = async (shop: string, total: number) => {
  const order = await addOrder(t.db, shop, { total, paymentMethod: 'mobile_money', status: 'pending' });
  const payment = await startPayment(t.db, t.deps.env, {
    shopId: shop,
    orderId: order.id,
    phone: PHONE,
    network: 'mpesa',
  });
  return { order, payment };
};
const entriesOf = async (shop: string, paymentId: string) =>
  (
    await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shop), eq(ledgerEntries.paymentId, paymentId)))
  )
    .map((e) => [e.kind, e.amount] as const)
    .sort();
const rowsOf = async (table: typeof payments | typeof payouts | typeof platformFeeChanges, shop?: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(table)
      .where(shop && 'shopId' in table ? eq(table.shopId, shop) : undefined)
  )[0]!.n;
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? `${e.status} ${e.code}` : String(e)),
  );

describe('a payment through the platform account', () => {
  let paid: Payment;
  it('collects through a managed account with the fee in force fixed on it, and books the fee once under 20 parallel callbacks', async () => {
    const { payment } = await start(shopId, 10_000);
    expect(payment.platformFee).toBe(250);
    const results = await Promise.all(Array.from({ length: 20 }, () => settlePayment(t.db, payment, success())));
    expect(results.filter((r) => r === 'credited')).toHaveLength(1);
    expect(await entriesOf(shopId, payment.id)).toEqual([
      ['payment', 10_000],
      ['platform_fee', -250],
    ]);
    expect(await balanceOf(t.db, shopId, payment.accountId)).toBe(9_750);
    paid = payment;
  });

  it('shows gross, platform fee and net on the transaction, and the fee as its own entry', async () => {
    const list = (await owner.get('/api/transactions?kind=platform_fee')).body.items;
    expect(list.map((e: { amount: number }) => e.amount)).toEqual([-250]);
    const credit = (await owner.get('/api/transactions?kind=payment')).body.items[0];
    const detail = (await owner.get(`/api/transactions/${credit.id}`)).body;
    expect(detail.payment.platform).toEqual({ gross: 10_000, fee: 250, given_back: 0, net: 9_750 });
  });

  it('a refund of half gives half the fee back; the rest comes back with the rest, never more than the fee', async () => {
    const half = await owner.post(`/api/orders/${paid.orderId}/refunds`, {
      amount: 5_000,
      note: 'half returned',
      source: 'account',
      payment_id: paid.id,
    });
    expect(half.status).toBe(201);
    expect((await entriesOf(shopId, paid.id)).filter(([k]) => k === 'platform_fee')).toEqual([
      ['platform_fee', -250],
      ['platform_fee', 125],
    ]);
    await owner.post(`/api/orders/${paid.orderId}/refunds`, {
      amount: 5_000,
      note: 'the rest',
      source: 'account',
      payment_id: paid.id,
    });
    const fees = (await entriesOf(shopId, paid.id)).filter(([k]) => k === 'platform_fee');
    expect(fees.reduce((sum, [, a]) => sum + a, 0)).toBe(0);
  });

  it('rounds each give-back down, cumulatively: an odd fee never comes back more than once', async () => {
    const { order, payment } = await start(shopId, 9_999);
    expect(payment.platformFee).toBe(249);
    await settlePayment(t.db, payment, success());
    const refund = (amount: number) =>
      owner.post(`/api/orders/${order.id}/refunds`, {
        amount,
        note: 'back',
        source: 'account',
        payment_id: payment.id,
      });
    expect((await refund(5_000)).status).toBe(201);
    expect((await entriesOf(shopId, payment.id)).filter(([k, a]) => k === 'platform_fee' && a > 0)).toEqual([
      ['platform_fee', 124],
    ]);
    expect((await refund(4_999)).status).toBe(201);
    const back = (await entriesOf(shopId, payment.id)).filter(([k, a]) => k === 'platform_fee' && a > 0);
    expect(back.reduce((s, [, a]) => s + a, 0)).toBe(249);
  });
});

describe('a shop with its own provider account', () => {
  it('collects through its own account and pays no platform fee', async () => {
    const other = await signUpUser(t, { shop: true });
    const linked = await other.client.post('/api/payment-accounts', {
      provider: 'sandbox',
      label: 'Own sandbox',
      credentials: {},
      networks: ['mpesa'],
      enabled: true,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    const { payment } = await start(other.shop.id, 10_000);
    expect(payment.platformFee).toBeNull();
    await settlePayment(t.db, payment, success());
    expect(await entriesOf(other.shop.id, payment.id)).toEqual([['payment', 10_000]]);
    const status = (await other.client.get('/api/platform-payments/status')).body;
    expect(status).toMatchObject({ uses_platform: false, account_id: null });
  });
});

describe('the held balance of an unverified shop', () => {
  it('refuses a new platform payment past the cap in words (en and sw), writes nothing, and cash still works', async () => {
    const shop = await signUpUser(t, { shop: true });
    const id = shop.shop.id as string;
    const cap = t.deps.env.PLATFORM_HELD_CAP;
    t.deps.env.PLATFORM_HELD_CAP = 15_000;
    try {
      const first = await start(id, 10_000);
      await settlePayment(t.db, first.payment, success());
      const order = await addOrder(t.db, id, { total: 10_000, paymentMethod: 'mobile_money', status: 'pending' });
      const before = await rowsOf(payments, id);
      const refused = await shop.client.post(
        `/api/orders/${order.id}/payments`,
        { phone: '0754222333', network: 'mpesa' },
        { 'accept-language': 'sw' },
      );
      expect([refused.status, refused.body.code]).toEqual([409, 'platform_held_cap_reached']);
      expect(refused.body.message).toBe(messageFor('platform_held_cap_reached', 'sw'));
      expect(messageFor('platform_held_cap_reached', 'en')).toMatch(/cash/);
      expect(await rowsOf(payments, id)).toBe(before);
      // The merchant reads how much more may come in (15,000 − 9,750 held): less than the order.
      expect((await shop.client.get('/api/platform-payments/status')).body).toMatchObject({
        cap: 15_000,
        cap_left: 5_250,
        level: 0,
      });
      // Cash does not pass the platform: the order is paid and the drawer has it.
      const cash = await addOrder(t.db, id, { total: 20_000, paymentMethod: 'cash', status: 'pending' });
      await transitionOrder(t.db, id, cash.id, null, 'paid', '');
      expect(await balanceOf(t.db, id, null)).toBe(20_000);
      // Verified, the shop's money is not held: no cap.
      verified(id);
      expect(
        await codeOf(startPayment(t.db, t.deps.env, { shopId: id, orderId: order.id, phone: PHONE, network: 'mpesa' })),
      ).toBe('ok');
    } finally {
      t.deps.env.PLATFORM_HELD_CAP = cap;
    }
  });
});

describe('payouts of the platform balance', () => {
  let walletId: string;
  let accountId: string;
  const pay = (amount: number) =>
    owner.post('/api/payouts', {
      account_id: accountId,
      payout_account_id: walletId,
      amount,
      current_password: PASSWORD,
    });

  beforeAll(async () => {
    const { payment } = await start(shopId, 50_000);
    await settlePayment(t.db, payment, success());
    accountId = payment.accountId;
    const [wallet] = await t.db
      .insert(payoutAccounts)
      .values({ shopId, kind: 'wallet', institution: 'mpesa', accountName: 'Asha', accountNumber: '+255755000222' })
      .returning();
    walletId = wallet!.id;
  });

  it('are refused while the shop is unverified, with the reason, and nothing is written', async () => {
    const before = await rowsOf(payouts, shopId);
    const refused = await pay(1_000);
    expect([refused.status, refused.body.code]).toEqual([403, 'payout_compliance_unverified']);
    expect(await rowsOf(payouts, shopId)).toBe(before);
    const status = (await owner.get('/api/platform-payments/status')).body;
    expect(status).toMatchObject({ released: false, block: { code: 'payout_compliance_unverified' } });
    expect(status.block.missing.length).toBeGreaterThan(0);
    const source = (await owner.get('/api/payouts/sources')).body.find(
      (s: { account: { id: string } }) => s.account.id === accountId,
    );
    expect(source.available).toBe(0);
  });

  it('once verified: above the released balance is a 409 with nothing written; within it the payout goes, and its statement adds up', async () => {
    verified(shopId);
    const balance = await balanceOf(t.db, shopId, accountId);
    const before = await rowsOf(payouts, shopId);
    const above = await pay(balance + 1);
    expect([above.status, above.body.code]).toEqual([409, 'insufficient_balance']);
    expect(await rowsOf(payouts, shopId)).toBe(before);
    const ok = await pay(balance);
    expect(ok.status).toBe(201);
    const [statement] = (await owner.get('/api/platform-payments/statements')).body;
    expect(statement).toMatchObject({ payout_id: ok.body.id, sent: balance });
    expect(statement.collected + statement.platform_fees + statement.refunds).toBe(balance);
  });

  it('are refused while an operator holds them, with the operator’s words', async () => {
    verified(shopId);
    await t.db
      .insert(platformShopSettings)
      .values({ shopId, payoutsHeld: true, heldReason: 'Chargeback review' })
      .onConflictDoUpdate({
        target: platformShopSettings.shopId,
        set: { payoutsHeld: true, heldReason: 'Chargeback review' },
      });
    const { payment } = await start(shopId, 5_000);
    await settlePayment(t.db, payment, success());
    const refused = await pay(1_000);
    expect([refused.status, refused.body.code]).toEqual([403, 'payouts_held']);
    expect(refused.body.message).toContain('Chargeback review');
    await t.db
      .update(platformShopSettings)
      .set({ payoutsHeld: false, heldReason: null })
      .where(eq(platformShopSettings.shopId, shopId));
  });
});

describe('a payout schedule', () => {
  it('pays the whole released balance on its run, once however often the run repeats, and waits while the shop is unverified', async () => {
    const shop = await signUpUser(t, { shop: true });
    const id = shop.shop.id as string;
    const { payment } = await start(id, 20_000);
    await settlePayment(t.db, payment, success());
    const [wallet] = await t.db
      .insert(payoutAccounts)
      .values({ shopId: id, kind: 'wallet', institution: 'mpesa', accountName: 'Juma', accountNumber: '+255755000444' })
      .returning();
    const noAccount = await shop.client.put('/api/platform-payments/schedule', { schedule: 'daily' });
    expect([noAccount.status, noAccount.body.field]).toEqual([400, 'payout_account_id']);
    const set = await shop.client.put('/api/platform-payments/schedule', {
      schedule: 'daily',
      payout_account_id: wallet!.id,
    });
    expect(set.body).toMatchObject({ schedule: 'daily', payout_account_id: wallet!.id });
    const run = (runAt: Date) => runScheduledPayout(t.db, t.deps.env, { shopId: id, schedule: 'daily', runAt });
    // Unverified: the run pays nothing and the next one is queued.
    expect(await run(new Date(Date.now() - 60_000))).toBeNull();
    expect(await rowsOf(payouts, id)).toBe(0);
    verified(id);
    const runAt = new Date();
    const paid = await run(runAt);
    expect(paid).toMatchObject({ amount: 19_500, payoutAccountId: wallet!.id });
    expect(await run(runAt)).toBeNull();
    expect(await rowsOf(payouts, id)).toBe(1);
    expect(await balanceOf(t.db, id, payment.accountId)).toBe(0);
  });
});

describe('the setup fee', () => {
  it('is paid by mobile money through the platform, never shows in the shop’s balance, and only once', async () => {
    const shop = await signUpUser(t, { shop: true });
    const id = shop.shop.id as string;
    const started = await shop.client.post('/api/platform-payments/setup-fee', {
      phone: '0754222333',
      network: 'mpesa',
    });
    expect(started.status).toBe(201);
    expect(started.body.amount).toBe(25_000);
    const again = await shop.client.post('/api/platform-payments/setup-fee', { phone: '0754222333', network: 'mpesa' });
    expect([again.status, again.body.code]).toEqual([409, 'setup_fee_in_progress']);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, id), eq(payments.purpose, 'setup_fee')));
    expect(await settlePayment(t.db, payment!, success())).toBe('credited');
    expect(await balanceOf(t.db, id, payment!.accountId)).toBe(0);
    expect(await entriesOf(id, payment!.id)).toEqual([
      ['payment', 25_000],
      ['setup_fee', -25_000],
    ]);
    const status = (await shop.client.get('/api/platform-payments/status')).body;
    expect(status.balance).toBe(0);
    expect(status.setup_fee.paid_at).not.toBeNull();
    const paidTwice = await shop.client.post('/api/platform-payments/setup-fee', {
      phone: '0754222333',
      network: 'mpesa',
    });
    expect([paidTwice.status, paidTwice.body.code]).toEqual([409, 'setup_fee_already_paid']);
  });
});

describe('the operator’s money routes', () => {
  let operator: TestClient;
  beforeAll(async () => {
    const op = await signUpUser(t);
    (t.deps.env as { operatorEmails: readonly string[] }).operatorEmails = [op.email.toLowerCase()];
    operator = op.client;
  });

  it('are 401 signed out and 404 for a shop owner, and change nothing', async () => {
    const before = await rowsOf(platformFeeChanges);
    const body = { kind: 'fixed', amount: 100, reason: 'mine' };
    expect((await t.client().put('/api/operator/money/fee', body)).status).toBe(401);
    expect((await owner.put('/api/operator/money/fee', body)).status).toBe(404);
    expect((await owner.get('/api/operator/money/payouts')).status).toBe(404);
    expect((await owner.post(`/api/operator/money/shops/${shopId}/hold`, { reason: 'x' })).status).toBe(404);
    expect(await rowsOf(platformFeeChanges)).toBe(before);
  });

  it('hold and release with a reason, each written to the audit log; without a reason: 400, nothing written', async () => {
    const noReason = await operator.post(`/api/operator/money/shops/${shopId}/hold`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(await listOperatorActions(t.db, { shopId, limit: 10 })).toHaveLength(0);
    const held = await operator.post(`/api/operator/money/shops/${shopId}/hold`, { reason: 'Documents unclear' });
    expect(held.status).toBe(200);
    expect(held.body.find((s: { shop_id: string }) => s.shop_id === shopId)).toMatchObject({
      payouts_held: true,
      held_reason: 'Documents unclear',
    });
    expect((await operator.post(`/api/operator/money/shops/${shopId}/hold`, { reason: 'again' })).status).toBe(409);
    expect((await operator.post(`/api/operator/money/shops/${shopId}/release`, { reason: 'Cleared' })).status).toBe(
      200,
    );
    const log = await listOperatorActions(t.db, { shopId, limit: 10 });
    expect(log.map((a) => [a.action, a.reason])).toEqual([
      ['payouts.release', 'Cleared'],
      ['payouts.hold', 'Documents unclear'],
    ]);
  });

  it('set the fee (audited), which new platform payments take, and read the figures and the setup fees', async () => {
    const set = await operator.put('/api/operator/money/fee', { kind: 'fixed', amount: 300, reason: 'Launch price' });
    expect(set.body).toMatchObject({ kind: 'fixed', amount: 300, label: 'TZS 300', source: 'operator' });
    const fee = await t.client().get('/api/public/platform-fee');
    expect(fee.body).toMatchObject({ label: 'TZS 300' });
    expect(fee.headers.get('cache-control')).toBe('public, max-age=300');
    const [entry] = await listOperatorActions(t.db, { limit: 1 });
    expect(entry).toMatchObject({ action: 'platform_fee.set', reason: 'Launch price' });
    const { payment } = await start(shopId, 8_000);
    expect(payment.platformFee).toBe(300);
    const tooHigh = await operator.put('/api/operator/money/fee', {
      kind: 'percent',
      basis_points: 5_000,
      reason: 'x',
    });
    expect(tooHigh.status).toBe(400);
    // Days are Tanzania's (EAT, UTC+3).
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const figures = (await operator.get(`/api/operator/money/figures?from=${today}&to=${today}`)).body;
    expect(figures).toHaveLength(1);
    expect(figures[0].fee_income).toBeGreaterThan(0);
    expect((await operator.get('/api/operator/money/figures?from=2026-02-01&to=2025-01-01')).status).toBe(400);
    expect((await operator.get('/api/operator/money/setup-fees')).body.length).toBeGreaterThan(0);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYOUT_FEE, startFakeClickpesa, type FakeClickpesa } from '../../../../tests/fixtures/fake-clickpesa.ts';
import { FAKE_APP_FEE_RATE } from '../../../../tests/fixtures/fake-flutterwave.ts';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, paymentAccounts, payments, type Payment } from '../../db/schema/payments.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { balanceOf } from '../../modules/ledger/balances.ts';
import { addOrder } from '../../modules/ledger/test/ledger-kit.ts';
import { accountContext } from '../../modules/payments/account-context.ts';
import { checkPayment } from './payment-checks.ts';
import { paymentProviders } from '../../modules/payments/providers/index.ts';
import { settlePayment } from './settle-payment.ts';
import { callbackPath, startPayment } from '../../modules/payments/start-payment.ts';
import { providerDrivers, type Callback, type ProviderDriver } from '../../modules/payments/test/provider-drivers.ts';
import { payoutReference } from '../../modules/payouts/payout-reference.ts';

// Issue 25, "for every provider a test of unknown, pending past our wait, late success, reversal
// and fee, against the rewritten fakes": each provider's adapter talks to its fake (written from
// the provider's own material), the app settles through its callback route and the sweeper's
// check with an injected clock. The provider-independent rules are in payment-lifecycle.test.ts
// (sandbox) and payouts/payout-lifecycle.test.ts; here the same rules meet each provider's words.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.env.PAYMENT_TIMEOUT_MS = 1000;
});
afterAll(() => t.close());

const PHONE = '+255754123456';
/** What each provider documents beyond push, callback and status query. */
const DOCUMENTS: Record<string, { cancel: boolean; reversalWords: string[]; collectionFee: boolean }> = {
  selcom: { cancel: true, reversalWords: [], collectionFee: false },
  azampay: { cancel: false, reversalWords: [], collectionFee: false },
  clickpesa: { cancel: false, reversalWords: ['REFUNDED', 'REVERSED'], collectionFee: false },
  flutterwave: { cancel: false, reversalWords: [], collectionFee: true },
};
/** Words no provider documents: read as a verdict they would be a guess. */
const UNDOCUMENTED = ['AWAITING_SETTLEMENT_X', 'REVERSED', 'REFUNDED', 'reversed', 'chargeback'];

const row = async (p: Payment) =>
  (
    await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, p.shopId), eq(payments.id, p.id)))
  )[0]!;
const entries = (p: Payment, kind?: 'payment' | 'fee' | 'reversal') =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.shopId, p.shopId),
        eq(ledgerEntries.paymentId, p.id),
        kind ? eq(ledgerEntries.kind, kind) : undefined,
      ),
    );
const orderStatus = async (p: Payment) =>
  (
    await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, p.shopId), eq(orders.id, p.orderId!)))
  )[0]!.status;
/** The sweeper's check of this payment at `at` (what a sweep then does for it). */
const checkAt = (p: Payment, at: Date) => checkPayment(t.db, t.deps.env, p.shopId, p.id, at);
/** The sweeper's check at the payment's own next check. */
const checkAtNext = async (p: Payment) => {
  const at = (await row(p)).nextCheckAt!;
  expect(at).not.toBeNull();
  await checkAt(p, at);
  return at;
};
const pastWait = (p: Pick<Payment, 'expiresAt'>) => new Date(p.expiresAt.getTime() + 1000);

describe.each(Object.entries(providerDrivers))('%s, through its fake', (name, start) => {
  const documents = DOCUMENTS[name]!;
  let driver: ProviderDriver;
  let shop: { shopId: string; account: typeof paymentAccounts.$inferSelect; client: TestClient };
  beforeAll(async () => {
    driver = await start();
    driver.configure(t.deps.env);
    const signed = await signUpUser(t, { shop: true });
    const [account] = await insertPaymentAccount(t, {
      shopId: signed.shop.id,
      provider: driver.id,
      credentials: JSON.stringify(driver.credentials),
      networks: ['mpesa', 'airtel', 'mixx'],
    });
    shop = { shopId: signed.shop.id, account: account!, client: signed.client };
  });
  afterAll(() => driver.close());

  const pay = async (total = 15_000, orderId?: string) => {
    const id = orderId ?? (await addOrder(t.db, shop.shopId, { total })).id;
    return startPayment(t.db, t.deps.env, { shopId: shop.shopId, orderId: id, phone: PHONE, network: 'mpesa' });
  };
  const post = (callback: Callback) =>
    t.app.fetch(
      new Request(`http://localhost:4321${callbackPath(shop.account)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...callback.headers },
        body: callback.rawBody,
      }),
    );
  const cancels = () => driver.requests().filter((r) => r.path.endsWith('/cancel-order'));
  /** Selcom's cancel turned down (not in cancel-order.md: an order the payer is paying). */
  const refuseCancelNext = () =>
    driver.answerNext(
      { status: 200, json: { reference: null, resultcode: '400', result: 'FAIL', message: 'Order in progress' } },
      /\/cancel-order$/,
    );
  /** Our wait ends with the push still pending at the provider (and Selcom's cancel refused). */
  const unknownPastWait = async (p: Payment, at = pastWait(p)) => {
    if (documents.cancel) refuseCancelNext();
    expect(await checkAt(p, at)).toBe('unknown');
    return row(p);
  };
  const askAdapter = (p: Payment) =>
    paymentProviders[driver.id].queryStatus(accountContext(t.deps.env, shop.account), {
      reference: p.reference,
      providerRef: p.providerReference,
      network: p.network,
    });

  describe('unknown: an answer that is no documented verdict', () => {
    it('a 5xx, an undocumented status word and a timeout leave it unsettled, credit nothing, and it is asked again', async () => {
      const payment = await pay();
      expect(payment.status).toBe('pending');
      const attempts = [
        // The provider's server fails.
        () => driver.answerNext({ status: 503, json: { message: 'Service Unavailable' } }, driver.statusPath),
        // It answers with a word its documents do not have.
        () => driver.sayStatus(payment, 'AWAITING_SETTLEMENT_X'),
        // It does not answer in time.
        () => driver.setDelay(1500),
      ];
      let asked = driver.queries();
      for (const make of attempts) {
        make();
        const at = await checkAtNext(payment).finally(() => driver.setDelay(0));
        expect(driver.queries()).toBe(++asked);
        const now = await row(payment);
        expect(now.status).toBe('pending');
        expect(now.nextCheckAt!.getTime()).toBeGreaterThan(at.getTime());
        expect(await entries(payment)).toEqual([]);
      }
      // Past our wait with the word still undocumented: unknown, never failed or expired.
      const unknown = await unknownPastWait(payment);
      expect(unknown.nextCheckAt).not.toBeNull();
      await checkAtNext(payment);
      expect(driver.queries()).toBe(asked + 2);
      expect((await row(payment)).status).toBe('unknown');
      expect(await entries(payment)).toEqual([]);
      expect(await orderStatus(payment)).toBe('pending');
    });
  });

  describe('pending past our wait', () => {
    it.runIf(documents.cancel)(
      `${name} offers a cancel: asked once when our wait ends, and the payment ends as its answer says`,
      async () => {
        // The cancel confirmed (cancel-order.md's 000): expired on the provider's word.
        const cancelled = await pay();
        const before = cancels().length;
        expect(await checkAt(cancelled, pastWait(cancelled))).toBe('expired');
        expect(cancels()).toHaveLength(before + 1);
        expect(cancels().at(-1)).toMatchObject({ method: 'DELETE' });
        expect(cancels().at(-1)!.query.get('order_id')).toBe(cancelled.reference);
        expect(await row(cancelled)).toMatchObject({
          status: 'expired',
          reason: 'cancelled at the provider',
          nextCheckAt: null,
        });
        expect(await entries(cancelled)).toEqual([]);
        // The cancel turned down: unknown, still asked, listed; the cancel is not asked again.
        const refused = await pay();
        const unknown = await unknownPastWait(refused);
        expect(cancels()).toHaveLength(before + 2);
        expect(unknown.reason).toContain('Order in progress');
        expect(unknown.nextCheckAt).not.toBeNull();
        await checkAtNext(refused);
        expect(cancels()).toHaveLength(before + 2);
        expect((await row(refused)).status).toBe('unknown');
        const listed = await shop.client.get('/api/reconciliation');
        expect(listed.body.unknown.map((p: { id: string }) => p.id)).toContain(refused.id);
      },
    );

    it.runIf(!documents.cancel)(
      `${name} offers no cancel: unknown (not expired), asked again later, listed in reconciliation`,
      async () => {
        expect(paymentProviders[driver.id].cancelCollection).toBeUndefined();
        const payment = await pay();
        // Within our wait: pending at the provider changes nothing.
        await checkAtNext(payment);
        expect((await row(payment)).status).toBe('pending');
        const at = pastWait(payment);
        expect(await checkAt(payment, at)).toBe('unknown');
        const unknown = await row(payment);
        expect(unknown.status).toBe('unknown');
        expect(unknown.nextCheckAt!.getTime()).toBeGreaterThan(at.getTime());
        expect(await entries(payment)).toEqual([]);
        expect(await orderStatus(payment)).toBe('pending');
        expect(driver.requests().filter((r) => r.method === 'DELETE' || /cancel/i.test(r.path))).toEqual([]);
        const asked = driver.queries();
        await checkAtNext(payment);
        expect(driver.queries()).toBe(asked + 1);
        expect((await row(payment)).status).toBe('unknown');
        const listed = await shop.client.get('/api/reconciliation');
        expect(listed.status).toBe(200);
        expect(listed.body.unknown.map((p: { id: string; status: string }) => [p.id, p.status])).toContainEqual([
          payment.id,
          'unknown',
        ]);
      },
    );
  });

  describe('late success', () => {
    it('after our wait: 5 copies of the callback and a sweep credit it once, and the order is paid', async () => {
      const payment = await pay(12_000);
      const unknown = await unknownPastWait(payment);
      driver.settle(payment, 'success');
      const callback = driver.callback(payment);
      const [answers] = await Promise.all([
        Promise.all(Array.from({ length: 5 }, () => post(callback))),
        checkAt(unknown, unknown.nextCheckAt!),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
      expect((await entries(payment, 'payment')).map((e) => e.amount)).toEqual([12_000]);
      expect(await row(payment)).toMatchObject({ status: 'succeeded', nextCheckAt: null, refundDue: false });
      expect(await orderStatus(payment)).toBe('paid');
      // Asked again later by hand: settled, nothing more to credit.
      await checkPayment(t.db, t.deps.env, payment.shopId, payment.id, new Date(), { byHand: true });
      expect(await entries(payment, 'payment')).toHaveLength(1);
    });

    it('after another payment paid the order: credited once and flagged as an overpayment', async () => {
      const order = await addOrder(t.db, shop.shopId, { total: 8_000 });
      const first = await pay(8_000, order.id);
      // Our wait for the first push ended (in real time: a second push is allowed only then).
      await t.db
        .update(payments)
        .set({ expiresAt: new Date(Date.now() - 2000), nextCheckAt: new Date(Date.now() - 1000) })
        .where(and(eq(payments.shopId, first.shopId), eq(payments.id, first.id)));
      await unknownPastWait(first, new Date());
      const second = await pay(8_000, order.id);
      expect(second.status).toBe('pending');
      driver.settle(second, 'success');
      expect((await post(driver.callback(second))).status).toBe(200);
      expect(await orderStatus(second)).toBe('paid');
      // The first push's approval comes through after all.
      driver.settle(first, 'success');
      const callback = driver.callback(first);
      await Promise.all(Array.from({ length: 5 }, () => post(callback)));
      expect(await row(first)).toMatchObject({ status: 'succeeded', refundDue: true, excess: 8_000 });
      expect((await entries(first, 'payment')).map((e) => e.amount)).toEqual([8_000]);
      expect(await row(second)).toMatchObject({ status: 'succeeded', refundDue: false, excess: 0 });
      expect(await orderStatus(first)).toBe('paid');
      const listed = await shop.client.get('/api/reconciliation');
      expect(listed.body.refund_due.map((p: { id: string }) => p.id)).toContain(first.id);
    });
  });

  describe('reversal', () => {
    it(`the status words ${name} documents as a reversal (${documents.reversalWords.join(', ') || 'none'}) are the only ones read as reversed`, async () => {
      const payment = await pay();
      const reads: Record<string, string> = {};
      for (const word of [...driver.documentedWords, ...UNDOCUMENTED]) {
        driver.sayStatus(payment, word);
        const answer = await askAdapter(payment);
        reads[word] = answer.outcome === 'answered' ? answer.status : answer.outcome;
      }
      // (ClickPesa's words are read whatever their case: 'reversed' is its REVERSED.)
      const reversed = new Set(
        Object.keys(reads)
          .filter((w) => reads[w] === 'reversed')
          .map((w) => w.toUpperCase()),
      );
      expect([...reversed].sort()).toEqual([...documents.reversalWords].sort());
      // An undocumented word is never a verdict.
      for (const word of UNDOCUMENTED.filter((w) => !documents.reversalWords.includes(w.toUpperCase())))
        expect(['unknown', 'pending'], `${word} read as ${reads[word]}`).toContain(reads[word]);
    });

    it.runIf(documents.reversalWords.length > 0)(
      `${name} REVERSED after a success, as its status query says it: reversed once, with a reversal entry`,
      async () => {
        const payment = await pay(9_000);
        driver.settle(payment, 'success');
        expect((await post(driver.callback(payment))).status).toBe(200);
        expect(await orderStatus(payment)).toBe('paid');
        driver.sayStatus(payment, 'REVERSED');
        const answer = await askAdapter(payment);
        expect(answer).toMatchObject({ outcome: 'answered', status: 'reversed' });
        if (answer.outcome !== 'answered') return;
        const credited = await row(payment);
        const outcomes = await Promise.all(
          Array.from({ length: 5 }, () => settlePayment(t.db, credited, { ...answer, reason: answer.reason })),
        );
        expect(outcomes.filter((o) => o === 'reversed')).toHaveLength(1);
        expect(await row(payment)).toMatchObject({ status: 'reversed' });
        expect((await entries(payment, 'reversal')).map((e) => e.amount)).toEqual([-9_000]);
        expect((await entries(payment)).reduce((sum, e) => sum + e.amount, 0)).toBe(0);
      },
    );

    // ClickPesa sends no webhook for a payment reversal (home/webhooks.mdx), so only its status
    // query can tell: "ask the provider again" asks about a credited payment for a reversal.
    it.runIf(documents.reversalWords.length > 0)(
      `${name} REVERSED after a success reaches the payment through the app (ask the provider again)`,
      async () => {
        const payment = await pay(6_000);
        driver.settle(payment, 'success');
        expect((await post(driver.callback(payment))).status).toBe(200);
        driver.sayStatus(payment, 'REVERSED');
        const asked = await shop.client.post(`/api/payments/${payment.id}/ask-provider`, {});
        expect(asked.status).toBe(200);
        expect(await row(payment)).toMatchObject({ status: 'reversed' });
        expect((await entries(payment, 'reversal')).map((e) => e.amount)).toEqual([-6_000]);
      },
    );
  });

  describe('fee', () => {
    it.runIf(documents.collectionFee)(
      `${name} states its fee on a collection: booked once beside the gross (gross + fee entry = net)`,
      async () => {
        const payment = await pay(10_000);
        const fee = Math.round(10_000 * FAKE_APP_FEE_RATE);
        driver.settle(payment, 'success');
        const callback = driver.callback(payment);
        await Promise.all([
          ...Array.from({ length: 5 }, () => post(callback)),
          checkAt(payment, (await row(payment)).nextCheckAt!),
        ]);
        const booked = (await entries(payment)).map((e) => [e.kind, e.amount]).sort();
        expect(booked).toEqual([
          ['fee', -fee],
          ['payment', 10_000],
        ]);
        expect(booked.reduce((sum, [, amount]) => sum + Number(amount), 0)).toBe(10_000 - fee);
        expect(await balanceOf(t.db, shop.shopId, shop.account.id)).toBeGreaterThan(0);
        expect(await orderStatus(payment)).toBe('paid');
      },
    );

    it.runIf(!documents.collectionFee)(`${name} states no fee on a collection: no fee entry`, async () => {
      const payment = await pay(10_000);
      driver.settle(payment, 'success');
      const answer = await askAdapter(payment);
      expect(answer).toMatchObject({ outcome: 'answered', status: 'succeeded' });
      expect((answer as { fee?: number | null }).fee ?? null).toBeNull();
      expect((await post(driver.callback(payment))).status).toBe(200);
      expect((await entries(payment)).map((e) => [e.kind, e.amount])).toEqual([['payment', 10_000]]);
    });
  });
});

// Payouts: ClickPesa is the one provider here that states a payout fee and a payout reversal
// (home/payout-status.mdx, home/webhooks.mdx PAYOUT REVERSED).
describe('clickpesa payouts, through its fake', () => {
  const keys = { clientId: 'cp-client-plc', apiKey: 'cp-key-plc', checksumKey: 'cp-checksum-plc' };
  let fake: FakeClickpesa;
  let owner: TestClient;
  let shopId: string;
  let account: typeof paymentAccounts.$inferSelect;
  let wallet: { id: string };
  beforeAll(async () => {
    fake = await startFakeClickpesa(keys);
    t.deps.env.CLICKPESA_BASE_URL = fake.url;
    const signed = await signUpUser(t, { shop: true });
    owner = signed.client;
    shopId = signed.shop.id;
    [account] = (await insertPaymentAccount(t, {
      shopId,
      provider: 'clickpesa',
      credentials: JSON.stringify(keys),
      networks: ['mpesa'],
    })) as [typeof account];
    expect(
      (await owner.post('/api/transactions/adjustments', { account: account.id, amount: 50_000, note: 'Float' }))
        .status,
    ).toBe(201);
    const added = await owner.post('/api/payouts/accounts', {
      kind: 'wallet',
      network: 'mpesa',
      phone: '0754 111 222',
      account_name: 'Asha Juma',
      current_password: 'correct horse',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    wallet = added.body;
  });
  afterAll(() => fake.close());

  const postCallback = (rawBody: string) =>
    t.app.fetch(
      new Request(`http://localhost:4321${callbackPath(account)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: rawBody,
      }),
    );
  const payoutEntries = async (payoutId: string) =>
    (
      await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.payoutId, payoutId)))
    )
      .map((e) => [e.kind, e.amount])
      .sort();
  const balance = () => balanceOf(t.db, shopId, account.id);

  /** A 10 000 payout ClickPesa pays, then reverses (its sample: reverse.reversedWithFee true), 5 copies of the webhook. */
  const payOutThenReverse = async () => {
    const before = await balance();
    const res = await owner.post('/api/payouts', {
      account_id: account.id,
      payout_account_id: wallet.id,
      amount: 10_000,
      current_password: 'correct horse',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id: string = res.body.id;
    // ClickPesa states its fee in the payout's answer: booked once beside the payout.
    expect(await payoutEntries(id)).toEqual([
      ['fee', -FAKE_PAYOUT_FEE],
      ['payout', -10_000],
    ]);
    expect(await balance()).toBe(before - 10_000 - FAKE_PAYOUT_FEE);
    fake.settlePayout(payoutReference(id), 'SUCCESS');
    await postCallback(fake.payoutCallbackFor(payoutReference(id)).rawBody);
    expect((await owner.get(`/api/payouts/${id}`)).body.status).toBe('paid');
    expect(await payoutEntries(id)).toHaveLength(2);
    fake.settlePayout(payoutReference(id), 'REVERSED', 'Wallet closed');
    const reversal = fake.payoutCallbackFor(payoutReference(id));
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCallback(reversal.rawBody)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    return { before, id };
  };

  it('the fee ClickPesa states is booked once beside the payout; PAYOUT REVERSED (5 copies) gives the payout back once', async () => {
    const { id } = await payOutThenReverse();
    expect((await owner.get(`/api/payouts/${id}`)).body.status).toBe('reversed');
    const booked = await payoutEntries(id);
    expect(booked.filter(([kind]) => kind === 'fee')).toEqual([['fee', -FAKE_PAYOUT_FEE]]);
    expect(booked.filter(([kind]) => kind === 'payout')).toEqual([['payout', -10_000]]);
    // The payout's debit comes back once, whatever the number of webhook copies.
    expect(booked.filter(([kind, amount]) => kind === 'reversal' && amount === 10_000)).toHaveLength(1);
    const listed = await owner.get('/api/reconciliation');
    expect(listed.body.payouts.map((p: { id: string; status: string }) => [p.id, p.status])).toContainEqual([
      id,
      'reversed',
    ]);
  });

  // ClickPesa's PAYOUT REVERSED sample (home/webhooks.mdx) says reverse.reversedWithFee: true, the
  // fee returned with the payout: the fee entry is reversed too, so the books are as before.
  const feeComesBack = 'PAYOUT REVERSED with reversedWithFee: the fee comes back too (the books as before the payout)';
  it(feeComesBack, async () => {
    const { before, id } = await payOutThenReverse();
    const booked = await payoutEntries(id);
    const back = booked.filter(([kind]) => kind === 'reversal').map(([, amount]) => Number(amount));
    expect(back.sort((x, y) => x - y)).toEqual([FAKE_PAYOUT_FEE, 10_000]);
    expect(await balance()).toBe(before);
  });
});

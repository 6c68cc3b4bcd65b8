import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYOUT_FEE, startFakeClickpesa, type FakeClickpesa } from '../../../../tests/fixtures/fake-clickpesa.ts';
import { ledgerEntries, paymentAccounts, payoutAccounts, payouts } from '../../db/schema/payments.ts';
import { forbidden } from '../../http/errors.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { balanceOf } from '../ledger/balances.ts';
import { requestPayout } from '../ledger/payouts.ts';
import { callbackPath } from '../payments/start-payment.ts';
import { sweepDuePayouts } from './payout-checks.ts';
import { payoutReference } from './payout-reference.ts';

const PASSWORD = 'correct horse';
let t: TestApp;
let fake: FakeClickpesa;
let owner: TestClient;
let shopId: string;
let account: typeof paymentAccounts.$inferSelect;
let wallet: { id: string; number: string };

const keys = { clientId: 'cp-client-po', apiKey: 'cp-key-po', checksumKey: 'cp-checksum-po' };

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeClickpesa(keys);
  t.deps.env.CLICKPESA_BASE_URL = fake.url;
  t.deps.env.PAYMENT_TIMEOUT_MS = 1000;
  const signed = await signUpUser(t, { shop: true });
  owner = signed.client;
  shopId = signed.shop.id;
  [account] = (await insertPaymentAccount(t, {
    shopId,
    provider: 'clickpesa',
    credentials: JSON.stringify(keys),
    networks: ['mpesa'],
  })) as [typeof account];
  await fund(100_000);
  const added = await owner.post('/api/payouts/accounts', {
    kind: 'wallet',
    network: 'mpesa',
    phone: '0754 111 222',
    account_name: 'Asha Juma',
    current_password: PASSWORD,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  wallet = added.body;
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const fund = async (amount: number) => {
  const res = await owner.post('/api/transactions/adjustments', { account: account.id, amount, note: 'Float' });
  expect(res.status).toBe(201);
};
const balance = () => balanceOf(t.db, shopId, account.id);
const pay = (amount: number, headers: Record<string, string> = {}) =>
  owner.post(
    '/api/payouts',
    { account_id: account.id, payout_account_id: wallet.id, amount, current_password: PASSWORD },
    headers,
  );
const postCallback = (rawBody: string) =>
  t.app.fetch(
    new Request(`http://localhost:4321${callbackPath(account)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rawBody,
    }),
  );
const entriesOf = (payoutId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.payoutId, payoutId)));
/** A sweep as it runs once a payout has waited past its check interval. */
const sweepLater = () => sweepDuePayouts(t.db, t.deps.env, new Date(Date.now() + 5 * 60_000));

describe('payout accounts', () => {
  it('answers the wallet with its number masked, in the list too', async () => {
    expect(wallet).toMatchObject({ kind: 'wallet', network: 'mpesa', account_name: 'Asha Juma', number: '••••1222' });
    const list = await owner.get('/api/payouts/accounts');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('754111222');
  });

  it('needs the password again: missing or wrong is 400 and writes nothing', async () => {
    const before = (await owner.get('/api/payouts/accounts')).body.length;
    const input = { kind: 'wallet', network: 'airtel', phone: '0684000111', account_name: 'Asha' };
    const missing = await owner.post('/api/payouts/accounts', input);
    expect(missing.status).toBe(400);
    const wrong = await owner.post('/api/payouts/accounts', { ...input, current_password: 'not it at all' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong_password');
    // Still signed in: a wrong password must not end the session (any 401 would).
    expect((await owner.get('/api/payouts/accounts')).body).toHaveLength(before);
  });

  it('refuses an unknown kind and an unknown network with a clear 400', async () => {
    const input = { network: 'mpesa', phone: '0754000111', account_name: 'Asha', current_password: PASSWORD };
    const cash = await owner.post('/api/payouts/accounts', { ...input, kind: 'cash' });
    expect(cash.status).toBe(400);
    expect(cash.body.code).toBe('payout_kind_unknown');
    const network = await owner.post('/api/payouts/accounts', { ...input, kind: 'wallet', network: 'mpesax' });
    expect(network.status).toBe(400);
    expect(network.body.code).toBe('network_unknown');
  });

  it('removes one never paid to; one paid to stays (409)', async () => {
    const spare = await owner.post('/api/payouts/accounts', {
      kind: 'wallet',
      network: 'airtel',
      phone: '0684000111',
      account_name: 'Asha',
      current_password: PASSWORD,
    });
    expect((await owner.delete(`/api/payouts/accounts/${spare.body.id}`)).status).toBe(204);
    expect((await owner.delete(`/api/payouts/accounts/${spare.body.id}`)).status).toBe(404);
  });
});

describe('requesting a payout', () => {
  it('accepted: debits now, processing; the payout callback pays it once', async () => {
    const before = await balance();
    const res = await pay(10_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'processing', amount: 10_000, destination: { number: '••••1222' } });
    // ClickPesa states its fee in the payout's answer: booked beside the payout at once.
    expect(await balance()).toBe(before - 10_000 - FAKE_PAYOUT_FEE);
    fake.settlePayout(payoutReference(res.body.id), 'SUCCESS');
    const callback = fake.payoutCallbackFor(payoutReference(res.body.id));
    const answers = await Promise.all([postCallback(callback.rawBody), postCallback(callback.rawBody)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await owner.get(`/api/payouts/${res.body.id}`)).body.status).toBe('paid');
    expect((await entriesOf(res.body.id)).map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['fee', -FAKE_PAYOUT_FEE],
      ['payout', -10_000],
    ]);
    expect(await balance()).toBe(before - 10_000 - FAKE_PAYOUT_FEE);
  });

  it('refused by the provider: failed with its words, and the debit reversed in the same request', async () => {
    const before = await balance();
    fake.refuseNext('Insufficient float');
    const res = await pay(5_000);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'failed', reason: 'Insufficient float' });
    expect((await entriesOf(res.body.id)).map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['payout', -5_000],
      ['reversal', 5_000],
    ]);
    expect(await balance()).toBe(before);
  });

  it('a forged payout callback is refused and changes nothing', async () => {
    const res = await pay(1_000);
    fake.settlePayout(payoutReference(res.body.id), 'SUCCESS');
    const forged = await postCallback(fake.payoutCallbackFor(payoutReference(res.body.id), { forge: true }).rawBody);
    expect(forged.status).toBe(401);
    expect((await owner.get(`/api/payouts/${res.body.id}`)).body.status).toBe('processing');
    expect((await entriesOf(res.body.id)).map((e) => e.kind).sort()).toEqual(['fee', 'payout']);
  });

  it('the sweeper settles a payout whose callback never came: failed gives the money back', async () => {
    const before = await balance();
    const res = await pay(2_000);
    fake.settlePayout(payoutReference(res.body.id), 'FAILED');
    await sweepLater();
    expect((await owner.get(`/api/payouts/${res.body.id}`)).body.status).toBe('failed');
    expect(await balance()).toBe(before);
  });

  it('a timed-out start is unknown (its money held), and the sweeper finds it paid', async () => {
    fake.setDelay(1500);
    const before = await balance();
    const res = await pay(3_000).finally(() => fake.setDelay(0));
    expect(res.body.status).toBe('unknown');
    expect(await balance()).toBe(before - 3_000);
    fake.settlePayout(payoutReference(res.body.id), 'SUCCESS');
    await sweepLater();
    expect((await owner.get(`/api/payouts/${res.body.id}`)).body.status).toBe('paid');
  });

  it('more than is available is 409 with the available amount, and nothing is written', async () => {
    const before = (await owner.get('/api/payouts')).body.length;
    const res = await pay(10_000_000);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('insufficient_balance');
    expect((await owner.get('/api/payouts')).body).toHaveLength(before);
  });

  it('a wrong password is 400 and nothing is written', async () => {
    const before = await balance();
    const res = await owner.post('/api/payouts', {
      account_id: account.id,
      payout_account_id: wallet.id,
      amount: 100,
      current_password: 'wrong one',
    });
    expect(res.status).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('a retry with the same Idempotency-Key gets the same payout, not a second', async () => {
    const before = await balance();
    const key = { 'idempotency-key': `po-${randomBytes(4).toString('hex')}` };
    const [a, b] = [await pay(700, key), await pay(700, key)];
    expect(b.body.id).toBe(a.body.id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await balance()).toBe(before - 700 - FAKE_PAYOUT_FEE);
  });

  it("another shop's payouts and accounts are 404", async () => {
    const other = (await signUpUser(t, { shop: true })).client;
    const mine = (await owner.get('/api/payouts')).body[0];
    expect((await other.get(`/api/payouts/${mine.id}`)).status).toBe(404);
    const res = await other.post('/api/payouts', {
      account_id: account.id,
      payout_account_id: wallet.id,
      amount: 100,
      current_password: PASSWORD,
    });
    expect(res.status).toBe(404);
  });
});

describe('the ledger side', () => {
  it('40 parallel payout requests never take more than is available', async () => {
    const available = await balance();
    const each = Math.floor(available / 7) + 1;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        requestPayout(t.db, shopId, null, { account_id: account.id, payout_account_id: wallet.id, amount: each }),
      ),
    );
    const taken = results.filter((r) => r.status === 'fulfilled').length;
    expect(taken).toBe(Math.floor(available / each));
    expect(await balance()).toBe(available - taken * each);
    expect(await balance()).toBeGreaterThanOrEqual(0);
  });

  it('a gate that refuses (compliance not verified) refuses with 403 and writes nothing', async () => {
    const count = async () => (await t.db.select().from(payouts).where(eq(payouts.shopId, shopId))).length;
    const before = [await count(), await balance()];
    const refusing = async () => {
      throw forbidden('payout_compliance_unverified');
    };
    await expect(
      requestPayout(t.db, shopId, null, { account_id: account.id, payout_account_id: wallet.id, amount: 1 }, refusing),
    ).rejects.toMatchObject({ status: 403, code: 'payout_compliance_unverified' });
    expect([await count(), await balance()]).toEqual(before);
    expect(await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.shopId, shopId))).not.toHaveLength(0);
  });
});

describe('through Selcom (wallet cashin from the float)', () => {
  it('000 pays at once; a refusal reverses the debit', async () => {
    const { startFakeSelcom } = await import('../../../../tests/fixtures/fake-selcom.ts');
    const selcomKeys = { vendor: 'TILL1', apiKey: 'sk-po', apiSecret: 'ss-po', pin: '1234' };
    const selcom = await startFakeSelcom(selcomKeys);
    t.deps.env.SELCOM_BASE_URL = selcom.baseUrl;
    try {
      const [linked] = await insertPaymentAccount(t, {
        shopId,
        provider: 'selcom',
        credentials: JSON.stringify(selcomKeys),
      });
      await owner.post('/api/transactions/adjustments', { account: linked!.id, amount: 9_000, note: 'Float' });
      const send = (amount: number) =>
        owner.post('/api/payouts', {
          account_id: linked!.id,
          payout_account_id: wallet.id,
          amount,
          current_password: PASSWORD,
        });
      const paid = await send(4_000);
      expect(paid.body).toMatchObject({ status: 'paid', amount: 4_000 });
      expect(selcom.cashins.get(payoutReference(paid.body.id))).toMatchObject({ utilitycode: 'VMCASHIN' });
      selcom.refuseNextPush('403', 'Insufficient float balance');
      const refused = await send(5_000);
      expect(refused.body).toMatchObject({ status: 'failed', reason: 'Insufficient float balance' });
      expect(await balanceOf(t.db, shopId, linked!.id)).toBe(5_000);
    } finally {
      await selcom.close();
    }
  });
});

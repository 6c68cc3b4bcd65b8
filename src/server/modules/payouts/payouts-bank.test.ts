import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYOUT_FEE, startFakeClickpesa, type FakeClickpesa } from '../../../../tests/fixtures/fake-clickpesa.ts';
import { ledgerEntries, paymentAccounts, payoutAccounts, payouts } from '../../db/schema/payments.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { balanceOf } from '../ledger/balances.ts';
import { callbackPath } from '../payments/start-payment.ts';
import { sweepDuePayouts } from './payout-checks.ts';
import { payoutReference } from './payout-reference.ts';

// Payouts to a bank account: ClickPesa pays them (create-bank-payout), Selcom here cannot.

const PASSWORD = 'correct horse';
const keys = { clientId: 'cp-client-bank', apiKey: 'cp-key-bank', checksumKey: 'cp-checksum-bank' };
let t: TestApp;
let fake: FakeClickpesa;
let owner: TestClient;
let shopId: string;
let clickpesa: typeof paymentAccounts.$inferSelect;
let selcom: typeof paymentAccounts.$inferSelect;
let bank: { id: string; number: string };

const link = async (provider: 'clickpesa' | 'selcom', credentials: object) => {
  const [row] = await insertPaymentAccount(t, {
    shopId,
    provider,
    credentials: JSON.stringify(credentials),
  });
  const funded = await owner.post('/api/transactions/adjustments', { account: row!.id, amount: 50_000, note: 'Float' });
  expect(funded.status).toBe(201);
  return row!;
};
const bankInput = {
  kind: 'bank',
  bic: 'CORUTZTZ',
  account_number: '0152-3456 7890',
  account_name: 'Duka la Asha',
  current_password: PASSWORD,
};

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeClickpesa(keys);
  t.deps.env.CLICKPESA_BASE_URL = fake.url;
  t.deps.env.PAYMENT_TIMEOUT_MS = 1000;
  const signed = await signUpUser(t, { shop: true });
  owner = signed.client;
  shopId = signed.shop.id;
  clickpesa = await link('clickpesa', keys);
  selcom = await link('selcom', { vendor: 'TILL1', apiKey: 'sk', apiSecret: 'ss', pin: '1234' });
  // Typed with spaces and a dash, as copied from a statement: kept as digits only.
  const added = await owner.post('/api/payouts/accounts', bankInput);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  bank = added.body;
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const pay = (accountId: string, amount: number, payoutAccountId = bank.id) =>
  owner.post('/api/payouts', {
    account_id: accountId,
    payout_account_id: payoutAccountId,
    amount,
    current_password: PASSWORD,
  });
const entriesOf = (payoutId: string) =>
  t.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.payoutId, payoutId)));
const postCallback = (rawBody: string) =>
  t.app.fetch(
    new Request(`http://localhost:4321${callbackPath(clickpesa)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rawBody,
    }),
  );

describe('bank payout accounts', () => {
  it('answers the bank account with its BIC, name, and the number masked (list too)', async () => {
    expect(bank).toMatchObject({
      kind: 'bank',
      institution: 'CORUTZTZ',
      network: null,
      account_name: 'Duka la Asha',
      number: '••••7890',
    });
    const list = await owner.get('/api/payouts/accounts');
    expect(JSON.stringify(list.body)).not.toContain('015234567890');
  });

  it('needs the password again: missing or wrong is 400 and writes nothing', async () => {
    const count = async () =>
      (await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.shopId, shopId))).length;
    const before = await count();
    const { current_password: _, ...noPassword } = bankInput;
    expect((await owner.post('/api/payouts/accounts', noPassword)).status).toBe(400);
    const wrong = await owner.post('/api/payouts/accounts', { ...bankInput, current_password: 'not it at all' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong_password');
    expect(await count()).toBe(before);
  });

  it('bad input is a clear 400 on its field: unknown bank, a short or odd number, no name', async () => {
    const unknown = await owner.post('/api/payouts/accounts', { ...bankInput, bic: 'NOTABANK' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('bank_unknown');
    const odd = await owner.post('/api/payouts/accounts', { ...bankInput, account_number: '0152/3456/78' });
    expect(odd.status).toBe(400);
    expect(odd.body.code).toBe('bank_account_number_invalid');
    const short = await owner.post('/api/payouts/accounts', { ...bankInput, account_number: '123' });
    expect(short.body.code).toBe('bank_account_number_invalid');
    const nameless = await owner.post('/api/payouts/accounts', {
      ...bankInput,
      account_name: ' ',
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.code).toBe('account_name_required');
  });
});

describe('paying out to a bank through ClickPesa', () => {
  it('accepted, then paid once by the payout callback; ClickPesa got the BIC and the whole number', async () => {
    const before = await balanceOf(t.db, shopId, clickpesa.id);
    const res = await pay(clickpesa.id, 20_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'processing', destination: { kind: 'bank', number: '••••7890' } });
    expect(fake.requests.at(-1)!.body).toMatchObject({
      bic: 'CORUTZTZ',
      accountNumber: '015234567890',
      accountName: 'Duka la Asha',
      amount: 20_000,
      transferType: 'ACH',
    });
    const ref = payoutReference(res.body.id);
    fake.settlePayout(ref, 'SUCCESS');
    const callback = fake.payoutCallbackFor(ref).rawBody;
    expect((await Promise.all([postCallback(callback), postCallback(callback)])).map((a) => a.status)).toEqual([
      200, 200,
    ]);
    expect((await owner.get(`/api/payouts/${res.body.id}`)).body.status).toBe('paid');
    // ClickPesa's fee for the transfer (its payout answers state it) is booked beside the payout, once.
    expect((await entriesOf(res.body.id)).map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['fee', -FAKE_PAYOUT_FEE],
      ['payout', -20_000],
    ]);
    expect(await balanceOf(t.db, shopId, clickpesa.id)).toBe(before - 20_000 - FAKE_PAYOUT_FEE);
  });

  it('refused by ClickPesa: failed with its words, and the debit reversed', async () => {
    const before = await balanceOf(t.db, shopId, clickpesa.id);
    fake.refuseNext('Beneficiary bank unavailable');
    const res = await pay(clickpesa.id, 5_000);
    expect(res.body).toMatchObject({ status: 'failed', reason: 'Beneficiary bank unavailable' });
    expect((await entriesOf(res.body.id)).map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['payout', -5_000],
      ['reversal', 5_000],
    ]);
    expect(await balanceOf(t.db, shopId, clickpesa.id)).toBe(before);
  });

  it('a lost callback: the sweeper asks ClickPesa and settles the bank payout', async () => {
    const res = await pay(clickpesa.id, 2_000);
    fake.settlePayout(payoutReference(res.body.id), 'SUCCESS');
    await sweepDuePayouts(t.db, t.deps.env, new Date(Date.now() + 5 * 60_000));
    expect((await owner.get(`/api/payouts/${res.body.id}`)).body.status).toBe('paid');
  });

  it('Selcom cannot pay a bank: 409 before anything is written', async () => {
    const count = async () => (await t.db.select().from(payouts).where(eq(payouts.shopId, shopId))).length;
    const before = [await count(), await balanceOf(t.db, shopId, selcom.id)];
    const res = await pay(selcom.id, 1_000);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'payout_destination_unsupported', field: 'payout_account_id' });
    expect([await count(), await balanceOf(t.db, shopId, selcom.id)]).toEqual(before);
  });

  it("another shop's bank account and payouts are 404", async () => {
    const other = (await signUpUser(t, { shop: true })).client;
    expect((await other.delete(`/api/payouts/accounts/${bank.id}`)).status).toBe(404);
    const mine = (await owner.get('/api/payouts')).body[0];
    expect((await other.get(`/api/payouts/${mine.id}`)).status).toBe(404);
    const res = await other.post('/api/payouts', {
      account_id: clickpesa.id,
      payout_account_id: bank.id,
      amount: 100,
      current_password: PASSWORD,
    });
    expect(res.status).toBe(404);
  });
});

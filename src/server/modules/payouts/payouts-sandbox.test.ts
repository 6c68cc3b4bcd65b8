import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentAccounts, payouts } from '../../db/schema/payments.ts';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { balanceOf } from '../ledger/balances.ts';
import { recordDecision } from '../payments/sandbox/sandbox-decisions.ts';
import { sweepDuePayouts } from './payout-checks.ts';

// Issue 25: the demo's sandbox pays out as it collects (a payout waits on its simulated screen,
// delivered or failed there), and every screen reads one figure of what can be paid out.

const PASSWORD = 'correct horse';
let t: TestApp, owner: TestClient, shopId: string;
let sandbox: typeof paymentAccounts.$inferSelect;
let azampay: typeof paymentAccounts.$inferSelect;
let wallet: { id: string };

const link = async (provider: 'sandbox' | 'azampay') =>
  (
    await insertPaymentAccount(t, {
      shopId,
      provider,
      label: provider,
      credentials: provider === 'sandbox' ? '{}' : '{"appName":"a"}',
    })
  )[0]!;

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  sandbox = await link('sandbox');
  azampay = await link('azampay');
  for (const account of [sandbox, azampay])
    expect(
      (await owner.post('/api/transactions/adjustments', { account: account.id, amount: 135_000, note: 'Collected' }))
        .status,
    ).toBe(201);
  wallet = (
    await owner.post('/api/payouts/accounts', {
      kind: 'wallet',
      network: 'mpesa',
      phone: '0754 111 220',
      account_name: 'Demo Owner',
      current_password: PASSWORD,
    })
  ).body;
});
afterAll(() => t.close());

const pay = (amount: number) =>
  owner.post('/api/payouts', {
    account_id: sandbox.id,
    payout_account_id: wallet.id,
    amount,
    current_password: PASSWORD,
  });
const screen = (ref: string, decision: 'deliver' | 'fail') =>
  t.client().post(`/sandbox/payout/${ref}`, `decision=${decision}`, {
    'content-type': 'application/x-www-form-urlencoded',
  });
const statusOf = async (id: string) => (await owner.get(`/api/payouts/${id}`)).body.status;
const entriesOf = async (payoutId: string) =>
  (
    await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.payoutId, payoutId)))
  )
    .map((e) => [e.kind, e.amount])
    .sort();

/** What both screens say of an account: the payouts screen's source and the transactions card. */
async function bothScreens(accountId: string) {
  const sources = (await owner.get('/api/payouts/sources')).body;
  const cards = (await owner.get('/api/transactions/balances')).body;
  const source = sources.find((s: any) => s.account.id === accountId);
  const card = cards.find((b: any) => b.account?.id === accountId);
  expect(card.available).toBe(source.available);
  expect(card.balance).toBe(source.balance);
  return source;
}

describe('what can be paid out, one figure for both screens', () => {
  it('the sandbox pays out (outside production); a provider that does not pay out has nothing available', async () => {
    expect(await bothScreens(sandbox.id)).toMatchObject({
      balance: 135_000,
      held: 0,
      available: 135_000,
      pays_out: true,
      bank: false,
    });
    expect(await bothScreens(azampay.id)).toMatchObject({ balance: 135_000, available: 0, pays_out: false });
    const refused = await owner.post('/api/payouts', {
      account_id: azampay.id,
      payout_account_id: wallet.id,
      amount: 1_000,
      current_password: PASSWORD,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'payout_not_supported']);
  });

  it('a payout in flight and one not confirmed yet are held; the request takes exactly what the screens show', async () => {
    const before = await bothScreens(sandbox.id);
    const inFlight = await pay(10_000);
    expect(inFlight.body).toMatchObject({ status: 'processing', account: { provider: 'sandbox' } });
    const unsure = await pay(5_000);
    // As the payout checks leave one the provider gave no final word on (issue 25, helper lifecycle).
    await t.db.update(payouts).set({ status: 'unknown' }).where(eq(payouts.id, unsure.body.id));
    const now = await bothScreens(sandbox.id);
    expect(now).toMatchObject({
      held: before.held + 15_000,
      balance: before.balance - 15_000,
      available: before.available - 15_000,
    });
    const tooMuch = await pay(now.available + 1);
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'insufficient_balance']);
    // Both fail, so later tests start from nothing held (the unknown one as its next answer would).
    await t.db.update(payouts).set({ status: 'processing' }).where(eq(payouts.id, unsure.body.id));
    for (const p of [inFlight, unsure]) await screen(p.body.provider_reference, 'fail');
    expect(await bothScreens(sandbox.id)).toMatchObject({ held: 0, available: before.available });
  });

  it('in production the sandbox pays out nothing: no source, 409 on a request, no screen', async () => {
    const payout = await pay(1_000);
    const ref = payout.body.provider_reference;
    t.deps.env.NODE_ENV = 'production';
    try {
      expect(await bothScreens(sandbox.id)).toMatchObject({ available: 0, pays_out: false });
      const res = await pay(1_000);
      expect([res.status, res.body.code]).toEqual([409, 'payout_not_supported']);
      expect((await t.client().get(`/sandbox/payout/${ref}`)).status).toBe(404);
      expect((await screen(ref, 'deliver')).status).toBe(404);
    } finally {
      t.deps.env.NODE_ENV = 'test';
    }
    expect(await statusOf(payout.body.id)).toBe('processing');
    await screen(ref, 'deliver');
  });
});

describe('a sandbox payout on its simulated screen', () => {
  it('waits on its screen; delivered: paid, the debit stands, nothing held', async () => {
    const before = await balanceOf(t.db, shopId, sandbox.id);
    const res = await pay(20_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ref = res.body.provider_reference as string;
    expect(ref).toMatch(/^SBX[0-9A-F]{32}$/);
    const page = await t.client().get(`/sandbox/payout/${ref}?lang=sw`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('TZS 20,000');
    expect(page.body).toContain('••••1220');
    expect(page.body).toContain('Fikisha');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const answer = await screen(ref, 'deliver');
    expect([answer.status, answer.headers.get('location')]).toEqual([303, `/sandbox/payout/${ref}?lang=en`]);
    expect(await statusOf(res.body.id)).toBe('paid');
    expect(await entriesOf(res.body.id)).toEqual([['payout', -20_000]]);
    expect(await bothScreens(sandbox.id)).toMatchObject({ held: 0, balance: before - 20_000 });
    expect((await t.client().get(`/sandbox/payout/${ref}`)).body).toContain('Payout delivered');
    // A late "fail" changes nothing: the provider gave its word.
    await screen(ref, 'fail');
    expect(await statusOf(res.body.id)).toBe('paid');
    expect(await entriesOf(res.body.id)).toEqual([['payout', -20_000]]);
  });

  it('failed: failed with the screen’s words, and the money back once', async () => {
    const before = await balanceOf(t.db, shopId, sandbox.id);
    const res = await pay(7_000);
    await screen(res.body.provider_reference, 'fail');
    await screen(res.body.provider_reference, 'fail');
    expect((await owner.get(`/api/payouts/${res.body.id}`)).body).toMatchObject({
      status: 'failed',
      reason: 'The payout failed on the simulated payout screen.',
    });
    expect(await entriesOf(res.body.id)).toEqual([
      ['payout', -7_000],
      ['reversal', 7_000],
    ]);
    expect(await balanceOf(t.db, shopId, sandbox.id)).toBe(before);
  });

  it('20 parallel deliveries pay once; 20 parallel failures give the money back once', async () => {
    const before = await balanceOf(t.db, shopId, sandbox.id);
    const [a, b] = [await pay(3_000), await pay(4_000)];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => screen(a.body.provider_reference, 'deliver')),
      ...Array.from({ length: 20 }, () => screen(b.body.provider_reference, 'fail')),
    ]);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([303]));
    expect([await statusOf(a.body.id), await statusOf(b.body.id)]).toEqual(['paid', 'failed']);
    expect(await entriesOf(a.body.id)).toEqual([['payout', -3_000]]);
    expect(await entriesOf(b.body.id)).toEqual([
      ['payout', -4_000],
      ['reversal', 4_000],
    ]);
    expect(await balanceOf(t.db, shopId, sandbox.id)).toBe(before - 3_000);
  });

  it('the payout sweeper settles from the screen’s decision when nothing settled it yet', async () => {
    const res = await pay(2_000);
    recordDecision(res.body.provider_reference, { status: 'succeeded', reason: null });
    await sweepDuePayouts(t.db, t.deps.env, new Date(Date.now() + 5 * 60_000));
    expect(await statusOf(res.body.id)).toBe('paid');
  });

  it('a malformed, unknown or non-sandbox reference is 404; a bad decision 400', async () => {
    expect((await t.client().get('/sandbox/payout/nope')).status).toBe(404);
    expect((await screen(`SBX${'0'.repeat(32)}`, 'deliver')).status).toBe(404);
    const res = await pay(1_000);
    const bad = await t.client().post(`/sandbox/payout/${res.body.provider_reference}`, 'decision=steal', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(bad.status).toBe(400);
    expect(await statusOf(res.body.id)).toBe('processing');
  });
});

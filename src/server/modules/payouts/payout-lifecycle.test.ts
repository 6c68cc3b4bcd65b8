import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { ledgerEntries, payouts, type Payout } from '../../db/schema/payments.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { accountContext } from '../payments/account-context.ts';
import { appendEntry } from '../ledger/append-entry.ts';
import { balanceOf } from '../ledger/balances.ts';
import { requestPayout } from '../ledger/payouts.ts';
import { addPayoutAccount } from '../ledger/test/ledger-kit.ts';
import type { CallbackVerdict, StatusOutcome } from '../payments/providers/index.ts';
import { sandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import { handlePayoutCallback } from './payout-callback.ts';
import { checkPayout } from './payout-checks.ts';
import { PAYOUT_REVERSED_QUEUE, payoutReversedNoticeJob } from './payout-reversed-notice.ts';
import { settlePayout } from './settle-payout.ts';

// Issue 25, "unknown is not failed" for payouts, reversals after success and the provider's fee,
// in the provider-independent flow: a shop's sandbox account whose payout status query is scripted
// here (the status answers are the StatusOutcome every adapter gives).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  delete sandboxProvider.queryPayout;
  vi.restoreAllMocks();
});

const MIN = 60_000;

async function newShop(funds = 50_000) {
  const signed = await signUpUser(t, { shop: true });
  const shopId = signed.shop.id as string;
  const [account] = await insertPaymentAccount(t, {
    shopId,
    provider: 'sandbox',
    credentials: '{}',
    networks: ['mpesa'],
  });
  await appendEntry(t.db, { shopId, kind: 'adjustment', accountId: account!.id, amount: funds, note: 'float' });
  const to = await addPayoutAccount(t.db, shopId);
  const payOut = (amount: number) =>
    requestPayout(t.db, shopId, null, { account_id: account!.id, payout_account_id: to.id, amount } as never);
  return { shopId, account: account!, payOut, balance: () => balanceOf(t.db, shopId, account!.id) };
}

const row = async (p: Payout) =>
  (
    await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.shopId, p.shopId), eq(payouts.id, p.id)))
  )[0]!;
const entriesOf = (p: Payout) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, p.shopId), eq(ledgerEntries.payoutId, p.id)));
const scriptQuery = (answer: StatusOutcome) => {
  const query = vi.fn(async () => answer);
  sandboxProvider.queryPayout = query;
  return query;
};
const said = (status: 'pending' | 'succeeded' | 'failed' | 'reversed', fee?: number): StatusOutcome => ({
  outcome: 'answered',
  status,
  providerRef: 'SBXPAYOUT',
  amount: null,
  currency: null,
  reason: status === 'reversed' ? 'PAYOUT REVERSED' : null,
  fee,
  exchanges: [],
});
// Selcom's own sample failure of a transient kind (protocols.md §2): no verdict about the payout.
const noVerdict: StatusOutcome = {
  outcome: 'unknown',
  code: 'unrecognised-status',
  reason: 'no response from upstream system',
  exchanges: [],
};
const atAge = (p: Payout, ms: number) => new Date(p.createdAt.getTime() + ms);

describe('a payout without a documented verdict (unknown is not failed)', () => {
  it('stays unknown with its money held, is asked again, and a retry cannot pay it twice', async () => {
    const shop = await newShop(50_000);
    const payout = await shop.payOut(50_000);
    expect(await shop.balance()).toBe(0);
    const query = scriptQuery(noVerdict);
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 2 * MIN))).toBe('unknown');
    expect(await row(payout)).toMatchObject({ status: 'unknown', reason: 'no response from upstream system' });
    // Not put back on the balance: it may have gone out.
    expect(await shop.balance()).toBe(0);
    expect((await entriesOf(payout)).map((e) => e.kind)).toEqual(['payout']);
    // The merchant's retry finds nothing to pay out: the unknown payout's amount stays held.
    await expect(shop.payOut(50_000)).rejects.toMatchObject({ status: 409, code: 'insufficient_balance' });
    // Asked again on its schedule, and never failed by itself however long it stays unknown.
    // Checked at 2 min, so due again 2 min later (backoff), not at 3.
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 3 * MIN))).toBeNull();
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 4 * MIN))).toBe('unknown');
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 3 * 24 * 60 * MIN))).toBe('unknown');
    expect(query).toHaveBeenCalledTimes(3);
    expect(await shop.balance()).toBe(0);
    // A documented verdict settles it at last.
    scriptQuery(said('succeeded'));
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 4 * 24 * 60 * MIN))).toBe('paid');
    expect(await shop.balance()).toBe(0);
  });

  it('not found although the provider took it (it gave its own reference): unknown, not failed', async () => {
    const shop = await newShop();
    const payout = await shop.payOut(10_000);
    await t.db
      .update(payouts)
      .set({ providerReference: 'SBXTAKEN', status: 'processing' })
      .where(and(eq(payouts.shopId, payout.shopId), eq(payouts.id, payout.id)));
    scriptQuery({ outcome: 'not-found', reason: 'no such transaction', exchanges: [] });
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 60 * MIN))).toBe('unknown');
    expect(await shop.balance()).toBe(40_000);
  });

  it('is asked at most hourly for 24 h, then every 6 h, and not by itself after 7 days', async () => {
    const shop = await newShop();
    const payout = await shop.payOut(10_000);
    const query = scriptQuery(noVerdict);
    // Touched 20 h after its request: due again within the hour, not before 20 min.
    await checkPayout(t.db, t.deps.env, payout, atAge(payout, 20 * 60 * MIN));
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 20 * 60 * MIN + 20 * MIN))).toBeNull();
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 21 * 60 * MIN))).toBe('unknown');
    // Past 24 h: six hours apart.
    await checkPayout(t.db, t.deps.env, payout, atAge(payout, 30 * 60 * MIN), { byHand: true });
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 35 * 60 * MIN))).toBeNull();
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 36 * 60 * MIN))).toBe('unknown');
    // Past 7 days: only by hand.
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 8 * 24 * 60 * MIN))).toBeNull();
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 8 * 24 * 60 * MIN), { byHand: true })).toBe(
      'unknown',
    );
    expect(query).toHaveBeenCalledTimes(5);
  });

  it('a documented failure gives the money back once', async () => {
    const shop = await newShop(30_000);
    const payout = await shop.payOut(30_000);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        settlePayout(t.db, payout, { status: 'failed', providerRef: null, reason: 'x' }),
      ),
    );
    expect(outcomes.filter((o) => o === 'failed')).toHaveLength(1);
    expect(await shop.balance()).toBe(30_000);
  });
});

describe('a payout the provider reversed after paying it', () => {
  it('puts the money back on the balance exactly once and tells the owner', async () => {
    const shop = await newShop(40_000);
    const payout = await shop.payOut(25_000);
    scriptQuery(said('succeeded'));
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 2 * MIN))).toBe('paid');
    expect(await shop.balance()).toBe(15_000);

    // 20 copies of the provider's "reversed" callback and a sweep, all at once.
    const verdict: CallbackVerdict = {
      authentic: true,
      kind: 'payout',
      reference: null,
      providerRef: 'SBXPAYOUT',
      status: 'reversed',
      amount: null,
      currency: null,
      reason: 'PAYOUT REVERSED',
      confirmBy: 'signature',
    };
    const ctx = accountContext(t.deps.env, shop.account);
    scriptQuery(said('reversed'));
    const outcomes = await Promise.all([
      ...Array.from({ length: 20 }, () => handlePayoutCallback(t.db, shop.account, sandboxProvider, ctx, verdict)),
      checkPayout(t.db, t.deps.env, payout, atAge(payout, 2 * MIN), { byHand: true }),
    ]);
    expect(outcomes.filter((o) => o === 'reversed')).toHaveLength(1);
    expect(await row(payout)).toMatchObject({ status: 'reversed', reason: 'PAYOUT REVERSED' });
    expect(await shop.balance()).toBe(40_000);
    const reversals = (await entriesOf(payout)).filter((e) => e.kind === 'reversal');
    expect(reversals.map((e) => e.amount)).toEqual([25_000]);

    // The owner is told once, in a mail that names the amount and that the money is back.
    const notices = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, PAYOUT_REVERSED_QUEUE), eq(jobs.shopId, shop.shopId)));
    expect(notices).toHaveLength(1);
    const before = t.mails.length;
    await payoutReversedNoticeJob(t.deps, notices[0]!);
    const mail = t.mails.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('25,000');
    expect(mail[0]!.text).toContain('back on your account');
  });
});

describe("the provider's payout fee", () => {
  it('is booked once as its own entry (gross = payout + fee), however many answers state it', async () => {
    const shop = await newShop(50_000);
    const payout = await shop.payOut(20_000);
    await settlePayout(t.db, payout, { status: 'pending', providerRef: 'SBXPAYOUT', reason: null, fee: 1_000 });
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        settlePayout(t.db, payout, { status: 'succeeded', providerRef: 'SBXPAYOUT', reason: null, fee: 1_000 }),
      ),
      ...Array.from({ length: 10 }, () =>
        settlePayout(t.db, payout, { status: 'pending', providerRef: 'SBXPAYOUT', reason: null, fee: 1_000 }),
      ),
    ]);
    const entries = await entriesOf(payout);
    expect(entries.filter((e) => e.kind === 'fee').map((e) => e.amount)).toEqual([-1_000]);
    expect(entries.filter((e) => e.kind === 'payout').map((e) => e.amount)).toEqual([-20_000]);
    expect(await shop.balance()).toBe(29_000);
  });

  it('a status query that states the fee books it; a payout that fails gives the fee back too', async () => {
    const shop = await newShop(50_000);
    const payout = await shop.payOut(20_000);
    scriptQuery(said('pending', 500));
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 2 * MIN))).toBe('processing');
    expect(await shop.balance()).toBe(29_500);
    scriptQuery(said('failed'));
    expect(await checkPayout(t.db, t.deps.env, payout, atAge(payout, 4 * MIN))).toBe('failed');
    expect(await shop.balance()).toBe(50_000);
  });
});

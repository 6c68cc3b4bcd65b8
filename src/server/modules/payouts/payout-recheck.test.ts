import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payouts, type Payout } from '../../db/schema/payments.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { appendEntry } from '../ledger/append-entry.ts';
import { balanceOf } from '../ledger/balances.ts';
import { requestPayout } from '../ledger/payouts.ts';
import { addPayoutAccount } from '../ledger/test/ledger-kit.ts';
import type { StatusOutcome } from '../payments/providers/index.ts';
import { sandboxProvider } from '../payments/sandbox/sandbox-provider.ts';

// POST /api/payouts/:id/ask-provider (issue 25): "ask the provider again" about an unknown payout,
// from reconciliation. The sandbox account's payout status query is scripted here (the
// StatusOutcome every adapter gives).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  delete sandboxProvider.queryPayout;
  vi.restoreAllMocks();
});

async function newShop() {
  const owner = await signUpUser(t, { shop: true });
  const shopId = owner.shop.id as string;
  const [account] = await insertPaymentAccount(t, {
    shopId,
    provider: 'sandbox',
    credentials: '{}',
    networks: ['mpesa'],
  });
  await appendEntry(t.db, { shopId, kind: 'adjustment', accountId: account!.id, amount: 50_000, note: 'float' });
  const to = await addPayoutAccount(t.db, shopId);
  /** A payout of 20,000 the provider has given no verdict on. */
  const unknownPayout = async () => {
    const payout = await requestPayout(t.db, shopId, null, {
      account_id: account!.id,
      payout_account_id: to.id,
      amount: 20_000,
    } as never);
    await t.db
      .update(payouts)
      .set({ status: 'unknown', reason: 'no response from upstream system' })
      .where(and(eq(payouts.shopId, shopId), eq(payouts.id, payout.id)));
    return payout;
  };
  const member = async (permissions: { resource: string; action: string[] }[]) => {
    const person = await signUpUser(t);
    const invite = (await owner.client.post('/api/staff/invitations', { email: person.email, permissions })).body;
    await person.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
    return person.client;
  };
  return { shopId, owner: owner.client, unknownPayout, member, balance: () => balanceOf(t.db, shopId, account!.id) };
}

const statusOf = async (p: Payout) =>
  (
    await t.db
      .select({ status: payouts.status })
      .from(payouts)
      .where(and(eq(payouts.shopId, p.shopId), eq(payouts.id, p.id)))
  )[0]!.status;
const script = (answer: StatusOutcome) => {
  const query = vi.fn(async () => answer);
  sandboxProvider.queryPayout = query;
  return query;
};
const noVerdict: StatusOutcome = {
  outcome: 'unknown',
  code: 'unrecognised-status',
  reason: 'no response from upstream system',
  exchanges: [],
};
const said = (status: 'succeeded' | 'failed'): StatusOutcome => ({
  outcome: 'answered',
  status,
  providerRef: 'SBXPAYOUT',
  amount: null,
  currency: null,
  reason: status === 'failed' ? 'Insufficient float' : null,
  exchanges: [],
});
const ask = (client: Awaited<ReturnType<typeof newShop>>['owner'], p: Payout, body: object = {}) =>
  client.post(`/api/payouts/${p.id}/ask-provider`, body);

describe('ask the provider again about a payout (POST /api/payouts/:id/ask-provider)', () => {
  it('asks at once and answers what came of it: still unknown, then failed with the money back', async () => {
    const shop = await newShop();
    const payout = await shop.unknownPayout();
    expect(await shop.balance()).toBe(30_000);
    const query = script(noVerdict);
    const still = await ask(shop.owner, payout);
    expect(still.status, JSON.stringify(still.body)).toBe(200);
    expect(still.body).toEqual({ status: 'unknown', settlement: 'unknown' });
    expect(query).toHaveBeenCalledTimes(1);
    expect(await shop.balance()).toBe(30_000);

    script(said('failed'));
    const failed = await ask(shop.owner, payout);
    expect(failed.body).toEqual({ status: 'failed', settlement: 'failed' });
    expect(await shop.balance()).toBe(50_000);
  });

  it('a paid one answers paid, and asking about it again is 409 with nothing asked', async () => {
    const shop = await newShop();
    const payout = await shop.unknownPayout();
    script(said('succeeded'));
    expect((await ask(shop.owner, payout)).body).toEqual({ status: 'paid', settlement: 'paid' });
    const query = script(said('failed'));
    const again = await ask(shop.owner, payout);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payout_already_final');
    expect(query).not.toHaveBeenCalled();
    expect(await statusOf(payout)).toBe('paid');
  });

  it("another shop's payout is 404, a member without transactions create 403, and nothing is asked", async () => {
    const shop = await newShop();
    const other = await newShop();
    const payout = await shop.unknownPayout();
    const query = script(said('failed'));
    expect((await ask(other.owner, payout)).status).toBe(404);
    const reader = await shop.member([{ resource: 'transactions', action: ['read'] }]);
    expect((await ask(reader, payout)).status).toBe(403);
    expect((await ask(shop.owner, payout, { x: 1 })).status).toBe(400);
    expect(query).not.toHaveBeenCalled();
    expect(await statusOf(payout)).toBe('unknown');
    expect(await shop.balance()).toBe(30_000);
    // The member who may: asked.
    const clerk = await shop.member([{ resource: 'transactions', action: ['read', 'create'] }]);
    expect((await ask(clerk, payout)).body).toEqual({ status: 'failed', settlement: 'failed' });
  });
});

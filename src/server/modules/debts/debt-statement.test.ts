import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtEntries, debts } from '../../db/schema/books.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { ensureDemoSandbox } from '../../seed/demo-sandbox.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { pageKindOf } from '../../http/security-headers.ts';
import { settlePayment } from '../../flows/payments/settle-payment.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { openDebt, recordDebtPayment } from './debt-ledger.ts';
import { STATEMENT_MAX_PAYS, STATEMENT_MAX_READS, STATEMENT_WINDOW_MS } from './debt-statement.routes.ts';
import { signStatementToken } from './debt-statement-token.ts';

// The customer's statement page (issue 16): reached only by its signed token, of one debt only,
// and paid by mobile money (the demo's sandbox) exactly once however often the provider calls.

let t: TestApp;
type Shop = { shopId: string; owner: TestClient };
let shop: Shop;
let other: Shop;

async function newShop(): Promise<Shop> {
  const o = await signUpUser(t, { shop: true });
  await ensureDemoSandbox(t.db, t.deps.env, o.shop.id as string);
  return { shopId: o.shop.id as string, owner: o.client };
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await newShop();
  other = await newShop();
});
afterAll(() => t.close());

const q = (token: string) => `?token=${encodeURIComponent(token)}`;
const read = (token: string) => t.client().get(`/api/v1/statement${q(token)}`);
const pay = (token: string, body: unknown, headers?: Record<string, string>) =>
  t.client().post(`/api/v1/statement/payment${q(token)}`, body, headers);
const poll = (token: string, id: string) => t.client().get(`/api/v1/statement/payment/${id}${q(token)}`);
const decide = (url: string, decision: string) =>
  t.client().post(new URL(url).pathname, `decision=${decision}`, {
    'content-type': 'application/x-www-form-urlencoded',
  });

async function debtOf(s: Shop = shop, amount = 30_000, extra: Partial<Parameters<typeof openDebt>[1]> = {}) {
  const debt = await openDebt(t.db, {
    shopId: s.shopId,
    direction: 'receivable',
    partyName: 'Mama Neema',
    partyPhone: '+255754111222',
    language: 'sw',
    openedOn: '2026-01-05',
    dueOn: '2026-01-20',
    amount,
    ...extra,
  });
  return { debt, token: signStatementToken(t.deps.env.secretKey, debt.statementKey) };
}

const balanceOf = async (id: string) => (await t.db.select().from(debts).where(eq(debts.id, id)))[0]!;

describe('GET /api/v1/statement', () => {
  it('answers the debt: shop, who owes, what is left, entries, overdue, wallets, in its language', async () => {
    const { debt, token } = await debtOf();
    await recordDebtPayment(t.db, { shopId: shop.shopId, debtId: debt.id, amount: 5000, method: 'cash' });
    const res = await read(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      shop_name: 'Asha Fashion',
      language: 'sw',
      party_name: 'Mama Neema',
      amount: 30_000,
      balance: 25_000,
      due_on: '2026-01-20',
      overdue: true,
      closed: false,
      min_payment: 1000,
      phone: '+255754111222',
      payment: null,
    });
    expect(res.body.networks.length).toBeGreaterThan(0);
    expect(res.body.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['charge', 30_000],
      ['payment', -5000],
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a tampered, forged or malformed token is refused; a renewed link revokes the old one', async () => {
    const { debt, token } = await debtOf();
    const [key, sig] = token.split('.') as [string, string];
    const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}.${sig}`;
    expect((await read(flipped)).status).toBe(404);
    expect((await read(`${key}.${'x'.repeat(43)}`)).status).toBe(404);
    expect((await read('not-a-token')).status).toBe(400);
    expect((await t.client().get('/api/v1/statement')).status).toBe(400);

    const renewed = await shop.owner.post(`/api/debts/${debt.id}/statement-link`, {});
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const res = await read(token);
    expect([res.status, res.body.code]).toEqual([404, 'statement_link_invalid']);
    expect((await read(new URL(renewed.body.url).searchParams.get('token')!)).status).toBe(200);
    expect((await pay(token, { phone: '0754111222', network: 'mpesa', amount: 1000 })).status).toBe(404);
  });

  it("a supplier's debt has no statement page", async () => {
    const { token } = await debtOf(shop, 10_000, { direction: 'payable' });
    expect((await read(token)).status).toBe(404);
  });

  it("another shop's debt is never reached: not its link, not its payments", async () => {
    const mine = await debtOf(shop);
    const theirs = await debtOf(other, 12_345, { partyName: 'xshop-victim-debtor' });
    const theirPush = await pay(theirs.token, { phone: '0754111222', network: 'mpesa', amount: 2000 });
    expect(theirPush.status, JSON.stringify(theirPush.body)).toBe(201);
    const peek = await poll(mine.token, theirPush.body.id);
    expect(peek.status).toBe(404);
    const res = await read(mine.token);
    expect(JSON.stringify(res.body)).not.toContain('xshop-victim-debtor');
    expect(JSON.stringify(res.body)).not.toContain('12,345');
    // The dashboard's side: another shop's admin gets 404 for the debt.
    expect((await shop.owner.get(`/api/debts/${theirs.debt.id}/statement-link`)).status).toBe(404);
    expect((await shop.owner.post(`/api/debts/${theirs.debt.id}/statement-link`, {})).status).toBe(404);
  });
});

describe('paying from the statement page', () => {
  it('refuses too little, more than owed and a bad phone, with nothing written', async () => {
    const { debt, token } = await debtOf(shop, 30_000);
    const tooSmall = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 999 });
    expect([tooSmall.status, tooSmall.body.code]).toEqual([400, 'debt_payment_too_small']);
    const tooMuch = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 30_001 });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'debt_payment_exceeds_balance']);
    expect((await pay(token, { phone: '12', network: 'mpesa', amount: 5000 })).status).toBe(400);
    expect((await pay(token, { phone: '0754111222', network: 'mpesa', amount: 0 })).status).toBe(400);
    expect(await t.db.select().from(payments).where(eq(payments.debtId, debt.id))).toHaveLength(0);
  });

  it('below the minimum, the whole rest is accepted', async () => {
    const { debt, token } = await debtOf(shop, 30_000);
    await recordDebtPayment(t.db, { shopId: shop.shopId, debtId: debt.id, amount: 29_500, method: 'cash' });
    const res = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 500 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.amount).toBe(500);
  });

  it('pays part by the sandbox: the balance lowers once for 20 duplicate callbacks', async () => {
    const { debt, token } = await debtOf(shop, 30_000);
    const started = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 12_000 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', amount: 12_000 });
    // One push at a time.
    const second = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 1000 });
    expect([second.status, second.body.code]).toEqual([409, 'debt_payment_in_progress']);

    const [row] = await t.db.select().from(payments).where(eq(payments.id, started.body.id));
    expect(row).toMatchObject({ debtId: debt.id, orderId: null });
    const success = {
      status: 'succeeded' as const,
      providerRef: row!.providerReference,
      amount: 12_000,
      currency: 'TZS',
      reason: null,
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => settlePayment(t.db, row!, success)));
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_credited')).toHaveLength(19);
    // And the simulated phone's approval afterwards changes nothing.
    await decide(started.body.sandbox_url, 'approve');

    expect((await balanceOf(debt.id)).balance).toBe(18_000);
    const entries = await t.db
      .select()
      .from(debtEntries)
      .where(and(eq(debtEntries.debtId, debt.id), eq(debtEntries.kind, 'payment')));
    expect(entries.map((e) => [e.amount, e.method, e.paymentId])).toEqual([[-12_000, 'mobile_money', row!.id]]);
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, row!.id), eq(ledgerEntries.kind, 'payment')));
    expect(credits.map((c) => [c.amount, c.debtId])).toEqual([[12_000, debt.id]]);

    const after = await read(token);
    expect(after.body).toMatchObject({ balance: 18_000, payment: { status: 'succeeded', amount: 12_000 } });
    expect((await poll(token, row!.id)).body.status).toBe('succeeded');
  });

  it('the sandbox phone pays the rest and the debt closes', async () => {
    const { debt, token } = await debtOf(shop, 4000);
    const started = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 4000 });
    const phone = await t.client().get(`${new URL(started.body.sandbox_url).pathname}?lang=sw`);
    expect(phone.body).toContain('Malipo ya deni');
    expect((await decide(started.body.sandbox_url, 'approve')).status).toBe(303);
    const done = await t.client().get(new URL(started.body.sandbox_url).pathname);
    expect(done.body).toContain('Go back to your statement');
    const closed = await balanceOf(debt.id);
    expect(closed.balance).toBe(0);
    expect(closed.closedAt).not.toBeNull();
    expect((await read(token)).body).toMatchObject({ closed: true, networks: [] });
    const again = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 1000 });
    expect([again.status, again.body.code]).toEqual([409, 'debt_closed']);
  });

  it('more than the balance at settle time: credited in full, the debt capped at zero, flagged refund due', async () => {
    const { debt, token } = await debtOf(shop, 10_000);
    const started = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 10_000 });
    // Meanwhile the customer paid 7,000 in cash at the shop.
    await recordDebtPayment(t.db, { shopId: shop.shopId, debtId: debt.id, amount: 7000, method: 'cash' });
    expect((await decide(started.body.sandbox_url, 'approve')).status).toBe(303);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, started.body.id));
    expect(row).toMatchObject({ status: 'succeeded', refundDue: true });
    const after = await balanceOf(debt.id);
    expect(after.balance).toBe(0);
    const entries = await t.db
      .select()
      .from(debtEntries)
      .where(and(eq(debtEntries.debtId, debt.id), eq(debtEntries.paymentId, row!.id)));
    expect(entries.map((e) => e.amount)).toEqual([-3000]);
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, row!.id), eq(ledgerEntries.kind, 'payment')));
    expect(credits.map((c) => c.amount)).toEqual([10_000]);
    // The reconciliation view lists it, without an order.
    const recon = await shop.owner.get('/api/reconciliation');
    expect(recon.status).toBe(200);
    const listed = recon.body.refund_due.find((p: { id: string }) => p.id === row!.id);
    expect(listed).toMatchObject({ order: null, debt_id: debt.id });
    // Keeping it clears the flag (there is no order to reopen); refunding it is left to the merchant's hand.
    const refund = await shop.owner.post(`/api/reconciliation/payments/${row!.id}/refund`, { source: 'account' });
    expect([refund.status, refund.body.code]).toEqual([409, 'payment_not_for_order']);
  });

  it('a mismatched amount on a debt payment, accepted in reconciliation, lowers the debt by what arrived', async () => {
    const { debt, token } = await debtOf(shop, 10_000);
    const started = await pay(token, { phone: '0754111222', network: 'mpesa', amount: 6000 });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, started.body.id));
    const seen = {
      status: 'succeeded' as const,
      providerRef: row!.providerReference,
      amount: 5000,
      currency: 'TZS',
      reason: null,
    };
    expect(await settlePayment(t.db, row!, seen)).toBe('mismatch');
    expect((await balanceOf(debt.id)).balance).toBe(10_000);
    const accepted = await shop.owner.post(`/api/reconciliation/payments/${row!.id}/accept`, {
      amount: 5000,
      note: '',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await balanceOf(debt.id)).balance).toBe(5000);
  });

  it('the statement page is served as a token page: no referrer, never framed', () => {
    expect(pageKindOf('/statement')).toBe('order');
    expect(pageKindOf('/statement/')).toBe('order');
  });

  it('a payment row pays exactly one thing (the database check)', async () => {
    const { debt } = await debtOf(shop, 5000);
    const [row] = await t.db.select().from(payments).limit(1);
    await expect(
      t.db.insert(payments).values({ ...row!, id: crypto.randomUUID(), reference: 'DKBOTH', debtId: debt.id }),
    ).rejects.toThrow();
  });
});

// Counted per client address (X-Forwarded-For, believed in tests as behind our proxy).
describe('the statement page per client', () => {
  const ip = '10.99.0.7';
  const readKey = `statement:read:${ip}`;
  const payKey = `statement:pay:${ip}`;
  const as = () => {
    const c = t.client();
    c.ip = ip;
    return c;
  };
  const readAs = (token: string) => as().get(`/api/v1/statement${q(token)}`);
  const counterOf = async (key: string) =>
    (await t.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;
  const setCounter = async (key: string, count: number) => {
    const resetAt = new Date(Date.now() + STATEMENT_WINDOW_MS);
    await t.db
      .insert(rateLimits)
      .values({ key, count, resetAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count, resetAt } });
  };
  afterAll(async () => {
    await t.db.delete(rateLimits).where(eq(rateLimits.key, readKey));
    await t.db.delete(rateLimits).where(eq(rateLimits.key, payKey));
  });

  it('a forged token costs no count; 40 reads at once past the limit: exactly what is left, then 429', async () => {
    const { token } = await debtOf();
    const [key, sig] = token.split('.') as [string, string];
    await setCounter(readKey, STATEMENT_MAX_READS - 10);
    expect((await readAs(`${key}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).status).toBe(404);
    expect(await counterOf(readKey)).toBe(STATEMENT_MAX_READS - 10);

    const answers = await Promise.all(Array.from({ length: 40 }, () => readAs(token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.code).toBe('too_many_requests');
    // When to come back, within the window.
    const seconds = Number(/Try again in (\d+) seconds/.exec(refused.body.message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(STATEMENT_WINDOW_MS / 1000);
  });

  it('payments past the limit are refused with nothing written; a new window lets the client in again', async () => {
    const { debt, token } = await debtOf(shop, 40_000);
    await setCounter(payKey, STATEMENT_MAX_PAYS);
    const res = await as().post(`/api/v1/statement/payment${q(token)}`, {
      phone: '0754111222',
      network: 'mpesa',
      amount: 5000,
    });
    expect([res.status, res.body.code]).toEqual([429, 'too_many_requests']);
    expect(await t.db.select().from(payments).where(eq(payments.debtId, debt.id))).toHaveLength(0);

    // The window over: counted afresh.
    await t.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, readKey));
    expect((await readAs(token)).status).toBe(200);
    expect(await counterOf(readKey)).toBe(1);
  });
});

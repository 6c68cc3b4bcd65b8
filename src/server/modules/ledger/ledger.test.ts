import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../http/errors.ts';
import { appWithOwner, signUpUser, type TestApp } from '../../test/harness.ts';
import { appendEntry } from './append-entry.ts';
import { recordAdjustment } from './adjust.ts';
import { balanceOf, balances } from './balances.ts';
import { creditPayment } from './credit-payment.ts';
import { requestPayout } from './payouts.ts';
import { recordRefund } from './refund.ts';
import { reverseEntry } from './reverse-entry.ts';
import { addOrder, addPayment, addPaymentAccount, addPayoutAccount } from './test/ledger-kit.ts';

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  ({ t, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const entriesOf = (paymentId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.paymentId, paymentId)));
const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
};

describe('the ledger is append-only', () => {
  it('the database refuses to update or delete an entry, whoever asks', async () => {
    const entry = (await appendEntry(t.db, { shopId, kind: 'adjustment', accountId: null, amount: 500, note: 'x' }))!;
    const where = sql`shop_id = ${shopId} and id = ${entry.id}`;
    await expect(t.db.execute(sql`update ledger_entries set amount = 5 where ${where}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries where ${where}`)).rejects.toThrow();
    const [still] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry.id));
    expect(still!.amount).toBe(500);
  });

  it('a shop that is deleted takes its entries with it (the one delete the trigger lets through)', async () => {
    const other = (await signUpUser(t, { shop: true })).shop.id;
    await appendEntry(t.db, { shopId: other, kind: 'adjustment', accountId: null, amount: 100, note: 'x' });
    await t.db.delete(shops).where(eq(shops.id, other));
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, other))).toEqual([]);
  });
});

describe('crediting a payment', () => {
  it('20 copies of one success at once credit once; the others are told it was already credited', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const order = await addOrder(t.db, shopId, { total: 25000 });
    const payment = await addPayment(t.db, shopId, account.id, order.id, { amount: 25000, providerReference: 'CP-1' });
    const success = {
      shopId,
      provider: 'clickpesa' as const,
      providerReference: 'CP-1',
      amount: 25000,
      currency: 'TZS',
      fee: 500,
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => creditPayment(t.db, success)));
    expect(outcomes.filter((o) => o.outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'already_credited')).toHaveLength(19);
    const entries = await entriesOf(payment.id);
    expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['fee', -500],
      ['payment', 25000],
    ]);
    expect(await balanceOf(t.db, shopId, account.id)).toBe(24500);
  });

  it('by our payment id too, and the unique index holds even without the lock', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const order = await addOrder(t.db, shopId);
    const payment = await addPayment(t.db, shopId, account.id, order.id);
    const first = await creditPayment(t.db, {
      shopId,
      paymentId: payment.id,
      provider: 'clickpesa',
      providerReference: 'CP-2',
      amount: 15000,
      currency: 'TZS',
    });
    expect(first.outcome).toBe('credited');
    await expect(
      appendEntry(t.db, { shopId, kind: 'payment', accountId: account.id, amount: 15000, paymentId: payment.id }),
    ).rejects.toThrow();
  });

  it('a different amount or currency is flagged and credits nothing', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const order = await addOrder(t.db, shopId);
    const payment = await addPayment(t.db, shopId, account.id, order.id, { providerReference: 'CP-3' });
    const base = { shopId, provider: 'clickpesa' as const, providerReference: 'CP-3', currency: 'TZS' };
    expect((await creditPayment(t.db, { ...base, amount: 1000 })).outcome).toBe('mismatch');
    expect((await creditPayment(t.db, { ...base, amount: 15000, currency: 'KES' })).outcome).toBe('mismatch');
    expect(await entriesOf(payment.id)).toEqual([]);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect([row!.status, row!.amountMismatch]).toEqual(['pending', true]);
  });

  it('a success for a cancelled order is credited and flagged for refund', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const order = await addOrder(t.db, shopId, { status: 'cancelled' });
    const payment = await addPayment(t.db, shopId, account.id, order.id, { providerReference: 'CP-4' });
    const outcome = await creditPayment(t.db, {
      shopId,
      provider: 'clickpesa',
      providerReference: 'CP-4',
      amount: 15000,
      currency: 'TZS',
    });
    expect(outcome.outcome).toBe('credited');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect([row!.status, row!.refundDue]).toEqual(['succeeded', true]);
  });

  it("another shop's payment, or another provider's reference, is unknown", async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const order = await addOrder(t.db, shopId);
    await addPayment(t.db, shopId, account.id, order.id, { providerReference: 'CP-5' });
    const other = (await signUpUser(t, { shop: true })).shop.id;
    const base = { providerReference: 'CP-5', amount: 15000, currency: 'TZS' };
    expect((await creditPayment(t.db, { ...base, shopId: other, provider: 'clickpesa' })).outcome).toBe(
      'unknown_payment',
    );
    expect((await creditPayment(t.db, { ...base, shopId, provider: 'selcom' })).outcome).toBe('unknown_payment');
  });
});

describe('reversing an entry', () => {
  it('appends the opposite entry, once: parallel and later attempts are refused', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const entry = (await appendEntry(t.db, {
      shopId,
      kind: 'adjustment',
      accountId: account.id,
      amount: 7000,
      note: 'opening float',
    }))!;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => codeOf(reverseEntry(t.db, shopId, entry.id, null, 'typo'))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === '409 entry_already_reversed')).toHaveLength(9);
    expect(await balanceOf(t.db, shopId, account.id)).toBe(0);
    const [reversal] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reversesId, entry.id));
    expect([reversal!.kind, reversal!.amount, reversal!.accountId]).toEqual(['reversal', -7000, account.id]);
    expect(await codeOf(reverseEntry(t.db, shopId, reversal!.id, null, ''))).toBe('409 reversal_not_reversible');
  });

  it("another shop's entry is not found", async () => {
    const entry = (await appendEntry(t.db, { shopId, kind: 'adjustment', accountId: null, amount: 1, note: 'x' }))!;
    const other = (await signUpUser(t, { shop: true })).shop.id;
    expect(await codeOf(reverseEntry(t.db, other, entry.id, null, ''))).toBe('404 entry_not_found');
  });
});

describe('payouts', () => {
  it('40 parallel requests of 100 against 1,000 available: exactly 10 pass, the balance ends at 0', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const destination = await addPayoutAccount(t.db, shopId);
    await recordAdjustment(t.db, shopId, null, { account: account.id, amount: 1000, note: 'float' });
    const request = { account_id: account.id, payout_account_id: destination.id, amount: 100 };
    const results = await Promise.all(
      Array.from({ length: 40 }, () => codeOf(requestPayout(t.db, shopId, null, request))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r === '409 insufficient_balance')).toHaveLength(30);
    expect(await balanceOf(t.db, shopId, account.id)).toBe(0);
  });

  it("refuses more than the balance, another shop's account, and runs the compliance hook first", async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const destination = await addPayoutAccount(t.db, shopId);
    await recordAdjustment(t.db, shopId, null, { account: account.id, amount: 300, note: 'float' });
    const request = { account_id: account.id, payout_account_id: destination.id, amount: 301 };
    expect(await codeOf(requestPayout(t.db, shopId, null, request))).toBe('409 insufficient_balance');
    const other = (await signUpUser(t, { shop: true })).shop.id;
    expect(await codeOf(requestPayout(t.db, other, null, { ...request, amount: 1 }))).toBe(
      '404 payout_account_not_found',
    );
    const refused = new AppError(403, 'forbidden');
    const gate = async () => {
      throw refused;
    };
    expect(await codeOf(requestPayout(t.db, shopId, null, { ...request, amount: 1 }, gate))).toBe('403 forbidden');
    expect(await balanceOf(t.db, shopId, account.id)).toBe(300);
  });
});

describe('balances', () => {
  it('lists the cash drawer and every account with the sum of its entries', async () => {
    const fresh = (await signUpUser(t, { shop: true })).shop.id;
    const account = await addPaymentAccount(t.db, fresh);
    await recordAdjustment(t.db, fresh, null, { account: 'cash', amount: 2000, note: 'float' });
    await recordAdjustment(t.db, fresh, null, { account: account.id, amount: 900, note: 'x' });
    await recordRefund(t.db, { shopId: fresh, accountId: account.id, amount: 1000 });
    expect((await balances(t.db, fresh)).map((b) => [b.accountId, b.balance, b.available])).toEqual([
      [null, 2000, 0],
      [account.id, -100, 0],
    ]);
  });
});

import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtEntries, debts } from '../../db/schema/books.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { AppError } from '../../http/errors.ts';
import { appWithOwner, type TestApp } from '../../test/harness.ts';
import { openDebt, recordDebtPayment, reverseDebtEntry } from './debt-ledger.ts';

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  ({ t, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const open = (amount: number, direction: 'receivable' | 'payable' = 'receivable') =>
  openDebt(t.db, { shopId, direction, partyName: 'Bi Zawadi', openedOn: '2026-11-01', amount });

async function sumOfEntries(debtId: string) {
  const [row] = await t.db
    .select({ sum: sql<string>`coalesce(sum(${debtEntries.amount}), 0)`, n: sql<number>`count(*)::int` })
    .from(debtEntries)
    .where(and(eq(debtEntries.shopId, shopId), eq(debtEntries.debtId, debtId)));
  return { sum: Number(row!.sum), count: row!.n };
}
const balanceOf = async (debtId: string) =>
  (
    await t.db
      .select()
      .from(debts)
      .where(and(eq(debts.shopId, shopId), eq(debts.id, debtId)))
  )[0]!;
const code = (e: unknown) => (e instanceof AppError ? e.code : String(e));

describe('debt ledger', () => {
  it('openDebt writes the debt and its charge: balance = amount = the sum of its entries', async () => {
    const debt = await open(30_000);
    expect([debt.amount, debt.balance, debt.closedAt]).toEqual([30_000, 30_000, null]);
    expect(await sumOfEntries(debt.id)).toEqual({ sum: 30_000, count: 1 });
    expect(debt.statementKey).toMatch(/^[\w-]{22}$/);
  });

  it('a payment lowers the balance; at zero the debt closes; more than the balance, zero, or a closed debt: refused, nothing written', async () => {
    const debt = await open(10_000);
    await expect(
      recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 10_001, method: 'cash' }),
    ).rejects.toSatisfy((e) => code(e) === 'debt_payment_exceeds_balance');
    await expect(recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 0, method: 'cash' })).rejects.toSatisfy(
      (e) => code(e) === 'amount_positive',
    );
    expect(await sumOfEntries(debt.id)).toEqual({ sum: 10_000, count: 1 });
    const paid = await recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 4_000, method: 'cash' });
    expect(paid!.debt.balance).toBe(6_000);
    const rest = await recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 6_000, method: 'mobile_money' });
    expect(rest!.debt.balance).toBe(0);
    expect(rest!.debt.closedAt).not.toBeNull();
    await expect(recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 1, method: 'cash' })).rejects.toSatisfy(
      (e) => code(e) === 'debt_closed',
    );
    // Only the cash payment went through the drawer (in: a customer paid the shop).
    const drawer = await t.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.debtId, debt.id)));
    expect(drawer.map((e) => e.amount)).toEqual([4_000]);
  });

  it("a supplier's debt paid in cash takes the money out of the drawer", async () => {
    const debt = await open(8_000, 'payable');
    await recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 3_000, method: 'cash' });
    const drawer = await t.db
      .select({ amount: ledgerEntries.amount, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.debtId, debt.id)));
    expect(drawer).toEqual([{ amount: -3_000, kind: 'debt_payment' }]);
  });

  it('reversing a payment raises the balance again, reverses its cash, and happens once; a charge is not reversible', async () => {
    const debt = await open(5_000);
    const paid = await recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 5_000, method: 'cash' });
    const back = await reverseDebtEntry(t.db, shopId, debt.id, paid!.entry.id, null, 'wrong customer');
    expect([back.debt.balance, back.debt.closedAt]).toEqual([5_000, null]);
    await expect(reverseDebtEntry(t.db, shopId, debt.id, paid!.entry.id, null, '')).rejects.toSatisfy(
      (e) => code(e) === 'debt_entry_already_reversed',
    );
    const [charge] = await t.db
      .select()
      .from(debtEntries)
      .where(and(eq(debtEntries.debtId, debt.id), eq(debtEntries.kind, 'charge')));
    await expect(reverseDebtEntry(t.db, shopId, debt.id, charge!.id, null, '')).rejects.toSatisfy(
      (e) => code(e) === 'debt_entry_not_reversible',
    );
    const drawer = await t.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.debtId, debt.id)));
    expect(drawer.reduce((s, e) => s + e.amount, 0)).toBe(0);
  });

  it('any sequence of payments and reversals: the balance always equals the sum of its entries, never below 0', async () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 12_000 }) }),
      fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40_000 }),
        fc.array(step, { maxLength: 10 }),
        async (amount, steps) => {
          const debt = await open(amount);
          let expected = amount;
          const payments: { id: string; amount: number; reversed: boolean }[] = [];
          for (const s of steps) {
            if (s.op === 'pay') {
              try {
                const paid = await recordDebtPayment(t.db, {
                  shopId,
                  debtId: debt.id,
                  amount: s.amount,
                  method: 'cash',
                });
                payments.push({ id: paid!.entry.id, amount: s.amount, reversed: false });
                expected -= s.amount;
              } catch (e) {
                // Refused only when it is more than is owed (or nothing is owed).
                expect(s.amount > expected).toBe(true);
                expect(['debt_payment_exceeds_balance', 'debt_closed']).toContain(code(e));
              }
            } else {
              const open = payments.filter((p) => !p.reversed);
              if (open.length === 0) continue;
              const p = open[s.pick % open.length]!;
              await reverseDebtEntry(t.db, shopId, debt.id, p.id, null, '');
              p.reversed = true;
              expected += p.amount;
            }
            const row = await balanceOf(debt.id);
            expect(row.balance).toBe(expected);
            expect((await sumOfEntries(debt.id)).sum).toBe(row.balance);
            expect(row.closedAt === null).toBe(row.balance > 0);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('20 payments at once against one debt: never below zero, each fully written or refused', async () => {
    const debt = await open(50_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        recordDebtPayment(t.db, { shopId, debtId: debt.id, amount: 7_000, method: 'cash' }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    // 7 × 7000 = 49 000 fits; the 8th and later are more than the 1000 left.
    expect(ok).toHaveLength(7);
    expect(refused.every((r) => code(r.reason) === 'debt_payment_exceeds_balance')).toBe(true);
    const row = await balanceOf(debt.id);
    expect(row.balance).toBe(1_000);
    expect(await sumOfEntries(debt.id)).toEqual({ sum: 1_000, count: 8 });
    // The drawer took exactly the payments that were written.
    const drawer = await t.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.debtId, debt.id)));
    expect(drawer.reduce((s, e) => s + e.amount, 0)).toBe(49_000);
  });
});

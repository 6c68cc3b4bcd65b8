import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../db/schema/payments.ts';
import { AppError } from '../../../http/errors.ts';
import { createTestApp, signUpUser, type TestApp } from '../../../test/harness.ts';
import { availableForPayout, balanceOf } from './balances.ts';
import { creditPayment } from './credit-payment.ts';
import { requestPayout } from './payouts.ts';
import { recordRefund } from './refund.ts';
import { reverseEntry } from './reverse-entry.ts';
import { addOrder, addPayment, addPaymentAccount, addPayoutAccount } from './test/ledger-kit.ts';

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  t = await createTestApp();
  shopId = (await signUpUser(t, { shop: true })).shop.id;
});
afterAll(() => t.close());

const amount = fc.integer({ min: 1, max: 50_000 });
const step = fc.oneof(
  fc.record({ op: fc.constant('payment' as const), amount, fee: fc.integer({ min: 0, max: 500 }) }),
  fc.record({ op: fc.constant('refund' as const), amount }),
  fc.record({ op: fc.constant('payout' as const), amount }),
  fc.record({ op: fc.constant('reverse_last' as const) }),
);

describe('ledger properties', () => {
  it('any sequence of payments, refunds, payouts and reversals: balance = sum of entries, payouts never exceed what is available', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        // Each run has its own provider account: its balance starts at nothing.
        const account = await addPaymentAccount(t.db, shopId);
        const destination = await addPayoutAccount(t.db, shopId);
        let expected = 0;
        let lastEntryId: string | null = null;
        const reversed = new Set<string>();
        for (const s of steps) {
          if (s.op === 'payment') {
            const order = await addOrder(t.db, shopId, { total: s.amount });
            const payment = await addPayment(t.db, shopId, account.id, order.id, { amount: s.amount });
            const fee = Math.min(s.fee, s.amount - 1);
            const credit = { shopId, paymentId: payment.id, provider: 'clickpesa' as const, currency: 'TZS', fee };
            const done = await creditPayment(t.db, {
              ...credit,
              providerReference: `P-${payment.id}`,
              amount: s.amount,
            });
            expect(done.outcome).toBe('credited');
            // A repeated callback changes nothing.
            const again = await creditPayment(t.db, {
              ...credit,
              providerReference: `P-${payment.id}`,
              amount: s.amount,
            });
            expect(again.outcome).toBe('already_credited');
            expected += s.amount - fee;
            if (done.outcome === 'credited') lastEntryId = done.entryId;
          } else if (s.op === 'refund') {
            lastEntryId = (await recordRefund(t.db, { shopId, accountId: account.id, amount: s.amount })).id;
            expected -= s.amount;
          } else if (s.op === 'payout') {
            const available = await availableForPayout(t.db, shopId, account.id);
            expect(available).toBe(Math.max(0, expected));
            const request = { account_id: account.id, payout_account_id: destination.id, amount: s.amount };
            try {
              await requestPayout(t.db, shopId, null, request);
              expect(s.amount).toBeLessThanOrEqual(available);
              expected -= s.amount;
            } catch (error) {
              if (!(error instanceof AppError) || error.code !== 'insufficient_balance') throw error;
              expect(s.amount).toBeGreaterThan(available);
            }
          } else if (lastEntryId && !reversed.has(lastEntryId)) {
            const reversal = await reverseEntry(t.db, shopId, lastEntryId, null, '');
            reversed.add(lastEntryId);
            expected += reversal.amount;
          }
          const entries = await t.db
            .select({ amount: ledgerEntries.amount })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.accountId, account.id)));
          const sum = entries.reduce((total, e) => total + e.amount, 0);
          expect(await balanceOf(t.db, shopId, account.id)).toBe(sum);
          expect(sum).toBe(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});

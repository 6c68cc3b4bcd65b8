import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debts } from '../../db/schema/books.ts';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { orderCreateSchema } from '../../../lib/order-schemas.ts';
import { createOrder, transitionOrder } from '../orders/order.service.ts';
import { recordDebtPayment } from '../debts/debt-ledger.ts';
import { keepAsCredit, refundLateSuccess } from '../../flows/reconciliation/reconciliation-actions.ts';
import { settlePayment, type Observation } from '../../flows/payments/settle-payment.ts';
import { orderRefundable } from './order-refundable.ts';
import { refundOrder } from './refund-order.ts';
import { AppError } from '../../http/errors.ts';
import { appWithOwner, signUpUser, type TestApp } from '../../test/harness.ts';
import { availableForPayout, balanceOf, balances } from './balances.ts';
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
      { numRuns: 100 },
    );
  });
});

// Issue 25, item 5: one invariant for the whole ledger. Random sequences of what happens to
// orders and their money (create with each method, push and settle mobile money, a success after
// expiry, a reversal, a move to paid by hand, cancel, refund, pay the debt, resolve what was
// flagged); after every step, for every order:
// - its standing payment entries are exactly its credited payments (no payment booked twice, none
//   lost), and it has at most one cash sale;
// - what came in less what went back, plus what its debt still asks for, is never more than it
//   asks (its total, nothing once cancelled) unless the excess is flagged on its payments;
// and every account's balance (the drawer's too) is the sum of its entries.
describe('every shilling booked once, across orders', () => {
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let productId: string;
  beforeAll(async () => {
    owner = await signUpUser(t, { shop: true });
    productId = (
      await owner.client.post('/api/products', {
        name: 'Kanga',
        price: 5000,
        category: 'clothing_accessories',
        stock: 100000,
      })
    ).body.id;
  });

  const pick = fc.nat({ max: 50 });
  const event = fc.oneof(
    {
      arbitrary: fc.record({
        op: fc.constant('create' as const),
        method: fc.constantFrom('cash', 'mobile_money', 'credit' as const),
        qty: fc.integer({ min: 1, max: 3 }),
      }),
      weight: 3,
    },
    { arbitrary: fc.record({ op: fc.constant('push' as const), order: pick }), weight: 3 },
    {
      arbitrary: fc.record({
        op: fc.constant('succeed' as const),
        payment: pick,
        fee: fc.integer({ min: 0, max: 300 }),
      }),
      weight: 3,
    },
    fc.record({ op: fc.constant('expire' as const), payment: pick }),
    fc.record({ op: fc.constant('reverse' as const), payment: pick }),
    fc.record({ op: fc.constant('paid' as const), order: pick }),
    fc.record({ op: fc.constant('cancel' as const), order: pick }),
    fc.record({ op: fc.constant('refund' as const), order: pick, share: fc.integer({ min: 1, max: 100 }) }),
    fc.record({
      op: fc.constant('pay_debt' as const),
      order: pick,
      amount: fc.integer({ min: 1, max: 16000 }),
      cash: fc.boolean(),
    }),
    fc.record({ op: fc.constant('resolve' as const), payment: pick, keep: fc.boolean() }),
  );

  it('holds after every step of any sequence', async () => {
    const shopId = owner.shop.id;
    const ok = async (work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (error) {
        // Refusals (409 not allowed now, 400 nothing to pay) are part of the story; anything else is not.
        if (!(error instanceof AppError && error.status < 500)) throw error;
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 14 }), async (events) => {
        const account = await addPaymentAccount(t.db, shopId);
        const orderIds: string[] = [];
        const paymentIds: string[] = [];
        const paymentRow = async (i: number) =>
          (
            await t.db
              .select()
              .from(payments)
              .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentIds[i % paymentIds.length]!)))
          )[0]!;
        const observe = (status: Observation['status'], fee?: number): Observation => ({
          status,
          providerRef: null,
          amount: null,
          currency: null,
          reason: status,
          fee: fee || null,
        });
        for (const e of events) {
          const orderId = orderIds.length ? orderIds[('order' in e ? e.order : 0) % orderIds.length]! : null;
          if (e.op === 'create') {
            const input = orderCreateSchema.parse({
              payment_method: e.method,
              customer: { phone: '0713555666', name: 'Neema' },
              lines: [{ product_id: productId, quantity: e.qty }],
            });
            orderIds.push(await createOrder(t.db, shopId, null, input));
          } else if (e.op === 'push' && orderId) {
            const [order] = await t.db
              .select()
              .from(orders)
              .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
            paymentIds.push((await addPayment(t.db, shopId, account.id, orderId, { amount: order!.total })).id);
          } else if (e.op === 'pay_debt' && orderId) {
            const [debt] = await t.db
              .select()
              .from(debts)
              .where(and(eq(debts.shopId, shopId), eq(debts.orderId, orderId)));
            if (!debt || debt.balance === 0) continue;
            if (e.cash) {
              // Cash handed over at the counter, recorded in the debt book.
              await recordDebtPayment(t.db, {
                shopId,
                debtId: debt.id,
                amount: Math.min(e.amount, debt.balance),
                method: 'cash',
              });
              await checkInvariant(shopId, orderIds);
              continue;
            }
            // The statement page's payment: it pays the debt, not the order.
            const [p] = await t.db
              .insert(payments)
              .values({
                shopId,
                id: timeOrderedId(),
                debtId: debt.id,
                accountId: account.id,
                provider: 'clickpesa',
                reference: `DB${timeOrderedId().replaceAll('-', '').slice(0, 20)}`,
                phone: '+255713555666',
                network: 'mpesa',
                amount: Math.min(e.amount, debt.balance),
                expiresAt: new Date(Date.now() + 600_000),
              })
              .returning();
            paymentIds.push(p!.id);
            await settlePayment(t.db, p!, observe('succeeded'));
          } else if (e.op === 'succeed' && paymentIds.length) {
            await settlePayment(t.db, await paymentRow(e.payment), observe('succeeded', e.fee));
          } else if (e.op === 'expire' && paymentIds.length) {
            await settlePayment(t.db, await paymentRow(e.payment), observe('expired'));
          } else if (e.op === 'reverse' && paymentIds.length) {
            await settlePayment(t.db, await paymentRow(e.payment), observe('reversed'));
          } else if (e.op === 'paid' && orderId) {
            await ok(() => transitionOrder(t.db, shopId, orderId, null, 'paid', ''));
          } else if (e.op === 'cancel' && orderId) {
            await ok(() => transitionOrder(t.db, shopId, orderId, null, 'cancelled', ''));
          } else if (e.op === 'refund' && orderId) {
            const part = (await orderRefundable(t.db, shopId, orderId)).parts.find((p) => p.remaining > 0);
            if (!part) continue;
            const amount = Math.max(1, Math.floor((part.remaining * e.share) / 100));
            await refundOrder(t.db, {
              shopId,
              orderId,
              amount,
              note: '',
              source: part.payment_id ? 'account' : 'cash',
              paymentId: part.payment_id,
              actorId: null,
            });
          } else if (e.op === 'resolve' && paymentIds.length) {
            const p = await paymentRow(e.payment);
            if (!p.refundDue) continue;
            await ok(() =>
              e.keep || !p.orderId
                ? keepAsCredit(t.db, shopId, p.id, null)
                : refundLateSuccess(t.db, shopId, p.id, null, { source: 'account', note: '' }),
            );
          }
          await checkInvariant(shopId, orderIds);
        }
      }),
      { numRuns: 100 },
    );
  });

  async function checkInvariant(shopId: string, orderIds: string[]) {
    for (const orderId of orderIds) {
      const [order] = await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
      const entries = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.orderId, orderId)));
      const reversed = new Set(entries.map((x) => x.reversesId).filter(Boolean));
      const standing = (kind: string) => entries.filter((x) => x.kind === kind && !reversed.has(x.id));
      const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
      const paid = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.shopId, shopId), eq(payments.orderId, orderId)));
      const credited = paid.filter((p) => p.status === 'succeeded');
      const label = `order ${order!.number} (${order!.paymentMethod}, ${order!.status}, ${order!.total})`;
      // Each credited payment once, nothing else standing as a payment; one cash sale at most.
      expect(
        standing('payment')
          .map((x) => x.paymentId)
          .sort(),
        label,
      ).toEqual(credited.map((p) => p.id).sort());
      expect(entries.filter((x) => x.kind === 'cash_sale').length, label).toBeLessThanOrEqual(1);
      const cameIn = sum(standing('cash_sale')) + sum(standing('payment')) + sum(standing('debt_payment'));
      const wentBack = -sum(entries.filter((x) => x.kind === 'refund'));
      // Cash sales + payments credited - refunds = what the order's entries say (fees aside).
      const said = sum(
        entries.filter(
          (x) =>
            x.kind !== 'fee' && !(x.kind === 'reversal' && entries.find((o) => o.id === x.reversesId)?.kind === 'fee'),
        ),
      );
      expect(said, label).toBe(cameIn - wentBack);
      const [debt] = await t.db
        .select()
        .from(debts)
        .where(and(eq(debts.shopId, shopId), eq(debts.orderId, orderId)));
      const stillOwed = order!.status === 'cancelled' ? 0 : (debt?.balance ?? 0);
      const asks = order!.status === 'cancelled' ? 0 : order!.total;
      const flagged = sum(paid.map((p) => ({ amount: p.excess })));
      expect(cameIn - wentBack + stillOwed, label).toBeLessThanOrEqual(asks + flagged);
    }
    // Each account's balance is the sum of its entries (the drawer's too).
    const all = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, shopId));
    for (const b of await balances(t.db, shopId))
      expect(b.balance).toBe(all.filter((x) => x.accountId === b.accountId).reduce((s, x) => s + x.amount, 0));
  }
});

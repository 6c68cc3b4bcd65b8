import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debts } from '../../db/schema/books.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { ledgerEntries, payments, payouts, type Payment } from '../../db/schema/payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { settlePayment, type Observation } from './settle-payment.ts';
import { balanceOf } from '../../modules/ledger/balances.ts';
import { addPayment, addPaymentAccount, addPayoutAccount } from '../../modules/ledger/test/ledger-kit.ts';

// Issue 25, "Booked once": what the ledger books follows the money that came in, once, whatever
// the order's payment method said and whatever order the callbacks arrive in.

let t: TestApp, owner: TestClient, shopId: string;
let productId: string;
let accountId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  productId = (
    await owner.post('/api/products', { name: 'Kanga', price: 10000, category: 'clothing_accessories', stock: 1000 })
  ).body.id;
  accountId = (await addPaymentAccount(t.db, shopId)).id;
});
afterAll(() => t.close());

const success = (over: Partial<Observation> = {}): Observation => ({
  status: 'succeeded',
  providerRef: null,
  amount: null,
  currency: null,
  reason: null,
  ...over,
});
/** An order made through the merchant API (cash unless said otherwise, as the API defaults). */
async function newOrder(body: object = {}) {
  const res = await owner.post('/api/orders', { lines: [{ product_id: productId, quantity: 1 }], ...body });
  expect(res.status).toBe(201);
  return res.body as { id: string; total: number; payment_method: string };
}
const push = (orderId: string, amount = 10000) => addPayment(t.db, shopId, accountId, orderId, { amount });
const paymentRow = async (p: { id: string }) =>
  (
    await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, shopId), eq(payments.id, p.id)))
  )[0]!;
const orderRow = async (id: string) =>
  (
    await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, id)))
  )[0]!;
const refundable = async (orderId: string) => (await owner.get(`/api/orders/${orderId}/refundable`)).body;
const recon = async () => (await owner.get('/api/reconciliation')).body;
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('1. a cash order paid by mobile money', () => {
  it('is booked once: the payment makes it a mobile-money order, refundable 10,000; a cash refund after the account refund is refused', async () => {
    const order = await newOrder();
    expect(order.payment_method).toBe('cash');
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success())).toBe('credited');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentMethod: 'mobile_money' });
    const r = await refundable(order.id);
    expect(r).toMatchObject({ paid_in: 10000, remaining: 10000 });
    expect(r.parts).toHaveLength(1);
    const fromAccount = await owner.post(`/api/orders/${order.id}/refunds`, {
      amount: 10000,
      note: 'returned',
      source: 'account',
      payment_id: p.id,
    });
    expect(fromAccount.status).toBe(201);
    const cash = await owner.post(`/api/orders/${order.id}/refunds`, { amount: 10000, note: 'again', source: 'cash' });
    expect(cash.status).toBe(409);
    expect(await balanceOf(t.db, shopId, null)).toBe(0);
  });

  it('moved to paid by hand (the cash taken) and then paid by phone: the second money is an overpayment, not a second sale', async () => {
    const order = await newOrder();
    expect((await owner.post(`/api/orders/${order.id}/transitions`, { to: 'paid' })).status).toBe(200);
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success())).toBe('credited');
    expect(await paymentRow(p)).toMatchObject({ status: 'succeeded', refundDue: true, excess: 10000 });
    expect((await orderRow(order.id)).paymentMethod).toBe('cash');
    expect(ids((await recon()).refund_due)).toContain(p.id);
  });
});

describe('2. a late success after another payment paid the order', () => {
  async function paidTwice() {
    const order = await newOrder({ payment_method: 'mobile_money', customer: { phone: '0713111222', name: 'Asha' } });
    const first = await push(order.id);
    const late = await push(order.id);
    expect(await settlePayment(t.db, first, success())).toBe('credited');
    expect(await settlePayment(t.db, late, success())).toBe('credited');
    return { order, first, late };
  }

  it('is credited and flagged as an overpayment of what the order no longer needed, listed in reconciliation', async () => {
    const { order, first, late } = await paidTwice();
    expect(await paymentRow(first)).toMatchObject({ refundDue: false, excess: 0 });
    expect(await paymentRow(late)).toMatchObject({ refundDue: true, excess: 10000 });
    const item = (await recon()).refund_due.find((i: { id: string }) => i.id === late.id);
    expect(item).toMatchObject({ excess: 10000, order: { id: order.id, status: 'paid' } });
    expect((await owner.get('/api/reconciliation/counts')).body.refund_due).toBeGreaterThan(0);
  });

  it('refund: gives back the excess only, once', async () => {
    const { order, first, late } = await paidTwice();
    const res = await owner.post(`/api/reconciliation/payments/${late.id}/refund`, { source: 'account' });
    expect(res.body).toEqual({ outcome: 'done', settlement: null });
    expect(
      (await owner.post(`/api/reconciliation/payments/${late.id}/refund`, { source: 'account' })).body.outcome,
    ).toBe('already_done');
    expect(await refundable(order.id)).toMatchObject({ paid_in: 20000, refunded: 10000 });
    expect(ids((await recon()).refund_due)).not.toContain(late.id);
    // Giving back money the order did not need takes nothing off the sale (decision 0031); a refund
    // beyond it does.
    expect((await orderRow(order.id)).refundedTotal).toBe(0);
    const part = await owner.post(`/api/orders/${order.id}/refunds`, {
      amount: 3000,
      note: 'one torn',
      source: 'account',
      payment_id: first.id,
    });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect((await orderRow(order.id)).refundedTotal).toBe(3000);
  });

  it("keep as the customer's credit: the shop owes the customer the excess in the debt book, the item is resolved, once", async () => {
    const { order, late } = await paidTwice();
    const keep = () => owner.post(`/api/reconciliation/payments/${late.id}/keep-credit`, {});
    expect((await keep()).body.outcome).toBe('done');
    expect((await keep()).body.outcome).toBe('already_done');
    const owed = await t.db
      .select()
      .from(debts)
      .where(
        and(
          eq(debts.shopId, shopId),
          eq(debts.direction, 'payable'),
          eq(debts.customerId, (await orderRow(order.id)).customerId!),
        ),
      );
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ amount: 10000, balance: 10000, partyName: 'Asha' });
    expect(await paymentRow(late)).toMatchObject({ refundDue: false, excess: 10000 });
    expect(ids((await recon()).refund_due)).not.toContain(late.id);
    // The customer's page shows what the shop owes them.
    const customer = (await owner.get(`/api/debts?direction=payable`)).body;
    expect(JSON.stringify(customer)).toContain('Asha');
  });
});

describe('3. a credit sale paid by mobile money', () => {
  it('pays its debt: the debt closes, the order is paid, nothing is flagged', async () => {
    const order = await newOrder({ payment_method: 'credit', customer: { phone: '0713222333', name: 'Bakari' } });
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success())).toBe('credited');
    const [debt] = await t.db
      .select()
      .from(debts)
      .where(and(eq(debts.shopId, shopId), eq(debts.orderId, order.id)));
    expect(debt).toMatchObject({ balance: 0 });
    expect(debt!.closedAt).not.toBeNull();
    expect(await paymentRow(p)).toMatchObject({ refundDue: false, excess: 0 });
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});

describe('4. a paid mobile-money order that is cancelled', () => {
  it('flags its money to give back, listed in reconciliation; the refund action gives it back', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success())).toBe('credited');
    expect((await owner.post(`/api/orders/${order.id}/transitions`, { to: 'cancelled' })).status).toBe(200);
    expect(await paymentRow(p)).toMatchObject({ refundDue: true, excess: 10000 });
    expect(ids((await recon()).refund_due)).toContain(p.id);
    expect((await owner.post(`/api/reconciliation/payments/${p.id}/refund`, { source: 'account' })).body.outcome).toBe(
      'done',
    );
    expect(await refundable(order.id)).toMatchObject({ paid_in: 10000, refunded: 10000, remaining: 0 });
  });
});

describe('6. a reversal after success', () => {
  it('reverses the credit and its fee once under 20 copies, marks the payment reversed, tells the timeline and reconciliation', async () => {
    const account = await addPaymentAccount(t.db, shopId);
    const order = await newOrder({ payment_method: 'mobile_money' });
    const p = await addPayment(t.db, shopId, account.id, order.id, { amount: 10000 });
    expect(await settlePayment(t.db, p, success({ fee: 300 }))).toBe('credited');
    expect(await balanceOf(t.db, shopId, account.id)).toBe(9700);
    const reversed: Observation = success({ status: 'reversed', reason: 'REVERSED' });
    const credited = await paymentRow(p);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => settlePayment(t.db, credited, reversed)));
    expect(outcomes.filter((o) => o === 'reversed')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'reversed').every((o) => o === 'ignored')).toBe(true);
    expect(await balanceOf(t.db, shopId, account.id)).toBe(0);
    const kinds = await t.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.paymentId, p.id)));
    expect(kinds.map((k) => `${k.kind}:${k.amount}`).sort()).toEqual([
      'fee:-300',
      'payment:10000',
      'reversal:-10000',
      'reversal:300',
    ]);
    expect(await paymentRow(p)).toMatchObject({ status: 'reversed' });
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.shopId, shopId), eq(orderStatusHistory.orderId, order.id)));
    expect(history.filter((h) => h.note.startsWith('↩ ')).length).toBe(1);
    expect(await refundable(order.id)).toMatchObject({ paid_in: 0 });
    const list = await recon();
    expect(ids(list.reversed)).toContain(p.id);
    // Seen: the item is resolved, once.
    expect((await owner.post(`/api/reconciliation/payments/${p.id}/seen`, {})).body.outcome).toBe('done');
    expect((await owner.post(`/api/reconciliation/payments/${p.id}/seen`, {})).body.outcome).toBe('already_done');
    expect(ids((await recon()).reversed)).not.toContain(p.id);
  });

  it('a reversal of a payment never credited changes nothing', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success({ status: 'reversed' }))).toBe('ignored');
    expect(await paymentRow(p)).toMatchObject({ status: 'pending' });
  });
});

describe('7. figures that do not add up', () => {
  async function reported(over: Partial<Observation>) {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const p: Payment = await push(order.id);
    expect(await settlePayment(t.db, p, success(over))).toBe('mismatch');
    const item = (await recon()).mismatches.find((i: { id: string }) => i.id === p.id);
    return { row: await paymentRow(p), item };
  }

  it('another gross than asked: flagged, nothing credited, both numbers kept for reconciliation', async () => {
    const { row, item } = await reported({ amount: 9800 });
    expect(row).toMatchObject({ status: 'pending', amountMismatch: true });
    expect(item.reported).toEqual({ amount: 9800, currency: 'TZS', fee: null, net: null });
    expect(item.amount).toBe(10000);
  });

  it('gross - fee != net, both stated: flagged with the three figures', async () => {
    const { item } = await reported({ amount: 10000, fee: 200, net: 9700 });
    expect(item.reported).toEqual({ amount: 10000, currency: 'TZS', fee: 200, net: 9700 });
  });

  it('gross - fee = net: credited as usual', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success({ amount: 10000, fee: 200, net: 9800 }))).toBe('credited');
  });
});

describe('6b. a success reported again after the reversal', () => {
  it('is the same money: not credited a second time', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success())).toBe('credited');
    expect(await settlePayment(t.db, p, success({ status: 'reversed' }))).toBe('reversed');
    expect(await settlePayment(t.db, await paymentRow(p), success())).toBe('already_credited');
    expect(await refundable(order.id)).toMatchObject({ paid_in: 0 });
  });
});

describe('7b. a mismatch accepted for an order other money paid already', () => {
  it('is credited as received and flagged as money the order did not need', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const first = await push(order.id);
    const second = await push(order.id);
    expect(await settlePayment(t.db, first, success())).toBe('credited');
    expect(await settlePayment(t.db, second, success({ amount: 9800 }))).toBe('mismatch');
    const accept = await owner.post(`/api/reconciliation/payments/${second.id}/accept`, { amount: 9800, note: '' });
    expect(accept.body.outcome).toBe('done');
    expect(await paymentRow(second)).toMatchObject({ status: 'succeeded', refundDue: true, excess: 9800 });
  });
});

describe('2b. an expired push the customer approved late', () => {
  it('after a second push paid the order: credited, flagged as an overpayment', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const expired = await push(order.id);
    expect(await settlePayment(t.db, expired, success({ status: 'expired' }))).toBe('expired');
    const second = await push(order.id);
    expect(await settlePayment(t.db, second, success())).toBe('credited');
    expect(await settlePayment(t.db, await paymentRow(expired), success())).toBe('credited');
    expect(await paymentRow(expired)).toMatchObject({ status: 'succeeded', refundDue: true, excess: 10000 });
    expect(await paymentRow(second)).toMatchObject({ refundDue: false, excess: 0 });
  });
});

describe('6c. a reversal of a payment that paid a debt', () => {
  it('opens the debt again', async () => {
    const order = await newOrder({ payment_method: 'credit', customer: { phone: '0713444555', name: 'Zawadi' } });
    const p = await push(order.id);
    expect(await settlePayment(t.db, p, success())).toBe('credited');
    expect(await settlePayment(t.db, await paymentRow(p), success({ status: 'reversed' }))).toBe('reversed');
    const [debt] = await t.db
      .select()
      .from(debts)
      .where(and(eq(debts.shopId, shopId), eq(debts.orderId, order.id)));
    expect(debt).toMatchObject({ balance: 10000, closedAt: null });
  });
});

describe('4b. a credit sale partly paid in cash, then cancelled', () => {
  it('hands the cash back out of the drawer, as a cash sale’s is; the debt book keeps the payment', async () => {
    const order = await newOrder({ payment_method: 'credit', customer: { phone: '0713666777', name: 'Juma' } });
    const [debt] = await t.db
      .select()
      .from(debts)
      .where(and(eq(debts.shopId, shopId), eq(debts.orderId, order.id)));
    const drawer = await balanceOf(t.db, shopId, null);
    expect((await owner.post(`/api/debts/${debt!.id}/payments`, { amount: 4000, method: 'cash' })).status).toBe(201);
    expect(await balanceOf(t.db, shopId, null)).toBe(drawer + 4000);
    expect(await refundable(order.id)).toMatchObject({ paid_in: 4000, remaining: 4000 });
    expect((await owner.post(`/api/orders/${order.id}/transitions`, { to: 'cancelled' })).status).toBe(200);
    expect(await balanceOf(t.db, shopId, null)).toBe(drawer);
    expect(await refundable(order.id)).toMatchObject({ paid_in: 4000, refunded: 4000, remaining: 0 });
  });
});

describe('8. what reconciliation only shows', () => {
  it('lists payments not confirmed yet and payouts unknown or reversed, counted in the badge; another shop sees none', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const p = await push(order.id);
    await t.db
      .update(payments)
      .set({ status: 'unknown' })
      .where(and(eq(payments.shopId, shopId), eq(payments.id, p.id)));
    const destination = await addPayoutAccount(t.db, shopId);
    const made = await Promise.all(
      (['unknown', 'reversed', 'paid'] as const).map(async (status) => {
        const [row] = await t.db
          .insert(payouts)
          .values({ shopId, id: timeOrderedId(), accountId, payoutAccountId: destination.id, amount: 5000, status })
          .returning();
        return row!;
      }),
    );
    const before = (await owner.get('/api/reconciliation/counts')).body;
    const list = await recon();
    expect(ids(list.unknown)).toContain(p.id);
    expect(list.payouts.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual(
      expect.arrayContaining([
        [made[0]!.id, 'unknown'],
        [made[1]!.id, 'reversed'],
      ]),
    );
    expect(ids(list.payouts)).not.toContain(made[2]!.id);
    expect(list.payouts[0]).toMatchObject({ amount: 5000, destination: 'CRDB' });
    expect(before.unknown).toBeGreaterThanOrEqual(1);
    expect(before.payouts).toBe(2);
    expect(before.total).toBe(
      before.unmatched +
        before.mismatches +
        before.pending +
        before.refund_due +
        before.reversed +
        before.unknown +
        before.payouts,
    );
    const other = await signUpUser(t, { shop: true });
    const theirs = (await other.client.get('/api/reconciliation')).body;
    expect([theirs.unknown, theirs.payouts]).toEqual([[], []]);
  });
});

describe('2c. several payments for one order settling at once', () => {
  it('one pays the order, every other one is flagged whole: they queue on the order', async () => {
    const order = await newOrder({ payment_method: 'mobile_money' });
    const pushes = await Promise.all(Array.from({ length: 6 }, () => push(order.id)));
    const outcomes = await Promise.all(pushes.map((p) => settlePayment(t.db, p, success())));
    expect(outcomes.every((o) => o === 'credited')).toBe(true);
    const rows = await Promise.all(pushes.map(paymentRow));
    expect(rows.filter((r) => !r.refundDue && r.excess === 0)).toHaveLength(1);
    expect(rows.filter((r) => r.refundDue && r.excess === 10000)).toHaveLength(5);
    expect(await refundable(order.id)).toMatchObject({ paid_in: 60000 });
  });
});

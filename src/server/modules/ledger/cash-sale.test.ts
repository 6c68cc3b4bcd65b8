import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { appWithOwner, type TestApp } from '../../test/harness.ts';
import { transitionOrder } from '../orders/order.service.ts';
import { balanceOf } from './balances.ts';
import { recordRefund } from './refund.ts';
import { addOrder } from './test/ledger-kit.ts';

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  ({ t, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const entriesOfOrder = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.orderId, orderId)))
  ).map((e) => ({ kind: e.kind, amount: e.amount, reverses: e.reversesId, id: e.id }));

describe('a cash order cancelled after its cash was taken', () => {
  it('gets one reversing entry, even when cancelled twice at once; the drawer is back where it was', async () => {
    const order = await addOrder(t.db, shopId, { total: 18000, paymentMethod: 'cash' });
    const before = await balanceOf(t.db, shopId, null);
    await transitionOrder(t.db, shopId, order.id, null, 'paid', '');
    expect(await balanceOf(t.db, shopId, null)).toBe(before + 18000);
    const cancels = await Promise.allSettled(
      Array.from({ length: 2 }, () => transitionOrder(t.db, shopId, order.id, null, 'cancelled', '')),
    );
    // The second waits on the order's lock and finds it cancelled already: no step from there.
    expect(cancels.map((c) => c.status).sort()).toEqual(['fulfilled', 'rejected']);
    const entries = await entriesOfOrder(order.id);
    const sale = entries.find((e) => e.kind === 'cash_sale')!;
    expect(entries.map((e) => [e.kind, e.amount, e.reverses]).sort()).toEqual([
      ['cash_sale', 18000, null],
      ['reversal', -18000, sale.id],
    ]);
    expect(await balanceOf(t.db, shopId, null)).toBe(before);
  });

  it('cash already refunded from the order screen is not given back twice: only what is left goes out', async () => {
    const cancelOf = async (refunds: number[]) => {
      const order = await addOrder(t.db, shopId, { total: 20000, paymentMethod: 'cash' });
      const before = await balanceOf(t.db, shopId, null);
      await transitionOrder(t.db, shopId, order.id, null, 'paid', '');
      for (const amount of refunds) await recordRefund(t.db, { shopId, accountId: null, amount, orderId: order.id });
      await transitionOrder(t.db, shopId, order.id, null, 'cancelled', '');
      const kinds = (await entriesOfOrder(order.id)).map((e) => [e.kind, e.amount]).sort();
      return { kinds, drawer: (await balanceOf(t.db, shopId, null)) - before };
    };
    expect(await cancelOf([5000])).toEqual({
      kinds: [
        ['cash_sale', 20000],
        ['refund', -15000],
        ['refund', -5000],
      ],
      drawer: 0,
    });
    expect(await cancelOf([20000])).toEqual({
      kinds: [
        ['cash_sale', 20000],
        ['refund', -20000],
      ],
      drawer: 0,
    });
  });

  it('a cash order cancelled before it was paid, and a mobile-money order, leave the ledger alone', async () => {
    const unpaid = await addOrder(t.db, shopId, { paymentMethod: 'cash' });
    await transitionOrder(t.db, shopId, unpaid.id, null, 'cancelled', '');
    const mobile = await addOrder(t.db, shopId, { paymentMethod: 'mobile_money' });
    await transitionOrder(t.db, shopId, mobile.id, null, 'paid', '');
    await transitionOrder(t.db, shopId, mobile.id, null, 'cancelled', '');
    expect(await entriesOfOrder(unpaid.id)).toEqual([]);
    expect(await entriesOfOrder(mobile.id)).toEqual([]);
  });
});

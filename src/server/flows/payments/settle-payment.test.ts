import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { appWithOwner, type TestApp } from '../../test/harness.ts';
import { balanceOf } from '../../modules/ledger/balances.ts';
import { addOrder, addPayment, addPaymentAccount } from '../../modules/ledger/test/ledger-kit.ts';
import { settlePayment, type Observation } from './settle-payment.ts';

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  ({ t, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const success = (fee: number | null): Observation => ({
  status: 'succeeded',
  providerRef: null,
  amount: 20000,
  currency: 'TZS',
  reason: null,
  fee,
});

async function settled(fee: number | null) {
  const account = await addPaymentAccount(t.db, shopId);
  const order = await addOrder(t.db, shopId, { total: 20000 });
  const payment = await addPayment(t.db, shopId, account.id, order.id, { amount: 20000 });
  const outcome = await settlePayment(t.db, payment, success(fee));
  const entries = await t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.paymentId, payment.id)));
  const [moved] = await t.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, order.id)));
  return {
    outcome,
    entries: entries.map((e) => [e.kind, e.amount]).sort(),
    net: await balanceOf(t.db, shopId, account.id),
    order: moved!.status,
  };
}

describe('the provider’s fee', () => {
  it('where the provider reports one: gross credited, the fee as its own entry, the account holds the net', async () => {
    expect(await settled(350)).toEqual({
      outcome: 'credited',
      entries: [
        ['fee', -350],
        ['payment', 20000],
      ],
      net: 19650,
      order: 'paid',
    });
  });

  it('where it reports none: the gross alone', async () => {
    expect(await settled(null)).toEqual({
      outcome: 'credited',
      entries: [['payment', 20000]],
      net: 20000,
      order: 'paid',
    });
  });
});

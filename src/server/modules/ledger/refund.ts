import type { Db } from '../../db/client.ts';
import type { LedgerEntry } from '../../db/schema/payments.ts';
import { appendEntry, lockBalance } from './append-entry.ts';

export type Refund = {
  shopId: string;
  /** The provider account it went out through, or null for cash handed back. */
  accountId: string | null;
  /** Positive: how much the customer got back. */
  amount: number;
  orderId?: string | null;
  customerId?: string | null;
  paymentId?: string | null;
  note?: string;
  createdBy?: string | null;
};

/**
 * Records money given back to a customer. It is recorded as it happened, even when it takes an
 * account below zero (the provider already paid it), under the account's lock so that it is
 * ordered with payouts.
 */
export async function recordRefund(db: Db, refund: Refund): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) throw new RangeError('a refund is a positive amount');
  return db.transaction(async (tx) => {
    await lockBalance(tx, refund.shopId, refund.accountId);
    return (await appendEntry(tx, { ...refund, kind: 'refund', amount: -refund.amount }))!;
  });
}

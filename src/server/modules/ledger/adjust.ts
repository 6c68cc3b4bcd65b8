import type { Db, Tx } from '../../db/client.ts';
import type { LedgerEntry } from '../../db/schema/payments.ts';
import { CASH_ACCOUNT, type AdjustmentInput } from '../../../lib/transaction-schemas.ts';
import { appendEntry, lockBalance } from './append-entry.ts';

/**
 * A manual correction (counted cash that differs, a fee the provider took later): one entry with
 * the merchant's reason. The account's lock is taken so that it is ordered with payouts.
 */
export async function recordAdjustment(
  db: Db | Tx,
  shopId: string,
  actorId: string | null,
  input: AdjustmentInput,
): Promise<LedgerEntry> {
  const accountId = input.account === CASH_ACCOUNT ? null : input.account;
  return db.transaction(async (tx) => {
    await lockBalance(tx, shopId, accountId);
    return (await appendEntry(tx, {
      shopId,
      kind: 'adjustment',
      accountId,
      amount: input.amount,
      note: input.note,
      createdBy: actorId,
    }))!;
  });
}

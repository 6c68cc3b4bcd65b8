import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, type LedgerEntry } from '../../db/schema/payments.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { appendEntry, lockBalance } from './append-entry.ts';

/**
 * Cancels an entry with its exact opposite (same account, links and currency, the amount negated),
 * never by changing it. An entry is reversed once (ledger_entries_reverses_uq; a second attempt,
 * even at the same moment, is a 409); a reversal is not reversed (a new adjustment says it better).
 */
export async function reverseEntry(
  db: Db,
  shopId: string,
  entryId: string,
  actorId: string | null,
  note: string,
): Promise<LedgerEntry> {
  try {
    return await db.transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.id, entryId)));
      if (!original) throw notFound('entry_not_found');
      if (original.kind === 'reversal') throw conflict('reversal_not_reversible');
      await lockBalance(tx, shopId, original.accountId);
      const reversal = await appendEntry(
        tx,
        {
          shopId,
          kind: 'reversal',
          accountId: original.accountId,
          amount: -original.amount,
          orderId: original.orderId,
          customerId: original.customerId,
          paymentId: original.paymentId,
          payoutId: original.payoutId,
          reversesId: original.id,
          note,
          createdBy: actorId,
        },
        { onConflict: 'skip' },
      );
      if (!reversal) throw conflict('entry_already_reversed');
      return reversal;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_entries_reverses_uq')) throw conflict('entry_already_reversed');
    throw error;
  }
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, payouts, type Payout } from '../../db/schema/payments.ts';
import type { PaymentStatus } from '../../../lib/mobile-money.ts';
import { reverseEntry } from '../payments/ledger/reverse-entry.ts';

export type PayoutSettlement = 'paid' | 'failed' | 'processing' | 'already_final';

const OPEN = ['requested', 'processing'] as const;

/**
 * Moves a payout to what the provider said, once: the conditional update lets exactly one of a
 * callback, a sweep and the request itself settle it. A failed payout gives its money back in the
 * same transaction, by reversing its debit (never by editing it). 'pending' only notes the
 * provider's reference and keeps it processing.
 */
export async function settlePayout(
  db: Db,
  payout: Pick<Payout, 'shopId' | 'id'>,
  seen: { status: PaymentStatus; providerRef: string | null; reason: string | null },
): Promise<PayoutSettlement> {
  const where = and(eq(payouts.shopId, payout.shopId), eq(payouts.id, payout.id), inArray(payouts.status, OPEN));
  const now = new Date();
  if (seen.status === 'pending') {
    const [kept] = await db
      .update(payouts)
      .set({
        status: 'processing',
        ...(seen.providerRef ? { providerReference: seen.providerRef } : {}),
        updatedAt: now,
      })
      .where(where)
      .returning({ id: payouts.id });
    return kept ? 'processing' : 'already_final';
  }
  if (seen.status === 'succeeded') {
    const [paid] = await db
      .update(payouts)
      .set({ status: 'paid', providerReference: seen.providerRef ?? undefined, reason: seen.reason, updatedAt: now })
      .where(where)
      .returning({ id: payouts.id });
    return paid ? 'paid' : 'already_final';
  }
  // failed or expired: the money never left.
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payouts)
      .set({ status: 'failed', providerReference: seen.providerRef ?? undefined, reason: seen.reason, updatedAt: now })
      .where(where)
      .returning({ id: payouts.id });
    if (!failed) return 'already_final';
    const [debit] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.shopId, payout.shopId),
          eq(ledgerEntries.payoutId, payout.id),
          eq(ledgerEntries.kind, 'payout'),
        ),
      );
    if (debit) await reverseEntry(tx as unknown as Db, payout.shopId, debit.id, null, seen.reason ?? 'payout failed');
    return 'failed';
  });
}

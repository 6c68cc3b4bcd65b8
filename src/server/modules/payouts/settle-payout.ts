import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payouts, type Payout } from '../../db/schema/payments.ts';
import type { PaymentStatus } from '../../../lib/mobile-money.ts';
import type { PayoutStatus } from '../../../lib/transaction-schemas.ts';
import { bookPayoutFee, givePayoutBack } from '../ledger/index.ts';
import { enqueuePayoutReversedNotice } from './payout-reversed-notice.ts';

export type PayoutSettlement = 'paid' | 'failed' | 'processing' | 'unknown' | 'reversed' | 'already_final';

/** Not final: the provider has not given a documented verdict yet (sent, in progress, or unknown). */
export const OPEN_PAYOUT: readonly PayoutStatus[] = ['requested', 'processing', 'unknown'];

/** What the provider said about a payout (its start's answer, a callback or a status query). */
export type PayoutObservation = {
  status: PaymentStatus;
  providerRef: string | null;
  reason: string | null;
  /** The provider's fee where its answer states one: booked once as its own entry. */
  fee?: number | null;
  /** A reversal whose provider says the fee came back too: its fee entry is reversed as well. */
  feeReturned?: boolean;
};

/**
 * Moves a payout to what the provider said, once: each conditional update lets exactly one of a
 * callback, a sweep and the request itself make a move (issue 25, "unknown is not failed"):
 * - pending: processing (the provider has it); unknown (no documented verdict): unknown. Either
 *   way the money stays held (its debit stands), so a retry cannot pay it out twice.
 * - succeeded: paid. failed or expired: failed, and the money comes back (its debit reversed).
 * - reversed (ClickPesa's PAYOUT REVERSED / REFUNDED, after paid or before): the money came back
 *   to the account: its debit is reversed once and the merchant is told.
 * A fee the provider states is booked once (ledger_entries_payout_fee_uq), whichever answer
 * states it; a payout that fails takes its fee back with it.
 */
export async function settlePayout(
  db: Db,
  payout: Pick<Payout, 'shopId' | 'id'>,
  seen: PayoutObservation,
  /** The check's time (the sweeper's schedule counts from the last touch, updated_at). */
  now = new Date(),
): Promise<PayoutSettlement> {
  const mine = and(eq(payouts.shopId, payout.shopId), eq(payouts.id, payout.id));
  const ref = seen.providerRef ? { providerReference: seen.providerRef } : {};
  return db.transaction(async (tx) => {
    const move = (from: readonly PayoutStatus[], to: PayoutStatus, reason: string | null) =>
      tx
        .update(payouts)
        .set({ status: to, ...ref, ...(reason !== null ? { reason } : {}), updatedAt: now })
        .where(and(mine, inArray(payouts.status, [...from])))
        .returning()
        .then((rows) => rows[0] ?? null);
    const fee = (moved: Payout) => bookFee(tx, moved, seen.fee);

    if (seen.status === 'pending' || seen.status === 'unknown') {
      // 'unknown' stays unknown until a documented answer; 'pending' after 'unknown' is one.
      const to = seen.status === 'pending' ? 'processing' : 'unknown';
      const moved = await move(OPEN_PAYOUT, to, seen.reason);
      if (!moved) return 'already_final';
      await fee(moved);
      return to;
    }
    if (seen.status === 'succeeded') {
      const paid = await move(OPEN_PAYOUT, 'paid', seen.reason);
      if (!paid) return 'already_final';
      await fee(paid);
      return 'paid';
    }
    if (seen.status === 'reversed') {
      const reversed = await move([...OPEN_PAYOUT, 'paid'], 'reversed', seen.reason);
      if (!reversed) return 'already_final';
      await givePayoutBack(tx, reversed, seen.reason ?? 'payout reversed by the provider', {
        withFee: seen.feeReturned === true,
      });
      await enqueuePayoutReversedNotice(tx, reversed);
      return 'reversed';
    }
    // failed or expired: the money never left, nor did the provider keep a fee for it.
    const failed = await move(OPEN_PAYOUT, 'failed', seen.reason);
    if (!failed) return 'already_final';
    await givePayoutBack(tx, failed, seen.reason ?? 'payout failed', { withFee: true });
    return 'failed';
  });
}

async function bookFee(tx: Tx, payout: Payout, fee: number | null | undefined) {
  if (fee && fee > 0) await bookPayoutFee(tx, payout, fee);
}

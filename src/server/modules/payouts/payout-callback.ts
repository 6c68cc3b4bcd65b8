import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts, type PaymentAccount } from '../../db/schema/payments.ts';
import type { CallbackVerdict, PaymentProvider, ProviderContext } from '../payments/index.ts';
import { payoutIdOf, payoutReference } from './payout-reference.ts';
import { settlePayout, type PayoutObservation, type PayoutSettlement } from './settle-payout.ts';

export type PayoutCallbackOutcome = PayoutSettlement | 'unknown_payout' | 'unconfirmed';

/**
 * An authentic payout callback (the caller has verified it): finds the payout of this account by
 * our reference or the provider's, confirms with the payout status query where the callback alone
 * cannot be trusted, and settles it once (settlePayout).
 */
export async function handlePayoutCallback(
  db: Db,
  account: PaymentAccount,
  provider: PaymentProvider,
  ctx: ProviderContext,
  verdict: CallbackVerdict,
): Promise<PayoutCallbackOutcome> {
  const id = payoutIdOf(verdict.reference);
  const refs = [
    id ? eq(payouts.id, id) : undefined,
    verdict.providerRef ? eq(payouts.providerReference, verdict.providerRef) : undefined,
  ].filter((r) => r !== undefined);
  if (!refs.length) return 'unknown_payout';
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.shopId, account.shopId), eq(payouts.accountId, account.id), or(...refs)))
    .limit(1);
  if (!payout) return 'unknown_payout';
  let seen: PayoutObservation = {
    status: verdict.status,
    providerRef: verdict.providerRef,
    reason: verdict.reason,
    fee: verdict.fee,
    feeReturned: verdict.feeReturned,
  };
  if (verdict.confirmBy === 'status-query') {
    const status = await provider.queryPayout?.(ctx, {
      reference: payoutReference(payout.id),
      providerRef: payout.providerReference ?? verdict.providerRef,
    });
    // Unconfirmed: the payout sweeper asks again on its schedule.
    if (status?.outcome !== 'answered') return 'unconfirmed';
    seen = {
      status: status.status,
      providerRef: status.providerRef,
      reason: status.reason,
      fee: status.fee,
      feeReturned: status.feeReturned,
    };
  }
  return settlePayout(db, payout, seen);
}

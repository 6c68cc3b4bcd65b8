// ClickPesa's statuses, as its own documents list them (ClickPesa/developers.docs): payments in
// home/payment-status.mdx (and the payments query's openapi), payouts in home/payout-status.mdx and
// api-reference/disbursement/querying-for-payouts/openapi.json. Payments and payouts use some of the
// same words with different meanings (a payout's REFUNDED is "failed and funds returned", a
// payment's is "not settled to the merchant and funds returned to the customer"), so each has its
// own table. A word in neither is 'unknown' (queried again, shown in reconciliation): a verdict is
// never concluded from a word we cannot read.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';

export type ClickpesaKind = 'payments' | 'payouts';

const PAYMENT: Record<string, PaymentStatus> = {
  PROCESSING: 'pending',
  PENDING: 'pending',
  SUCCESS: 'succeeded',
  SETTLED: 'succeeded',
  FAILED: 'failed',
  // "Payment is on hold and requires further action from the merchant": not a verdict, and not
  // something waiting will end, so it goes to reconciliation.
  'ON-HOLD': 'unknown',
  // Money that came in and went back to the customer (before or after settlement to the merchant).
  REFUNDED: 'reversed',
  REVERSED: 'reversed',
};

const PAYOUT: Record<string, PaymentStatus> = {
  AUTHORIZED: 'pending',
  PROCESSING: 'pending',
  PENDING: 'pending',
  SUCCESS: 'succeeded',
  FAILED: 'failed',
  // "Payout failed and funds has been returned" (ClickPesa's error, or the wallet's / bank's).
  REFUNDED: 'reversed',
  REVERSED: 'reversed',
};

export function clickpesaStatus(kind: ClickpesaKind, status: string | null): { status: PaymentStatus; known: boolean } {
  const mapped = (kind === 'payments' ? PAYMENT : PAYOUT)[(status ?? '').toUpperCase()];
  return mapped ? { status: mapped, known: true } : { status: 'unknown', known: false };
}

/**
 * The webhook events of home/webhooks.mdx, for a body whose data carries no status. PAYOUT
 * INITIATED says nothing final by itself (its data's status does).
 */
export function clickpesaEventStatus(event: string | null): PaymentStatus | null {
  const e = (event ?? '').toUpperCase();
  if (e === 'PAYMENT RECEIVED') return 'succeeded';
  if (e === 'PAYMENT FAILED') return 'failed';
  if (e === 'PAYOUT REVERSED' || e === 'PAYOUT REFUNDED') return 'reversed';
  return null;
}

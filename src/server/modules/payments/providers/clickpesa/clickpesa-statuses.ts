// ClickPesa's transaction statuses (payments and payouts). SETTLED is a success already paid out
// to the merchant's balance; REVERSED and REFUNDED undo one. A word not listed here stays pending:
// a failure is never concluded from a status we cannot read.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';

const MAP: Record<string, PaymentStatus> = {
  PROCESSING: 'pending',
  PENDING: 'pending',
  AUTHORIZED: 'pending',
  SUCCESS: 'succeeded',
  SETTLED: 'succeeded',
  FAILED: 'failed',
  REVERSED: 'failed',
  REFUNDED: 'failed',
};

export function clickpesaStatus(status: string | null): { status: PaymentStatus; known: boolean } {
  const mapped = MAP[(status ?? '').toUpperCase()];
  return mapped ? { status: mapped, known: true } : { status: 'pending', known: false };
}

/** Webhook events, when the data carries no status of its own. */
export function clickpesaEventStatus(event: string | null): PaymentStatus | null {
  const e = (event ?? '').toUpperCase();
  if (e === 'PAYMENT RECEIVED' || e === 'PAYOUT SUCCESS') return 'succeeded';
  if (e === 'PAYMENT FAILED' || e === 'PAYOUT FAILED' || e === 'PAYOUT REVERSED' || e === 'PAYOUT REFUNDED')
    return 'failed';
  return null;
}

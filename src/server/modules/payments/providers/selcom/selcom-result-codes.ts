// Selcom's result codes (selcom-developers/node-selcom docs/Authentication.md): 000 success; 111
// and 927 in progress (query again after 3 minutes); 999 ambiguous (unknown until Selcom's
// reconciliation); "FAIL: all others". The same document's sample failure is resultcode 403 "No
// reponse from upstream system": a transient error of the gateway, not a verdict on the
// transaction. So a FAIL code is read as a refusal only where it answers a request that starts
// something (nothing was started, the flow may try again); in a status query, or a webhook, it says
// nothing final about the payment or payout and leaves it 'unknown'.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';

export type SelcomResult = 'success' | 'in-progress' | 'ambiguous' | 'failed';

export function selcomResult(code: string | null): SelcomResult {
  if (code === '000') return 'success';
  if (code === '111' || code === '927') return 'in-progress';
  if (code === '999') return 'ambiguous';
  return 'failed';
}

/**
 * An order's `payment_status` (order-status, webhook). COMPLETED is the only paid state
 * (docs/get-order-status.md shows PENDING, docs/webhook-callback.md COMPLETED); the refusals and
 * CANCELLED (what docs/cancel-order.md leaves behind) are final; anything else, including a word we
 * do not know, stays pending (never conclude a failure from a word we cannot read).
 */
export function selcomPaymentStatus(paymentStatus: string | null): { status: PaymentStatus; known: boolean } {
  const s = (paymentStatus ?? '').toUpperCase();
  if (s === 'COMPLETED') return { status: 'succeeded', known: true };
  if (['CANCELLED', 'CANCELED', 'USERCANCELLED', 'USERCANCELED', 'REJECTED', 'FAILED'].includes(s))
    return { status: 'failed', known: true };
  if (s === 'EXPIRED') return { status: 'expired', known: true };
  return { status: 'pending', known: s === 'PENDING' || s === 'INPROGRESS' };
}

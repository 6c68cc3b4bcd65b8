// Selcom's result codes (docs/Authentication.md): 000 success; 111 and 927 in progress (query
// later); 999 ambiguous (status unknown until Selcom's reconciliation); every other code failed.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';

export type SelcomResult = 'success' | 'in-progress' | 'ambiguous' | 'failed';

export function selcomResult(code: string | null): SelcomResult {
  if (code === '000') return 'success';
  if (code === '111' || code === '927') return 'in-progress';
  if (code === '999') return 'ambiguous';
  return 'failed';
}

/**
 * An order's `payment_status` (order-status, webhook). COMPLETED is the only paid state; the
 * refusals are final; anything else, including a word we do not know, stays pending (never
 * conclude a failure from a word we cannot read).
 */
export function selcomPaymentStatus(paymentStatus: string | null): { status: PaymentStatus; known: boolean } {
  const s = (paymentStatus ?? '').toUpperCase();
  if (s === 'COMPLETED') return { status: 'succeeded', known: true };
  if (['CANCELLED', 'CANCELED', 'USERCANCELLED', 'USERCANCELED', 'REJECTED', 'FAILED'].includes(s))
    return { status: 'failed', known: true };
  if (s === 'EXPIRED') return { status: 'expired', known: true };
  return { status: 'pending', known: s === 'PENDING' || s === 'INPROGRESS' };
}

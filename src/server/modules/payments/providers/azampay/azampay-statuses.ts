// AzamPay writes statuses in words whose exact list it does not publish ("success"/"failure" in
// callbacks; the status query's words are only in its sandbox swagger), so the mapping is
// tolerant, and a word not listed stays pending: never conclude a failure from a word we cannot read.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';

const WORDS: Record<string, PaymentStatus> = {
  success: 'succeeded',
  successful: 'succeeded',
  completed: 'succeeded',
  settled: 'succeeded',
  failure: 'failed',
  failed: 'failed',
  fail: 'failed',
  cancelled: 'failed',
  canceled: 'failed',
  rejected: 'failed',
  declined: 'failed',
  expired: 'expired',
  pending: 'pending',
  processing: 'pending',
  initiated: 'pending',
  inprogress: 'pending',
};

export function azampayStatus(word: string | null): { status: PaymentStatus; known: boolean } {
  const mapped = WORDS[(word ?? '').toLowerCase().replace(/[\s_-]/g, '')];
  return mapped ? { status: mapped, known: true } : { status: 'pending', known: false };
}

// Flutterwave's transaction statuses (charge and verify answers, charge.completed webhooks):
// "successful", "failed", "pending" (developer.flutterwave.com/docs/tanzania; Flutterwave/Node-v3
// documentation/collections.md). A word not listed is 'unknown' (queried again, shown in
// reconciliation): never conclude a verdict from a word we cannot read. ("cancelled" appears in the
// SDK's documents for payment plans only, not for transactions.) Flutterwave documents no status
// for a charge reversed after success: a refund is its own object, so none is mapped here.
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';

const WORDS: Record<string, PaymentStatus> = {
  successful: 'succeeded',
  failed: 'failed',
  pending: 'pending',
};

export function flutterwaveStatus(word: string | null): { status: PaymentStatus; known: boolean } {
  const mapped = WORDS[(word ?? '').toLowerCase()];
  return mapped ? { status: mapped, known: true } : { status: 'unknown', known: false };
}

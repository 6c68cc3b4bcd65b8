// Flutterwave's transaction statuses (charge and verify answers, charge.completed webhooks):
// "successful", "failed", "pending"; "cancelled" and "error" appear on abandoned charges. A word
// not listed stays pending: never conclude a failure from a word we cannot read (decision 0018).
import type { PaymentStatus } from '../../../../../lib/mobile-money.ts';

const WORDS: Record<string, PaymentStatus> = {
  successful: 'succeeded',
  success: 'succeeded',
  failed: 'failed',
  cancelled: 'failed',
  error: 'failed',
  pending: 'pending',
};

export function flutterwaveStatus(word: string | null): { status: PaymentStatus; known: boolean } {
  const mapped = WORDS[(word ?? '').toLowerCase()];
  return mapped ? { status: mapped, known: true } : { status: 'pending', known: false };
}

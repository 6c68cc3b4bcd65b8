import type { Db } from '../../db/client.ts';
import type { Payment } from '../../db/schema/payments.ts';
import { enqueue } from '../../jobs/enqueue.ts';

// When an unsettled payment is next asked about: the sweeper (src/server/flows/payment-checks.ts)
// runs a job on this queue at the payment's next_check_at. Starting a payment schedules its first.

export const SWEEP_QUEUE = 'payments.sweep';
const FIRST_CHECK_MS = 30_000;

export const firstCheckAt = (now: Date) => new Date(now.getTime() + FIRST_CHECK_MS);

/** A sweep job at the payment's next check (once per payment and attempt). */
export async function enqueueCheck(db: Db, payment: Pick<Payment, 'shopId' | 'id' | 'attempts' | 'nextCheckAt'>) {
  if (!payment.nextCheckAt) return;
  await enqueue(db, {
    queue: SWEEP_QUEUE,
    payload: { paymentId: payment.id },
    shopId: payment.shopId,
    dedupeKey: `pay-check:${payment.id}:${payment.attempts}`,
    runAt: payment.nextCheckAt,
  });
}

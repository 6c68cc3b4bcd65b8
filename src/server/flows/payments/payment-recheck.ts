import { and, eq } from 'drizzle-orm';
import type { PaymentRecheck } from '../../../lib/contracts/payment-recheck.ts';
import { isFinal } from '../../../lib/mobile-money.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { notFound } from '../../http/errors.ts';
import { checkPayment, checkSucceededForReversal } from './payment-checks.ts';

const read = async (db: Db, shopId: string, id: string) =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, shopId), eq(payments.id, id)))
  )[0];

/**
 * "Ask the provider again" (issue 25): the sweeper's own check of one of the shop's payments, made
 * at once and whatever its schedule, so a payment the sweeper no longer asks about by itself (past
 * its 7 days) can still be settled. A credited payment is asked about for a reversal only (the
 * provider gave the money back after a success); another settled payment is not asked about
 * ('already_final'). Asking twice at once is harmless (settling is once, settle-payment.ts).
 */
export async function askProviderAgain(
  db: Db,
  env: Env,
  shopId: string,
  paymentId: string,
  now = new Date(),
): Promise<PaymentRecheck> {
  const before = await read(db, shopId, paymentId);
  if (!before) throw notFound('payment_not_found');
  let settlement = 'already_final';
  if (!isFinal(before.status) || before.status === 'succeeded') {
    try {
      settlement =
        before.status === 'succeeded'
          ? await checkSucceededForReversal(db, env, before)
          : ((await checkPayment(db, env, shopId, paymentId, now, { byHand: true })) ?? 'already_final');
    } catch {
      // The provider could not be asked (credentials unreadable, no adapter): nothing changed.
      settlement = 'unanswered';
    }
  }
  const after = (await read(db, shopId, paymentId))!;
  return {
    status: after.status,
    settlement,
    next_check_at: after.nextCheckAt?.toISOString() ?? null,
  };
}

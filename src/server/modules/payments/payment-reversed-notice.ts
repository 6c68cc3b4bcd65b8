import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { mailShopOwners } from '../../email/mail-owners.ts';
import { paymentReversedMail } from '../../email/templates.ts';
import { formatMoney } from '../../../lib/format.ts';

// A payment the provider took back after reporting it paid (issue 25): the ledger gives the money
// back (ledger/reverse-payment.ts) and the order is no longer paid by it, which the merchant must
// know before handing the goods over. Told as a reversed payout is (payouts/payout-reversed-notice.ts):
// a mail to the shop's owners, in their language, queued in the reversal's own transaction, once
// per payment (the dedupe key).

export const PAYMENT_REVERSED_QUEUE = 'payments.reversed-notice';

export async function enqueuePaymentReversedNotice(tx: Tx, payment: Pick<Payment, 'shopId' | 'id'>) {
  await enqueue(tx as unknown as Db, {
    queue: PAYMENT_REVERSED_QUEUE,
    payload: { paymentId: payment.id },
    shopId: payment.shopId,
    dedupeKey: `payment-reversed:${payment.id}`,
  });
}

export async function paymentReversedNoticeJob(deps: Deps, job: Job): Promise<void> {
  const db = deps.database.db;
  const paymentId = (job.payload as { paymentId?: string }).paymentId;
  if (!job.shopId || !paymentId) return;
  const [row] = await db
    .select({ payment: payments, orderNumber: orders.number, shopName: shops.name })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .leftJoin(orders, and(eq(orders.shopId, payments.shopId), eq(orders.id, payments.orderId)))
    .where(and(eq(payments.shopId, job.shopId), eq(payments.id, paymentId)));
  if (!row) return;
  const { payment } = row;
  await mailShopOwners(db, deps.mailer, job.shopId, (owner) =>
    paymentReversedMail(owner.language, {
      name: owner.name,
      shopName: row.shopName,
      amount: formatMoney(payment.amount, payment.currency),
      from: payment.phone,
      order: row.orderNumber != null ? `#${row.orderNumber}` : null,
      reason: payment.reason,
      // The reconciliation list holds the payment until the merchant marks it seen.
      link: `${deps.env.appUrl}/dashboard/transactions/reconciliation`,
    }),
  );
}

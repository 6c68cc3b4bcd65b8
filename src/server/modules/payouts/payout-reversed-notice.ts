import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { payoutAccounts, payouts, type Payout } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { mailShopOwners } from '../../email/mail-owners.ts';
import { payoutReversedMail } from '../../email/templates.ts';
import { formatMoney } from '../../../lib/format.ts';

// A payout the provider reversed after it was sent (issue 25): the money is back on the account's
// balance (settle-payout.ts) and the recipient was not paid, which the merchant must know. Told the
// way the product tells a merchant anything outside the dashboard: a mail to the shop's owner, in
// their language. Queued in the reversal's own transaction, once per payout.

export const PAYOUT_REVERSED_QUEUE = 'payouts.reversed-notice';

export async function enqueuePayoutReversedNotice(tx: Tx, payout: Pick<Payout, 'shopId' | 'id'>) {
  await enqueue(tx as unknown as Db, {
    queue: PAYOUT_REVERSED_QUEUE,
    payload: { payoutId: payout.id },
    shopId: payout.shopId,
    dedupeKey: `payout-reversed:${payout.id}`,
  });
}

export async function payoutReversedNoticeJob(deps: Deps, job: Job): Promise<void> {
  const db = deps.database.db;
  const payoutId = (job.payload as { payoutId?: string }).payoutId;
  if (!job.shopId || !payoutId) return;
  const [row] = await db
    .select({ payout: payouts, to: payoutAccounts, shopName: shops.name })
    .from(payouts)
    .innerJoin(
      payoutAccounts,
      and(eq(payoutAccounts.shopId, payouts.shopId), eq(payoutAccounts.id, payouts.payoutAccountId)),
    )
    .innerJoin(shops, eq(shops.id, payouts.shopId))
    .where(and(eq(payouts.shopId, job.shopId), eq(payouts.id, payoutId)));
  if (!row) return;
  await mailShopOwners(db, deps.mailer, job.shopId, (owner) =>
    payoutReversedMail(owner.language, {
      name: owner.name,
      shopName: row.shopName,
      amount: formatMoney(row.payout.amount, row.payout.currency),
      destination: `${row.to.accountName} (${row.to.accountNumber})`,
      reason: row.payout.reason,
      link: `${deps.env.appUrl}/dashboard/transactions/payouts`,
    }),
  );
}

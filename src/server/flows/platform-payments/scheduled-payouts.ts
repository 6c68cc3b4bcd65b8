import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { platformShopSettings } from '../../db/schema/platform-payments.ts';
import type { Payout } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { availableForPayout, requestPayout } from '../../modules/ledger/index.ts';
import { payoutGate, platformPayoutBlock } from '../../modules/payouts/payout-gate.ts';
import { payoutRoute, sendPayout } from '../../modules/payouts/send-payout.ts';
import { setPayoutSchedule, type PayoutSchedule } from '../../modules/platform-payments/index.ts';
import { managedAccountOf } from './platform-status.ts';

// A shop's payout schedule (decision 0046): daily or weekly, its whole released platform balance
// goes to the payout account it chose. One job per shop and run, chained: each run enqueues the next.

export const SCHEDULED_PAYOUTS_QUEUE = 'platform.scheduled-payout';
const DAY_MS = 86_400_000;
const periodOf = (schedule: PayoutSchedule) => (schedule === 'weekly' ? 7 * DAY_MS : DAY_MS);

export async function enqueueScheduledPayout(db: Db, shopId: string, schedule: PayoutSchedule, from = new Date()) {
  if (schedule === 'manual') return;
  const runAt = new Date(from.getTime() + periodOf(schedule));
  await enqueue(db, {
    queue: SCHEDULED_PAYOUTS_QUEUE,
    payload: { shopId, schedule },
    shopId,
    // One run per shop and hour: setting the schedule twice does not make two chains grow.
    dedupeKey: `platform-payout:${shopId}:${Math.floor(runAt.getTime() / 3_600_000)}`,
    runAt,
  });
}

/** The shop sets its schedule; a daily or weekly one starts its chain of runs. */
export async function choosePayoutSchedule(
  db: Db,
  shopId: string,
  input: { schedule: PayoutSchedule; payoutAccountId: string | null },
) {
  await db.transaction(async (tx) => {
    await setPayoutSchedule(tx, shopId, input);
    await enqueueScheduledPayout(tx as unknown as Db, shopId, input.schedule);
  });
}

/**
 * One run: nothing when the schedule was turned off or changed since (a newer chain runs), the
 * money is not released (held, or the shop unverified: it waits for the next run), or there is
 * nothing to pay. Else the whole available balance is requested under the account's lock (never
 * more than is there) and handed to the provider after the commit, as a payout on request is.
 * `last_scheduled_at` is written with the payout, so a run repeated after a crash pays nothing twice.
 */
export async function runScheduledPayout(
  db: Db,
  env: Env,
  job: { shopId: string; schedule: PayoutSchedule; runAt: Date },
): Promise<Payout | null> {
  const { shopId, runAt } = job;
  const account = await managedAccountOf(db, env, shopId);
  const [chosen] = await db.select().from(platformShopSettings).where(eq(platformShopSettings.shopId, shopId));
  // Checked before anything is debited: a destination that cannot be paid any more skips this run.
  const route =
    account && chosen?.payoutAccountId
      ? await payoutRoute(db, env, shopId, account.id, chosen.payoutAccountId).catch(() => null)
      : null;
  type Run = { next: PayoutSchedule | null; payout?: Payout };
  const requested = await db.transaction(async (tx): Promise<Run> => {
    const [settings] = await tx
      .select()
      .from(platformShopSettings)
      .where(eq(platformShopSettings.shopId, shopId))
      .for('update');
    // Turned off, or changed since this chain began (the new schedule runs its own chain).
    if (!settings || settings.payoutSchedule !== job.schedule || !settings.payoutAccountId) return { next: null };
    const next = settings.payoutSchedule;
    if (settings.lastScheduledAt && settings.lastScheduledAt >= runAt) return { next: null };
    await tx
      .update(platformShopSettings)
      .set({ lastScheduledAt: runAt })
      .where(eq(platformShopSettings.shopId, shopId));
    if (!account || !route || settings.payoutAccountId !== chosen?.payoutAccountId) return { next };
    if (await platformPayoutBlock(db, shopId)) return { next };
    const amount = await availableForPayout(tx, shopId, account.id);
    if (amount <= 0) return { next };
    const input = { account_id: account.id, payout_account_id: settings.payoutAccountId, amount };
    return { next, payout: await requestPayout(tx as unknown as Db, shopId, null, input, payoutGate(db)) };
  });
  if (requested.next) await enqueueScheduledPayout(db, shopId, requested.next, runAt);
  if (!requested.payout || !route) return null;
  // After the commit, as a payout on request: sendPayout never throws for the provider's sake.
  await sendPayout(db, env, requested.payout, route);
  return requested.payout;
}

export async function scheduledPayoutsJob(deps: Deps, job: Job): Promise<void> {
  const { shopId, schedule } = job.payload as { shopId: string; schedule: PayoutSchedule };
  await runScheduledPayout(deps.database.db, deps.env, { shopId, schedule, runAt: job.runAt });
}

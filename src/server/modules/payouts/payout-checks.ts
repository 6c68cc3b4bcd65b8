import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payouts, type Payout } from '../../db/schema/payments.ts';
import type { Job } from '../../db/schema/jobs.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { accountContext, accountProvider } from '../payments/account-context.ts';
import type { StatusOutcome } from '../payments/providers/index.ts';
import { payoutReference } from './payout-reference.ts';
import { settlePayout, type PayoutSettlement } from './settle-payout.ts';

// The payout sweeper: a payout the provider has not finished (no callback yet, or the start call
// timed out) is asked about until it is paid or failed, so a lost callback still settles it.

export const PAYOUT_SWEEP_QUEUE = 'payouts.sweep';
const CHECK_EVERY_MS = 60_000;
/**
 * A payout the provider still does not know this long after it was requested never reached it
 * (the start call was lost before the provider took it): it fails and its money comes back.
 */
const UNKNOWN_AFTER_MS = 30 * 60_000;
const BATCH = 100;

export async function enqueuePayoutCheck(db: Db, payout: Pick<Payout, 'shopId' | 'id'>, now = new Date()) {
  const runAt = new Date(now.getTime() + CHECK_EVERY_MS);
  await enqueue(db, {
    queue: PAYOUT_SWEEP_QUEUE,
    payload: { payoutId: payout.id },
    shopId: payout.shopId,
    dedupeKey: `payout-check:${payout.id}:${runAt.getTime()}`,
    runAt,
  });
}

/** Asks about every open payout not touched for a minute (at most a batch). */
export async function sweepDuePayouts(db: Db, env: Env, now = new Date()): Promise<PayoutSettlement[]> {
  const due = await db
    .select()
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['requested', 'processing']),
        lte(payouts.updatedAt, new Date(now.getTime() - CHECK_EVERY_MS)),
      ),
    )
    .orderBy(asc(payouts.updatedAt))
    .limit(BATCH);
  const outcomes: PayoutSettlement[] = [];
  for (const payout of due) outcomes.push(await checkPayout(db, env, payout, now));
  return outcomes;
}

async function checkPayout(db: Db, env: Env, payout: Payout, now: Date): Promise<PayoutSettlement> {
  // Claims it: a sweep running beside this one sees it touched and leaves it.
  const [claimed] = await db
    .update(payouts)
    .set({ updatedAt: now })
    .where(
      and(
        eq(payouts.shopId, payout.shopId),
        eq(payouts.id, payout.id),
        lte(payouts.updatedAt, new Date(now.getTime() - CHECK_EVERY_MS)),
      ),
    )
    .returning();
  if (!claimed) return 'already_final';
  const answer = await askProvider(db, env, payout);
  if (answer.outcome === 'answered' && answer.status !== 'pending')
    return settlePayout(db, payout, { status: answer.status, providerRef: answer.providerRef, reason: answer.reason });
  if (answer.outcome === 'not-found' && now.getTime() - payout.createdAt.getTime() > UNKNOWN_AFTER_MS)
    return settlePayout(db, payout, { status: 'failed', providerRef: null, reason: answer.reason ?? 'not found' });
  await enqueuePayoutCheck(db, payout, now);
  return 'processing';
}

async function askProvider(db: Db, env: Env, payout: Payout): Promise<StatusOutcome> {
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, payout.shopId), eq(paymentAccounts.id, payout.accountId)));
  try {
    const provider = accountProvider(account!);
    if (!provider.queryPayout) throw new Error('no payout query');
    return await provider.queryPayout(accountContext(env, account!), {
      reference: payoutReference(payout.id),
      providerRef: payout.providerReference,
    });
  } catch (error) {
    return { outcome: 'unknown', code: 'refused', reason: (error as Error).message, exchanges: [] };
  }
}

export async function sweepPayoutsJob(deps: Deps, _job: Job): Promise<void> {
  await sweepDuePayouts(deps.database.db, deps.env);
}

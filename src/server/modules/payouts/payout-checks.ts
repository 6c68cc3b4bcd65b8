import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payouts, type Payout } from '../../db/schema/payments.ts';
import type { Job } from '../../db/schema/jobs.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { accountContext, accountProvider } from '../payments/index.ts';
import type { StatusOutcome } from '../payments/index.ts';
import {
  BACKOFF_WINDOW_MS,
  GIVE_UP_AFTER_MS,
  LATE_RECHECK_MS,
  RECHECK_CAP_MS,
  recheckAfter,
} from '../payments/index.ts';
import { payoutReference } from './payout-reference.ts';
import { OPEN_PAYOUT, settlePayout, type PayoutSettlement } from './settle-payout.ts';

// The payout sweeper: a payout the provider has not finished (no callback yet, the start call
// timed out, or an answer that is no documented verdict) is asked about until it is paid, failed
// or reversed, so a lost callback still settles it. It is never failed on a guess (issue 25): an
// unknown payout keeps its money held and is asked again on unsettled-schedule.ts's schedule
// (from its request: backoff from 1 min capped at 1 h for 24 h, then every 6 h up to 7 days).

export const PAYOUT_SWEEP_QUEUE = 'payouts.sweep';
const FIRST_CHECK_MS = 60_000;
/**
 * A payout the provider still does not know this long after it was requested, and whose start it
 * never acknowledged (no reference of its own), never reached it: it fails and its money comes back.
 */
const NEVER_ARRIVED_AFTER_MS = 30 * 60_000;
const BATCH = 100;

/** A sweep job `afterMs` from now (the first check by default: a minute after the request). */
export async function enqueuePayoutCheck(
  db: Db,
  payout: Pick<Payout, 'shopId' | 'id'>,
  now = new Date(),
  afterMs = FIRST_CHECK_MS,
) {
  const runAt = new Date(now.getTime() + afterMs);
  await enqueue(db, {
    queue: PAYOUT_SWEEP_QUEUE,
    payload: { payoutId: payout.id },
    shopId: payout.shopId,
    dedupeKey: `payout-check:${payout.id}:${runAt.getTime()}`,
    runAt,
  });
}

const ms = (n: number) => sql.raw(`interval '${n} milliseconds'`);
/**
 * Due: open, and its last touch (updated_at: request, answer or check) is older than
 * recheckAfter(its age at that touch): the same schedule as unsettled-schedule.ts, in SQL so
 * that the sweep picks only the due ones, oldest touch first.
 */
function dueAt(now: Date): SQL {
  const age = sql`(${payouts.updatedAt} - ${payouts.createdAt})`;
  const wait = sql`case when ${age} < ${ms(BACKOFF_WINDOW_MS)} then least(${ms(RECHECK_CAP_MS)}, greatest(${ms(FIRST_CHECK_MS)}, ${age})) else ${ms(LATE_RECHECK_MS)} end`;
  return and(
    inArray(payouts.status, [...OPEN_PAYOUT]),
    sql`${payouts.createdAt} > ${new Date(now.getTime() - GIVE_UP_AFTER_MS)}`,
    sql`${payouts.updatedAt} + ${wait} <= ${now}`,
  )!;
}

/** Asks about every open payout whose next check has come (at most a batch). */
export async function sweepDuePayouts(db: Db, env: Env, now = new Date()): Promise<PayoutSettlement[]> {
  const due = await db.select().from(payouts).where(dueAt(now)).orderBy(asc(payouts.updatedAt)).limit(BATCH);
  const outcomes: PayoutSettlement[] = [];
  for (const payout of due) {
    const outcome = await checkPayout(db, env, payout, now);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * One check: claims the payout (a sweep beside this one sees it touched and leaves it), asks the
 * provider and settles what it said. `byHand`: due whatever its schedule. Null: not due any more.
 */
export async function checkPayout(
  db: Db,
  env: Env,
  payout: Pick<Payout, 'shopId' | 'id'>,
  now: Date,
  options: { byHand?: boolean } = {},
): Promise<PayoutSettlement | null> {
  const [claimed] = await db
    .update(payouts)
    .set({ updatedAt: now })
    .where(
      and(
        eq(payouts.shopId, payout.shopId),
        eq(payouts.id, payout.id),
        options.byHand ? inArray(payouts.status, [...OPEN_PAYOUT]) : dueAt(now),
      ),
    )
    .returning();
  if (!claimed) return null;
  const answer = await askProvider(db, env, claimed);
  let settled: PayoutSettlement;
  if (answer.outcome === 'answered') {
    settled = await settlePayout(
      db,
      claimed,
      {
        status: answer.status,
        providerRef: answer.providerRef,
        reason: answer.reason,
        fee: answer.fee,
        feeReturned: answer.feeReturned,
      },
      now,
    );
  } else if (
    answer.outcome === 'not-found' &&
    !claimed.providerReference &&
    now.getTime() - claimed.createdAt.getTime() > NEVER_ARRIVED_AFTER_MS
  ) {
    settled = await settlePayout(db, claimed, {
      status: 'failed',
      providerRef: null,
      reason: answer.reason ?? 'not found',
    });
  } else {
    // No documented verdict (no answer, an unlisted code, or not found although the provider took
    // it): unknown, the money held, asked again.
    const why = answer.reason ?? (answer.outcome === 'unknown' ? answer.code : 'not found');
    settled = await settlePayout(db, claimed, { status: 'unknown', providerRef: null, reason: why }, now);
  }
  if (settled === 'processing' || settled === 'unknown') {
    const wait = recheckAfter(now.getTime() - claimed.createdAt.getTime(), FIRST_CHECK_MS);
    if (wait !== null) await enqueuePayoutCheck(db, claimed, now, wait);
  }
  return settled;
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

import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payments, type Payment, type PaymentAccount } from '../../db/schema/payments.ts';
import type { Job } from '../../db/schema/jobs.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { accountContext, accountProvider, storedExchanges } from './account-context.ts';
import type { ProviderContext, RawExchange, StatusOutcome } from './providers/index.ts';
import { settlePayment, type Settlement } from './settle-payment.ts';

// The sweeper (issue 15): a pending payment is asked about on a back-off schedule until the
// provider gives a final answer or the payment expires, so a callback that never came (or came
// forged, or to a server that was down) still settles it. Each check is a job on the durable
// queue at the payment's next_check_at; a sweep picks up every due payment, whichever job ran it.

export const SWEEP_QUEUE = 'payments.sweep';
const FIRST_CHECK_MS = 30_000;
const BASE_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 5 * 60_000;
/** A claimed check holds the payment this long: a crashed sweep's payment is due again after it. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 100;

export const firstCheckAt = (now: Date) => new Date(now.getTime() + FIRST_CHECK_MS);

/** After the nth check: 15 s, 30 s, 1 min, 2 min, 4 min, then every 5 min until expiry. */
export const backoffAfter = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

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

export type SweepResult = { checked: number; outcomes: Settlement[] };

/** Checks every pending payment whose next check has come (at most a batch). */
export async function sweepDuePayments(db: Db, env: Env, now = new Date()): Promise<SweepResult> {
  const due = await db
    .select({ shopId: payments.shopId, id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.nextCheckAt, now)))
    .orderBy(asc(payments.nextCheckAt))
    .limit(BATCH);
  const outcomes: Settlement[] = [];
  const errors: unknown[] = [];
  for (const row of due) {
    // One broken account (credentials that no longer open) must not hold up the others' checks;
    // its claim lapses and it is tried again, and the job's failure shows the error.
    try {
      const outcome = await checkPayment(db, env, row.shopId, row.id, now);
      if (outcome) outcomes.push(outcome);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw errors[0];
  return { checked: outcomes.length, outcomes };
}

/**
 * One check: claims the payment (so two sweeps never query it at once), asks the provider, and
 * settles a final answer; else it schedules the next check, or expires a payment past its time.
 * Null when the payment was not due any more (settled by a callback, or claimed by another sweep).
 */
export async function checkPayment(
  db: Db,
  env: Env,
  shopId: string,
  id: string,
  now: Date,
): Promise<Settlement | null> {
  const [claimed] = await db
    .update(payments)
    .set({
      attempts: sql`${payments.attempts} + 1`,
      nextCheckAt: new Date(now.getTime() + CLAIM_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        lte(payments.nextCheckAt, now),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, claimed.accountId)));
  const answer = await askProvider(env, account!, claimed);
  if (answer.stored.length)
    await db
      .update(payments)
      .set({ raw: sql`${payments.raw} || ${JSON.stringify(answer.stored)}::jsonb` })
      .where(and(eq(payments.shopId, shopId), eq(payments.id, id)));
  if (answer.outcome === 'answered' && answer.status !== 'pending') {
    return settlePayment(db, claimed, {
      status: answer.status,
      providerRef: answer.providerRef,
      amount: answer.amount,
      currency: answer.currency,
      reason: answer.reason,
    });
  }
  if (now >= claimed.expiresAt) {
    // 'not-found' at expiry: the push never reached the provider; either way nobody will pay now.
    return settlePayment(db, claimed, {
      status: 'expired',
      providerRef: null,
      amount: null,
      currency: null,
      reason: answer.reason ?? 'expired',
    });
  }
  const next = new Date(
    Math.min(now.getTime() + backoffAfter(claimed.attempts), Math.max(claimed.expiresAt.getTime(), now.getTime())),
  );
  const [rescheduled] = await db
    .update(payments)
    .set({ nextCheckAt: next, reason: answer.reason ?? claimed.reason })
    .where(and(eq(payments.shopId, shopId), eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  if (rescheduled) await enqueueCheck(db, rescheduled);
  return 'pending';
}

/**
 * The provider's answer about a payment, with its exchanges as they may be stored. An account that
 * cannot be used any more (credentials sealed with another key) is an answer-less check: the
 * payment keeps its schedule and expires in time instead of failing every sweep.
 */
async function askProvider(
  env: Env,
  account: PaymentAccount,
  payment: Payment,
): Promise<StatusOutcome & { stored: RawExchange[] }> {
  let ctx: ProviderContext;
  try {
    ctx = accountContext(env, account);
  } catch {
    return { outcome: 'unknown', code: 'refused', reason: 'credentials unreadable', exchanges: [], stored: [] };
  }
  const answer = await accountProvider(account).queryStatus(ctx, {
    reference: payment.reference,
    providerRef: payment.providerReference,
    network: payment.network,
  });
  return { ...answer, stored: storedExchanges(account, ctx, answer.exchanges) };
}

/** The queue's handler: a sweep at the time one payment was due (it takes every due one along). */
export async function sweepPaymentsJob(deps: Deps, _job: Job): Promise<void> {
  await sweepDuePayments(deps.database.db, deps.env);
}

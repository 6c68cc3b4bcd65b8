import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payments, type Payment, type PaymentAccount } from '../../db/schema/payments.ts';
import type { Job } from '../../db/schema/jobs.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import { accountContext, accountProvider, storedExchanges } from '../../modules/payments/account-context.ts';
import type {
  CancelOutcome,
  ProviderContext,
  RawExchange,
  StatusOutcome,
} from '../../modules/payments/providers/index.ts';
import { settlePayment, type Settlement } from './settle-payment.ts';
import { recheckAfter } from '../../modules/payments/unsettled-schedule.ts';
import { enqueueCheck } from '../../modules/payments/check-schedule.ts';

// The sweeper (issues 15 and 25): an unsettled payment is asked about on a back-off schedule until
// the provider gives a documented final answer, so a callback that never came (or came forged, or
// to a server that was down) still settles it. Each check is a job on the durable queue at the
// payment's next_check_at; a sweep picks up every due payment, whichever job ran it.
//
// Our wait (expires_at, 15 min) is how long the customer is shown "check your phone"; it is not a
// verdict. When it ends, the push is cancelled at the provider where the provider offers that, and
// a payment still without a final answer becomes 'unknown': it keeps being asked about
// (unsettled-schedule.ts: backoff capped at 1 h for 24 h, then every 6 h up to 7 days, then by hand
// from reconciliation), and a late success is credited like any other. 'expired' comes only from
// the provider's own word, a cancel it confirmed, or a push it does not know once our wait is over.

const BASE_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 5 * 60_000;
/** The first check after our wait ends comes at least this long after the one before. */
const UNKNOWN_MIN_RECHECK_MS = 5 * 60_000;
/** A claimed check holds the payment this long: a crashed sweep's payment is due again after it. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 100;
/** The statuses the sweeper still asks about (isFinal in lib/mobile-money.ts is their complement). */
export const UNSETTLED = ['pending', 'unknown'] as const;

/** Within our wait, after the nth check: 15 s, 30 s, 1 min, 2 min, 4 min, then every 5 min. */
export const backoffAfter = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/** What one check came to: a settlement, or 'unknown' (our wait is over, no verdict yet). */
export type CheckOutcome = Settlement | 'unknown';
export type SweepResult = { checked: number; outcomes: CheckOutcome[] };

/** Checks every unsettled payment whose next check has come (at most a batch). */
export async function sweepDuePayments(db: Db, env: Env, now = new Date()): Promise<SweepResult> {
  const due = await db
    .select({ shopId: payments.shopId, id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, UNSETTLED), lte(payments.nextCheckAt, now)))
    .orderBy(asc(payments.nextCheckAt))
    .limit(BATCH);
  const outcomes: CheckOutcome[] = [];
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
 * settles a documented final answer; else it schedules the next check. At the end of our wait it
 * cancels at the provider and leaves the payment 'unknown' (see the top of this file).
 * `byHand` ("ask the provider again"): due whatever its schedule, even after the 7 days.
 * Null when the payment was not due any more (settled by a callback, or claimed by another sweep).
 */
export async function checkPayment(
  db: Db,
  env: Env,
  shopId: string,
  id: string,
  now: Date,
  options: { byHand?: boolean } = {},
): Promise<CheckOutcome | null> {
  // Read before the claim moves it: a check scheduled within our wait is the one that ends it.
  const [before] = await db
    .select({ nextCheckAt: payments.nextCheckAt })
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.id, id)));
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
        inArray(payments.status, UNSETTLED),
        options.byHand ? undefined : lte(payments.nextCheckAt, now),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, claimed.accountId)));
  const answer = await askProvider(env, account!, claimed);
  await keepExchanges(db, claimed, answer.stored);
  if (answer.outcome === 'answered' && isVerdict(answer.status)) {
    return settlePayment(db, claimed, {
      status: answer.status,
      providerRef: answer.providerRef,
      amount: answer.amount,
      currency: answer.currency,
      reason: answer.reason,
      fee: answer.fee,
    });
  }
  if (now < claimed.expiresAt) {
    // Still within our wait: the customer may be entering the PIN right now. The provider's
    // "pending" tells that a push whose start got no answer did reach it.
    const next = new Date(Math.min(now.getTime() + backoffAfter(claimed.attempts), claimed.expiresAt.getTime()));
    const status = answer.outcome === 'answered' && answer.status === 'pending' ? 'pending' : claimed.status;
    return reschedule(db, claimed, status, next, answer.reason ?? claimed.reason);
  }
  if (answer.outcome === 'not-found') {
    // Past our wait and the provider has no such push: it never reached the provider, nobody can pay it.
    return settlePayment(db, claimed, expiry(answer.reason ?? 'not found at the provider'));
  }
  let reason = answer.reason ?? claimed.reason;
  const waitJustEnded =
    claimed.status === 'pending' || (before?.nextCheckAt != null && before.nextCheckAt <= claimed.expiresAt);
  if (waitJustEnded) {
    // Our wait just ended: ask the provider to stop taking this payment, once (also a push whose
    // start got no answer: it may be on the customer's phone).
    const cancel = await cancelAtProvider(env, account!, claimed);
    await keepExchanges(db, claimed, cancel.stored);
    if (cancel.outcome === 'cancelled') return settlePayment(db, claimed, expiry('cancelled at the provider'));
    if (cancel.outcome !== 'none') reason = `cancel ${cancel.outcome}: ${cancel.reason ?? cancel.code ?? ''}`.trim();
  }
  const wait = recheckAfter(now.getTime() - claimed.expiresAt.getTime(), UNKNOWN_MIN_RECHECK_MS);
  return reschedule(db, claimed, 'unknown', wait === null ? null : new Date(now.getTime() + wait), reason);
}

/** A provider's status that ends a payment. 'reversed' is about a success and has its own path. */
const isVerdict = (status: string) => status === 'succeeded' || status === 'failed' || status === 'expired';

const expiry = (reason: string) =>
  ({ status: 'expired', providerRef: null, amount: null, currency: null, reason }) as const;

async function keepExchanges(db: Db, payment: Payment, stored: RawExchange[]) {
  if (!stored.length) return;
  await db
    .update(payments)
    .set({ raw: sql`${payments.raw} || ${JSON.stringify(stored)}::jsonb` })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
}

/** Keeps an unsettled payment for its next check (none: only by hand from now on). */
async function reschedule(
  db: Db,
  payment: Payment,
  status: Payment['status'],
  next: Date | null,
  reason: string | null,
): Promise<CheckOutcome> {
  const [rescheduled] = await db
    .update(payments)
    .set({ status, nextCheckAt: next, reason })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), inArray(payments.status, UNSETTLED)))
    .returning();
  if (!rescheduled) return 'ignored';
  await enqueueCheck(db, rescheduled);
  return status === 'unknown' ? 'unknown' : 'pending';
}

/**
 * The provider's answer about a payment, with its exchanges as they may be stored. An account that
 * cannot be used any more (credentials sealed with another key) is an answer-less check: the
 * payment keeps its schedule (and becomes 'unknown' after our wait) instead of failing every sweep.
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

/**
 * Asks about a payment already credited, for a reversal only: ClickPesa documents REVERSED /
 * REFUNDED after a success and sends no webhook for them, so only its status query tells. Any
 * other answer changes nothing (the success stands); a reversal is booked once (reverse-payment.ts).
 */
export async function checkSucceededForReversal(
  db: Db,
  env: Env,
  payment: Payment,
): Promise<CheckOutcome | 'already_final'> {
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, payment.shopId), eq(paymentAccounts.id, payment.accountId)));
  const answer = await askProvider(env, account!, payment);
  await keepExchanges(db, payment, answer.stored);
  if (answer.outcome !== 'answered' || answer.status !== 'reversed') return 'already_final';
  return settlePayment(db, payment, {
    status: 'reversed',
    providerRef: answer.providerRef,
    amount: answer.amount,
    currency: answer.currency,
    reason: answer.reason,
  });
}

/** The provider's cancel where it offers one ('none' where it does not, or cannot be asked). */
async function cancelAtProvider(
  env: Env,
  account: PaymentAccount,
  payment: Payment,
): Promise<(CancelOutcome & { stored: RawExchange[] }) | { outcome: 'none'; stored: [] }> {
  const provider = accountProvider(account);
  if (!provider.cancelCollection) return { outcome: 'none', stored: [] };
  let ctx: ProviderContext;
  try {
    ctx = accountContext(env, account);
  } catch {
    return { outcome: 'none', stored: [] };
  }
  let answer: CancelOutcome;
  try {
    answer = await provider.cancelCollection(ctx, {
      reference: payment.reference,
      providerRef: payment.providerReference,
      network: payment.network,
    });
  } catch (error) {
    // A cancel that could not be sent changes nothing: the payment stays to its status queries.
    answer = { outcome: 'unknown', code: 'network', reason: (error as Error).message, exchanges: [] };
  }
  return { ...answer, stored: storedExchanges(account, ctx, answer.exchanges) };
}

/** The queue's handler: a sweep at the time one payment was due (it takes every due one along). */
export async function sweepPaymentsJob(deps: Deps, _job: Job): Promise<void> {
  await sweepDuePayments(deps.database.db, deps.env);
}

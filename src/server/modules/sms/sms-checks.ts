// Delivery reports by polling (Beem, NextSMS) and rows a dead process left in 'sending': a sweep
// job asks the gateway about every message whose next_check_at has come, with a widening wait,
// and gives up after a day (the message keeps its last status). Jobs are bucketed per half minute
// (one job per bucket, whatever the number of messages), and a sweep takes the due rows with a
// lease (skip locked), so two workers never ask about one message at once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { smsAccounts, smsMessages, type SmsMessage } from '../../db/schema/sms.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { maskSecrets } from '../../http/mask-secrets.ts';
import { accountSmsContext, type SmsEnv } from './sms-account.service.ts';
import { smsProviders } from './providers/index.ts';
import { DEFAULT_TIMEOUT_MS } from '../../providers/http-call.ts';
import type { DeliveryStatus } from './providers/sms-provider.ts';

export const SMS_SWEEP_QUEUE = 'sms.sweep';
/** Past the longest call (SMS_TIMEOUT_MS ≤ 120 s): a row still 'sending' then was left by a dead process. */
const FIRST_CHECK_MS = 150_000;
/** The waits between checks; after the last the message is left as it is. */
const WAITS_MS = [60_000, 120_000, 300_000, 900_000, 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
const BUCKET_MS = 30_000;
const LEASE_MS = 60_000;
const BATCH = 200;

export const firstCheckAt = (now: Date) => new Date(now.getTime() + FIRST_CHECK_MS);

/** A sweep job at (the end of the half minute of) the message's next check; one job per bucket. */
export async function scheduleCheck(db: Db, message: Pick<SmsMessage, 'nextCheckAt'>): Promise<void> {
  if (!message.nextCheckAt) return;
  const bucket = new Date(Math.ceil(message.nextCheckAt.getTime() / BUCKET_MS) * BUCKET_MS);
  await enqueue(db, {
    queue: SMS_SWEEP_QUEUE,
    payload: {},
    dedupeKey: `sms-sweep:${bucket.toISOString()}`,
    runAt: bucket,
  });
}

const nextWait = (checks: number) => (checks < WAITS_MS.length ? WAITS_MS[checks]! : null);

/** Takes up to BATCH due messages, pushing their next check a lease ahead so no other sweep takes them. */
async function claimDue(db: Db): Promise<SmsMessage[]> {
  const due = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(sql`${smsMessages.nextCheckAt} <= now()`)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(smsMessages)
    .set({ nextCheckAt: sql`now() + ${LEASE_MS} * interval '1 millisecond'` })
    .where(inArray(smsMessages.id, due))
    .returning();
}

type CheckResult = 'interrupted' | 'delivered' | 'failed' | 'pending' | 'given-up';

/** Asks about one message and records what was learnt (final statuses are never undone). */
export async function checkMessage(db: Db, env: SmsEnv, message: SmsMessage): Promise<CheckResult> {
  const where = and(eq(smsMessages.shopId, message.shopId), eq(smsMessages.id, message.id));
  if (message.status === 'sending') {
    // The process that sent it died before recording the outcome: it may have gone. Never resent.
    await db
      .update(smsMessages)
      .set({ status: 'unknown', reason: 'interrupted', nextCheckAt: null, updatedAt: new Date() })
      .where(and(where, eq(smsMessages.status, 'sending')));
    return 'interrupted';
  }
  const provider = smsProviders[message.provider];
  const [account] = await db
    .select()
    .from(smsAccounts)
    .where(and(eq(smsAccounts.shopId, message.shopId), eq(smsAccounts.id, message.accountId)));
  const ctx = account ? accountSmsContext(env, account) : null;
  const later = async (): Promise<CheckResult> => {
    const wait = nextWait(message.checks);
    await db
      .update(smsMessages)
      .set({ checks: message.checks + 1, nextCheckAt: wait === null ? null : new Date(Date.now() + wait) })
      .where(where);
    if (wait !== null) await scheduleCheck(db, { nextCheckAt: new Date(Date.now() + wait) });
    return wait === null ? 'given-up' : 'pending';
  };
  if (!ctx || provider.reportsBy !== 'polling' || !message.providerMessageId) {
    await db.update(smsMessages).set({ nextCheckAt: null }).where(where);
    return 'given-up';
  }
  const answer = await provider.deliveryStatus(ctx, {
    providerMessageId: message.providerMessageId,
    to: message.to,
    reference: message.id,
  });
  if (answer.outcome === 'answered' && answer.status !== 'accepted') {
    await recordDelivery(db, message, answer.status, answer.reason, answer.exchanges);
    return answer.status;
  }
  return later();
}

/**
 * A delivery report (queried or posted): delivered or failed is final, and is written only over a
 * status that is not final yet (a late 'Sent' never undoes 'delivered').
 */
export async function recordDelivery(
  db: Db,
  message: Pick<SmsMessage, 'shopId' | 'id' | 'exchanges'>,
  status: DeliveryStatus,
  reason: string | null,
  exchanges: readonly unknown[] = [],
): Promise<boolean> {
  const final = status === 'delivered' || status === 'failed';
  const rows = await db
    .update(smsMessages)
    .set({
      status,
      reason,
      nextCheckAt: final ? null : undefined,
      exchanges: exchanges.length
        ? [...message.exchanges, ...exchanges.map((e) => maskSecrets(e) as Record<string, unknown>)].slice(-6)
        : undefined,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(smsMessages.shopId, message.shopId),
        eq(smsMessages.id, message.id),
        inArray(smsMessages.status, ['sending', 'accepted', 'unknown']),
      ),
    )
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

/** One sweep: every due message (in batches); another sweep job when the batch was full. */
export async function sweepSms(db: Db, env: SmsEnv): Promise<number> {
  const due = await claimDue(db);
  for (const message of due) await checkMessage(db, env, message);
  if (due.length === BATCH) await enqueue(db, { queue: SMS_SWEEP_QUEUE, payload: {}, dedupeKey: null });
  return due.length;
}

export async function sweepSmsJob(deps: Deps, _job: Job): Promise<void> {
  await sweepSms(deps.database.db, deps.env);
}

/**
 * The shop's rows left 'sending' longer than any call lasts (the gateway timeout and a margin): the
 * process that sent them died mid-call, so each is 'unknown' now (maybe sent, never resent; asked
 * about by the sweeper where the gateway can be). Lets a campaign's runner settle what a killed
 * runner left without waiting for the sweeper's first check.
 */
export async function settleInterrupted(db: Db, env: SmsEnv, shopId: string): Promise<number> {
  const longest = (env.SMS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS) + 10_000;
  const rows = await db
    .update(smsMessages)
    .set({ status: 'unknown', reason: 'interrupted', nextCheckAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(smsMessages.shopId, shopId),
        eq(smsMessages.status, 'sending'),
        sql`${smsMessages.updatedAt} < now() - ${longest} * interval '1 millisecond'`,
      ),
    )
    .returning({ id: smsMessages.id });
  return rows.length;
}

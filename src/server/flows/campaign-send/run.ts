import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { shops } from '../../db/schema/shops.ts';
import { campaignRecipients } from '../../db/schema/campaigns.ts';
import { PermanentFailure, RetryLater } from '../../jobs/worker.ts';
import { getCampaignRow } from '../../modules/campaigns/index.ts';
import { sendSmsBatch, settleInterrupted, smsMessages, smsSender } from '../../modules/sms/index.ts';
import { claimChunk } from './chunk.ts';
import { finishIfDone, quietHoursWait, startPayload, syncSmsStatuses } from './send.ts';

// A campaign's runner (the campaigns.send job; start queues two): chunk after chunk, hand the
// recipients over (chunk.ts), send the chunk's SMS at the gateway's pace (the sms face's batch
// send), bring the recipients' statuses up from their messages. A run lasts about RUN_MS and then
// comes back at once (RetryLater, not an attempt), so its job's lock never runs out under it. A
// killed runner's job is taken again when its lock runs out; the SMS it left 'queued' are sent then
// (by it or the other runner: the claim keeps each once), and those it left mid-call are the sms
// marked unknown once no call can still be running (never resent) — the runner waits for that
// before the campaign is done.

const RUN_MS = 40_000;
/** An SMS row 'queued' this long was left by a runner that died (a chunk is two seconds of the lane's pace). */
const ORPHAN_MS = 20_000;
/**
 * Recipients per chunk: about two seconds of the gateway's pace, within sane bounds, drawn between
 * 0.6 and 1.4 of that so that the two runners do not finish their chunks together: while one takes
 * its next chunk, the other keeps the lane busy (equal chunks left the lane idle at every claim,
 * 7 % over the time the pace allows).
 */
const chunkSize = (perSecond: number) =>
  Math.round(Math.min(1000, Math.max(20, perSecond * 2)) * (0.6 + Math.random() * 0.8));

export async function runCampaignJob(deps: Deps, job: Job): Promise<void> {
  const p = startPayload.safeParse(job.payload);
  if (!p.success) throw new PermanentFailure('bad payload');
  const more = await runCampaign(deps.database.db, deps.env, p.data.shopId, p.data.campaignId);
  if (more !== null) throw new RetryLater(more.why, more.inMs, { attempt: false });
}

/** Sends chunks for about RUN_MS; answers when to come back, or null when this runner is done. */
export async function runCampaign(
  db: Db,
  env: Env,
  shopId: string,
  campaignId: string,
  runMs = RUN_MS,
): Promise<{ why: string; inMs: number } | null> {
  const end = Date.now() + runMs;
  const shopName = await shopNameOf(db, shopId);
  await sendOrphans(db, env, shopId, campaignId);
  for (;;) {
    const c = await getCampaignRow(db, shopId, campaignId);
    if (c.status === 'cancelled') {
      await cancelQueued(db, shopId, campaignId);
      return null;
    }
    if (c.status !== 'sending') return null;
    quietHoursWait(c);
    const sender = await smsSender(db, shopId);
    const chunk = await claimChunk(db, env, c, sender, shopName, chunkSize(sender?.perSecond ?? 80));
    await sendSmsBatch(db, env, shopId, chunk.smsRefs);
    await syncSmsStatuses(db, shopId, campaignId);
    await finishIfDone(db, shopId, campaignId);
    if (chunk.taken === 0) {
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(campaignRecipients)
        .where(
          and(
            eq(campaignRecipients.shopId, shopId),
            eq(campaignRecipients.campaignId, campaignId),
            eq(campaignRecipients.status, 'sending'),
          ),
        );
      if (left!.n === 0) return null;
      // Still on their way with the other runner, or left mid-call by a dead one: settled once no
      // call can still be running, then the campaign is done.
      if ((await settleInterrupted(db, env, shopId)) > 0) {
        await syncSmsStatuses(db, shopId, campaignId);
        await finishIfDone(db, shopId, campaignId);
        continue;
      }
      return { why: 'messages still on their way', inMs: 5_000 };
    }
    if (Date.now() > end) return { why: 'more to send', inMs: 0 };
  }
}

/** SMS a dead runner wrote and never tried: sent now (their rows' claim keeps each once). */
async function sendOrphans(db: Db, env: Env, shopId: string, campaignId: string) {
  const left = await db
    .select({ ref: smsMessages.ref })
    .from(smsMessages)
    .innerJoin(
      campaignRecipients,
      and(
        eq(campaignRecipients.shopId, smsMessages.shopId),
        sql`${smsMessages.ref} = 'campaign:' || ${campaignRecipients.id}::text`,
      ),
    )
    .where(
      and(
        eq(smsMessages.shopId, shopId),
        eq(campaignRecipients.campaignId, campaignId),
        eq(campaignRecipients.status, 'sending'),
        eq(smsMessages.status, 'queued'),
        lt(smsMessages.createdAt, sql`now() - ${ORPHAN_MS} * interval '1 millisecond'`),
      ),
    );
  await sendSmsBatch(
    db,
    env,
    shopId,
    left.map((r) => r.ref!),
  );
}

/** A cancelled campaign: who has not been handed over yet gets nothing. */
async function cancelQueued(db: Db, shopId: string, campaignId: string) {
  await db
    .update(campaignRecipients)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignRecipients.shopId, shopId),
        eq(campaignRecipients.campaignId, campaignId),
        inArray(campaignRecipients.status, ['queued']),
      ),
    );
  await finishIfDone(db, shopId, campaignId);
}

const shopNameOf = async (db: Db, shopId: string) =>
  (await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)))[0]?.name ?? '';

import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { conversationMessages } from '../../db/schema/chat.ts';
import { customers } from '../../db/schema/customers.ts';
import { shops } from '../../db/schema/shops.ts';
import { campaignRecipients, campaigns, type Campaign, type CampaignRecipient } from '../../db/schema/campaigns.ts';
import { PermanentFailure, RetryLater } from '../../jobs/worker.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { checkContent, campaignSettingsOf, getCampaignRow } from '../../modules/campaigns/index.ts';
import { sendSms, smsSender } from '../../modules/sms/index.ts';
import { mayMarketTo, optedOutAnywhere } from '../../modules/consent/index.ts';
import { inSendingHours, nextSendingTime } from '../../../lib/quiet-hours.ts';
import { insertRecipients } from './audience.ts';
import { smsTextFor } from './message-text.ts';

// Running a campaign (issue 27; docs/how-to-add-a-domain.md §7 and §9):
// - campaigns.start: audience → recipient rows in one statement (unique per customer) → RUNNERS
//   campaigns.send jobs, in the same transaction;
// - campaigns.send: a runner (run.ts) takes the queued recipients a chunk at a time (chunk.ts:
//   quiet hours, consent and the frequency cap checked then; WhatsApp handed to the bot's outbound
//   kernel and SMS written 'queued' in the chunk's transaction) and sends the chunk's SMS at the
//   gateway's pace after commit (sms face, ref campaign:<recipient id>: one row per ref, and a row
//   leaves 'queued' once), so a run killed anywhere and run again sends nobody twice;
// - campaigns.fallback: after the merchant's wait, a WhatsApp message Meta did not deliver
//   (131049, 131026) goes by SMS instead — never both.

import { START_QUEUE, SEND_QUEUE, FALLBACK_QUEUE } from './queues.ts';
export { START_QUEUE, SEND_QUEUE, FALLBACK_QUEUE };
/** Meta's "not delivered" codes that fall back to SMS (protocols.md §1; 131049: too many marketing messages). */
export const FALLBACK_CODES = new Set([131049, 131026]);

export const startPayload = z.object({ shopId: z.uuid(), campaignId: z.uuid() });
/** Runners per campaign: while one takes its next chunk, the other keeps the lane busy. */
const RUNNERS = 2;
const recipientPayload = z.object({ shopId: z.uuid(), recipientId: z.uuid() });

/** Queues the start of a scheduled (or sent-now) campaign, in the caller's transaction. */
export async function queueStart(db: Db, shopId: string, campaignId: string, at: Date) {
  await enqueue(db, {
    queue: START_QUEUE,
    payload: { shopId, campaignId },
    shopId,
    dedupeKey: campaignId,
    runAt: at,
  });
}

export async function startCampaignJob(deps: Deps, job: Job): Promise<void> {
  const p = startPayload.safeParse(job.payload);
  if (!p.success) throw new PermanentFailure('bad payload');
  await startCampaign(deps.database.db, p.data.shopId, p.data.campaignId);
}

/** Writes the recipients and queues their sends, all in one transaction (run again: nothing new). */
export async function startCampaign(db: Db, shopId: string, campaignId: string): Promise<void> {
  const sender = await smsSender(db, shopId);
  await db.transaction(async (tx) => {
    const c = await getCampaignRow(tx, shopId, campaignId, true);
    if (c.status !== 'scheduled' && c.status !== 'sending') return;
    // The template as it is now: one no longer approved leaves WhatsApp out (SMS still goes).
    const template = await checkContent(tx, shopId, c).catch(() => null);
    const settings = await campaignSettingsOf(tx, shopId);
    await insertRecipients(tx, shopId, campaignId, c.audience, {
      whatsapp: template !== null,
      sms: sender !== null && Boolean(c.smsTextEn || c.smsTextSw),
      capMessages: settings.capMessages,
      capDays: settings.capDays,
      campaignId,
    });
    await tx
      .update(campaigns)
      .set({
        status: 'sending',
        whatsappTemplate: template,
        startedAt: sql`coalesce(${campaigns.startedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(campaigns.shopId, shopId), eq(campaigns.id, campaignId)));
    const runAt = nextSendingTime(new Date(), c.sendFrom, c.sendUntil);
    for (let k = 0; k < RUNNERS; k++)
      await enqueue(tx, {
        queue: SEND_QUEUE,
        payload: { shopId, campaignId },
        shopId,
        dedupeKey: `${campaignId}:${k}`,
        runAt,
      });
  });
  await finishIfDone(db, shopId, campaignId);
}

/** A campaign with no recipient left queued or sending is done. */
export async function finishIfDone(db: Db, shopId: string, campaignId: string) {
  await db.execute(sql`
    update campaigns set status = 'done', finished_at = now(), updated_at = now()
    where shop_id = ${shopId}::uuid and id = ${campaignId}::uuid and status = 'sending'
      and not exists (select 1 from campaign_recipients r where r.shop_id = ${shopId}::uuid
        and r.campaign_id = ${campaignId}::uuid and r.status in ('queued', 'sending'))`);
}

async function recipientOf(db: Db, shopId: string, id: string, lock = false): Promise<CampaignRecipient | null> {
  const q = db
    .select()
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.shopId, shopId), eq(campaignRecipients.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

const shopNameOf = async (db: Db, shopId: string) =>
  (await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)))[0]?.name ?? '';

export function quietHoursWait(c: Campaign, now = new Date()) {
  if (inSendingHours(now, c.sendFrom, c.sendUntil)) return;
  const wait = nextSendingTime(now, c.sendFrom, c.sendUntil).getTime() - now.getTime();
  throw new RetryLater('outside the sending hours', wait, { attempt: false });
}

/** The SMS, after commit (never inside a transaction); the sms face sends once per ref. */
async function sendSmsOf(db: Db, env: Env, c: Campaign, shopId: string, shopName: string, r: CampaignRecipient) {
  const result = await sendSms(db, env, {
    shopId,
    to: r.phone,
    text: smsTextFor(env, c, shopName, r),
    purpose: 'campaign',
    ref: `campaign:${r.id}`,
  });
  const status =
    result.status === 'accepted'
      ? 'sent'
      : result.status === 'delivered'
        ? 'delivered'
        : result.status === 'refused' || result.status === 'failed'
          ? 'failed'
          : 'unknown';
  await db
    .update(campaignRecipients)
    .set({
      status,
      smsId: result.id || null,
      reason: status === 'failed' ? (result.reason ?? 'refused') : r.reason,
      ...(status === 'failed' && !r.fellBack ? { sentAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(campaignRecipients.shopId, shopId),
        eq(campaignRecipients.id, r.id),
        eq(campaignRecipients.status, 'sending'),
      ),
    );
}

export async function fallbackJob(deps: Deps, job: Job): Promise<void> {
  const p = recipientPayload.safeParse(job.payload);
  if (!p.success) throw new PermanentFailure('bad payload');
  await fallback(deps.database.db, deps.env, p.data.shopId, p.data.recipientId, job.attempts);
}

/**
 * After the wait: a WhatsApp message Meta says it did not deliver (131049, 131026) goes by SMS.
 * One still on its way is asked about again later (a few times); a delivered or read one is left.
 */
export async function fallback(db: Db, env: Env, shopId: string, recipientId: string, attempt = 1): Promise<void> {
  const r = await recipientOf(db, shopId, recipientId);
  if (r?.fellBack && r.channel === 'sms' && r.status === 'sending') {
    // Moved to SMS by a run that died before its SMS was written or sent: the sms face sends once
    // per ref, so this sends it if it never went and answers the row if it did (never twice).
    const c = await getCampaignRow(db, shopId, r.campaignId);
    await sendSmsOf(db, env, c, shopId, await shopNameOf(db, shopId), r);
    return;
  }
  if (!r || r.channel !== 'whatsapp' || r.fellBack || !r.messageId) return;
  const c = await getCampaignRow(db, shopId, r.campaignId);
  const [message] = await db
    .select({ status: conversationMessages.status, error: conversationMessages.error })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.shopId, shopId), eq(conversationMessages.id, r.messageId)));
  if (!message) return;
  if (message.status === 'pending' || message.status === 'sent') {
    if (attempt < 4)
      throw new RetryLater('WhatsApp has not said yet', Math.max(60_000, (c.fallbackAfterMinutes ?? 1) * 60_000), {
        attempt: true,
      });
    return;
  }
  if (message.status !== 'failed' || !FALLBACK_CODES.has(Number(message.error?.code))) return;
  if (!(c.smsTextEn || c.smsTextSw) || !(await smsSender(db, shopId))) return;
  quietHoursWait(c);
  const moved = await db.transaction(async (tx) => {
    const row = await recipientOf(tx, shopId, r.id, true);
    if (!row || row.fellBack || row.channel !== 'whatsapp') return false;
    const [may] = await tx
      .select({
        ok: sql<boolean>`${mayMarketTo(shopId, customers.id, 'sms')} and not ${optedOutAnywhere(shopId, customers.id)}`,
      })
      .from(customers)
      .where(and(eq(customers.shopId, shopId), eq(customers.id, r.customerId)));
    if (!may?.ok) return false;
    await tx
      .update(campaignRecipients)
      .set({
        channel: 'sms',
        fellBack: true,
        status: 'sending',
        reason: `whatsapp ${message.error?.code}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(campaignRecipients.shopId, shopId), eq(campaignRecipients.id, r.id)));
    return true;
  });
  const row = await recipientOf(db, shopId, r.id);
  if (row && row.status === 'sending' && row.channel === 'sms' && (moved || row.fellBack))
    await sendSmsOf(db, env, c, shopId, await shopNameOf(db, shopId), row);
}

/** Recipient statuses brought up to date from the messages (SMS rows by ref, WhatsApp rows by message). */
export async function refreshStatuses(db: Db, shopId: string, campaignId: string): Promise<void> {
  await db.execute(sql`
    update campaign_recipients r set status = case m.status when 'read' then 'read' when 'delivered' then 'delivered'
        when 'failed' then 'failed' else r.status end,
      reason = case when m.status <> 'failed' then r.reason when m.error->>'code' = 'interrupted' then 'interrupted'
        else coalesce(m.error->>'title', r.reason) end, updated_at = now()
    from conversation_messages m
    where r.shop_id = ${shopId}::uuid and r.campaign_id = ${campaignId}::uuid and r.channel = 'whatsapp'
      and m.shop_id = r.shop_id and m.id = r.message_id and r.status in ('sent', 'delivered')
      and m.status in ('delivered', 'read', 'failed') and m.status <> r.status`);
  await syncSmsStatuses(db, shopId, campaignId);
  await finishIfDone(db, shopId, campaignId);
}

/**
 * SMS recipients brought up to date from their messages (by ref): sent when the gateway took it,
 * then delivered or failed by its report; unknown when a process died mid-call. A refusal frees the
 * recipient's place under the frequency cap (nothing left).
 */
export async function syncSmsStatuses(db: Db, shopId: string, campaignId: string): Promise<void> {
  await db.execute(sql`
    update campaign_recipients r set status = x.mapped,
      reason = case when s.status in ('failed', 'refused', 'unknown') then coalesce(s.reason, r.reason) else r.reason end,
      sent_at = case when s.status = 'refused' and not r.fell_back then null else r.sent_at end, sms_id = s.id::text,
      updated_at = now()
    from sms_messages s,
      lateral (select case s.status when 'accepted' then 'sent' when 'refused' then 'failed' else s.status end as mapped) x
    where r.shop_id = ${shopId}::uuid and r.campaign_id = ${campaignId}::uuid and r.channel = 'sms'
      and s.shop_id = r.shop_id and s.ref = 'campaign:' || r.id::text
      and r.status in ('sending', 'sent', 'unknown', 'delivered')
      and s.status in ('accepted', 'delivered', 'failed', 'refused', 'unknown')
      and (s.status <> 'unknown' or r.status = 'sending')
      and x.mapped <> r.status`);
}

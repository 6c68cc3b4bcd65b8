import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Deps } from '../../http/context.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { conversationMessages } from '../../db/schema/chat.ts';
import { customers } from '../../db/schema/customers.ts';
import { shops } from '../../db/schema/shops.ts';
import { campaignRecipients, campaigns, type Campaign, type CampaignRecipient } from '../../db/schema/campaigns.ts';
import { PermanentFailure, RetryLater } from '../../jobs/worker.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { sendToPhone } from '../../chatbot/outbound.ts';
import {
  DEFAULT_SETTINGS,
  checkContent,
  campaignSettingsOf,
  getCampaignRow,
  linkPath,
} from '../../modules/campaigns/index.ts';
import { sendSms, smsSender } from '../../modules/sms/index.ts';
import { mayMarketTo, optedOutAnywhere, optOutHint, optOutPath } from '../../modules/consent/index.ts';
import { fillSmsText, smsWithHint, type SmsValues } from '../../../lib/sms-text.ts';
import { inSendingHours, nextSendingTime } from '../../../lib/quiet-hours.ts';
import { formatMoney } from '../../../lib/format.ts';
import { insertRecipients } from './audience.ts';

// Running a campaign (issue 27; docs/how-to-add-a-domain.md §7 and §9):
// - campaigns.start: audience → recipient rows in one statement (unique per customer) → one
//   campaigns.send job per queued recipient, in the same transaction;
// - campaigns.send: quiet hours and the frequency cap checked when it runs; the row claimed
//   queued → sending in a transaction; WhatsApp goes into the conversation in that same
//   transaction (the bot's outbound kernel: its send job is paced per number), SMS after commit
//   through the sms face (ref campaign:<recipient id>: a second call sends nothing), so a run
//   killed anywhere and run again sends nobody twice;
// - campaigns.fallback: after the merchant's wait, a WhatsApp message Meta did not deliver
//   (131049, 131026) goes by SMS instead — never both.

export const START_QUEUE = 'campaigns.start';
export const SEND_QUEUE = 'campaigns.send';
export const FALLBACK_QUEUE = 'campaigns.fallback';
/** Meta's "not delivered" codes that fall back to SMS (protocols.md §1; 131049: too many marketing messages). */
export const FALLBACK_CODES = new Set([131049, 131026]);

const startPayload = z.object({ shopId: z.uuid(), campaignId: z.uuid() });
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
    await tx.execute(sql`
      insert into ${jobs} (queue, payload, shop_id, dedupe_key, run_at, max_attempts)
      select ${SEND_QUEUE}, jsonb_build_object('shopId', r.shop_id, 'recipientId', r.id), r.shop_id, r.id::text,
        ${runAt.toISOString()}::timestamptz, 8
      from campaign_recipients r where r.shop_id = ${shopId}::uuid and r.campaign_id = ${campaignId}::uuid and r.status = 'queued'
      on conflict do nothing`);
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

/** The values of a recipient's variables. */
export function valuesOf(
  env: Env,
  shopName: string,
  r: Pick<CampaignRecipient, 'id' | 'name' | 'amountOwed'>,
): SmsValues {
  return {
    name: r.name,
    shop: shopName,
    link: `${env.appUrl}${linkPath(env.secretKey, r.id)}`,
    amount_owed: formatMoney(r.amountOwed),
  };
}

/** The SMS a recipient gets: their language's text (else the other), filled, with the opt-out hint and link. */
export function smsTextFor(
  env: Env,
  c: Pick<Campaign, 'smsTextEn' | 'smsTextSw'>,
  shopId: string,
  shopName: string,
  r: Pick<CampaignRecipient, 'id' | 'name' | 'amountOwed' | 'language' | 'customerId'>,
): string {
  const text = r.language === 'en' ? c.smsTextEn || c.smsTextSw : c.smsTextSw || c.smsTextEn;
  const language = r.language === 'en' && c.smsTextEn ? 'en' : c.smsTextSw ? 'sw' : 'en';
  const hint = `${optOutHint(language)} ${env.appUrl}${optOutPath(shopId, r.customerId, env)}`;
  return smsWithHint(fillSmsText(text, valuesOf(env, shopName, r)), hint);
}

function quietHoursWait(c: Campaign, now = new Date()) {
  if (inSendingHours(now, c.sendFrom, c.sendUntil)) return;
  const wait = nextSendingTime(now, c.sendFrom, c.sendUntil).getTime() - now.getTime();
  throw new RetryLater('outside the sending hours', wait, { attempt: false });
}

type Claim = 'gone' | 'whatsapp' | 'sms';

export async function sendRecipientJob(deps: Deps, job: Job): Promise<void> {
  const p = recipientPayload.safeParse(job.payload);
  if (!p.success) throw new PermanentFailure('bad payload');
  await sendRecipient(deps.database.db, deps.env, p.data.shopId, p.data.recipientId);
}

/** Sends one recipient's message; safe to run any number of times (see the top of this file). */
export async function sendRecipient(db: Db, env: Env, shopId: string, recipientId: string): Promise<void> {
  // The recipient and its campaign in one read (a bulk send does this 100,000 times).
  const [found] = await db
    .select({ r: campaignRecipients, c: campaigns })
    .from(campaignRecipients)
    .innerJoin(
      campaigns,
      and(eq(campaigns.shopId, campaignRecipients.shopId), eq(campaigns.id, campaignRecipients.campaignId)),
    )
    .where(and(eq(campaignRecipients.shopId, shopId), eq(campaignRecipients.id, recipientId)));
  if (!found) return;
  const { r, c } = found;
  if (r.status !== 'queued' && r.status !== 'sending') return;
  if (c.status === 'cancelled' && r.status === 'queued') {
    await db
      .update(campaignRecipients)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(
          eq(campaignRecipients.shopId, shopId),
          eq(campaignRecipients.id, r.id),
          eq(campaignRecipients.status, 'queued'),
        ),
      );
    return finishIfDone(db, shopId, c.id);
  }
  quietHoursWait(c);
  const shopName = await cachedShopName(db, shopId);
  let claim: Claim = r.status === 'sending' && r.channel === 'sms' ? 'sms' : 'gone';
  if (r.status === 'queued') claim = await claimAndHandOver(db, env, c, r, shopName);
  if (claim === 'sms') await sendSmsOf(db, env, c, shopId, shopName, r);
  await finishIfDone(db, shopId, c.id);
}

/** Shop names for message texts, kept a minute per process (a renamed shop shows within that). */
const shopNames = new Map<string, { name: string; at: number }>();
async function cachedShopName(db: Db, shopId: string): Promise<string> {
  const hit = shopNames.get(shopId);
  if (hit && Date.now() - hit.at < 60_000) return hit.name;
  const name = await shopNameOf(db, shopId);
  shopNames.set(shopId, { name, at: Date.now() });
  return name;
}

/** In one transaction: the row claimed, the cap and consent checked again, WhatsApp handed to the bot. */
async function claimAndHandOver(db: Db, env: Env, c: Campaign, r: CampaignRecipient, shopName: string): Promise<Claim> {
  return db.transaction(async (tx) => {
    const row = await recipientOf(tx, r.shopId, r.id, true);
    if (!row || row.status !== 'queued') return 'gone';
    const skip = async (reason: string) => {
      await tx
        .update(campaignRecipients)
        .set({ status: 'skipped', reason, updatedAt: sql`now()` })
        .where(and(eq(campaignRecipients.shopId, r.shopId), eq(campaignRecipients.id, r.id)));
      return 'gone' as const;
    };
    // One customer's sends from every campaign take turns, so two campaigns cannot both slip under the cap.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`campaign-cap:${r.shopId}:${r.customerId}`}, 0))`,
    );
    const channel = row.channel ?? 'sms';
    const setting = (column: string, fallback: number) =>
      sql`coalesce((select s.${sql.raw(column)} from campaign_settings s where s.shop_id = ${r.shopId}::uuid), ${fallback})`;
    const cap = setting('cap_messages', DEFAULT_SETTINGS.capMessages);
    const [facts] = await tx
      .select({
        out: sql<boolean>`${optedOutAnywhere(r.shopId, customers.id)}`,
        may: sql<boolean>`${mayMarketTo(r.shopId, customers.id, channel)}`,
        capped: sql<boolean>`${cap} > 0 and (select count(*) from campaign_recipients x where x.shop_id = ${r.shopId}::uuid
          and x.customer_id = ${r.customerId}::uuid and x.id <> ${r.id}::uuid
          and x.sent_at > now() - ${setting('cap_days', DEFAULT_SETTINGS.capDays)} * interval '1 day') >= ${cap}`,
      })
      .from(customers)
      .where(and(eq(customers.shopId, r.shopId), eq(customers.id, r.customerId)));
    if (!facts) return skip('no_number');
    if (facts.out) return skip('opted_out');
    if (!facts.may) return skip('no_consent');
    if (facts.capped) return skip('capped');

    if (channel === 'whatsapp' && c.whatsappTemplate) {
      const values = valuesOf(env, shopName, row);
      const params = c.whatsappValues.map((v) => ('variable' in v ? values[v.variable] : v.text));
      const text = params.reduce((body, value, i) => body.replaceAll(`{{${i + 1}}}`, value), c.whatsappTemplate.body);
      const message = await sendToPhone(tx as unknown as Db, {
        shopId: r.shopId,
        channel: 'whatsapp',
        externalId: row.phone.replace(/\D/g, ''),
        party: { customerId: row.customerId, customerName: row.name, customerPhone: row.phone, language: row.language },
        contents: [
          { kind: 'template', name: c.whatsappTemplate.name, language: c.whatsappTemplate.language, text, params },
        ],
      });
      await tx
        .update(campaignRecipients)
        .set({ status: 'sent', messageId: message?.id ?? null, sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(campaignRecipients.shopId, r.shopId), eq(campaignRecipients.id, r.id)));
      if (c.fallbackAfterMinutes !== null && (c.smsTextEn || c.smsTextSw))
        await enqueue(tx, {
          queue: FALLBACK_QUEUE,
          payload: { shopId: r.shopId, recipientId: r.id },
          shopId: r.shopId,
          dedupeKey: r.id,
          runAt: new Date(Date.now() + c.fallbackAfterMinutes * 60_000),
        });
      return 'whatsapp';
    }
    await tx
      .update(campaignRecipients)
      .set({ status: 'sending', channel: 'sms', sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(campaignRecipients.shopId, r.shopId), eq(campaignRecipients.id, r.id)));
    return 'sms';
  });
}

/** The SMS, after commit (never inside a transaction); the sms face sends once per ref. */
async function sendSmsOf(db: Db, env: Env, c: Campaign, shopId: string, shopName: string, r: CampaignRecipient) {
  const result = await sendSms(db, env, {
    shopId,
    to: r.phone,
    text: smsTextFor(env, c, shopId, shopName, r),
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
      reason = case when m.status = 'failed' then coalesce(m.error->>'title', r.reason) else r.reason end, updated_at = now()
    from conversation_messages m
    where r.shop_id = ${shopId}::uuid and r.campaign_id = ${campaignId}::uuid and r.channel = 'whatsapp'
      and m.shop_id = r.shop_id and m.id = r.message_id and r.status in ('sent', 'delivered')
      and m.status in ('delivered', 'read', 'failed') and m.status <> r.status`);
  await db.execute(sql`
    update campaign_recipients r set status = case s.status when 'delivered' then 'delivered' when 'failed' then 'failed'
        when 'refused' then 'failed' when 'accepted' then 'sent' else r.status end,
      reason = case when s.status in ('failed', 'refused') then coalesce(s.reason, r.reason) else r.reason end, updated_at = now()
    from sms_messages s
    where r.shop_id = ${shopId}::uuid and r.campaign_id = ${campaignId}::uuid and r.channel = 'sms'
      and s.shop_id = r.shop_id and s.ref = 'campaign:' || r.id::text and r.status in ('sent', 'unknown', 'delivered')
      and s.status in ('accepted', 'delivered', 'failed', 'refused')
      and (case s.status when 'accepted' then 'sent' when 'refused' then 'failed' else s.status end) <> r.status`);
}

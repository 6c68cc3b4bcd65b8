import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { customers } from '../../db/schema/customers.ts';
import { campaignRecipients, type Campaign, type CampaignRecipient } from '../../db/schema/campaigns.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { sendToPhone } from '../../chatbot/outbound.ts';
import { DEFAULT_SETTINGS } from '../../modules/campaigns/index.ts';
import { queueSmsBatch, type SmsSender } from '../../modules/sms/index.ts';
import { mayMarketTo, optedOutAnywhere } from '../../modules/consent/index.ts';
import { smsTextFor, valuesOf } from './message-text.ts';
import { FALLBACK_QUEUE } from './queues.ts';

// One chunk of a campaign's run (issue 27), in one transaction: up to `size` queued recipients
// taken (skip locked: two runners, in one process or several, never take the same one), each
// checked again now (opted out, consent on the channel it will get, the frequency cap), then
// skipped with the reason, or handed over: WhatsApp into the conversation (the bot's outbound
// kernel; its send job keeps the number's pace), SMS as 'queued' rows of the sms module that the
// runner sends after commit (modules/sms/send-batch.ts). Nobody is handed over twice: a recipient
// leaves 'queued' in the same transaction as its message is written.

const recipientIs = (shopId: string, ids: string[]) =>
  and(eq(campaignRecipients.shopId, shopId), inArray(campaignRecipients.id, ids));

/** Takes a chunk and hands it over; answers the refs of the SMS to send (empty: nothing was queued). */
export async function claimChunk(
  db: Db,
  env: Env,
  c: Campaign,
  sender: SmsSender | null,
  shopName: string,
  size: number,
): Promise<{ taken: number; smsRefs: string[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(campaignRecipients)
      .where(
        and(
          eq(campaignRecipients.shopId, c.shopId),
          eq(campaignRecipients.campaignId, c.id),
          eq(campaignRecipients.status, 'queued'),
        ),
      )
      .orderBy(campaignRecipients.id)
      .limit(size)
      .for('update', { skipLocked: true });
    if (!rows.length) return { taken: 0, smsRefs: [] };
    const ids = rows.map((r) => r.id);
    // One customer's sends from every campaign take turns (locks taken in one order: no deadlock),
    // so two campaigns cannot both slip under the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(k) from (
      select distinct hashtextextended('campaign-cap:' || ${c.shopId}::text || ':' || x, 0) as k
      from unnest(${`{${rows.map((r) => r.customerId).join(',')}}`}::text[]) x order by 1) locks`);

    const goesByWhatsapp = (r: CampaignRecipient) => r.channel === 'whatsapp' && c.whatsappTemplate !== null;
    const setting = (column: string, fallback: number) =>
      sql`coalesce((select s.${sql.raw(column)} from campaign_settings s where s.shop_id = ${c.shopId}::uuid), ${fallback})`;
    const cap = setting('cap_messages', DEFAULT_SETTINGS.capMessages);
    const r = campaignRecipients;
    const facts = await tx
      .select({
        id: r.id,
        out: sql<boolean>`${optedOutAnywhere(c.shopId, customers.id)}`,
        mayWhatsapp: sql<boolean>`${mayMarketTo(c.shopId, customers.id, 'whatsapp')}`,
        maySms: sql<boolean>`${mayMarketTo(c.shopId, customers.id, 'sms')}`,
        capped: sql<boolean>`${cap} > 0 and (select count(*) from campaign_recipients x where x.shop_id = ${c.shopId}::uuid
          and x.customer_id = ${r.customerId} and x.id <> ${r.id}
          and x.sent_at > now() - ${setting('cap_days', DEFAULT_SETTINGS.capDays)} * interval '1 day') >= ${cap}`,
      })
      .from(r)
      .innerJoin(customers, and(eq(customers.shopId, r.shopId), eq(customers.id, r.customerId)))
      .where(recipientIs(c.shopId, ids));
    const factOf = new Map(facts.map((f) => [f.id, f]));

    const skipped = new Map<string, string[]>();
    const whatsapp: CampaignRecipient[] = [];
    const sms: CampaignRecipient[] = [];
    for (const row of rows) {
      const f = factOf.get(row.id);
      const wa = goesByWhatsapp(row);
      const reason = !f
        ? 'no_number'
        : f.out
          ? 'opted_out'
          : !(wa ? f.mayWhatsapp : f.maySms)
            ? 'no_consent'
            : f.capped
              ? 'capped'
              : !wa && !sender
                ? 'no_channel'
                : null;
      if (reason) skipped.set(reason, [...(skipped.get(reason) ?? []), row.id]);
      else (wa ? whatsapp : sms).push(row);
    }
    for (const [reason, skip] of skipped)
      await tx
        .update(campaignRecipients)
        .set({ status: 'skipped', reason, updatedAt: sql`now()` })
        .where(recipientIs(c.shopId, skip));

    for (const row of whatsapp) await handOverWhatsapp(tx as unknown as Db, env, c, row, shopName);

    if (!sms.length || !sender) return { taken: rows.length, smsRefs: [] };
    const refOf = (id: string) => `campaign:${id}`;
    const refused = await queueSmsBatch(
      tx as unknown as Db,
      c.shopId,
      sender,
      sms.map((row) => ({
        ref: refOf(row.id),
        to: row.phone,
        text: smsTextFor(env, c, shopName, row),
        purpose: 'campaign' as const,
      })),
    );
    const going = sms.filter((row) => !refused.has(refOf(row.id))).map((row) => row.id);
    if (going.length)
      await tx
        .update(campaignRecipients)
        .set({ status: 'sending', channel: 'sms', sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(recipientIs(c.shopId, going));
    for (const row of sms.filter((x) => refused.has(refOf(x.id))))
      await tx
        .update(campaignRecipients)
        .set({ status: 'failed', channel: 'sms', reason: refused.get(refOf(row.id))!, updatedAt: sql`now()` })
        .where(recipientIs(c.shopId, [row.id]));
    return { taken: rows.length, smsRefs: going.map(refOf) };
  });
}

/** The template into the customer's conversation (its send job keeps the number's pace), and the fallback's wait. */
async function handOverWhatsapp(tx: Db, env: Env, c: Campaign, row: CampaignRecipient, shopName: string) {
  const template = c.whatsappTemplate!;
  const values = valuesOf(env, shopName, row);
  const params = c.whatsappValues.map((v) => ('variable' in v ? values[v.variable] : v.text));
  const text = params.reduce((body, value, i) => body.replaceAll(`{{${i + 1}}}`, value), template.body);
  const message = await sendToPhone(tx, {
    shopId: c.shopId,
    channel: 'whatsapp',
    externalId: row.phone.replace(/\D/g, ''),
    party: { customerId: row.customerId, customerName: row.name, customerPhone: row.phone, language: row.language },
    contents: [{ kind: 'template', name: template.name, language: template.language, text, params }],
  });
  await tx
    .update(campaignRecipients)
    .set({ status: 'sent', messageId: message?.id ?? null, sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(recipientIs(c.shopId, [row.id]));
  if (c.fallbackAfterMinutes !== null && (c.smsTextEn || c.smsTextSw))
    await enqueue(tx, {
      queue: FALLBACK_QUEUE,
      payload: { shopId: c.shopId, recipientId: row.id },
      shopId: c.shopId,
      dedupeKey: row.id,
      runAt: new Date(Date.now() + c.fallbackAfterMinutes * 60_000),
    });
}

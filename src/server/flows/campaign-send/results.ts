import { sql } from 'drizzle-orm';
import type { CampaignResults, LeftOutReason } from '../../../lib/contracts/campaign.ts';
import type { Db } from '../../db/client.ts';
import { getCampaign, getCampaignRow } from '../../modules/campaigns/index.ts';
import { optedOutAnywhere } from '../../modules/consent/index.ts';
import { smsSender } from '../../modules/sms/index.ts';
import { campaignSettingsOf } from '../../modules/campaigns/index.ts';
import { customers } from '../../db/schema/customers.ts';
import { refreshStatuses } from './send.ts';

// What a campaign did (issue 27): sent, delivered, read, failed with the reason, opted out, clicked,
// and what it sold — orders of a recipient's customer after their click, within the campaign's
// attribution window (orders read at query time: nothing in orders knows about campaigns).

const PAID = ['paid', 'picked_up', 'delivered', 'completed'];

type Row = Record<string, unknown>;
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

export async function campaignResults(db: Db, shopId: string, campaignId: string): Promise<CampaignResults> {
  const c = await getCampaignRow(db, shopId, campaignId);
  await refreshStatuses(db, shopId, campaignId);
  const { counts } = await getCampaign(db, shopId, campaignId);
  const base = sql`r.shop_id = ${shopId}::uuid and r.campaign_id = ${campaignId}::uuid`;
  const byChannel = rowsOf(
    await db.execute(sql`select r.channel, count(*) filter (where r.status in ('sent','delivered','read','unknown'))::int as sent,
      count(*) filter (where r.status in ('delivered','read'))::int as delivered, count(*) filter (where r.status = 'failed')::int as failed
      from campaign_recipients r where ${base} and r.channel is not null group by r.channel order by r.channel`),
  );
  const failed = rowsOf(
    await db.execute(sql`select coalesce(r.reason, 'unknown') as reason, count(*)::int as n from campaign_recipients r
      where ${base} and r.status = 'failed' group by 1 order by 2 desc limit 20`),
  );
  const skipped = rowsOf(
    await db.execute(sql`select r.reason, count(*)::int as n from campaign_recipients r
      where ${base} and r.status = 'skipped' and r.reason in ('opted_out','no_consent','no_channel','no_number','capped') group by 1 order by 2 desc`),
  );
  const [facts] = rowsOf(
    await db.execute(sql`select
      count(*) filter (where r.fell_back)::int as fallbacks,
      count(*) filter (where r.clicked_at is not null)::int as clicked,
      count(*) filter (where r.status <> 'skipped' and exists (select 1 from ${customers} where ${customers.shopId} = r.shop_id
        and ${customers.id} = r.customer_id and ${optedOutAnywhere(shopId, customers.id)}))::int as opted_out,
      count(*) filter (where r.channel = 'whatsapp' and r.status in ('sent','delivered','read','failed'))::int as wa_sent
      from campaign_recipients r where ${base}`),
  );
  const [sold] = rowsOf(
    await db.execute(sql`select count(*)::int as ordered, coalesce(sum(o.total - o.refunded_total), 0)::bigint as ordered_tzs,
      coalesce(sum(o.total - o.refunded_total) filter (where o.status in (${sql.join(
        PAID.map((s) => sql`${s}`),
        sql`, `,
      )})), 0)::bigint as paid_tzs
      from campaign_recipients r join orders o on o.shop_id = r.shop_id and o.customer_id = r.customer_id
      where ${base} and r.clicked_at is not null and o.created_at >= r.clicked_at
        and o.created_at < r.clicked_at + ${c.attributionDays} * interval '1 day' and o.status <> 'cancelled'`),
  );
  const [parts] = rowsOf(
    await db.execute(sql`select coalesce(sum(s.parts), 0)::bigint as parts from campaign_recipients r
      join sms_messages s on s.shop_id = r.shop_id and s.ref = 'campaign:' || r.id::text
      where ${base} and s.status not in ('refused')`),
  );
  const sender = await smsSender(db, shopId);
  const settings = await campaignSettingsOf(db, shopId);
  const cost =
    Number(parts?.parts ?? 0) * (sender?.pricePerPart ?? 0) + Number(facts?.wa_sent ?? 0) * settings.whatsappPrice;
  return {
    counts,
    by_channel: byChannel.map((r) => ({
      channel: r.channel as 'sms' | 'whatsapp',
      sent: Number(r.sent),
      delivered: Number(r.delivered),
      failed: Number(r.failed),
    })),
    fallbacks: Number(facts?.fallbacks ?? 0),
    failed_reasons: failed.map((r) => ({ reason: String(r.reason), count: Number(r.n) })),
    skipped_reasons: skipped.map((r) => ({ reason: r.reason as LeftOutReason, count: Number(r.n) })),
    opted_out: Number(facts?.opted_out ?? 0),
    clicked: Number(facts?.clicked ?? 0),
    ordered: Number(sold?.ordered ?? 0),
    ordered_tzs: Number(sold?.ordered_tzs ?? 0),
    paid_tzs: Number(sold?.paid_tzs ?? 0),
    cost_tzs: cost,
  };
}

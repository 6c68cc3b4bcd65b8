import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Audience, AudienceFact } from '../../../lib/campaign-schemas.ts';
import type { AudienceCountAnswer } from '../../../lib/contracts/campaign.ts';
import type { Db } from '../../db/client.ts';
import { customers, segments } from '../../db/schema/customers.ts';
import { badRequest } from '../../http/errors.ts';
import { segmentCondition } from '../../modules/segments/segment.service.ts';
import { mayMarketTo, optedOutAnywhere } from '../../modules/consent/index.ts';

// Who a campaign reaches (issue 27): the audience (segment, tags, commerce facts) as one WHERE over
// the shop's customers, then per customer the channel (WhatsApp when the campaign has a template and
// the customer consents to it, else SMS with consent to SMS, never both) or why they are left out.
// Counted and written by the database in one statement each, never row by row in JavaScript.

/** A Tanzanian mobile number in E.164 (shared/protocols.md §4): anything else cannot get an SMS or a WhatsApp. */
const REACHABLE = sql.raw(`'^\\+255[67][0-9]{8}$'`);

function factSql(f: AudienceFact): SQL {
  const c = customers;
  switch (f.kind) {
    case 'bought': {
      const which = f.product_id
        ? sql`and l.product_id = ${f.product_id}::uuid`
        : f.product_set_id
          ? sql`and l.product_id in (select (jsonb_array_elements_text(ps.product_ids))::uuid from product_sets ps
              where ps.shop_id = ${c.shopId} and ps.id = ${f.product_set_id}::uuid)`
          : sql``;
      return sql`exists (select 1 from orders o join order_lines l on l.shop_id = o.shop_id and l.order_id = o.id
        where o.shop_id = ${c.shopId} and o.customer_id = ${c.id} and o.status <> 'cancelled'
          and o.created_at > now() - ${f.days} * interval '1 day' ${which})`;
    }
    case 'spent_over':
      return sql`${c.totalSpent} > ${f.amount}::bigint`;
    case 'owes_over':
      return sql`(select coalesce(sum(d.balance), 0) from debts d where d.shop_id = ${c.shopId} and d.customer_id = ${c.id}
        and d.direction = 'receivable' and d.balance > 0 and d.opened_on < current_date - ${f.days}::int) > ${f.amount}::bigint`;
    case 'opened_not_ordered':
      return sql`exists (select 1 from checkout_links k where k.shop_id = ${c.shopId} and k.customer_id = ${c.id}
        and k.used_at is null and k.created_at > now() - ${f.days} * interval '1 day')
        and not exists (select 1 from orders o where o.shop_id = ${c.shopId} and o.customer_id = ${c.id}
        and o.created_at > now() - ${f.days} * interval '1 day')`;
    case 'no_order':
      return sql`(${c.lastOrderAt} is null or ${c.lastOrderAt} < now() - ${f.days} * interval '1 day')`;
  }
}

/** The audience as one condition on `customers`; an unknown segment is refused (400, nothing written). */
export async function audienceCondition(db: Db, shopId: string, audience: Audience): Promise<SQL> {
  const parts: SQL[] = [eq(customers.shopId, shopId)];
  if (audience.segment_id) {
    const [segment] = await db
      .select()
      .from(segments)
      .where(and(eq(segments.shopId, shopId), eq(segments.id, audience.segment_id)));
    if (!segment) throw badRequest('segment_not_found', {}, 'audience.segment_id');
    parts.push(segmentCondition(shopId, segment));
  }
  if (audience.tags.length)
    parts.push(
      sql`${customers.tags} ?| ${sql`array[${sql.join(
        audience.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`}`,
    );
  for (const f of audience.facts) parts.push(factSql(f));
  return and(...parts)!;
}

export type Reach = {
  /** The campaign has an approved template (WhatsApp is possible). */
  whatsapp: boolean;
  /** The campaign has an SMS text and the shop an SMS account. */
  sms: boolean;
  capMessages: number;
  capDays: number;
  /** Leave this campaign's own recipients out of the cap (a resumed start counts them already). */
  campaignId?: string;
};

/**
 * Per matched customer: `channel` (whatsapp | sms | null) and `reason` (null when reachable, else
 * no_number | opted_out | no_consent | capped), as SQL over `customers`.
 */
export function reachSql(shopId: string, reach: Reach): { channel: SQL; reason: SQL } {
  const c = customers;
  const reachable = sql`${c.phone} ~ ${REACHABLE}`;
  const out = optedOutAnywhere(shopId, c.id);
  const wa = reach.whatsapp ? mayMarketTo(shopId, c.id, 'whatsapp') : sql`false`;
  const sms = reach.sms ? mayMarketTo(shopId, c.id, 'sms') : sql`false`;
  const capped =
    reach.capMessages > 0
      ? sql`(select count(*) from campaign_recipients r where r.shop_id = ${c.shopId} and r.customer_id = ${c.id}
          and r.sent_at > now() - ${reach.capDays} * interval '1 day'
          ${reach.campaignId ? sql`and r.campaign_id <> ${reach.campaignId}::uuid` : sql``}) >= ${reach.capMessages}`
      : sql`false`;
  const channel = sql`case when not (${reachable}) or (${out}) then null
    when ${wa} then 'whatsapp' when ${sms} then 'sms' else null end`;
  // Agreed on a channel this campaign cannot use yet (no SMS gateway or text, no approved
  // template) is not "never agreed": the merchant is told to add the channel, not to ask consent.
  const agreed = sql`(${mayMarketTo(shopId, c.id, 'whatsapp')} or ${mayMarketTo(shopId, c.id, 'sms')})`;
  const reason = sql`case when not (${reachable}) then 'no_number' when ${out} then 'opted_out'
    when not (${wa}) and not (${sms}) then (case when ${agreed} then 'no_channel' else 'no_consent' end)
    when ${capped} then 'capped' else null end`;
  return { channel, reason };
}

/** The live count: matched, reachable by channel, and who is left out and why. */
export async function countAudience(
  db: Db,
  shopId: string,
  audience: Audience,
  reach: Reach,
): Promise<AudienceCountAnswer> {
  return (await countAudienceDetail(db, shopId, audience, reach)).count;
}

/** The live count, and how many of the SMS recipients read English (for the cost by language). */
export async function countAudienceDetail(
  db: Db,
  shopId: string,
  audience: Audience,
  reach: Reach,
): Promise<{ count: AudienceCountAnswer; smsEn: number }> {
  const where = await audienceCondition(db, shopId, audience);
  const { channel, reason } = reachSql(shopId, reach);
  const rows = (await db.execute(sql`
    select count(*)::int as matched,
      count(*) filter (where reason is null and channel = 'whatsapp')::int as whatsapp,
      count(*) filter (where reason is null and channel = 'sms')::int as sms,
      count(*) filter (where reason = 'opted_out')::int as opted_out,
      count(*) filter (where reason = 'no_consent')::int as no_consent,
      count(*) filter (where reason = 'no_channel')::int as no_channel,
      count(*) filter (where reason = 'no_number')::int as no_number,
      count(*) filter (where reason = 'capped')::int as capped,
      count(*) filter (where reason is null and channel = 'sms' and language = 'en')::int as sms_en
    from (select ${channel} as channel, ${reason} as reason, ${customers.language} as language
      from ${customers} where ${where}) a`)) as unknown as {
    rows: Record<string, number>[];
  };
  const r = rows.rows[0]!;
  const n = (k: string) => Number(r[k] ?? 0);
  const count = {
    matched: n('matched'),
    reachable: n('whatsapp') + n('sms'),
    whatsapp: n('whatsapp'),
    sms: n('sms'),
    left_out: {
      opted_out: n('opted_out'),
      no_consent: n('no_consent'),
      no_channel: n('no_channel'),
      no_number: n('no_number'),
      capped: n('capped'),
    },
  };
  return { count, smsEn: n('sms_en') };
}

/** A time-ordered uuid (v7) made by the database, for rows written by INSERT … SELECT (decision 0009). */
export const uuidV7Sql = sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
  substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

/**
 * Writes every matched customer's recipient row in one statement: reachable ones 'queued' with
 * their channel, the others 'skipped' with the reason. ON CONFLICT DO NOTHING on the unique
 * (shop, campaign, customer): a start run twice (a kill -9 between) adds nobody twice.
 */
export async function insertRecipients(
  db: Db,
  shopId: string,
  campaignId: string,
  audience: Audience,
  reach: Reach,
): Promise<number> {
  const where = await audienceCondition(db, shopId, audience);
  const { channel, reason } = reachSql(shopId, reach);
  const owed = sql`(select coalesce(sum(d.balance), 0) from debts d where d.shop_id = ${customers.shopId}
    and d.customer_id = ${customers.id} and d.direction = 'receivable' and d.balance > 0)`;
  const res = (await db.execute(sql`
    insert into campaign_recipients (shop_id, id, campaign_id, customer_id, phone, name, language, channel, status, reason, amount_owed)
    select shop_id, ${uuidV7Sql}, ${campaignId}::uuid, id, phone, name, language,
      case when reason is null then channel end, case when reason is null then 'queued' else 'skipped' end, reason, owed
    from (select ${customers.shopId} as shop_id, ${customers.id} as id, ${customers.phone} as phone, ${customers.name} as name,
        case when ${customers.language} = 'en' then 'en' else 'sw' end as language,
        ${channel} as channel, ${reason} as reason, ${owed} as owed
      from ${customers} where ${where}) a
    on conflict (shop_id, campaign_id, customer_id) do nothing`)) as unknown as { rowCount?: number };
  return res.rowCount ?? 0;
}

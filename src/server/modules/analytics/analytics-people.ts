import { sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type { AnalyticsChat, AnalyticsCustomers } from '../../../lib/contracts/analytics.ts';
import { periodOf } from '../../../lib/eat-range.ts';
import type { Db } from '../../db/client.ts';
import { permille, rangeOf, rowsOf } from './analytics-range.ts';

const TOP_CUSTOMERS = 10;
const CHAT_CHANNELS = ['whatsapp', 'widget'] as const;

type Counts = {
  customers: string;
  repeat: string;
  fresh: string;
  p_customers: string;
  p_repeat: string;
  p_fresh: string;
};
type Top = { id: string; name: string; orders: string; sales: string };

/**
 * One pass over customer_sales_daily for both periods (each customer's orders and sales in each),
 * from which the counts and the top customers are read; new customers come from
 * customer_first_day by its day index. Returning = the period's customers − new ones.
 */
export async function analyticsCustomers(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsCustomers> {
  const r = rangeOf(q, now);
  const fresh = (from: string, to: string) =>
    sql`(select count(*) from customer_first_day where shop_id = ${shopId} and first_day >= ${from} and first_day <= ${to})`;
  const [row] = await rowsOf<Counts & { top: Top[] | null }>(
    db,
    sql`with c as materialized (
        select customer_id, sum(orders) filter (where day >= ${r.from}) as o, sum(sales) filter (where day >= ${r.from}) as s,
          sum(orders) filter (where day < ${r.from}) as po
        from customer_sales_daily where shop_id = ${shopId} and day >= ${r.previous_from} and day <= ${r.to}
        group by customer_id)
      select count(*) filter (where o > 0) as customers, count(*) filter (where o > 1) as repeat,
        count(*) filter (where po > 0) as p_customers, count(*) filter (where po > 1) as p_repeat,
        ${fresh(r.from, r.to)} as fresh, ${fresh(r.previous_from, r.previous_to)} as p_fresh,
        (select json_agg(t order by t.sales desc, t.orders desc, t.id) from (
          select c.customer_id as id, k.name, c.o as orders, c.s as sales from (
            select * from c where o > 0 order by s desc, o desc, customer_id limit ${TOP_CUSTOMERS}) c
          join customers k on k.shop_id = ${shopId} and k.id = c.customer_id) t) as top
      from c`,
  );
  const n = (k: keyof Counts) => Number(row?.[k] ?? 0);
  return {
    period: periodOf(r),
    new_customers: { value: n('fresh'), previous: n('p_fresh') },
    returning_customers: { value: n('customers') - n('fresh'), previous: n('p_customers') - n('p_fresh') },
    repeat_rate_permille: {
      value: permille(n('repeat'), n('customers')),
      previous: permille(n('p_repeat'), n('p_customers')),
    },
    top_customers: (row?.top ?? []).map((c) => ({
      customer_id: c.id,
      name: c.name,
      orders: Number(c.orders),
      sales: Number(c.sales),
    })),
  };
}

/** Conversations started per chat channel (base table, indexed by start), orders of those channels (daily rollup). */
export async function analyticsChat(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsChat> {
  const r = rangeOf(q, now);
  const [conversations, orders] = await Promise.all([
    rowsOf<{ channel: string; now: string; before: string }>(
      db,
      sql`select channel, count(*) filter (where created_at >= ${r.start}) as now,
          count(*) filter (where created_at < ${r.start}) as before
        from conversations where shop_id = ${shopId} and created_at >= ${r.previousStart} and created_at < ${r.end}
        group by channel`,
    ),
    rowsOf<{ channel: string; now: string; before: string }>(
      db,
      sql`select channel, sum(orders) filter (where day >= ${r.from}) as now,
          sum(orders) filter (where day < ${r.from}) as before
        from sales_daily where shop_id = ${shopId} and day >= ${r.previous_from} and day <= ${r.to}
          and channel in ('whatsapp', 'widget')
        group by channel`,
    ),
  ]);
  const of = (rows: typeof orders, channel: string, when: 'now' | 'before') =>
    Number(rows.find((row) => row.channel === channel)?.[when] ?? 0);
  const sum = (rows: typeof orders, when: 'now' | 'before') =>
    CHAT_CHANNELS.reduce((a, channel) => a + of(rows, channel, when), 0);
  return {
    period: periodOf(r),
    conversations: { value: sum(conversations, 'now'), previous: sum(conversations, 'before') },
    orders_from_chat: { value: sum(orders, 'now'), previous: sum(orders, 'before') },
    by_channel: CHAT_CHANNELS.map((channel) => ({
      channel,
      conversations: of(conversations, channel, 'now'),
      orders: of(orders, channel, 'now'),
      conversion_permille: permille(of(orders, channel, 'now'), of(conversations, channel, 'now')),
    })),
  };
}

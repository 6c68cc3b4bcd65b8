import { sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type { AnalyticsChat, AnalyticsCustomers } from '../../../lib/contracts/analytics.ts';
import { periodOf } from '../../../lib/eat-range.ts';
import type { Db } from '../../db/client.ts';
import { permille, rangeOf, rowsOf } from './analytics-range.ts';

const TOP_CUSTOMERS = 10;
const CHAT_CHANNELS = ['whatsapp', 'widget'] as const;

type CustomerCounts = { customers: number; fresh: number; repeat: number };

/**
 * The customers with an order in [from, to] (customer_sales_daily) and how many ordered more than
 * once in it; how many had their first order ever in it (customer_first_day, by its day index).
 */
async function customerCounts(db: Db, shopId: string, from: string, to: string): Promise<CustomerCounts> {
  const [row] = await rowsOf<{ customers: string; fresh: string; repeat: string }>(
    db,
    sql`select count(*) as customers, count(*) filter (where orders > 1) as repeat,
        (select count(*) from customer_first_day
          where shop_id = ${shopId} and first_day >= ${from} and first_day <= ${to}) as fresh
      from (select sum(orders) as orders from customer_sales_daily
        where shop_id = ${shopId} and day >= ${from} and day <= ${to}
        group by customer_id having sum(orders) > 0) c`,
  );
  return { customers: Number(row?.customers ?? 0), fresh: Number(row?.fresh ?? 0), repeat: Number(row?.repeat ?? 0) };
}

export async function analyticsCustomers(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsCustomers> {
  const r = rangeOf(q, now);
  const [cur, before, top] = await Promise.all([
    customerCounts(db, shopId, r.from, r.to),
    customerCounts(db, shopId, r.previous_from, r.previous_to),
    rowsOf<{ id: string; name: string; orders: string; sales: string }>(
      db,
      sql`select s.customer_id as id, c.name, s.orders, s.sales from (
          select customer_id, sum(orders) as orders, sum(sales) as sales from customer_sales_daily
          where shop_id = ${shopId} and day >= ${r.from} and day <= ${r.to}
          group by customer_id having sum(orders) > 0
          order by sum(sales) desc, sum(orders) desc, customer_id limit ${TOP_CUSTOMERS}) s
        join customers c on c.shop_id = ${shopId} and c.id = s.customer_id
        order by s.sales desc, s.orders desc, s.customer_id`,
    ),
  ]);
  return {
    period: periodOf(r),
    new_customers: { value: cur.fresh, previous: before.fresh },
    returning_customers: { value: cur.customers - cur.fresh, previous: before.customers - before.fresh },
    repeat_rate_permille: {
      value: permille(cur.repeat, cur.customers),
      previous: permille(before.repeat, before.customers),
    },
    top_customers: top.map((c) => ({
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

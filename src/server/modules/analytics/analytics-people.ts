import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type { AnalyticsChat, AnalyticsCustomers } from '../../../lib/contracts/analytics.ts';
import { addDays, periodOf, type EatRange } from '../../../lib/eat-range.ts';
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

/** Ranges longer than this read the customers' histories; shorter ones their days (decision 0052). */
export const LONG_RANGE_DAYS = 14;

export async function analyticsCustomers(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsCustomers> {
  const r = rangeOf(q, now);
  const [counts, top] =
    r.days > LONG_RANGE_DAYS ? await customersFromHistory(db, shopId, r) : await customersFromDays(db, shopId, r);
  const n = (k: keyof Counts) => Number(counts?.[k] ?? 0);
  return {
    period: periodOf(r),
    new_customers: { value: n('fresh'), previous: n('p_fresh') },
    returning_customers: { value: n('customers') - n('fresh'), previous: n('p_customers') - n('p_fresh') },
    repeat_rate_permille: {
      value: permille(n('repeat'), n('customers')),
      previous: permille(n('p_repeat'), n('p_customers')),
    },
    top_customers: top.map((c) => ({
      customer_id: c.id,
      name: c.name,
      orders: Number(c.orders),
      sales: Number(c.sales),
    })),
  };
}

/** The best ten of some customers' totals, named (a customer gone from the list drops out). */
const named = (shopId: string, totals: SQL) =>
  sql`select t.customer_id as id, k.name, t.orders, t.sales from (${totals}) t
    join customers k on k.shop_id = ${shopId} and k.id = t.customer_id
    order by t.sales desc, t.orders desc, t.customer_id`;

/**
 * Read off the linked customer days (customer_sales_daily, decision 0028) rather than grouping every
 * customer of the period: a row of the period is its customer's first one there when prev_day is
 * before the period (null: the customer's first order ever, a new customer), and that customer
 * ordered more than once when the day holds two orders or next_day is inside the period. One scan of
 * both periods counts them. The top customers are the customers with one day in the period (their
 * day is their total) and, grouped, the few with more; the best ten of the two lists are the best ten.
 */
export async function customersFromDays(db: Db, shopId: string, r: EatRange): Promise<[Counts | undefined, Top[]]> {
  const days = (from: string, to: string) =>
    sql`shop_id = ${shopId} and day >= ${from} and day <= ${to} and orders > 0`;
  const first = (from: string) => sql`(prev_day is null or prev_day < ${from})`;
  const again = (to: string) => sql`(orders > 1 or next_day <= ${to})`;
  const counts = (key: '' | 'p_', from: string, to: string) => {
    const inPeriod = sql`day >= ${from} and day <= ${to} and ${first(from)}`;
    return sql`count(*) filter (where ${inPeriod}) as ${sql.raw(key)}customers,
      count(*) filter (where ${inPeriod} and ${again(to)}) as ${sql.raw(key)}repeat,
      count(*) filter (where ${inPeriod} and prev_day is null) as ${sql.raw(key)}fresh`;
  };
  const [[row], top] = await Promise.all([
    rowsOf<Counts>(
      db,
      sql`select ${counts('', r.from, r.to)}, ${counts('p_', r.previous_from, r.previous_to)}
      from customer_sales_daily where ${days(r.previous_from, r.to)}`,
    ),
    rowsOf<Top>(
      db,
      named(
        shopId,
        sql`(select customer_id, orders, sales from customer_sales_daily
            where ${days(r.from, r.to)} and ${first(r.from)} and (next_day is null or next_day > ${r.to})
            order by sales desc, orders desc, customer_id limit ${TOP_CUSTOMERS})
          union all
          (select customer_id, sum(orders), sum(sales) from customer_sales_daily
            where ${days(r.from, r.to)} and (prev_day >= ${r.from} or next_day <= ${r.to})
            group by customer_id order by 3 desc, 2 desc, 1 limit ${TOP_CUSTOMERS})
          order by sales desc, orders desc, customer_id limit ${TOP_CUSTOMERS}`,
      ),
    ),
  ]);
  return [row, top];
}

/**
 * Read off each customer's history (customer_sales_history, decision 0052): one row per customer
 * whatever the range. width_bucket finds, by binary search of the sorted days, how many of them fall
 * before a day; the customer ordered in the period when more fall up to its end than before its
 * start, is new when none fall before it, and the period's orders and sales are differences of the
 * running totals at those two places.
 */
export async function customersFromHistory(db: Db, shopId: string, r: EatRange): Promise<[Counts | undefined, Top[]]> {
  // pi, i, j: the customer's days before the previous period, before the period, up to its end.
  // `offset 0` keeps the subquery whole, so each search runs once a row, not once a use (3× faster).
  const places = sql`select customer_id, cum_orders as co, cum_sales as cs,
      width_bucket(${addDays(r.previous_from, -1)}::date, days) as pi,
      width_bucket(${addDays(r.from, -1)}::date, days) as i, width_bucket(${r.to}::date, days) as j
    from customer_sales_history where shop_id = ${shopId} offset 0`;
  const ordersBetween = (a: 'pi' | 'i', b: 'i' | 'j') => sql.raw(`coalesce(co[${b}], 0) - coalesce(co[${a}], 0)`);
  const counts = (key: '' | 'p_', a: 'pi' | 'i', b: 'i' | 'j') =>
    sql`count(*) filter (where ${sql.raw(b)} > ${sql.raw(a)}) as ${sql.raw(key)}customers,
      count(*) filter (where ${ordersBetween(a, b)} > 1) as ${sql.raw(key)}repeat,
      count(*) filter (where ${sql.raw(b)} > ${sql.raw(a)} and ${sql.raw(a)} = 0) as ${sql.raw(key)}fresh`;
  const [[row], top] = await Promise.all([
    rowsOf<Counts>(db, sql`select ${counts('', 'i', 'j')}, ${counts('p_', 'pi', 'i')} from (${places}) h`),
    rowsOf<Top>(
      db,
      named(
        shopId,
        sql`select customer_id, ${ordersBetween('i', 'j')} as orders, coalesce(cs[j], 0) - coalesce(cs[i], 0) as sales
          from (${places}) h where j > i
          order by sales desc, orders desc, customer_id limit ${TOP_CUSTOMERS}`,
      ),
    ),
  ]);
  return [row, top];
}

/**
 * Conversations started per chat channel and orders of those channels, both from daily rollups:
 * conversations_daily (decision 0054; its slots of a day are summed) and sales_daily. A range is
 * whole EAT days, so the days give the same counts as the conversations' start times did.
 */
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
      sql`select channel, sum(conversations) filter (where day >= ${r.from}) as now,
          sum(conversations) filter (where day < ${r.from}) as before
        from conversations_daily where shop_id = ${shopId} and day >= ${r.previous_from} and day <= ${r.to}
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

import { sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type { AnalyticsChannels, AnalyticsOverview, AnalyticsPeaks } from '../../../lib/contracts/analytics.ts';
import { addDays, dayCount, periodOf, type EatRange } from '../../../lib/eat-range.ts';
import { PAYMENT_METHODS } from '../../../lib/options.ts';
import type { Db } from '../../db/client.ts';
import { rangeOf, rowsOf } from './analytics-range.ts';

export { analyticsProducts } from './analytics-products.ts';
export { analyticsCustomers, analyticsChat } from './analytics-people.ts';

// The sales figures read the rollups (kept by triggers: docs/decisions/0024), never the orders
// themselves: a range of days costs its days (sales_daily), a day its hours (sales_hourly), the
// busiest times a range's hours (orders_hourly).

const EAT = 'Africa/Dar_es_Salaam';
const CHANNELS = ['whatsapp', 'widget', 'pos', 'manual'] as const;

type Totals = { orders: number; sales: number; items: number };
const n = (v: unknown) => Number(v ?? 0);

/** Orders, sales and items of the period and of the previous one, in one pass over their hours. */
export async function salesTotals(db: Db, shopId: string, r: EatRange): Promise<{ now: Totals; before: Totals }> {
  const [row] = await rowsOf<Record<string, string | null>>(
    db,
    sql`select
      sum(orders) filter (where day >= ${r.from}) as o, sum(sales) filter (where day >= ${r.from}) as s,
      sum(items) filter (where day >= ${r.from}) as i,
      sum(orders) filter (where day < ${r.from}) as po, sum(sales) filter (where day < ${r.from}) as ps,
      sum(items) filter (where day < ${r.from}) as pi
    from sales_daily where shop_id = ${shopId} and day >= ${r.previous_from} and day <= ${r.to}`,
  );
  return {
    now: { orders: n(row?.o), sales: n(row?.s), items: n(row?.i) },
    before: { orders: n(row?.po), sales: n(row?.ps), items: n(row?.pi) },
  };
}

/** Every bucket of the period in order: `YYYY-MM-DDTHH` hours of a one-day range, else days. */
function buckets(r: EatRange): string[] {
  if (r.bucket === 'hour') return Array.from({ length: 24 }, (_, h) => `${r.from}T${String(h).padStart(2, '0')}`);
  return Array.from({ length: dayCount(r.from, r.to) }, (_, i) => addDays(r.from, i));
}

const aov = (t: Totals) => (t.orders > 0 ? Math.floor(t.sales / t.orders) : 0);

export async function analyticsOverview(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsOverview> {
  const r = rangeOf(q, now);
  const series =
    r.bucket === 'hour'
      ? sql`select to_char(hour at time zone ${sql.raw(`'${EAT}'`)}, 'YYYY-MM-DD"T"HH24') as at, sum(orders) as orders,
          sum(sales) as sales from sales_hourly where shop_id = ${shopId} and hour >= ${r.start} and hour < ${r.end} group by 1`
      : sql`select day::text as at, sum(orders) as orders, sum(sales) as sales from sales_daily
          where shop_id = ${shopId} and day >= ${r.from} and day <= ${r.to} group by 1`;
  const [totals, points] = await Promise.all([
    salesTotals(db, shopId, r),
    rowsOf<{ at: string; orders: string; sales: string }>(db, series),
  ]);
  const byAt = new Map(points.map((p) => [p.at, p]));
  const { now: cur, before } = totals;
  return {
    period: periodOf(r),
    orders: { value: cur.orders, previous: before.orders },
    sales: { value: cur.sales, previous: before.sales },
    average_order_value: { value: aov(cur), previous: aov(before) },
    items_sold: { value: cur.items, previous: before.items },
    series: buckets(r).map((b) => ({ at: b, orders: n(byAt.get(b)?.orders), sales: n(byAt.get(b)?.sales) })),
  };
}

/** The weekday with most orders and, in it, the 2-hour window with most (earliest on a tie). */
export function busiestWindow(heatmap: number[][]): AnalyticsPeaks['busiest'] {
  const totals = heatmap.map((row) => row.reduce((a, b) => a + b, 0));
  const weekday = totals.indexOf(Math.max(...totals));
  if (!(totals[weekday]! > 0)) return null;
  const row = heatmap[weekday]!;
  let best = 0;
  for (let h = 1; h < 23; h++) if (row[h]! + row[h + 1]! > row[best]! + row[best + 1]!) best = h;
  return { weekday, from_hour: best, to_hour: best + 2, orders: row[best]! + row[best + 1]! };
}

export async function analyticsPeaks(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsPeaks> {
  const r = rangeOf(q, now);
  // EAT hours counted from the epoch by arithmetic (UTC+3, no daylight saving): cheaper per row than
  // a time-zone conversion. 1 January 1970 was a Thursday (weekday 3 counting from Monday). The hours
  // come from orders_hourly, one row an hour (sales_hourly has one per channel and method: 0052).
  const rows = await rowsOf<{ dow: number; h: number; orders: string }>(
    db,
    sql`select ((li / 24 + 3) % 7)::int as dow, (li % 24)::int as h, sum(orders) as orders
      from (select extract(epoch from hour)::bigint / 3600 + 3 as li, orders from orders_hourly
        where shop_id = ${shopId} and hour >= ${r.start} and hour < ${r.end}) x
      group by 1, 2`,
  );
  const heatmap = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const row of rows) heatmap[row.dow]![row.h] = n(row.orders);
  return { period: periodOf(r), heatmap, busiest: busiestWindow(heatmap) };
}

export async function analyticsChannels(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsChannels> {
  const r = rangeOf(q, now);
  const rows = await rowsOf<{ channel: string; method: string; orders: string; sales: string }>(
    db,
    sql`select channel, payment_method as method, sum(orders) as orders, sum(sales) as sales from sales_daily
      where shop_id = ${shopId} and day >= ${r.from} and day <= ${r.to} group by 1, 2`,
  );
  const share = (keys: readonly string[], keyOf: (row: (typeof rows)[number]) => string) =>
    keys.map((key) => {
      const mine = rows.filter((row) => keyOf(row) === key);
      return {
        key,
        orders: mine.reduce((a, m) => a + n(m.orders), 0),
        sales: mine.reduce((a, m) => a + n(m.sales), 0),
      };
    });
  return {
    period: periodOf(r),
    channels: share(CHANNELS, (row) => row.channel),
    payment_methods: share(PAYMENT_METHODS, (row) => row.method),
  };
}

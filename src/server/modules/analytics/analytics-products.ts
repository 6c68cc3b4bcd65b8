import { sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type { AnalyticsProducts } from '../../../lib/contracts/analytics.ts';
import { periodOf } from '../../../lib/eat-range.ts';
import type { Db } from '../../db/client.ts';
import { NO_VARIANT } from '../../db/schema/analytics.ts';
import { rangeOf, rowsOf, wholeMonths } from './analytics-range.ts';

const TOP = 10;
const NOT_SOLD = 20;

type Seller = AnalyticsProducts['by_quantity'][number];
type Row = {
  product_id: string;
  variant_id: string;
  product_name: string | null;
  variant_name: string | null;
  q: string;
  r: string;
};

/**
 * Best sellers from the product rollups (whole months by month, the rest by day: decision 0052); the
 * names are today's (the line's when the product is gone).
 */
export async function analyticsProducts(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsProducts> {
  const r = rangeOf(q, now);
  // Whole months from the monthly rollup, the ragged ends (or a range without a whole month) by day.
  const months = wholeMonths(r.from, r.to);
  const days = months
    ? sql`((day >= ${r.from} and day < ${months.first}) or (day >= ${months.end} and day <= ${r.to}))`
    : sql`day >= ${r.from} and day <= ${r.to}`;
  const monthRows = months
    ? sql`select product_id, variant_id, quantity, revenue from product_sales_monthly
        where shop_id = ${shopId} and month >= ${months.first} and month < ${months.end} union all`
    : sql``;
  const rows = await rowsOf<Row>(
    db,
    // Summed first, named after: one lookup per product sold, not per product and day.
    sql`select s.product_id, s.variant_id, p.name as product_name, v.name as variant_name, s.q, s.r
      from (select product_id, variant_id, sum(quantity) as q, sum(revenue) as r from (
          ${monthRows}
          select product_id, variant_id, quantity, revenue from product_sales_daily where shop_id = ${shopId} and ${days}) u
        group by product_id, variant_id having sum(quantity) > 0) s
      left join products p on p.shop_id = ${shopId} and p.id = s.product_id
      left join product_variants v on v.shop_id = ${shopId} and v.id = s.variant_id`,
  );
  // A product or variant gone from the catalogue keeps the latest line's name in the range, read
  // from its days only then (a lookup per such product, not a subquery in the plan: its estimate
  // alone made PostgreSQL compile the query, 220 ms).
  const gone = rows.filter(
    (row) => row.product_name === null || (row.variant_id !== NO_VARIANT && row.variant_name === null),
  );
  if (gone.length > 0) {
    const names = await rowsOf<{
      product_id: string;
      variant_id: string;
      product_name: string;
      variant_name: string | null;
    }>(
      db,
      sql`select product_id, variant_id, max(product_name) as product_name, max(variant_name) as variant_name
        from product_sales_daily where shop_id = ${shopId} and day >= ${r.from} and day <= ${r.to}
          and (product_id, variant_id) in (${sql.join(
            gone.map((g) => sql`(${g.product_id}::uuid, ${g.variant_id}::uuid)`),
            sql`, `,
          )})
        group by 1, 2`,
    );
    for (const row of gone) {
      const name = names.find((n) => n.product_id === row.product_id && n.variant_id === row.variant_id);
      row.product_name ??= name?.product_name ?? '';
      if (row.variant_id !== NO_VARIANT) row.variant_name ??= name?.variant_name ?? null;
    }
  }
  const sellers = new Map<string, Seller>();
  for (const row of rows) {
    const seller = sellers.get(row.product_id) ?? {
      product_id: row.product_id,
      product_name: row.product_name ?? '',
      quantity: 0,
      revenue: 0,
      variants: [],
    };
    seller.quantity += Number(row.q);
    seller.revenue += Number(row.r);
    if (row.variant_id !== NO_VARIANT)
      seller.variants.push({
        variant_id: row.variant_id,
        variant_name: row.variant_name ?? '',
        quantity: Number(row.q),
        revenue: Number(row.r),
      });
    sellers.set(row.product_id, seller);
  }
  const all = [...sellers.values()];
  for (const s of all) s.variants.sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue);
  // Ties go to the name, so the order is the same on every load.
  const top = (key: 'quantity' | 'revenue', other: 'quantity' | 'revenue') =>
    [...all]
      .sort((a, b) => b[key] - a[key] || b[other] - a[other] || a.product_name.localeCompare(b.product_name))
      .slice(0, TOP);
  const sold = all.map((s) => s.product_id);
  const notSold = await rowsOf<{ id: string; name: string; total: string }>(
    db,
    sql`select id, name, count(*) over () as total from products
      where shop_id = ${shopId} and status = 'active' and deleted_at is null
        and not (id = any(${`{${sold.join(',')}}`}::uuid[]))
      order by name, id limit ${NOT_SOLD}`,
  );
  return {
    period: periodOf(r),
    by_quantity: top('quantity', 'revenue'),
    by_revenue: top('revenue', 'quantity'),
    not_sold: notSold.map((p) => ({ product_id: p.id, product_name: p.name })),
    not_sold_count: Number(notSold[0]?.total ?? 0),
  };
}

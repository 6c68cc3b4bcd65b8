import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PRODUCT_CATEGORIES } from '../../lib/options.ts';
import type { Db } from '../db/client.ts';
import { rebuildRollups, withoutRollups } from './without-rollups.ts';

export type CatalogSeedSize = { products: number; customers: number; orders: number };
export type CatalogSeedOptions = { batch?: number; onProgress?: (step: string, done: number, total: number) => void };

const STATUSES = ['pending', 'paid', 'picked_up', 'delivered', 'completed', 'cancelled'];
const NAMES = [
  'Kanga',
  'Kitenge',
  'Sabuni',
  'Mchele',
  'Sukari',
  'Chai',
  'Kahawa',
  'Simu',
  'Redio',
  'Taa',
  'Viatu',
  'Mkoba',
  'Asali',
  'Unga',
  'Mafuta',
];

/**
 * Fills one shop with `size` products, customers and orders for benchmarks and demos, in
 * batches of set-based INSERT … SELECT FROM generate_series (no row-by-row round trips), on
 * the embedded server and any other alike. Ids are derived (md5 → uuid) so orders can point at products and
 * customers without reading them back. Safe to run twice on one shop (new SKUs, numbers, phones).
 * Orders get one line and one timeline entry each; customer aggregates are computed at the end.
 */
export async function seedCatalog(
  db: Db,
  shopId: string,
  size: CatalogSeedSize,
  options: CatalogSeedOptions = {},
): Promise<void> {
  const batch = options.batch ?? 50_000;
  const tag = randomBytes(3).toString('hex');
  const categories = sql.raw(`(array[${PRODUCT_CATEGORIES.map((c) => `'${c}'`).join(',')}])`);
  const names = sql.raw(`(array[${NAMES.map((n) => `'${n}'`).join(',')}])`);
  const statuses = sql.raw(`(array[${STATUSES.map((s) => `'${s}'`).join(',')}])`);
  // md5 shaped as a version-4 uuid, so the API's uuid checks accept the seeded ids.
  const uuidOf = (text: SQL) => sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const pid = (g: unknown) => uuidOf(sql`${shopId} || ${tag} || 'p' || ${g}`);
  const cid = (g: unknown) => uuidOf(sql`${shopId} || ${tag} || 'c' || ${g}`);
  const price = (p: unknown) => sql`(500 + ((${p}) * 37 % 100) * 500)`;
  const phoneBase = await one(db, sql`select count(*)::int as n from customers where shop_id = ${shopId}`);
  const step = async (name: string, total: number, insert: (from: number, to: number) => Promise<unknown>) => {
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await insert(from, to);
      options.onProgress?.(name, to, total);
    }
  };

  await step('products', size.products, (from, to) =>
    db.execute(sql`insert into products (shop_id, id, name, description, price, category, sku, status, track_inventory, stock, low_stock_threshold, created_at)
      select ${shopId}, ${pid(sql`g`)}, ${names}[1 + g % ${NAMES.length}] || ' ' || g, '', ${price(sql`g`)},
        ${categories}[1 + g % ${PRODUCT_CATEGORIES.length}], 'S' || ${tag} || '-' || g, case when g % 20 = 0 then 'draft' else 'active' end,
        g % 10 <> 0, (g * 7) % 60, 5, now() - (g * interval '1 minute')
      from generate_series(${from}::int, ${to}::int) g`),
  );
  await step('customers', size.customers, (from, to) =>
    db.execute(sql`insert into customers (shop_id, id, phone, name, location, language, created_at)
      select ${shopId}, ${cid(sql`g`)}, '+2557' || lpad((${phoneBase} + g)::text, 8, '0'), 'Mteja ' || g,
        (array['Dar es Salaam','Arusha','Mwanza','Dodoma','Mbeya','Zanzibar'])[1 + g % 6], case when g % 4 = 0 then 'en' else 'sw' end,
        now() - (g * interval '2 minutes')
      from generate_series(${from}::int, ${to}::int) g`),
  );
  if (size.orders > 0 && (size.products < 1 || size.customers < 1))
    throw new Error('orders need products and customers');
  const base = await one(
    db,
    sql`select coalesce(max(last_number), 0)::int as n from order_counters where shop_id = ${shopId}`,
  );
  const oid = (g: unknown) => uuidOf(sql`${shopId} || ${tag} || 'o' || ${g}`);
  const p = sql`(1 + g % ${Math.max(size.products, 1)})`;
  const qty = sql`(1 + g % 3)`;
  // Orders go in without the analytics triggers (one recount of the shop at the end instead).
  await step('orders', size.orders, async (from, to) => {
    await withoutRollups(db, async (tx) => {
      await tx.execute(sql`insert into orders (shop_id, id, number, status, channel, customer_id, customer_name, customer_phone, fulfilment,
          delivery_address, payment_method, subtotal, total, created_at, updated_at)
        select ${shopId}, ${oid(sql`g`)}, ${base} + g, ${statuses}[1 + g % 6], (array['whatsapp','widget','pos','manual'])[1 + g % 4],
          ${cid(sql`(1 + g % ${Math.max(size.customers, 1)})`)}, 'Mteja ' || (1 + g % ${Math.max(size.customers, 1)}),
          '+2557' || lpad((${phoneBase} + 1 + g % ${Math.max(size.customers, 1)})::text, 8, '0'),
          case when g % 2 = 0 then 'pickup' else 'delivery' end,
          case when g % 2 = 0 then '' else 'Mtaa wa ' || (1 + g % 40) || ', ' || (array['Sinza','Kariakoo','Mbezi','Kijitonyama','Tegeta','Mikocheni'])[1 + g % 6] end,
          case when g % 3 = 0 then 'cash' else 'mobile_money' end,
          ${price(p)} * ${qty}, ${price(p)} * ${qty}, now() - (g * interval '30 seconds'), now() - (g * interval '30 seconds')
        from generate_series(${from}::int, ${to}::int) g`);
      await tx.execute(sql`insert into order_lines (shop_id, order_id, position, product_id, product_name, unit_price, quantity, line_total)
        select ${shopId}, ${oid(sql`g`)}, 0, ${pid(p)}, ${names}[1 + ${p} % ${NAMES.length}] || ' ' || ${p}, ${price(p)}, ${qty}, ${price(p)} * ${qty}
        from generate_series(${from}::int, ${to}::int) g`);
      await tx.execute(sql`insert into order_status_history (shop_id, order_id, from_status, to_status, created_at)
        select ${shopId}, ${oid(sql`g`)}, null, ${statuses}[1 + g % 6], now() - (g * interval '30 seconds')
        from generate_series(${from}::int, ${to}::int) g`);
    });
  });
  if (size.orders > 0) {
    await rebuildRollups(db, shopId);
    await db.execute(sql`insert into order_counters (shop_id, last_number) values (${shopId}, ${base + size.orders})
      on conflict (shop_id) do update set last_number = excluded.last_number`);
    // The same aggregates the order service keeps: cancelled orders do not count.
    await db.execute(sql`update customers c set order_count = a.n, total_spent = a.spent, last_order_at = a.last
      from (select customer_id, count(*)::int as n, sum(total)::bigint as spent, max(created_at) as last from orders
            where shop_id = ${shopId} and status <> 'cancelled' and customer_id is not null group by customer_id) a
      where c.shop_id = ${shopId} and c.id = a.customer_id`);
  }
  for (const table of ['products', 'customers', 'orders', 'order_lines'])
    await db.execute(sql`analyze ${sql.identifier(table)}`);
}

async function one(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

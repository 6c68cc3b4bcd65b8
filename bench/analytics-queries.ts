// p50/p95 of each analytics query (issue 17, issue 31: p95 ≤ 50 ms) with 1M orders in one shop, over
// the ranges the screen offers (custom ones up to the longest allowed), and the order write with the
// rollup triggers on and off.
//
//   npx node bench/analytics-queries.ts                 embedded PostgreSQL in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx node bench/analytics-queries.ts
//   npx node bench/analytics-queries.ts --orders 100000     smaller run
//   DATABASE_URL=… npx node bench/analytics-queries.ts --keep   leaves the seeded database for EXPLAIN
//
// The orders are bulk-loaded with the triggers off and the rollups then rebuilt by the same
// analytics_rebuild() the migration uses, except the last 65 days, written through the triggers
// as the app writes them; times are of the service calls the routes make (no HTTP).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MAX_RANGE_DAYS, type AnalyticsQuery } from '../src/lib/analytics-schemas.ts';
import { addDays, eatDay } from '../src/lib/eat-range.ts';
import { orderCreateSchema } from '../src/lib/order-schemas.ts';
import { openDatabase } from '../src/server/db/client.ts';
import {
  analyticsChannels,
  analyticsChat,
  analyticsCustomers,
  analyticsOverview,
  analyticsPeaks,
  analyticsProducts,
} from '../src/server/modules/analytics/analytics.service.ts';
import { salesByMonth } from '../src/server/modules/analytics/sales-by-month.ts';
import { signUp } from '../src/server/modules/auth/auth.service.ts';
import { shopSummary } from '../src/server/modules/dashboard/dashboard.service.ts';
import { createOrder } from '../src/server/modules/orders/order.service.ts';
import { wireOrderHooks } from '../src/server/create-order-hooks.ts';
import { createShop } from '../src/server/modules/shop/shop.service.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '1000000' }, keep: { type: 'boolean', default: false } },
});
wireOrderHooks();
const ORDERS = Number(values.orders);
const CUSTOMERS = 50_000;
const PRODUCTS = 500;
const DAYS = 730;

const admin = process.env.DATABASE_URL;
const dbName = `bench_an_${randomBytes(4).toString('hex')}`;
let url: string | undefined;
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${dbName}`);
  await c.end();
  const target = new URL(admin);
  target.pathname = `/${dbName}`;
  url = target.toString();
}
const dir = admin ? undefined : mkdtempSync(path.join(tmpdir(), 'duka-bench-'));
let database = await openDatabase({ url, dataDir: dir });
let { db } = database;

const owner = await signUp(db, {
  name: 'Bench',
  email: `bench-${dbName}@example.com`,
  phone: '+255754123456',
  password: 'bench-password',
});
const shop = await createShop(db, owner.id, {
  shop_name: 'Bench',
  whatsapp_number: '+255754123456',
  category: 'home',
  address: '',
  default_language: 'sw',
  currency: 'TZS',
  listed: false,
});
const shopId = shop.id;
const TRIGGERS = [
  ['orders', 'orders_analytics'],
  ['orders', 'orders_analytics_delete'],
  ['order_lines', 'order_lines_analytics'],
  ['order_lines', 'order_lines_analytics_delete'],
  ['order_lines', 'order_lines_analytics_update'],
  // The chat view's rollup (decision 0054): the bulk-loaded conversations are recounted by the rebuild.
  ['conversations', 'conversations_analytics'],
] as const;
const triggers = async (on: boolean) => {
  for (const [table, name] of TRIGGERS)
    await db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${name}`));
};

const started = performance.now();
await db.execute(sql`
  insert into products (shop_id, name, price, category, track_inventory, cost_price)
  select ${shopId}, 'Bidhaa ' || i, 1000 + (i * 37) % 50000, 'home', false, case when i % 3 > 0 then 500 + (i * 37) % 20000 end
  from generate_series(1, ${PRODUCTS}) i`);
await db.execute(sql`
  insert into customers (shop_id, phone, name)
  select ${shopId}, '+2557' || lpad(i::text, 8, '0'), 'Mteja ' || i from generate_series(1, ${CUSTOMERS}) i`);
await triggers(false);
// Two years of orders, newest first; 1-3 lines each; 1 in 20 cancelled; a customer on 4 in 5.
const BATCH = 100_000;
const step = (DAYS * 86_400) / ORDERS;
for (let from = 0; from < ORDERS; from += BATCH) {
  const to = Math.min(ORDERS, from + BATCH) - 1;
  await db.execute(sql`
    with ps as (select array_agg(id order by name) a, array_agg(price order by name) p, array_agg(cost_price order by name) c
        from products where shop_id = ${shopId}),
      cs as (select array_agg(id order by phone) a from customers where shop_id = ${shopId}),
      o as (
        select i, gen_random_uuid() id, now() - make_interval(secs => i * ${step}::float8) ts,
          1 + i % 3 n, (array['whatsapp', 'widget', 'pos', 'manual'])[1 + i % 4] channel,
          (array['cash', 'mobile_money'])[1 + (i / 4) % 2] method,
          case when i % 5 > 0 then (select a from cs)[1 + (i::bigint * 7919) % ${CUSTOMERS}] end customer
        from generate_series(${from}::int, ${to}::int) i),
      l as (
        insert into order_lines (shop_id, order_id, position, product_id, product_name, unit_price, quantity, line_total, unit_cost)
        select ${shopId}, o.id, k, (select a from ps)[1 + (o.i * 31 + k * 17) % ${PRODUCTS}], 'Bidhaa',
          (select p from ps)[1 + (o.i * 31 + k * 17) % ${PRODUCTS}], 1 + (o.i + k) % 3,
          (select p from ps)[1 + (o.i * 31 + k * 17) % ${PRODUCTS}] * (1 + (o.i + k) % 3),
          (select c from ps)[1 + (o.i * 31 + k * 17) % ${PRODUCTS}]
        from o, generate_series(1, o.n) k
        returning order_id, line_total)
    insert into orders (shop_id, id, number, status, channel, customer_id, fulfilment, payment_method, subtotal, total, created_at)
    select ${shopId}, o.id, o.i + 1, case when o.i % 20 = 0 then 'cancelled' else 'completed' end, o.channel, o.customer,
      'pickup', o.method, t.total, t.total, o.ts
    from o join (select order_id, sum(line_total) total from l group by order_id) t on t.order_id = o.id`);
}
await db.execute(sql`insert into order_counters (shop_id, last_number) values (${shopId}, ${ORDERS})`);
await db.execute(sql`
  insert into conversations (shop_id, channel, external_id, created_at)
  select ${shopId}, case when i % 3 = 0 then 'widget' else 'whatsapp' end, 'c' || i,
    now() - make_interval(secs => i * ${(DAYS * 86_400) / 200_000}::float8)
  from generate_series(1, 200000) i`);
// The newest LIVE_DAYS days are then written again through the triggers, a day at a time and oldest
// first, as the app writes them: their rollup rows (and the links of customer_sales_daily, which
// rewrite a customer's previous day) then lie on disk as a live shop's do, not as a rebuild lays them.
const LIVE_DAYS = 65;
const ORDER_COLUMNS = sql.raw(
  'shop_id, id, number, status, channel, customer_id, fulfilment, payment_method, subtotal, total, created_at',
);
const LINE_COLUMNS = sql.raw(
  'shop_id, order_id, position, product_id, product_name, unit_price, quantity, line_total, unit_cost',
);
const anchor = new Date();
const daysBack = (n: number) => new Date(anchor.getTime() - n * 86_400_000).toISOString();
await db.execute(sql`create table bench_replay_orders as select ${ORDER_COLUMNS} from orders
  where shop_id = ${shopId} and created_at >= ${daysBack(LIVE_DAYS)}`);
await db.execute(sql`create table bench_replay_lines as select ${LINE_COLUMNS} from order_lines
  where shop_id = ${shopId} and order_id in (select id from bench_replay_orders)`);
await db.execute(
  sql`delete from order_lines where shop_id = ${shopId} and order_id in (select id from bench_replay_orders)`,
);
await db.execute(sql`delete from orders where shop_id = ${shopId} and id in (select id from bench_replay_orders)`);
const seeded = performance.now();
await db.execute(sql`select analytics_rebuild(${shopId})`);
const rebuilt = performance.now();
await triggers(true);
for (let n = LIVE_DAYS; n > 0; n--) {
  const day = sql`created_at >= ${daysBack(n)} and created_at < ${daysBack(n - 1)}`;
  await db.execute(sql`insert into orders (${ORDER_COLUMNS})
    select ${ORDER_COLUMNS} from bench_replay_orders where ${day} order by created_at`);
  await db.execute(sql`insert into order_lines (${LINE_COLUMNS})
    select ${LINE_COLUMNS} from bench_replay_lines where order_id in (select id from bench_replay_orders where ${day})`);
}
const replayed = performance.now();
await db.execute(sql`drop table bench_replay_orders, bench_replay_lines`);
// Vacuumed as autovacuum keeps a live database (PGlite has none running), so that it does not run
// in the middle of the timings.
await db.execute(
  sql`vacuum analyze orders, order_lines, customers, products, conversations, sales_hourly, sales_daily, product_sales_daily, customer_sales_daily,
    orders_hourly, product_sales_monthly, customer_sales_history, conversations_daily`,
);
// Timed on fresh connections: a backend that has just run the bulk load and the rebuild answers
// the customers view's hashes about 15 ms slower on the server (22 vs 37 ms p50, measured), and a
// server's pool does not keep such a connection (idle ones close after 10 s).
await database.close();
database = await openDatabase({ url, dataDir: dir });
({ db } = database);
const count = async (table: string) =>
  Number(
    ((await db.execute(sql.raw(`select count(*) n from ${table}`))) as unknown as { rows: { n: string }[] }).rows[0]!.n,
  );
console.log(
  `${database.kind}: seeded ${ORDERS} orders in ${Math.round((seeded - started) / 1000)} s; rollups rebuilt in ${Math.round((rebuilt - seeded) / 1000)} s; ` +
    `the last ${LIVE_DAYS} days written through the triggers in ${Math.round((replayed - rebuilt) / 1000)} s ` +
    `(sales_hourly ${await count('sales_hourly')} rows, sales_daily ${await count('sales_daily')}, product_sales_daily ${await count('product_sales_daily')}, customer_sales_daily ${await count('customer_sales_daily')})`,
);

async function measure(name: string, budget: number | null, fn: () => Promise<unknown>, runs = 40) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
  const verdict = budget === null ? '(reported)' : `budget ${budget} ms  ${p95 <= budget ? 'PASS' : 'FAIL'}`;
  console.log(
    `${name.padEnd(34)} p50 ${times[Math.floor(runs / 2)]!.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ${verdict}`,
  );
}

const today = eatDay(new Date());
const ranges: [string, AnalyticsQuery][] = [
  ['today', { range: 'today' }],
  ['7d', { range: '7d' }],
  ['30d', { range: '30d' }],
  ['last_month', { range: 'last_month' }],
  ['a year', { range: 'custom', from: '2025-11-01', to: '2026-10-31' }],
  // Custom ranges that start and end mid-month, up to the longest the screen allows (MAX_RANGE_DAYS).
  ['a custom year', { range: 'custom', from: addDays(today, -364), to: today }],
  [`${MAX_RANGE_DAYS} days`, { range: 'custom', from: addDays(today, 1 - MAX_RANGE_DAYS), to: today }],
];
const long = (rangeName: string) => !['today', '7d', '30d', 'last_month'].includes(rangeName);
const queries = {
  overview: analyticsOverview,
  products: analyticsProducts,
  peaks: analyticsPeaks,
  channels: analyticsChannels,
  customers: analyticsCustomers,
  chat: analyticsChat,
};
for (const [rangeName, q] of ranges)
  for (const [name, fn] of Object.entries(queries))
    await measure(`${name}, ${rangeName}`, 50, () => fn(db, shopId, q), long(rangeName) ? 20 : 40);
await measure('home card (today)', 50, () => shopSummary(db, shopId));
await measure('sales by month, 12 months', 50, () => salesByMonth(db, shopId, '2025-11', '2026-10'));

// The order write (the service, one transaction), with the rollup triggers on and then off.
const [customer] = (
  (await db.execute(sql`select id from customers where shop_id = ${shopId} limit 1`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const productIds = (
  (await db.execute(sql`select id from products where shop_id = ${shopId} limit 2`)) as unknown as {
    rows: { id: string }[];
  }
).rows.map((r) => r.id);
const input = orderCreateSchema.parse({
  customer_id: customer!.id,
  lines: productIds.map((product_id) => ({ product_id, quantity: 2 })),
  channel: 'pos',
});
await measure('order write, rollups on', null, () => createOrder(db, shopId, owner.id, input), 200);
await triggers(false);
await measure('order write, rollups off', null, () => createOrder(db, shopId, owner.id, input), 200);
await triggers(true);

await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (admin && values.keep) console.log(`kept ${url} (shop ${shopId})`);
else if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}

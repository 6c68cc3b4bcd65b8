// p50/p95 of the /debt list and its totals (issue 16: p95 ≤ 50 ms) in one shop with 1M orders, a
// tenth of them sold on credit (100k customer debts, most paid up), and a few thousand supplier debts.
//
//   npx node bench/debt-list.ts                         embedded PostgreSQL (PGlite) in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx node bench/debt-list.ts
//                                                       a PG server: the run uses its own database, bench_debt
//   npx node bench/debt-list.ts --orders 100000         smaller run
//
// Times are of the service calls the routes make (no HTTP), so they are the database's share.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { debtListQuerySchema, debtTotalsQuerySchema } from '../src/lib/debt-schemas.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { rebuildRollups, withoutRollups } from '../src/server/seed/without-rollups.ts';
import { signUp } from '../src/server/modules/auth/auth.service.ts';
import { debtTotals, listDebts } from '../src/server/modules/debts/debt.service.ts';
import { createShop } from '../src/server/modules/shop/shop.service.ts';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '1000000' } } });
const orderCount = Number(values.orders);
// One order in ten sold on credit (~270 a day); customers pay within about two weeks, so the last
// 14 days' are still owed, and one in fifty older ones too (the slow payers the ageing buckets are
// for): ~5,800 open debts. OPEN_DAYS=30 keeps a month open instead (~20,000: a heavier case).
const CREDIT_EVERY = 10;
const OPEN_DAYS = Number(process.env.OPEN_DAYS ?? 14);

const admin = process.env.DATABASE_URL;
const dbName = 'bench_debt';
let url: string | undefined;
async function onServer(statement: string) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(statement);
  await c.end();
}
if (admin) {
  await onServer(`drop database if exists ${dbName} with (force)`);
  await onServer(`create database ${dbName}`);
  const target = new URL(admin);
  target.pathname = `/${dbName}`;
  url = target.toString();
}
const dir = admin ? undefined : mkdtempSync(path.join(tmpdir(), 'duka-bench-'));
const database = await openDatabase({ url, dataDir: dir });
const { db } = database;

const owner = await signUp(db, {
  name: 'Bench',
  email: 'bench-debt@example.com',
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

const started = performance.now();
await db.execute(sql`
  insert into customers (shop_id, phone, name)
  select ${shop.id}, '+2557' || lpad(i::text, 8, '0'), 'Mteja ' || i from generate_series(1, 2000) i`);
// A year of orders, newest first every ~31 s, in batches.
const BATCH = 100_000;
const step = (365 * 86_400) / orderCount;
for (let from = 0; from < orderCount; from += BATCH) {
  const to = Math.min(orderCount, from + BATCH) - 1;
  // Without the analytics triggers, then one recount (src/server/seed/without-rollups.ts).
  await withoutRollups(db, (tx) =>
    tx.execute(sql`
    with cs as (select array_agg(id order by id) a, array_agg(name order by id) n, array_agg(phone order by id) p
                from customers where shop_id = ${shop.id})
    insert into orders (shop_id, id, number, status, channel, customer_id, customer_name, customer_phone,
                        fulfilment, payment_method, subtotal, total, created_at, updated_at)
    select ${shop.id}, gen_random_uuid(), ${orderCount} - i, 'completed', 'pos',
      (select a from cs)[1 + i % 2000], (select n from cs)[1 + i % 2000], (select p from cs)[1 + i % 2000],
      'pickup',
      case when i % ${CREDIT_EVERY} = 0 then 'credit' when i % 3 = 0 then 'mobile_money' else 'cash' end,
      1000 + i % 90000, 1000 + i % 90000, ts, ts
    from (select i, now() - make_interval(secs => i * ${step}::float8) ts
          from generate_series(${from}::int, ${to}::int) i) s`),
  );
}
await rebuildRollups(db, shop.id);
// Each credit order's debt, opened on its EAT day and due two weeks later.
await db.execute(sql`
  insert into debts (shop_id, direction, customer_id, order_id, party_name, party_phone, opened_on, due_on,
                     amount, balance, statement_key, closed_at, created_at)
  select o.shop_id, 'receivable', o.customer_id, o.id, o.customer_name, o.customer_phone, d, d + 14, o.total,
    case when still_owed then o.total / 2 else 0 end, md5(o.id::text),
    case when still_owed then null else o.created_at + interval '20 days' end, o.created_at
  -- number / 10: credit orders are every tenth number, so number % 50 alone would pick one in five.
  from (select o.*, (o.created_at at time zone 'Africa/Dar_es_Salaam')::date d,
          o.created_at > now() - make_interval(days => ${OPEN_DAYS}) or (o.number / ${CREDIT_EVERY}) % 50 = 0 still_owed
        from orders o where o.shop_id = ${shop.id} and o.payment_method = 'credit') o`);
// Suppliers: a few thousand debts of the shop's own, a tenth still owed.
await db.execute(sql`
  insert into debts (shop_id, direction, party_name, party_phone, opened_on, due_on, amount, balance, statement_key)
  select ${shop.id}, 'payable', 'Msambazaji ' || (i % 40), '', current_date - (i % 365), current_date - (i % 365) + 30,
    50000 + i, case when i % 10 = 0 then 50000 + i else 0 end, md5('payable' || i)
  from generate_series(1, 3000) i`);
await db.execute(sql`analyze orders, customers, debts`);
const counts = (
  (await db.execute(
    sql`select count(*)::int n, (count(*) filter (where balance > 0))::int open from debts where shop_id = ${shop.id}`,
  )) as unknown as { rows: { n: number; open: number }[] }
).rows[0]!;
console.log(
  `${database.kind}: seeded ${orderCount} orders, ${counts.n} debts (${counts.open} open) in ${Math.round((performance.now() - started) / 1000)} s`,
);

async function measure(name: string, budget: number | null, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
  const verdict = budget === null ? '(reported)' : `budget ${budget} ms  ${p95 <= budget ? 'PASS' : 'FAIL'}`;
  console.log(
    `${name.padEnd(46)} p50 ${times[20]!.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ${verdict}`,
  );
}
const list = (query: Record<string, string>) => () => listDebts(db, shop.id, debtListQuerySchema.parse(query));
const totals = (query: Record<string, string>) => () => debtTotals(db, shop.id, debtTotalsQuerySchema.parse(query));
const [customer] = (
  (await db.execute(
    sql`select customer_id id from debts where shop_id = ${shop.id} and customer_id is not null limit 1`,
  )) as unknown as { rows: { id: string }[] }
).rows;
let cursor: string | null = null;
for (let page = 0; page < 3; page++) cursor = (await list(cursor ? { cursor } : {})()).next_cursor;

// What the /debt screen asks on opening: the list of the tab and its totals.
await measure('list, customers owe you (open, oldest 50)', 50, list({}));
await measure('totals, customers owe you', 50, totals({}));
await measure('list, page 4 by cursor', 50, list({ cursor: cursor! }));
await measure('list, overdue only', 50, list({ overdue: 'true' }));
await measure('list, search a name', 50, list({ q: 'Mteja 1234' }));
await measure('list, search a phone', 50, list({ q: '0700001234' }));
await measure('list, one customer (all)', 50, list({ customer_id: customer!.id, status: 'all' }));
await measure('totals, one customer', 50, totals({ customer_id: customer!.id }));
await measure('list, you owe suppliers', 50, list({ direction: 'payable' }));
await measure('totals, you owe suppliers', 50, totals({ direction: 'payable' }));
await measure('list, paid up (closed)', 50, list({ status: 'closed' }));
await measure('list, all', 50, list({ status: 'all' }));

await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (admin) await onServer(`drop database if exists ${dbName} with (force)`);

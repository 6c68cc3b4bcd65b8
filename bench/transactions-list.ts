// p50/p95 of the /transactions list with 1M ledger entries in one shop (issue 15: p95 ≤ 50 ms),
// with each of its filters, a deep page and the totals of a range.
//
//   npx node bench/transactions-list.ts                embedded PostgreSQL in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node bench/transactions-list.ts
//   npx node bench/transactions-list.ts --entries 100000     smaller run
//
// Times are of the service calls the route makes (no HTTP), so they are the database's share.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { signUp } from '../src/server/modules/auth/auth.service.ts';
import { createShop } from '../src/server/modules/shop/shop.service.ts';
import {
  listTransactions,
  transactionListStatement,
  transactionTotals,
} from '../src/server/modules/transactions/transaction.service.ts';
import { transactionListQuerySchema } from '../src/lib/transaction-schemas.ts';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '1000000' } } });
const entries = Number(values.entries);

const admin = process.env.DATABASE_URL;
const dbName = `bench_${randomBytes(4).toString('hex')}`;
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
const database = await openDatabase({ url, dataDir: dir });
const { db } = database;

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

// Two provider accounts beside the cash drawer; a thousand customers the entries point at.
const accounts = (
  (await db.execute(sql`
    insert into payment_accounts (shop_id, provider, label, credentials_enc, callback_key)
    select ${shop.id}, p, p, 'v1.x.x.x', md5(random()::text) from unnest(array['clickpesa', 'selcom']) p
    returning id`)) as unknown as { rows: { id: string }[] }
).rows.map((r) => r.id);
await db.execute(sql`
  insert into customers (shop_id, phone, name)
  select ${shop.id}, '+2557' || lpad(i::text, 8, '0'), 'Mteja ' || i from generate_series(1, 1000) i`);

// One year of entries, newest first every ~31 s, in batches. Ids are time-ordered like
// timeOrderedId() (48 bits of milliseconds, then random), times in milliseconds like appendEntry.
const started = performance.now();
const BATCH = 100_000;
const step = (365 * 86_400) / entries;
for (let from = 0; from < entries; from += BATCH) {
  const to = Math.min(entries, from + BATCH) - 1;
  await db.execute(sql`
    with cs as (select array_agg(id order by id) a from customers where shop_id = ${shop.id})
    insert into ledger_entries (shop_id, id, kind, account_id, amount, order_id, customer_id, note, created_at)
    select ${shop.id},
      (lpad(to_hex((extract(epoch from ts) * 1000)::bigint), 12, '0') || '7' || substr(h, 1, 3) || '8' || substr(h, 4, 15))::uuid,
      kind,
      case when kind = 'cash_sale' then null when i % 2 = 0 then ${accounts[0]}::uuid else ${accounts[1]}::uuid end,
      case when kind in ('payment', 'cash_sale') then 1000 + i % 90000
           when kind = 'fee' then -(10 + i % 900) else -(500 + i % 5000) end,
      case when kind in ('payment', 'cash_sale', 'fee') then gen_random_uuid() end,
      case when kind <> 'adjustment' then (select a from cs)[1 + i % 1000] end,
      '',
      ts
    from (
      select i, md5(i::text) h,
        date_trunc('milliseconds', now() - make_interval(secs => i * ${step}::float8)) ts,
        (array['payment', 'payment', 'payment', 'fee', 'fee', 'cash_sale', 'cash_sale', 'refund', 'payout', 'adjustment'])[1 + i % 10] kind
      from generate_series(${from}::int, ${to}::int) i
    ) s`);
}
await db.execute(sql`analyze ledger_entries, customers, payment_accounts`);
console.log(
  `${database.kind}: seeded ${entries} ledger entries in ${Math.round((performance.now() - started) / 1000)} s`,
);

const literal = (v: unknown) =>
  typeof v === 'number'
    ? String(v)
    : v instanceof Date
      ? `'${v.toISOString()}'`
      : `'${String(v).replaceAll("'", "''")}'`;

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

const list = (query: Record<string, string>) => () =>
  listTransactions(db, shop.id, transactionListQuerySchema.parse({ page_size: '50', ...query }));
const eatDay = (daysAgo: number) =>
  new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const [customer] = (
  (await db.execute(sql`select id from customers where shop_id = ${shop.id} limit 1`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
// A cursor half-way down the year: keyset paging costs the same there as on page 1.
let cursor: string | null = null;
for (let page = 0; page < 3; page++) cursor = (await list(cursor ? { cursor } : {})()).next_cursor;
const middle = (
  (await db.execute(
    sql`select created_at, id from ledger_entries where shop_id = ${shop.id} order by created_at desc, id desc offset ${Math.floor(entries / 2)} limit 1`,
  )) as unknown as { rows: { created_at: Date; id: string }[] }
).rows[0]!;
const deep = `${new Date(middle.created_at).toISOString()}_${middle.id}`;

// The database's own time for the first page and a filtered one (the machine's load aside).
for (const [name, query] of [
  ['newest 50', {}],
  ['type = fee', { kind: 'fee' }],
] as const) {
  const statement = transactionListStatement(
    db,
    shop.id,
    transactionListQuerySchema.parse({ page_size: '50', ...query }),
  );
  const { sql: text, params } = statement.toSQL();
  const plan = (await db.execute(
    sql.raw(
      `explain (analyze, format json, verbose) ${text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]))}`,
    ),
  )) as unknown as {
    rows: { 'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number }] }[];
  };
  const [p] = plan.rows[0]!['QUERY PLAN'];
  if (process.env.SHOW_PLAN) console.log(JSON.stringify(p, null, 1));
  console.log(
    `EXPLAIN ANALYZE list, ${name}: planning ${p['Planning Time'].toFixed(2)} ms, execution ${p['Execution Time'].toFixed(2)} ms`,
  );
}

await measure('list, newest 50', 50, list({}));
await measure('list, page 4 by cursor', 50, list({ cursor: cursor! }));
await measure('list, half-way down the year', 50, list({ cursor: deep }));
await measure('list, type = fee', 50, list({ kind: 'fee' }));
await measure('list, type = payout (1 in 10)', 50, list({ kind: 'payout' }));
await measure('list, one provider account', 50, list({ account: accounts[0]! }));
await measure('list, cash drawer', 50, list({ account: 'cash' }));
await measure('list, last 30 days', 50, list({ from: eatDay(30), to: eatDay(0) }));
await measure('list, one day 6 months ago', 50, list({ from: eatDay(180), to: eatDay(180) }));
await measure('list, standing (not reversed)', 50, list({ status: 'standing' }));
await measure('list, one customer', 50, list({ customer_id: customer!.id }));
await measure('totals, one day', null, () => transactionTotals(db, shop.id, { from: eatDay(1), to: eatDay(1) }));
await measure('totals, last 30 days', null, () => transactionTotals(db, shop.id, { from: eatDay(30), to: eatDay(0) }));
await measure('totals, whole year', null, () => transactionTotals(db, shop.id, {}));

await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}

// p50/p95 of the profit view (GET /api/profit: 12 months of sales, COGS and expenses) and of the
// expense screens' reads, with 1M orders and 100k expense records in one shop (issue 16: p95 ≤ 50 ms).
//
//   npx node bench/profit-queries.ts                  embedded PostgreSQL in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node bench/profit-queries.ts
//   npx node bench/profit-queries.ts --orders 100000 --expenses 10000     smaller run
//
// Times are of the service calls the routes make (no HTTP), so they are the database's share.
// Sales and COGS come from salesByMonth (analytics, issue 17), measured on its own so its share
// of the profit view shows; expenses come from expense_month_totals (kept with every entry).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addMonths, eatDay, monthOf } from '../src/lib/eat-days.ts';
import { expenseListQuerySchema, profitQuerySchema } from '../src/lib/expense-schemas.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { rebuildRollups, withoutRollups } from '../src/server/seed/without-rollups.ts';
import { salesByMonth } from '../src/server/modules/analytics/sales-by-month.ts';
import { signUp } from '../src/server/modules/auth/auth.service.ts';
import { expenseSummary, expenseTotalsByMonth, listExpenses } from '../src/server/modules/expenses/expense.service.ts';
import { profitView } from '../src/server/modules/expenses/profit.service.ts';
import { createShop } from '../src/server/modules/shop/shop.service.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    expenses: { type: 'string', default: '100000' },
    // Fewer timed runs when a query is known to take seconds (the recount before issue 17's rollup).
    runs: { type: 'string', default: '20' },
  },
});
const orderCount = Number(values.orders);
const expenseCount = Number(values.expenses);
const runs = Number(values.runs);

const admin = process.env.DATABASE_URL;
const dbName = `bench_exp_${randomBytes(4).toString('hex')}`;
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
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

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

// One year of orders (one in ten cancelled), each with two lines, one in five without a cost price.
const started = performance.now();
const [product] = await rows<{ id: string }>(sql`
  insert into products (shop_id, name, price, category, cost_price) values (${shop.id}, 'Bench', 1000, 'home', 600)
  returning id`);
const BATCH = 100_000;
const step = (365 * 86_400) / orderCount;
for (let from = 0; from < orderCount; from += BATCH) {
  const to = Math.min(orderCount, from + BATCH) - 1;
  // Without the analytics triggers, then one recount (src/server/seed/without-rollups.ts).
  await withoutRollups(db, (tx) =>
    tx.execute(sql`
    with o as (
      insert into orders (shop_id, id, number, status, channel, fulfilment, payment_method, subtotal, total, created_at)
      select ${shop.id}, gen_random_uuid(), i + 1,
        case when i % 10 = 0 then 'cancelled' else 'completed' end, 'pos', 'pickup', 'cash',
        2000 + (i % 50) * 100, 2000 + (i % 50) * 100,
        now() - make_interval(secs => i * ${step}::float8)
      from generate_series(${from}::int, ${to}::int) i
      returning id, total, number
    )
    insert into order_lines (shop_id, order_id, position, product_id, product_name, unit_price, quantity, line_total, unit_cost)
    select ${shop.id}, o.id, p, ${product!.id}, 'Bench', o.total / 2, 1, o.total / 2,
      case when p = 1 and o.number % 5 = 0 then null else (o.total / 2) * 6 / 10 end
    from o, generate_series(0, 1) p`),
  );
}
await rebuildRollups(db, shop.id);
// Expenses: entries and month totals as recordExpense writes them (one record each).
await db.execute(sql`
  with e as (
    insert into expenses (shop_id, id, amount, category, spent_on, paid_by, note)
    select ${shop.id}, gen_random_uuid(), 1000 + (i % 500) * 100,
      (array['rent','salary','utilities','marketing','insurance','supplies','equipment','travel','food','other'])[1 + i % 10],
      (now() at time zone 'Africa/Dar_es_Salaam')::date - (i % 365), (array['cash','mobile_money','bank'])[1 + i % 3],
      'Matumizi ' || i
    from generate_series(1, ${expenseCount}::int) i
    returning *
  ), n as (
    insert into expense_entries (shop_id, expense_id, kind, amount, category, spent_on, paid_by)
    select shop_id, id, 'record', amount, category, spent_on, paid_by from e
  )
  insert into expense_month_totals (shop_id, month, category, total, count)
  select shop_id, date_trunc('month', spent_on)::date, category, sum(amount), count(*) from e group by 1, 2, 3`);
await db.execute(sql`analyze orders, order_lines, expenses, expense_entries, expense_month_totals`);
console.log(
  `${database.kind}: seeded ${orderCount} orders (${orderCount * 2} lines) and ${expenseCount} expenses in ${Math.round((performance.now() - started) / 1000)} s`,
);

async function measure(name: string, budget: number | null, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(3, runs); i++) await fn();
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
    `${name.padEnd(46)} p50 ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(8)} ms  p95 ${p95.toFixed(1).padStart(8)} ms  ${verdict}`,
  );
}

const to = monthOf(eatDay());
const from = addMonths(to, -11);
await measure('profit view, last 12 months', 50, () => profitView(db, shop.id, profitQuerySchema.parse({})));
await measure('  of which salesByMonth (issue 17 helper)', null, () => salesByMonth(db, shop.id, from, to));
await measure('  of which expense month totals', null, () => expenseTotalsByMonth(db, shop.id, from, addMonths(to, 1)));
await measure('expense summary (/expenses)', 50, () => expenseSummary(db, shop.id));
const list = (q: Record<string, string>) => () =>
  listExpenses(db, shop.id, expenseListQuerySchema.parse({ page_size: '50', ...q }), (name) => `/media/${name}`);
await measure('expense list, newest 50', 50, list({}));
await measure('expense list, category = rent', 50, list({ category: 'rent' }));
await measure('expense list, one month', 50, list({ from: `${to}-01`, to: eatDay() }));
await measure('expense list, search in notes', null, list({ q: 'Matumizi 4242' }));

await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}

// Times the analytics views on a database seeded by bench/analytics-queries.ts --keep, with this
// tree's code (decision 0052 compares two trees on one database this way):
//   URL=postgres://…/bench_an_… SHOP=<shop id> npx node bench/analytics-reads.ts [write | chat-write]
//   VIEWS=chat RUNS=100 …   only these views, this many runs a range (default all, 20)
// chat-write: a conversation started (one insert as the widget makes it), 8 at once, with the chat
// view's rollup trigger on and off (decision 0054); the bench's conversations are then deleted and
// the rollup recounted, so the database stays as seeded.
import { sql } from 'drizzle-orm';
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
import { createOrder } from '../src/server/modules/orders/order.service.ts';
import { wireOrderHooks } from '../src/server/create-order-hooks.ts';
wireOrderHooks();
const database = await openDatabase({ url: process.env.URL });
const { db } = database;
const shopId = process.env.SHOP!;
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
if (process.argv[2] === 'write') {
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const [owner] = await ids(sql`select owner_id as id from shops where id = ${shopId}`);
  const [customer] = await ids(sql`select id from customers where shop_id = ${shopId} limit 1`);
  const productIds = await ids(sql`select id from products where shop_id = ${shopId} limit 2`);
  const input = orderCreateSchema.parse({
    customer_id: customer,
    lines: productIds.map((product_id: string) => ({ product_id, quantity: 2 })),
    channel: 'pos',
  });
  await measure('order write, rollups on', null, () => createOrder(db, shopId, owner ?? null, input), 200);
} else if (process.argv[2] === 'chat-write') {
  const toggle = (on: boolean) =>
    db.execute(sql.raw(`alter table conversations ${on ? 'enable' : 'disable'} trigger conversations_analytics`));
  let n = 0;
  const start = () =>
    db.execute(sql`insert into conversations (shop_id, channel, external_id, language)
      values (${shopId}, 'widget', ${`bench-write-${process.pid}-${++n}`}, 'sw') on conflict do nothing`);
  // Eight writers side by side, each timed on its own: a wait for another's row would show in p95.
  const eight = async (times: number[]) => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const s = performance.now();
        await start();
        times.push(performance.now() - s);
      }),
    );
  };
  for (const on of [true, false, true]) {
    await toggle(on);
    await measure(`conversation start, rollup ${on ? 'on' : 'off'}`, null, start, 300);
    const times: number[] = [];
    for (let i = 0; i < 100; i++) await eight(times);
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.ceil(times.length * q) - 1]!.toFixed(1).padStart(7);
    console.log(`${`8 at once, rollup ${on ? 'on' : 'off'}`.padEnd(34)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
  }
  const [slots] = (
    (await db.execute(sql`select count(*) as n, max(cnt) as most from (select count(*) as cnt
      from conversations_daily where shop_id = ${shopId} group by day, channel) d`)) as unknown as {
      rows: { n: string; most: string }[];
    }
  ).rows;
  console.log(`days and channels ${slots?.n}, most slots of one ${slots?.most}`);
  await db.execute(sql`delete from conversations where shop_id = ${shopId} and external_id like 'bench-write-%'`);
  await db.execute(sql`select analytics_rebuild_chat(${shopId})`);
} else {
  const today = eatDay(new Date());
  const ranges: [string, AnalyticsQuery][] = [
    ['30d', { range: '30d' }],
    ['a year', { range: 'custom', from: '2025-11-01', to: '2026-10-31' }],
    ['a custom year', { range: 'custom', from: addDays(today, -364), to: today }],
    [`${MAX_RANGE_DAYS} days`, { range: 'custom', from: addDays(today, 1 - MAX_RANGE_DAYS), to: today }],
  ];
  const queries = {
    overview: analyticsOverview,
    products: analyticsProducts,
    peaks: analyticsPeaks,
    channels: analyticsChannels,
    customers: analyticsCustomers,
    chat: analyticsChat,
  };
  const views = process.env.VIEWS?.split(',');
  const runs = Number(process.env.RUNS ?? 20);
  for (const [rangeName, q] of ranges)
    for (const [name, fn] of Object.entries(queries))
      if (!views || views.includes(name)) await measure(`${name}, ${rangeName}`, 50, () => fn(db, shopId, q), runs);
}
await database.close();

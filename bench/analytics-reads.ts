// Times the analytics views on a database seeded by bench/analytics-queries.ts --keep, with this
// tree's code (decision 0052 compares two trees on one database this way):
//   URL=postgres://…/bench_an_… SHOP=<shop id> npx node bench/analytics-reads.ts [write]
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
  for (const [rangeName, q] of ranges)
    for (const [name, fn] of Object.entries(queries))
      await measure(`${name}, ${rangeName}`, 50, () => fn(db, shopId, q), 20);
}
await database.close();

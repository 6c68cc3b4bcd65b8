// p50/p95 of the back-office's heaviest reads on one shop at issue 4's volume (100k products,
// 200k customers, 1M orders): the order list filtered by status (50 rows), product search and a
// segment count. Budgets: ≤ 50 ms for the list and the search, ≤ 200 ms for the segment count.
//
//   npx node bench/catalog-queries.ts                   embedded PostgreSQL in a temporary folder (seeding takes minutes)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node bench/catalog-queries.ts
//   npx node bench/catalog-queries.ts --products 10000 --customers 20000 --orders 100000   smaller run
//
// Times are of the service calls the routes make (no HTTP), so they are the database's share.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { signUp } from '../src/server/modules/auth/auth.service.ts';
import { listOrders } from '../src/server/modules/orders/order-query.service.ts';
import { listProducts } from '../src/server/modules/products/product.service.ts';
import { countSegment } from '../src/server/modules/segments/segment.service.ts';
import { createShop } from '../src/server/modules/shop/shop.service.ts';
import { seedCatalog } from '../src/server/seed/catalog-seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '200000' },
    orders: { type: 'string', default: '1000000' },
  },
});
const size = { products: Number(values.products), customers: Number(values.customers), orders: Number(values.orders) };

// A throwaway database: embedded PostgreSQL in a temporary folder, or a fresh database on the given server.
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
const started = performance.now();
await seedCatalog(db, shop.id, size);
console.log(
  `${database.kind}: seeded ${JSON.stringify(size)} in ${Math.round((performance.now() - started) / 1000)} s`,
);

async function measure(name: string, budget: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
  console.log(
    `${name.padEnd(44)} p50 ${times[20]!.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  budget ${budget} ms  ${p95 <= budget ? 'PASS' : 'FAIL'}`,
  );
}

const page = { page: 1, page_size: 50 };
await measure('orders, status pending, 50 rows', 50, () => listOrders(db, shop.id, { ...page, status: 'pending' }));
await measure('orders, all, 50 rows', 50, () => listOrders(db, shop.id, { ...page, status: 'all' }));
await measure('product search "kanga 123"', 50, () => listProducts(db, shop.id, { ...page, q: 'kanga 123' }));
await measure('product search "ka"', 50, () => listProducts(db, shop.id, { ...page, q: 'ka' }));
await measure('segment count: spent > 50000 and orders ≥ 5', 200, () =>
  countSegment(db, shop.id, {
    match: 'all',
    criteria: [
      { field: 'total_amount', operator: 'gt', value: 50000 },
      { field: 'total_orders', operator: 'ge', value: 5 },
    ],
  }),
);
await measure('segment count: Arusha or orders > 6', 200, () =>
  countSegment(db, shop.id, {
    match: 'any',
    criteria: [
      { field: 'location', operator: 'eq', value: 'arusha' },
      { field: 'total_orders', operator: 'gt', value: 6 },
    ],
  }),
);

await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}

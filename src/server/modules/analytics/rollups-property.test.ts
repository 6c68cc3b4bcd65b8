import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCreateSchema } from '../../../lib/order-schemas.ts';
import { AppError } from '../../http/errors.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { createOrder, transitionOrder } from '../orders/order.service.ts';
import { refundOrder } from '../ledger/refund-order.ts';
import { reverseEntry } from '../ledger/reverse-entry.ts';
import { addDays, eatDay, eatRange } from '../../../lib/eat-range.ts';
import { customersFromDays, customersFromHistory } from './analytics-people.ts';
import { rowsOf } from './analytics-range.ts';
import { analyticsPeaks, analyticsProducts } from './analytics.service.ts';

// The rollups (kept by triggers, migration 0017) must equal a recount of the orders after any mix
// of writes: orders through the real service, payments, cancellations (the refund path cancels
// through the same transitionOrder), reopening (reconciliation's update), line edits and deletes,
// orders moved in time or to another payment method, and orders moved to another customer or none.
// What they count is one definition (migration 0021): orders paid or past paid, net of refunds.

let t: TestApp;
let shopId: string;
const products: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpUser(t, { shop: true });
  shopId = owner.shop.id;
  for (const [name, price] of [
    ['Kanga', 15000],
    ['Kitenge', 8000],
    ['Sabuni', 1500],
  ] as const) {
    const res = await owner.client.post('/api/products', { name, price, category: 'home', stock: 100_000 });
    products.push(res.body.id);
  }
}, 30_000);
afterAll(() => t.close());

const pick = fc.nat({ max: 1000 });
const step = fc.oneof(
  fc.record({
    op: fc.constant('create' as const),
    lines: fc.array(fc.record({ p: fc.nat({ max: 2 }), q: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    channel: fc.constantFrom('whatsapp', 'widget', 'pos', 'manual'),
    method: fc.constantFrom('cash', 'mobile_money'),
    customer: fc.option(fc.nat({ max: 2 })),
    paid: fc.boolean(),
  }),
  fc.record({ op: fc.constantFrom('cancel' as const, 'pay' as const, 'deliver' as const, 'reopen' as const), i: pick }),
  // Cash handed back for an order, and such a refund reversed: a sale counts net of what was given back.
  fc.record({ op: fc.constant('refund' as const), i: pick, amount: fc.integer({ min: 1, max: 20000 }) }),
  fc.record({ op: fc.constant('reverse_refund' as const), i: pick }),
  // Back or forward by up to four days, so that a customer's days with orders gain and lose
  // neighbours on either side.
  fc.record({ op: fc.constant('move' as const), i: pick, hours: fc.integer({ min: -100, max: 100 }) }),
  // Back by up to two months, so that ranges hold whole months and ragged ends (decision 0052).
  fc.record({ op: fc.constant('move' as const), i: pick, hours: fc.integer({ min: -1500, max: 0 }) }),
  fc.record({ op: fc.constant('switch_customer' as const), i: pick, customer: fc.option(fc.nat({ max: 2 })) }),
  fc.record({
    op: fc.constant('edit_line' as const),
    i: pick,
    q: fc.integer({ min: 1, max: 5 }),
    cost: fc.option(fc.integer({ min: 0, max: 9000 })),
    variant: fc.boolean(),
  }),
  fc.record({ op: fc.constant('delete_line' as const), i: pick }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const orderIds: string[] = [];
const nth = <T>(list: T[], i: number) => list[i % list.length];

async function run(s: Step): Promise<void> {
  const id = nth(orderIds, 'i' in s ? s.i : 0);
  const ignoringRefusals = (p: Promise<unknown>) =>
    p.catch((e: unknown) => {
      if (!(e instanceof AppError)) throw e;
    });
  switch (s.op) {
    case 'create': {
      const input = orderCreateSchema.parse({
        lines: s.lines.map((l) => ({ product_id: products[l.p], quantity: l.q })),
        channel: s.channel,
        payment_method: s.method,
        customer: s.customer === null ? undefined : { name: `C${s.customer}`, phone: `075400000${s.customer}` },
        // A till sale by mobile money is paid by its push, never created paid (decision 0030).
        status: s.paid && !(s.channel === 'pos' && s.method === 'mobile_money') ? 'paid' : 'pending',
      });
      orderIds.push(await createOrder(t.db, shopId, null, input));
      return;
    }
    case 'cancel':
    case 'pay':
    case 'deliver': {
      const to = { pay: 'paid', deliver: 'delivered', cancel: 'cancelled' } as const;
      if (id) await ignoringRefusals(transitionOrder(t.db, shopId, id, null, to[s.op], ''));
      return;
    }
    case 'refund':
      if (id)
        await ignoringRefusals(
          refundOrder(t.db, {
            shopId,
            orderId: id,
            amount: s.amount,
            note: '',
            source: 'cash',
            paymentId: null,
            actorId: null,
          }),
        );
      return;
    case 'reverse_refund': {
      const [refund] = await rowsOf<{ id: string }>(
        t.db,
        sql`select e.id from ledger_entries e where e.shop_id = ${shopId} and e.kind = 'refund' and e.order_id = ${id ?? null}
          and not exists (select 1 from ledger_entries v where v.shop_id = e.shop_id and v.reverses_id = e.id) limit 1`,
      );
      if (refund) await reverseEntry(t.db, shopId, refund.id, null, '');
      return;
    }
    case 'reopen':
      if (id)
        await t.db.execute(
          sql`update orders set status = 'pending' where shop_id = ${shopId} and id = ${id} and status = 'cancelled'`,
        );
      return;
    case 'move':
      if (id)
        await t.db.execute(sql`update orders set created_at = created_at + make_interval(hours => ${s.hours}),
          payment_method = case payment_method when 'cash' then 'mobile_money' else 'cash' end
          where shop_id = ${shopId} and id = ${id}`);
      return;
    case 'switch_customer':
      if (id)
        await t.db.execute(sql`update orders set customer_id = (select id from customers
            where shop_id = ${shopId} and phone = ${s.customer === null ? null : `+25575400000${s.customer}`})
          where shop_id = ${shopId} and id = ${id}`);
      return;
    case 'edit_line':
      if (id)
        await t.db.execute(sql`update order_lines set quantity = ${s.q}, line_total = unit_price * ${s.q},
            unit_cost = ${s.cost}, variant_id = ${s.variant ? sql`gen_random_uuid()` : sql`null`}
          where shop_id = ${shopId} and id = (select id from order_lines where shop_id = ${shopId} and order_id = ${id} order by position limit 1)`);
      return;
    case 'delete_line':
      if (id)
        await t.db.execute(sql`delete from order_lines where shop_id = ${shopId}
          and id = (select id from order_lines where shop_id = ${shopId} and order_id = ${id} order by position desc limit 1)`);
      return;
  }
}

const live = () => sql`o.shop_id = ${shopId} and o.status in ('paid', 'picked_up', 'delivered', 'completed')`;
/** An order's sale: its total less what was given back for it, recounted from the ledger itself. */
const net = sql`greatest(o.total - coalesce((select -sum(e.amount) from ledger_entries e where e.shop_id = o.shop_id
  and e.order_id = o.id and e.kind = 'refund'
  and not exists (select 1 from ledger_entries v where v.shop_id = e.shop_id and v.reverses_id = e.id)), 0), 0)`;
const lineSums = sql`(select shop_id, order_id, sum(quantity) as items, sum(unit_cost * quantity) as cogs,
  count(*) filter (where unit_cost is null) as nocost from order_lines group by 1, 2)`;
const normal = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) =>
      Object.values(r)
        .map((v) => (v instanceof Date ? v.toISOString() : String(v)))
        .join('|'),
    )
    .sort();

async function compare(): Promise<void> {
  const [hourly, hourlyRecount] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select hour, channel, payment_method, orders, sales, items, cogs, lines_without_cost
      from sales_hourly where shop_id = ${shopId} and (orders, sales, items, cogs, lines_without_cost) <> (0, 0, 0, 0, 0)`,
    ),
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select date_trunc('hour', o.created_at, 'UTC') as hour, o.channel, o.payment_method,
        count(*) as orders, sum(${net}) as sales, coalesce(sum(l.items), 0) as items,
        coalesce(sum(l.cogs), 0) as cogs, coalesce(sum(l.nocost), 0) as nocost
      from orders o left join ${lineSums} l on l.shop_id = o.shop_id and l.order_id = o.id where ${live()} group by 1, 2, 3`,
    ),
  ]);
  expect(normal(hourly)).toEqual(normal(hourlyRecount));
  const [salesDays, salesDaysRecount] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select day::text, channel, payment_method, orders, sales, items, cogs, lines_without_cost
      from sales_daily where shop_id = ${shopId} and (orders, sales, items, cogs, lines_without_cost) <> (0, 0, 0, 0, 0)`,
    ),
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select (o.created_at at time zone 'Africa/Dar_es_Salaam')::date::text as day, o.channel,
        o.payment_method, count(*) as orders, sum(${net}) as sales, coalesce(sum(l.items), 0) as items,
        coalesce(sum(l.cogs), 0) as cogs, coalesce(sum(l.nocost), 0) as nocost
      from orders o left join ${lineSums} l on l.shop_id = o.shop_id and l.order_id = o.id where ${live()} group by 1, 2, 3`,
    ),
  ]);
  expect(normal(salesDays)).toEqual(normal(salesDaysRecount));
  const [daily, dailyRecount] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select day::text, product_id, variant_id, quantity, revenue from product_sales_daily
      where shop_id = ${shopId} and (quantity, revenue) <> (0, 0)`,
    ),
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select (o.created_at at time zone 'Africa/Dar_es_Salaam')::date::text as day, l.product_id,
        coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000') as variant_id, sum(l.quantity) as q, sum(l.line_total) as r
      from orders o join order_lines l on l.shop_id = o.shop_id and l.order_id = o.id where ${live()} group by 1, 2, 3`,
    ),
  ]);
  expect(normal(daily)).toEqual(normal(dailyRecount));
  // Each customer's days with orders, linked to the customer's neighbouring days with orders; a day
  // left without orders keeps no links.
  const [customers, customersRecount] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select day::text, customer_id, orders, sales, prev_day::text, next_day::text from customer_sales_daily
      where shop_id = ${shopId} and ((orders, sales) <> (0, 0) or prev_day is not null or next_day is not null)`,
    ),
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select day::text, customer_id, orders, sales, (lag(day) over w)::text, (lead(day) over w)::text from (
        select (o.created_at at time zone 'Africa/Dar_es_Salaam')::date as day, o.customer_id,
          count(*) as orders, sum(${net}) as sales from orders o where ${live()} and o.customer_id is not null group by 1, 2) c
      window w as (partition by customer_id order by day)`,
    ),
  ]);
  expect(normal(customers)).toEqual(normal(customersRecount));
  await compareLongRanges();
}

/**
 * The long-range rollups (decision 0052) equal a recount of the orders, and the views that read
 * them answer as a recount of the orders does (the customers view: as its reading of the days does).
 */
async function compareLongRanges(): Promise<void> {
  const day = sql`(o.created_at at time zone 'Africa/Dar_es_Salaam')::date`;
  const [hours, hoursRecount] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select hour, orders from orders_hourly where shop_id = ${shopId} and orders <> 0`,
    ),
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select date_trunc('hour', o.created_at, 'UTC') as hour, count(*) from orders o where ${live()} group by 1`,
    ),
  ]);
  expect(normal(hours)).toEqual(normal(hoursRecount));
  const [months, monthsRecount] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select month::text, product_id, variant_id, quantity, revenue from product_sales_monthly
      where shop_id = ${shopId} and (quantity, revenue) <> (0, 0)`,
    ),
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select date_trunc('month', ${day})::date::text, l.product_id,
        coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000'), sum(l.quantity) as q, sum(l.line_total) as r
      from orders o join order_lines l on l.shop_id = o.shop_id and l.order_id = o.id where ${live()} group by 1, 2, 3`,
    ),
  ]);
  expect(normal(months)).toEqual(normal(monthsRecount));
  const [history, historyRecount] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select customer_id, days::text, cum_orders::text, cum_sales::text from customer_sales_history
      where shop_id = ${shopId}`,
    ),
    rowsOf<Record<string, unknown>>(
      t.db,
      sql`select customer_id, array_agg(day order by day)::text as d, array_agg(co order by day)::text as o,
        array_agg(cs order by day)::text as s from (
          select customer_id, day, sum(orders) over w as co, sum(sales) over w as cs from (
            select ${day} as day, o.customer_id, count(*) as orders, sum(${net}) as sales from orders o
            where ${live()} and o.customer_id is not null group by 1, 2) c
          window w as (partition by customer_id order by day)) x
        group by 1`,
    ),
  ]);
  expect(normal(history)).toEqual(normal(historyRecount));
  const today = eatDay(new Date());
  const ranges = [
    [addDays(today, -70), today],
    [addDays(today, -45), addDays(today, -3)],
    [`${addDays(today, -40).slice(0, 8)}01`, addDays(today, 2)],
    [addDays(today, -2), addDays(today, 1)],
  ] as const;
  for (const [from, to] of ranges) {
    const r = eatRange({ range: 'custom', from, to });
    const numbers = ([counts, top]: Awaited<ReturnType<typeof customersFromDays>>) => [
      Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
      top.map((c) => [c.id, c.name, Number(c.orders), Number(c.sales)]),
    ];
    expect(numbers(await customersFromHistory(t.db, shopId, r))).toEqual(
      numbers(await customersFromDays(t.db, shopId, r)),
    );
    const inRange = sql`${day} >= ${from} and ${day} <= ${to}`;
    const sold = await rowsOf<{ product_id: string; q: string; r: string }>(
      t.db,
      sql`select l.product_id, sum(l.quantity) as q, sum(l.line_total) as r from orders o
        join order_lines l on l.shop_id = o.shop_id and l.order_id = o.id where ${live()} and ${inRange}
        group by 1 having sum(l.quantity) > 0`,
    );
    const products = await analyticsProducts(t.db, shopId, { range: 'custom', from, to });
    expect(products.by_quantity.map((p) => [p.product_id, p.quantity, p.revenue]).sort()).toEqual(
      sold.map((p) => [p.product_id, Number(p.q), Number(p.r)]).sort(),
    );
    const peaks = await rowsOf<{ dow: number; h: number; n: string }>(
      t.db,
      sql`select (extract(isodow from o.created_at at time zone 'Africa/Dar_es_Salaam') - 1)::int as dow,
        extract(hour from o.created_at at time zone 'Africa/Dar_es_Salaam')::int as h, count(*) as n
      from orders o where ${live()} and ${inRange} group by 1, 2`,
    );
    const heatmap = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
    for (const p of peaks) heatmap[p.dow]![p.h] = Number(p.n);
    expect((await analyticsPeaks(t.db, shopId, { range: 'custom', from, to })).heatmap).toEqual(heatmap);
  }
}

describe('analytics rollups', () => {
  it('equal a full recount after any mix of orders, payments, cancellations, reopenings and line edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        for (const s of steps) await run(s);
        await compare();
      }),
      { numRuns: 40 },
    );
    expect(orderIds.length).toBeGreaterThan(0);
  }, 60_000);

  // On a PostgreSQL server these run side by side: each write links its day between the customer's
  // neighbouring days, so without the per-customer turn two of them link the same gap.
  it("keep one customer's days linked when 30 of the customer's orders move or cancel at once, three times", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(
        await createOrder(
          t.db,
          shopId,
          null,
          orderCreateSchema.parse({
            lines: [{ product_id: products[i % 3], quantity: 1 }],
            channel: 'pos',
            status: 'paid',
            customer: { name: 'Mteja Mmoja', phone: '0754999001' },
          }),
        ),
      );
    // Each order on a day and hour of its own first, so that the writes below share no sales cell
    // (whose row lock would make them take turns anyway), only the customer.
    for (const [i, id] of ids.entries())
      await t.db
        .execute(sql`update orders set created_at = created_at - make_interval(days => ${2 * i}, hours => ${i % 5})
        where shop_id = ${shopId} and id = ${id}`);
    for (const round of [1, 2, 3])
      await Promise.all(
        ids.map((id, i) =>
          i % 3 === 0 && round === 1
            ? transitionOrder(t.db, shopId, id, null, 'cancelled', '')
            : t.db
                .execute(sql`update orders set created_at = created_at + make_interval(days => ${(i + round) % 2 ? 1 : -1})
                where shop_id = ${shopId} and id = ${id}`),
        ),
      );
    await compare();
  }, 60_000);
});

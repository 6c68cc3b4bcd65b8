import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import { conversations } from '../../db/schema/chat.ts';
import { orders } from '../../db/schema/orders.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { shopSummary } from '../dashboard/dashboard.service.ts';
import {
  analyticsChannels,
  analyticsChat,
  analyticsCustomers,
  analyticsOverview,
  analyticsPeaks,
  analyticsProducts,
} from './analytics.service.ts';
import { salesByMonth } from './sales-by-month.ts';

// A hand-computed fixture (figures worked out below, not by the code under test). The shop's
// "now" is Tuesday 2026-11-10 12:00 EAT; the period is 1–7 November (a Sunday to a Saturday),
// the previous period 25–31 October.
const now = new Date('2026-11-10T09:00:00Z');
const week: AnalyticsQuery = { range: 'custom', from: '2026-11-01', to: '2026-11-07' };
const MARKER = 'ZZ-OTHER-SHOP-MARKER';

let t: TestApp;
let shopId: string;
let otherShopId: string;
const ids: Record<string, string> = {};

async function product(client: TestClient, name: string, price: number): Promise<string> {
  const res = await client.post('/api/products', { name, price, category: 'clothing_accessories', stock: 100 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/**
 * An order through the API (the real service), paid (a sale counts once paid: migration 0021)
 * unless `pending`, then moved to when it was placed.
 */
async function order(
  client: TestClient,
  at: string,
  lines: [string, number][],
  extra: { customer?: string; phone?: string; payment_method?: string; channel?: string; pending?: boolean } = {},
): Promise<string> {
  const res = await client.post('/api/orders', {
    customer: { name: extra.customer ?? 'Asha', phone: extra.phone ?? '0754000111' },
    lines: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
    fulfilment: 'pickup',
    payment_method: extra.payment_method ?? 'cash',
    channel: extra.channel ?? 'manual',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (!extra.pending)
    expect((await client.post(`/api/orders/${res.body.id}/transitions`, { to: 'paid' })).status).toBe(200);
  await t.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, res.body.id));
  return res.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpUser(t, { shop: true });
  shopId = owner.shop.id;
  const c = owner.client;
  ids.kanga = await product(c, 'Kanga', 15000);
  ids.kitenge = await product(c, 'Kitenge', 8000);
  ids.unsold = await product(c, 'Unsold shawl', 1000);
  // 23:30 EAT on Sunday the 1st: it belongs to the 1st, though it is still the 1st in UTC only by 3 h.
  ids.o1 = await order(c, '2026-11-01T20:30:00Z', [[ids.kanga, 2]]);
  // 00:30 EAT on the 8th: outside the period, though it is the 7th in UTC.
  ids.o2 = await order(c, '2026-11-07T21:30:00Z', [[ids.kitenge, 1]], { payment_method: 'mobile_money' });
  // Tuesday the 3rd, 18:10 and 19:20 EAT, a new customer ordering twice, one order from WhatsApp.
  ids.o3 = await order(
    c,
    '2026-11-03T15:10:00Z',
    [
      [ids.kanga, 1],
      [ids.kitenge, 1],
    ],
    {
      customer: 'Baraka',
      phone: '0754000222',
      payment_method: 'mobile_money',
      channel: 'whatsapp',
    },
  );
  ids.o4 = await order(c, '2026-11-03T16:20:00Z', [[ids.kitenge, 3]], {
    customer: 'Baraka',
    phone: '0754000222',
    channel: 'pos',
  });
  // Cancelled: leaves every figure.
  ids.o5 = await order(c, '2026-11-03T15:30:00Z', [[ids.kanga, 1]], { customer: 'Chausiku', phone: '0754000333' });
  expect((await c.post(`/api/orders/${ids.o5}/transitions`, { to: 'cancelled' })).status).toBe(200);
  // Not paid yet (cash on delivery): no sale, in any figure, until it is.
  ids.unpaid = await order(c, '2026-11-03T15:40:00Z', [[ids.kanga, 4]], {
    customer: 'Dotto',
    phone: '0754000777',
    pending: true,
  });
  // The previous period: Asha's first order.
  ids.o6 = await order(c, '2026-10-28T09:00:00Z', [[ids.kanga, 1]]);
  await t.db.insert(conversations).values([
    { shopId, channel: 'whatsapp', externalId: 'w1', createdAt: new Date('2026-11-02T08:00:00Z') },
    { shopId, channel: 'whatsapp', externalId: 'w2', createdAt: new Date('2026-11-05T08:00:00Z') },
    { shopId, channel: 'widget', externalId: 'c1', createdAt: new Date('2026-11-05T09:00:00Z') },
    { shopId, channel: 'widget', externalId: 'c2', createdAt: new Date('2026-10-30T09:00:00Z') },
  ]);

  // Another shop selling in the same hours, every name a marker.
  const other = await signUpUser(t, { shop: true });
  otherShopId = other.shop.id;
  const marked = await product(other.client, `${MARKER} product`, 99000);
  await product(other.client, `${MARKER} unsold`, 1);
  for (const at of ['2026-11-01T20:30:00Z', '2026-11-03T15:10:00Z', '2026-10-28T09:00:00Z'])
    await order(other.client, at, [[marked, 5]], {
      customer: `${MARKER} customer`,
      phone: '0754999999',
      channel: 'whatsapp',
    });
  await t.db.insert(conversations).values({
    shopId: otherShopId,
    channel: 'whatsapp',
    externalId: MARKER,
    createdAt: new Date('2026-11-02T08:00:00Z'),
  });
}, 60_000);
afterAll(() => t.close());

describe('analytics figures against a hand-computed week', () => {
  it('overview: orders, sales, average, items, by day, against the previous week', async () => {
    const o = await analyticsOverview(t.db, shopId, week, now);
    expect(o.period).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      previous_from: '2026-10-25',
      previous_to: '2026-10-31',
      bucket: 'day',
    });
    expect(o.orders).toEqual({ value: 3, previous: 1 });
    expect(o.sales).toEqual({ value: 77000, previous: 15000 });
    expect(o.average_order_value).toEqual({ value: 25666, previous: 15000 });
    expect(o.items_sold).toEqual({ value: 7, previous: 1 });
    expect(o.series).toEqual([
      { at: '2026-11-01', orders: 1, sales: 30000 },
      { at: '2026-11-02', orders: 0, sales: 0 },
      { at: '2026-11-03', orders: 2, sales: 47000 },
      { at: '2026-11-04', orders: 0, sales: 0 },
      { at: '2026-11-05', orders: 0, sales: 0 },
      { at: '2026-11-06', orders: 0, sales: 0 },
      { at: '2026-11-07', orders: 0, sales: 0 },
    ]);
  });

  it('puts an order at 00:30 EAT on the 8th in the 8th, by the hour', async () => {
    const o = await analyticsOverview(t.db, shopId, { range: 'custom', from: '2026-11-08', to: '2026-11-08' }, now);
    expect(o.period.bucket).toBe('hour');
    expect(o.series).toHaveLength(24);
    expect(o.series[0]).toEqual({ at: '2026-11-08T00', orders: 1, sales: 8000 });
    expect(o.series.slice(1).every((p) => p.orders === 0)).toBe(true);
    // The day before it (the 7th) is the previous period and has nothing.
    expect(o.orders).toEqual({ value: 1, previous: 0 });
  });

  it('products: best sellers both ways and what did not sell', async () => {
    const p = await analyticsProducts(t.db, shopId, week, now);
    const brief = (list: typeof p.by_quantity) => list.map((s) => [s.product_name, s.quantity, s.revenue]);
    expect(brief(p.by_quantity)).toEqual([
      ['Kitenge', 4, 32000],
      ['Kanga', 3, 45000],
    ]);
    expect(brief(p.by_revenue)).toEqual([
      ['Kanga', 3, 45000],
      ['Kitenge', 4, 32000],
    ]);
    expect(p.not_sold).toEqual([{ product_id: ids.unsold, product_name: 'Unsold shawl' }]);
    expect(p.not_sold_count).toBe(1);
  });

  it('peaks: Sunday 23:00 and Tuesday 18:00-20:00, in EAT', async () => {
    const p = await analyticsPeaks(t.db, shopId, week, now);
    const cells = p.heatmap.flatMap((row, d) => row.flatMap((n, h) => (n ? [[d, h, n]] : [])));
    expect(cells).toEqual([
      [1, 18, 1],
      [1, 19, 1],
      [6, 23, 1],
    ]);
    expect(p.busiest).toEqual({ weekday: 1, from_hour: 18, to_hour: 20, orders: 2 });
  });

  it('channels and payment methods', async () => {
    const c = await analyticsChannels(t.db, shopId, week, now);
    expect(c.channels).toEqual([
      { key: 'whatsapp', orders: 1, sales: 23000 },
      { key: 'widget', orders: 0, sales: 0 },
      { key: 'pos', orders: 1, sales: 24000 },
      { key: 'manual', orders: 1, sales: 30000 },
    ]);
    expect(c.payment_methods).toEqual([
      { key: 'mobile_money', orders: 1, sales: 23000 },
      { key: 'cash', orders: 2, sales: 54000 },
      // Every method is listed, pay later (issue 16) too when nothing was sold on credit.
      { key: 'credit', orders: 0, sales: 0 },
    ]);
  });

  it('customers: new, returning, repeat rate and the top ones', async () => {
    const c = await analyticsCustomers(t.db, shopId, week, now);
    // Baraka is new and ordered twice; Asha ordered before (28 October): returning.
    expect(c.new_customers).toEqual({ value: 1, previous: 1 });
    expect(c.returning_customers).toEqual({ value: 1, previous: 0 });
    expect(c.repeat_rate_permille).toEqual({ value: 500, previous: 0 });
    expect(c.top_customers.map((x) => [x.name, x.orders, x.sales])).toEqual([
      ['Baraka', 2, 47000],
      ['Asha', 1, 30000],
    ]);
  });

  it('customers: one on several days of the period counts once, with the days added up', async () => {
    const shop = await signUpUser(t, { shop: true });
    const kanga = await product(shop.client, 'Kanga', 10000);
    const kitenge = await product(shop.client, 'Kitenge', 5000);
    const zawadi = { customer: 'Zawadi', phone: '0754000444' };
    const neema = { customer: 'Neema', phone: '0754000555' };
    // Zawadi: the 30th of October, then the 2nd and the 5th (10,000 and 20,000: neither day beats
    // Yusuf's 25,000 in two orders of the 4th, both together do). Neema: the 6th, and the 9th after the period.
    await order(shop.client, '2026-10-30T09:00:00Z', [[kanga, 1]], zawadi);
    await order(shop.client, '2026-11-02T09:00:00Z', [[kanga, 1]], zawadi);
    await order(shop.client, '2026-11-05T09:00:00Z', [[kanga, 2]], zawadi);
    await order(shop.client, '2026-11-04T09:00:00Z', [[kanga, 2]], { customer: 'Yusuf', phone: '0754000666' });
    await order(shop.client, '2026-11-04T10:00:00Z', [[kitenge, 1]], { customer: 'Yusuf', phone: '0754000666' });
    await order(shop.client, '2026-11-06T09:00:00Z', [[kanga, 1]], neema);
    await order(shop.client, '2026-11-09T09:00:00Z', [[kanga, 1]], neema);
    const c = await analyticsCustomers(t.db, shop.shop.id, week, now);
    expect(c.new_customers).toEqual({ value: 2, previous: 1 });
    expect(c.returning_customers).toEqual({ value: 1, previous: 0 });
    // Zawadi (two days) and Yusuf (two orders on one day) of three.
    expect(c.repeat_rate_permille).toEqual({ value: 666, previous: 0 });
    expect(c.top_customers.map((x) => [x.name, x.orders, x.sales])).toEqual([
      ['Zawadi', 2, 30000],
      ['Yusuf', 2, 25000],
      ['Neema', 1, 10000],
    ]);
  });

  it('chat: conversations started and orders from them, by channel', async () => {
    const c = await analyticsChat(t.db, shopId, week, now);
    expect(c.conversations).toEqual({ value: 3, previous: 1 });
    expect(c.orders_from_chat).toEqual({ value: 1, previous: 0 });
    expect(c.by_channel).toEqual([
      { channel: 'whatsapp', conversations: 2, orders: 1, conversion_permille: 500 },
      { channel: 'widget', conversations: 1, orders: 0, conversion_permille: 0 },
    ]);
  });

  it('months for the profit view, and the home card of a day', async () => {
    expect(await salesByMonth(t.db, shopId, '2026-10', '2026-11')).toEqual([
      { month: '2026-10', orders: 1, sales: 15000, cogs: 0, lines_without_cost: 1 },
      { month: '2026-11', orders: 4, sales: 85000, cogs: 0, lines_without_cost: 5 },
    ]);
    const home = await shopSummary(t.db, shopId, new Date('2026-11-03T20:00:00Z'));
    expect(home.today).toEqual({ orders: 2, sales: 47000, since: '2026-11-02T21:00:00.000Z' });
  });

  it("never shows another shop's orders, products, customers or conversations", async () => {
    const answers = await Promise.all(
      [analyticsOverview, analyticsProducts, analyticsPeaks, analyticsChannels, analyticsCustomers, analyticsChat].map(
        (f) => f(t.db, shopId, week, now),
      ),
    );
    expect(JSON.stringify(answers)).not.toContain(MARKER);
    expect(JSON.stringify(answers)).not.toContain(otherShopId);
    // The marker rows are there to be found, in their own shop.
    expect(JSON.stringify(await analyticsProducts(t.db, otherShopId, week, now))).toContain(MARKER);
  });

  it('a cancelled order leaves every figure, and comes back when reopened', async () => {
    const cancel = async (to: string) =>
      t.db
        .update(orders)
        .set({ status: to })
        .where(and(eq(orders.shopId, shopId), eq(orders.id, ids.o4!)));
    await cancel('cancelled');
    const o = await analyticsOverview(t.db, shopId, week, now);
    expect([o.orders.value, o.sales.value, o.items_sold.value]).toEqual([2, 53000, 4]);
    const p = await analyticsProducts(t.db, shopId, week, now);
    expect(p.by_quantity.map((s) => [s.product_name, s.quantity])).toEqual([
      ['Kanga', 3],
      ['Kitenge', 1],
    ]);
    const c = await analyticsCustomers(t.db, shopId, week, now);
    expect(c.repeat_rate_permille.value).toBe(0);
    await cancel('paid');
    expect((await analyticsOverview(t.db, shopId, week, now)).orders.value).toBe(3);
  });

  it('a sale counts once paid or delivered, net of what was given back, the same in every view', async () => {
    const shop = await signUpUser(t, { shop: true });
    const c = shop.client;
    const kanga = await product(c, 'Kanga', 10000);
    const at = '2026-11-04T09:00:00Z';
    const cod = await order(c, at, [[kanga, 3]], { customer: 'Rehema', phone: '0754000888', pending: true });
    const figures = async () => {
      const [o, ch, cu, months, home] = await Promise.all([
        analyticsOverview(t.db, shop.shop.id, week, now),
        analyticsChannels(t.db, shop.shop.id, week, now),
        analyticsCustomers(t.db, shop.shop.id, week, now),
        salesByMonth(t.db, shop.shop.id, '2026-11', '2026-11'),
        shopSummary(t.db, shop.shop.id, new Date('2026-11-04T12:00:00Z')),
      ]);
      return {
        overview: [o.orders.value, o.sales.value, o.items_sold.value],
        manual: ch.channels.find((x) => x.key === 'manual')!.sales,
        top: cu.top_customers.map((x) => x.sales),
        month: months.map((m) => m.sales),
        home: home.today.sales,
      };
    };
    // Pending cash on delivery: not a sale anywhere.
    expect(await figures()).toEqual({ overview: [0, 0, 0], manual: 0, top: [], month: [], home: 0 });
    // Delivered (and paid in cash): 30,000 everywhere.
    expect((await c.post(`/api/orders/${cod}/transitions`, { to: 'paid' })).status).toBe(200);
    expect((await c.post(`/api/orders/${cod}/transitions`, { to: 'delivered' })).status).toBe(200);
    expect(await figures()).toEqual({
      overview: [1, 30000, 3],
      manual: 30000,
      top: [30000],
      month: [30000],
      home: 30000,
    });
    // 8,000 handed back: every view shows 22,000.
    const refund = await c.post(`/api/orders/${cod}/refunds`, { amount: 8000, note: 'one kanga torn', source: 'cash' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(await figures()).toEqual({
      overview: [1, 22000, 3],
      manual: 22000,
      top: [22000],
      month: [22000],
      home: 22000,
    });
  });
});

describe('analytics routes', () => {
  it('answer a member, refuse a range too long or half given', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const ok = await client.get('/api/analytics/overview?range=today');
    expect(ok.status).toBe(200);
    expect(ok.body.series).toHaveLength(24);
    const long = await client.get('/api/analytics/overview?range=custom&from=2020-01-01&to=2026-01-01');
    expect([long.status, long.body.code]).toEqual([400, 'range_too_long']);
    const half = await client.get('/api/analytics/products?range=custom&from=2026-01-01');
    expect([half.status, half.body.code]).toEqual([400, 'date_required']);
  });
});

// Issue 25: /analytics answered every member, so one with only products read saw top customers'
// names and sales that /api/customers refuses them (decision 0029).
describe('analytics permissions', () => {
  const VIEWS = ['overview', 'products', 'peaks', 'channels', 'customers', 'chat'] as const;
  async function staffWith(owner: TestClient, permissions: { resource: string; action: string[] }[]) {
    const s = await signUpUser(t);
    const invite = (await owner.post('/api/staff/invitations', { email: s.email, permissions })).body;
    const accepted = await s.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
    expect(accepted.status).toBeLessThan(300);
    return s.client;
  }
  const statuses = async (client: TestClient) => {
    const out: Record<string, number> = {};
    for (const view of VIEWS) {
      out[view] = (await client.get(`/api/analytics/${view}?range=30d`)).status;
      out[`export ${view}`] = (await client.get(`/api/analytics/export?view=${view}&range=30d`)).status;
    }
    out.live = (await client.get('/api/analytics/live')).status;
    return out;
  };
  const only = (allowed: string[]) =>
    Object.fromEntries(
      [...VIEWS.flatMap((v) => [v, `export ${v}`]), 'live'].map((k) => [
        k,
        allowed.includes(k.replace('export ', '')) ? 200 : 403,
      ]),
    );

  it('give a member with only products read nothing of customers or sales', async () => {
    const { client: owner } = await signUpUser(t, { shop: true });
    const products = await staffWith(owner, [{ resource: 'product', action: ['read'] }]);
    expect(await statuses(products)).toEqual(only([]));
    const refused = await products.get('/api/analytics/customers?range=30d');
    expect(refused.body).toMatchObject({ code: 'permission_denied' });
    expect(refused.body.message).toMatch(/orders/i);
  });

  it('open each view to who may read what it shows', async () => {
    const { client: owner } = await signUpUser(t, { shop: true });
    expect(await statuses(owner)).toEqual(only([...VIEWS, 'live']));
    const orders = await staffWith(owner, [{ resource: 'orders', action: ['read'] }]);
    expect(await statuses(orders)).toEqual(only(['overview', 'peaks', 'channels', 'live']));
    const accountant = await staffWith(owner, [{ resource: 'transactions', action: ['read'] }]);
    expect(await statuses(accountant)).toEqual(only(['overview', 'peaks', 'channels', 'live']));
    const sales = await staffWith(owner, [
      { resource: 'orders', action: ['read'] },
      { resource: 'product', action: ['read'] },
    ]);
    expect(await statuses(sales)).toEqual(only(['overview', 'peaks', 'channels', 'products', 'live']));
    const customers = await staffWith(owner, [{ resource: 'customers', action: ['read'] }]);
    expect(await statuses(customers)).toEqual(only([]));
    const both = await staffWith(owner, [
      { resource: 'customers', action: ['read'] },
      { resource: 'orders', action: ['read'] },
      { resource: 'conversations', action: ['read'] },
    ]);
    expect(await statuses(both)).toEqual(only(['overview', 'peaks', 'channels', 'customers', 'chat', 'live']));
  });
});

describe('GET /api/analytics/export', () => {
  it('gives the CSV of a view, and refuses a view it does not know', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const res = await client.get('/api/analytics/export?view=channels&range=7d');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(String(res.body).split('\r\n').slice(0, 2)).toEqual(['split,key,orders,sales', 'channel,whatsapp,0,0']);
    const wrong = await client.get('/api/analytics/export?view=secrets&range=7d');
    expect([wrong.status, wrong.body.code]).toEqual([400, 'view_unknown']);
  });
});

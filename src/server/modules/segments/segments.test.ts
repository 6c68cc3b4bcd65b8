import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../db/schema/customers.ts';
import { parseCsv } from '../../../lib/csv.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { listSegments } from './segment.service.ts';

let t: TestApp, owner: TestClient, shopId: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  const people = [
    ['0754100001', 'Juma Hassan', 'Dar es Salaam', 120000, 6],
    ['0754100002', 'Neema Mushi', 'Arusha', 30000, 2],
    ['0754100003', '=Baraka, "Mollel"', 'arusha', 500000, 12],
    ['0754100004', 'Halima Said', 'Mwanza', 0, 0],
  ] as const;
  for (const [phone, name, location, spent, count] of people) {
    const res = await owner.post('/api/customers', { phone, name, location, tags: ['vip'] });
    // Aggregates are normally kept by orders; set here to exercise segments alone.
    await t.db
      .update(customers)
      .set({ totalSpent: spent, orderCount: count })
      .where(and(eq(customers.shopId, shopId), eq(customers.id, res.body.id)));
  }
  const make = async (name: string, body: object) =>
    (ids[name] = (await owner.post('/api/segments', { name, ...body })).body.id);
  await make('Arusha', { criteria: [{ field: 'location', operator: 'eq', value: 'Arusha' }] });
  await make('Big spenders', { match: 'any', criteria: [{ field: 'total_amount', operator: 'ge', value: 100000 }] });
  await make('Nobody', { criteria: [{ field: 'total_orders', operator: 'gt', value: 1000 }] });
  await make('Everyone', { criteria: [{ field: 'total_orders', operator: 'ge', value: 0 }] });
});
afterAll(() => t.close());

describe('criteria past 2^31', () => {
  it('counts with an order count or an amount far beyond a 32-bit number (found by the API fuzz)', async () => {
    for (const field of ['total_orders', 'total_amount']) {
      const res = await owner.post('/api/segments/count', {
        criteria: [{ field, operator: 'lt', value: 727_957_990_951 }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ count: 4 });
    }
  });
});

describe('segment list', () => {
  it('gives each segment its member count', async () => {
    const res = await owner.get('/api/segments');
    expect(res.status).toBe(200);
    const counts = Object.fromEntries(res.body.map((s: { name: string; count: number }) => [s.name, s.count]));
    expect(counts).toEqual({ Arusha: 2, 'Big spenders': 2, Nobody: 0, Everyone: 4 });
  });

  it('counts every segment in one query over the customers, not one per segment', async () => {
    const select = vi.spyOn(t.db, 'select');
    try {
      await listSegments(t.db, shopId);
      // One for the segments, one for all their counts.
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it("counts only this shop's customers", async () => {
    const other = await signUpUser(t, { shop: true });
    await other.client.post('/api/customers', { phone: '0754100001', name: 'Juma elsewhere', location: 'Arusha' });
    await other.client.post('/api/segments', {
      name: 'Arusha',
      criteria: [{ field: 'location', operator: 'eq', value: 'Arusha' }],
    });
    expect((await other.client.get('/api/segments')).body).toMatchObject([{ name: 'Arusha', count: 1 }]);
    expect((await owner.get('/api/segments')).body.find((s: { name: string }) => s.name === 'Arusha').count).toBe(2);
  });
});

describe('segment members', () => {
  it('pages through the members, biggest spenders first', async () => {
    const first = await owner.get(`/api/segments/${ids.Everyone}/customers?page_size=3`);
    expect(first.body.items.map((c: { phone: string }) => c.phone)).toEqual([
      '+255754100003',
      '+255754100001',
      '+255754100002',
    ]);
    expect(first.body.has_more).toBe(true);
    const second = await owner.get(`/api/segments/${ids.Everyone}/customers?page_size=3&page=2`);
    expect(second.body.items.map((c: { name: string }) => c.name)).toEqual(['Halima Said']);
    expect(second.body.has_more).toBe(false);
    expect((await owner.get(`/api/segments/${ids.Nobody}/customers`)).body.items).toEqual([]);
  });

  it('exports the members as CSV, safe to open in a spreadsheet', async () => {
    const res = await owner.get(`/api/segments/${ids['Big spenders']}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="big-spenders.csv"');
    const rows = parseCsv(res.body as string).map((r) => r.fields);
    expect(rows[0]).toEqual([
      'name',
      'phone',
      'location',
      'language',
      'tags',
      'total_spent',
      'order_count',
      'last_order_at',
      'customer_since',
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => [r[0], r[1], r[5], r[6]])
        .sort(),
    ).toEqual([
      // A name that starts like a formula is defused; commas and quotes survive. Phone numbers
      // carry the same apostrophe, which also keeps a spreadsheet from reading them as numbers.
      ['\'=Baraka, "Mollel"', "'+255754100003", '500000', '12'],
      ['Juma Hassan', "'+255754100001", '120000', '6'],
    ]);
    const empty = await owner.get(`/api/segments/${ids.Nobody}/export`);
    expect(parseCsv(empty.body as string)).toHaveLength(1);
  });

  it('keeps members and export to members with the customers permission, and to the shop', async () => {
    const bare = await signUpUser(t);
    const link = (
      await owner.post('/api/staff/invitations', {
        email: bare.email,
        permissions: [{ resource: 'orders', action: 'read' }],
      })
    ).body.link;
    await bare.client.post(`/api/invitations/${new URL(link).pathname.split('/').pop()}/accept`);
    for (const path of ['customers', 'export'])
      expect((await bare.client.get(`/api/segments/${ids.Arusha}/${path}`)).status).toBe(403);
    expect((await bare.client.get('/api/segments')).status).toBe(403);

    const stranger = await signUpUser(t, { shop: true });
    for (const path of ['customers', 'export']) {
      const res = await stranger.client.get(`/api/segments/${ids.Arusha}/${path}`);
      expect([res.status, res.body.code]).toEqual([404, 'segment_not_found']);
    }
  });
});

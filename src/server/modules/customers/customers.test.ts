import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../db/schema/customers.ts';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  const people = [
    ['0754000001', 'Juma Hassan', 'Dar es Salaam', 120000, 6],
    ['0754000002', 'Neema Mushi', 'Arusha', 30000, 2],
    ['0754000003', 'Baraka Mollel', 'arusha', 500000, 12],
    ['0754000004', 'Halima Said', 'Mwanza', 0, 0],
  ] as const;
  for (const [phone, name, location, spent, count] of people) {
    const res = await owner.post('/api/customers', { phone, name, location, tags: ['vip', 'vip'] });
    // Aggregates are normally kept by orders; set here to exercise segments alone.
    await t.db
      .update(customers)
      .set({ totalSpent: spent, orderCount: count })
      .where(and(eq(customers.shopId, shopId), eq(customers.id, res.body.id)));
  }
});
afterAll(() => t.close());

describe('customers', () => {
  it('creates one customer per phone number (E.164)', async () => {
    const res = await owner.post('/api/customers', { phone: '+255 754 000 001', name: 'Again' });
    expect([res.status, res.body.code]).toEqual([409, 'phone_taken']);
    const bad = await owner.post('/api/customers', { phone: '12', name: 'X' });
    expect(bad.body.code).toBe('invalid_phone');
  });

  it('searches by name or phone, written either way', async () => {
    const names = async (query: string) =>
      (await owner.get(`/api/customers?${query}`)).body.items.map((c: any) => c.name).sort();
    expect(await names('q=mush')).toEqual(['Neema Mushi']);
    expect(await names('q=0754000003')).toEqual(['Baraka Mollel']);
    expect(await names('q=%2B255754000002')).toEqual(['Neema Mushi']);
    expect(await names('q=075400000&by=phone')).toHaveLength(4);
    expect(await names('q=juma&by=phone')).toEqual([]);
    const list = await owner.get('/api/customers?page_size=2');
    expect(list.body).toMatchObject({ total: 4, page_size: 2 });
    expect(list.body.items[0].tags).toEqual(['vip']);
  });

  it('shows and updates a customer', async () => {
    const [c] = (await owner.get('/api/customers?q=halima')).body.items;
    const updated = await owner.put(`/api/customers/${c.id}`, {
      notes: 'Prefers delivery',
      tags: ['wholesale'],
      language: 'en',
    });
    expect(updated.body).toMatchObject({ notes: 'Prefers delivery', tags: ['wholesale'], language: 'en' });
    const detail = await owner.get(`/api/customers/${c.id}`);
    expect(detail.body).toMatchObject({ name: 'Halima Said', total_spent: 0, order_count: 0, recent_orders: [] });
    const clash = await owner.put(`/api/customers/${c.id}`, { phone: '0754000001' });
    expect(clash.status).toBe(409);
  });
});

describe('segments', () => {
  const count = async (body: unknown) => (await owner.post('/api/segments/count', body)).body.count;

  it('counts in SQL with every operator and both match modes', async () => {
    expect(await count({ criteria: [{ field: 'total_amount', operator: 'gt', value: 100000 }] })).toBe(2);
    expect(await count({ criteria: [{ field: 'total_amount', operator: 'ge', value: 120000 }] })).toBe(2);
    expect(await count({ criteria: [{ field: 'total_orders', operator: 'lt', value: 2 }] })).toBe(1);
    expect(await count({ criteria: [{ field: 'total_orders', operator: 'le', value: 2 }] })).toBe(2);
    expect(await count({ criteria: [{ field: 'total_orders', operator: 'eq', value: 6 }] })).toBe(1);
    expect(await count({ criteria: [{ field: 'location', operator: 'eq', value: 'ARUSHA ' }] })).toBe(2);
    const both = [
      { field: 'location', operator: 'eq', value: 'Arusha' },
      { field: 'total_orders', operator: 'gt', value: 5 },
    ];
    expect(await count({ match: 'all', criteria: both })).toBe(1);
    expect(await count({ match: 'any', criteria: both })).toBe(3);
  });

  it('refuses criteria that make no sense', async () => {
    const loc = await owner.post('/api/segments/count', {
      criteria: [{ field: 'location', operator: 'gt', value: 'Arusha' }],
    });
    expect([loc.status, loc.body.code]).toEqual([400, 'location_operator']);
    const text = await owner.post('/api/segments/count', {
      criteria: [{ field: 'total_amount', operator: 'gt', value: 'lots' }],
    });
    expect(text.status).toBe(400);
    const op = await owner.post('/api/segments/count', {
      criteria: [{ field: 'total_amount', operator: 'ne', value: 1 }],
    });
    expect(op.status).toBe(400);
    expect((await owner.post('/api/segments/count', { criteria: [] })).status).toBe(400);
  });

  it('saves a segment and lists its customers', async () => {
    const created = await owner.post('/api/segments', {
      name: 'Big spenders',
      match: 'any',
      criteria: [{ field: 'total_amount', operator: 'ge', value: 100000 }],
    });
    expect(created.status).toBe(201);
    expect((await owner.get(`/api/segments/${created.body.id}`)).body.count).toBe(2);
    const members = await owner.get(`/api/segments/${created.body.id}/customers`);
    expect(members.body.items.map((c: any) => c.name)).toEqual(['Baraka Mollel', 'Juma Hassan']);
    const renamed = await owner.put(`/api/segments/${created.body.id}`, {
      name: 'Top',
      criteria: [{ field: 'total_orders', operator: 'ge', value: 12 }],
    });
    expect(renamed.body.name).toBe('Top');
    expect((await owner.get('/api/segments')).body).toHaveLength(1);
    expect((await owner.delete(`/api/segments/${created.body.id}`)).status).toBe(204);
    expect((await owner.get(`/api/segments/${created.body.id}`)).status).toBe(404);
  });
});

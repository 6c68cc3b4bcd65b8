import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { shops } from '../../db/schema/shops.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [owner] = await t.db
    .insert(users)
    .values({
      name: 'Owner',
      email: 'owner@example.com',
      phone: '+255754000000',
      passwordHash: 'x',
    } as typeof users.$inferInsert)
    .returning();
  const shop = (name: string, category: string, listed: boolean, n: number) => ({
    ownerId: owner!.id,
    name,
    category,
    listed,
    whatsappNumber: `+2557540001${String(n).padStart(2, '0')}`,
    address: 'Dar es Salaam',
  });
  await t.db
    .insert(shops)
    .values([
      shop('Mama Neema Fashion', 'clothing_accessories', true, 1),
      shop('Kariakoo Electronics', 'electronics', true, 2),
      shop('Hidden Shop', 'electronics', false, 3),
      shop('50% Off Store', 'home', true, 4),
      ...Array.from({ length: 13 }, (_, i) =>
        shop(`Duka ${String(i).padStart(2, '0')}`, 'food_beverages', true, 10 + i),
      ),
    ]);
});
afterAll(() => t.close());

describe('GET /api/public/shops', () => {
  it('lists only listed shops, with their chat link, publicly cached', async () => {
    const res = await t.client().get('/api/public/shops');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=60/);
    expect(res.body.total).toBe(16);
    expect(res.body.items).toHaveLength(12);
    expect(res.body.categories).toEqual(['clothing_accessories', 'electronics', 'food_beverages', 'home']);
    const names = res.body.items.map((s: { name: string }) => s.name);
    expect(names).not.toContain('Hidden Shop');
    const shop = (await t.client().get('/api/public/shops?q=kariakoo')).body.items[0];
    expect(shop.waLink).toMatch(/^https:\/\/wa\.me\/255754000102\?text=/);
    expect(Object.keys(shop).sort()).toEqual(['address', 'category', 'id', 'logoUrl', 'name', 'waLink']);
  });

  it('searches by name (case-insensitive, wildcards taken literally) and filters by category', async () => {
    const byName = await t.client().get('/api/public/shops?q=neema');
    expect(byName.body.items.map((s: { name: string }) => s.name)).toEqual(['Mama Neema Fashion']);
    const literal = await t.client().get(`/api/public/shops?q=${encodeURIComponent('50%')}`);
    expect(literal.body.items.map((s: { name: string }) => s.name)).toEqual(['50% Off Store']);
    const byCategory = await t.client().get('/api/public/shops?category=electronics');
    expect(byCategory.body.items.map((s: { name: string }) => s.name)).toEqual(['Kariakoo Electronics']);
  });

  it('paginates on the server and tolerates bad page numbers', async () => {
    const second = await t.client().get('/api/public/shops?page=2');
    expect(second.body.page).toBe(2);
    expect(second.body.items).toHaveLength(4);
    const bad = await t.client().get('/api/public/shops?page=-3');
    expect(bad.status).toBe(200);
    expect(bad.body.page).toBe(1);
  });

  it('never exposes unlisted shops, even by exact name', async () => {
    const res = await t.client().get('/api/public/shops?q=Hidden');
    expect(res.body.total).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';

let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const csv = (text: string, query = '') =>
  owner.request('POST', `/api/products/import${query}`, text, { 'content-type': 'text/csv' });

describe('product CSV', () => {
  it('imports new products, updates by SKU, and exports them back', async () => {
    const first = await csv(
      'sku,name,category,price,stock\nMC-1,"Mchele, 5kg",food_beverages,12000,8\n,Sukari,food_beverages,3000,0\n',
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ rows: 2, created: 2, updated: 0, refused: [] });
    const again = await csv(
      'sku,name,category,price,cost_price,stock\r\nMC-1,"Mchele, 5kg",food_beverages,12500,9000,10\r\n',
    );
    expect(again.body).toMatchObject({ created: 0, updated: 1 });
    const list = (await owner.get('/api/products?q=mchele')).body.items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ price: 12500, stock: 10 });
    const moves = (await owner.get(`/api/products/${list[0].id}/movements`)).body.items;
    expect(moves.map((m: any) => [m.reason, m.delta])).toEqual([
      ['import', 2],
      ['import', 8],
    ]);
    const exported = await t.app.request('/api/products/export', { headers: { cookie: owner.cookie } });
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const text = await exported.text();
    expect(text.split('\r\n')[0]).toBe(
      'sku,name,description,category,price,cost_price,status,track_inventory,stock,low_stock_threshold',
    );
    expect(text).toContain('MC-1,"Mchele, 5kg",,food_beverages,12500,9000,active,true,10,0');
    expect(text.trim().split('\r\n')).toHaveLength(3);
  });

  it('refuses a file with broken rows, reporting each row and writing nothing', async () => {
    const before = await shopSnapshot(t.db, shopId);
    const file = [
      'sku,name,category,price,stock',
      'OK-1,Fine,home,100,1',
      'BAD-1,Negative,home,-5,1',
      'BAD-2,Unknown,weapons,100,1',
      'BAD-3,Short row,home',
      'OK-1,Twice,home,100,1',
      'BAD-4,,home,abc,-2',
    ].join('\n');
    const res = await csv(file);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('csv_rows_refused');
    expect(res.body.refused.map((r: any) => [r.line, r.errors.map((e: any) => e.code)])).toEqual([
      [3, ['price_negative']],
      [4, ['unknown_category']],
      [5, ['csv_field_count']],
      [6, ['csv_duplicate_sku']],
      [7, ['required', 'price_invalid', 'stock_negative']],
    ]);
    expect(res.body.refused[0].errors[0].message).toBe('The price cannot be negative.');
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });

  it('refuses files it cannot read at all', async () => {
    expect((await csv('name,category,price\n"open,home,1')).body.code).toBe('csv_invalid');
    expect((await csv('name,colour,price\nA,red,1')).body.code).toBe('csv_unknown_column');
    expect((await csv('name,price\nA,1')).body.code).toBe('csv_missing_column');
    expect((await csv('')).body.code).toBe('csv_empty');
    expect((await owner.post('/api/products/import', { rows: [] })).status).toBe(415);
  });

  it('previews with dry_run without writing, and accepts a form upload', async () => {
    const before = await shopSnapshot(t.db, shopId);
    const dry = await csv('name,category,price\nPreview,home,100\n', '?dry_run=true');
    expect(dry.body).toMatchObject({ dry_run: true, created: 1 });
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
    const form = new FormData();
    form.set('file', new File(['name,category,price\nUploaded,home,100\n'], 'p.csv', { type: 'text/csv' }));
    expect((await owner.post('/api/products/import', form)).body).toMatchObject({ created: 1 });
  });

  it('lets someone without (product, update) add products but not change existing ones', async () => {
    const staff = await signUpUser(t);
    const invite = await owner.post('/api/staff/invitations', {
      email: staff.email,
      permissions: [{ resource: 'product', action: ['read', 'create'] }],
    });
    await staff.client.post(`/api/invitations/${new URL(invite.body.link).pathname.split('/').pop()}/accept`);
    const res = await staff.client.request(
      'POST',
      '/api/products/import',
      'sku,name,category,price\nMC-1,Mchele,food_beverages,1\nNEW-9,Mpya,home,5\n',
      { 'content-type': 'text/csv' },
    );
    expect(res.status).toBe(400);
    expect(res.body.refused).toEqual([
      { line: 2, errors: [expect.objectContaining({ code: 'sku_taken', field: 'sku' })] },
    ]);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions } from '../../db/schema/discounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';

// Discount codes (issue 28): the merchant's CRUD and its refusals, and a code used on an order
// (the order's total, its redemption, its limits, a cancel giving the use back).

let t: TestApp, owner: TestClient, shopId: string;
let sabuni: { id: string };
let phoneNo = 100;
const phone = () => `07542${String(++phoneNo).padStart(5, '0')}`;

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  sabuni = (await owner.post('/api/products', { name: 'Sabuni', price: 10_000, category: 'home', stock: 1000 })).body;
});
afterAll(() => t.close());

const codeCount = async () =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(discountCodes)
        .where(eq(discountCodes.shopId, shopId))
    )[0]!.n,
  );
const redemptionCount = async (codeId?: string) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.shopId, shopId), codeId ? eq(discountRedemptions.codeId, codeId) : undefined))
    )[0]!.n,
  );
const create = (body: object) => owner.post('/api/discount-codes', { kind: 'fixed', value: 1000, ...body });
const order = (extra: object = {}, quantity = 1, headers?: Record<string, string>) =>
  owner.post(
    '/api/orders',
    {
      customer: { phone: phone(), name: 'Mteja' },
      lines: [{ product_id: sabuni.id, quantity }],
      payment_method: 'cash',
      ...extra,
    },
    headers,
  );

describe('discount codes: the merchant', () => {
  it('creates, lists, reads, changes and deletes a code; stores it upper case', async () => {
    const res = await create({ code: ' welcome10 ', kind: 'percentage', value: 10, min_order: 5000, max_uses: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ code: 'WELCOME10', status: 'active', used: 0, uses_left: 5, discount_given: 0 });
    const list = await owner.get('/api/discount-codes?q=welc');
    expect(list.body.items.map((c: { code: string }) => c.code)).toEqual(['WELCOME10']);
    const patched = await owner.request('PATCH', `/api/discount-codes/${res.body.id}`, { active: false });
    expect(patched.body).toMatchObject({ active: false, status: 'disabled' });
    expect((await owner.get('/api/discount-codes?status=disabled')).body.items).toHaveLength(1);
    expect((await owner.get(`/api/discount-codes/${res.body.id}`)).body.code).toBe('WELCOME10');
    const gone = await owner.delete(`/api/discount-codes/${res.body.id}`);
    expect(gone.status).toBe(200);
    expect((await owner.get(`/api/discount-codes/${res.body.id}`)).status).toBe(404);
  });

  it.each([
    ['a percentage over 100', { kind: 'percentage', value: 101 }, 'discount_value_range'],
    ['a percentage of 0', { kind: 'percentage', value: 0 }, 'discount_value_range'],
    ['a negative percentage', { kind: 'percentage', value: -5 }, 'discount_value_range'],
    ['a fixed amount of 0', { kind: 'fixed', value: 0 }, 'discount_value_range'],
    ['a negative fixed amount', { kind: 'fixed', value: -100 }, 'discount_value_range'],
    ['a fixed amount past what an order can be', { kind: 'fixed', value: 1e14 }, 'discount_amount_too_big'],
    ['a fixed amount past what fits a number', { kind: 'fixed', value: 1e16 }, 'invalid_value'],
    ['a fraction of a shilling', { kind: 'fixed', value: 10.5 }, 'invalid_value'],
    ['an expiry in the past', { expires_at: '2020-01-01T00:00:00Z' }, 'discount_expiry_past'],
    ['a code with a space', { code: 'SAVE 10' }, 'discount_code_format'],
    ['a code with an emoji', { code: 'SAVE🎉' }, 'discount_code_format'],
    ['a code with a NUL byte', { code: 'SAVE\u000010' }, null],
    ['a code with a lone surrogate', { code: 'SAVE\ud800' }, null],
    ['a code too short', { code: 'AB' }, 'discount_code_format'],
    ['a limit of 0 uses', { max_uses: 0 }, 'discount_uses_positive'],
    ['a minimum order below 0', { min_order: -1 }, 'invalid_value'],
  ])('refuses %s with a 4xx in words, writing nothing', async (_, body, code) => {
    const before = await codeCount();
    const res = await create({ code: 'BAD01', ...body });
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (code) expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/\w/);
    expect(await codeCount()).toBe(before);
  });

  it('refuses, in Swahili too, a change that makes a percentage over 100', async () => {
    const res = await create({ code: 'FIXED500', value: 500 });
    const bad = await owner.request(
      'PATCH',
      `/api/discount-codes/${res.body.id}`,
      { kind: 'percentage' },
      { 'accept-language': 'sw' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('discount_value_range');
    expect(bad.body.message).toContain('Asilimia');
  });

  it('gives 409 for a code the shop has already, in any case, and for two creates at once (never 500)', async () => {
    expect((await create({ code: 'TWICE' })).status).toBe(201);
    const again = await create({ code: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('discount_code_taken');
    const results = await Promise.all(Array.from({ length: 20 }, () => create({ code: 'RACE20' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    // A rename onto a taken code is a 409 as well.
    const other = await create({ code: 'OTHER1' });
    const renamed = await owner.request('PATCH', `/api/discount-codes/${other.body.id}`, { code: 'race20' });
    expect(renamed.status).toBe(409);
  });

  it('lets another shop the same code, and shows it none of this shop’s', async () => {
    const mine = await create({ code: 'SHARED' });
    const other = await signUpUser(t, { shop: true });
    expect((await other.client.post('/api/discount-codes', { code: 'shared', kind: 'fixed', value: 100 })).status).toBe(
      201,
    );
    expect((await other.client.get(`/api/discount-codes/${mine.body.id}`)).status).toBe(404);
    expect((await other.client.request('PATCH', `/api/discount-codes/${mine.body.id}`, { active: false })).status).toBe(
      404,
    );
    expect((await other.client.delete(`/api/discount-codes/${mine.body.id}`)).status).toBe(404);
    const theirs = (await other.client.get('/api/discount-codes')).body.items;
    expect(theirs.map((c: { id: string }) => c.id)).not.toContain(mine.body.id);
    expect((await owner.get(`/api/discount-codes/${mine.body.id}`)).body.active).toBe(true);
  });
});

describe('discount codes on an order', () => {
  it('takes a fixed amount off the goods, in any case, and records the use', async () => {
    const code = (await create({ code: 'OFF1000', value: 1000 })).body;
    const res = await order({ discount_code: 'off1000' }, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const detail = (await owner.get(`/api/orders/${res.body.id}`)).body;
    expect(detail).toMatchObject({ subtotal: 20_000, total: 19_000, discount: { code: 'OFF1000', amount: 1000 } });
    const after = (await owner.get(`/api/discount-codes/${code.id}`)).body;
    expect(after).toMatchObject({ used: 1, discount_given: 1000 });
    expect(await redemptionCount(code.id)).toBe(1);
  });

  it('takes a percentage off the goods, rounded to the shilling, never more than the goods', async () => {
    await create({ code: 'PCT15', kind: 'percentage', value: 15 });
    const res = await order({ discount_code: 'PCT15' }, 3);
    expect((await owner.get(`/api/orders/${res.body.id}`)).body).toMatchObject({ subtotal: 30_000, total: 25_500 });
    await create({ code: 'BIGFIXED', value: 50_000 });
    const big = await order({ discount_code: 'BIGFIXED' }, 1);
    expect((await owner.get(`/api/orders/${big.body.id}`)).body).toMatchObject({
      total: 0,
      discount: { code: 'BIGFIXED', amount: 10_000 },
    });
  });

  it('refuses a code past its limits in words (en and sw), writing no order and no use', async () => {
    const expired = (await create({ code: 'OLDCODE' })).body;
    await t.db
      .update(discountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.id, expired.id));
    const disabled = (await create({ code: 'OFFCODE', active: false })).body;
    const usedUp = (await create({ code: 'ONCEONLY', max_uses: 1 })).body;
    expect((await order({ discount_code: 'onceonly' })).status).toBe(201);
    await create({ code: 'BIGORDER', min_order: 50_000 });
    const cases: [string, string, RegExp, RegExp][] = [
      ['NOSUCH', 'discount_code_unknown', /not valid/, /si sahihi/],
      ['SAVE 10', 'discount_code_unknown', /not valid/, /si sahihi/],
      ['OLDCODE', 'discount_code_expired', /expired/, /umekwisha/],
      ['OFFCODE', 'discount_code_disabled', /no longer/, /haitumiki/],
      ['ONCEONLY', 'discount_code_used_up', /used up/, /imeshatumika/],
      ['bigorder', 'discount_code_min_order', /TZS 50,000/, /TZS 50,000/],
    ];
    const ordersBefore = (await t.db.select({ n: sql<number>`count(*)` }).from(orders))[0]!.n;
    const usesBefore = await redemptionCount();
    for (const [typed, code, en, sw] of cases) {
      const res = await order({ discount_code: typed });
      expect(res.status, typed).toBe(400);
      expect(res.body).toMatchObject({ code, field: 'discount_code' });
      expect(res.body.message).toMatch(en);
      const swRes = await order({ discount_code: typed }, 1, { 'accept-language': 'sw' });
      expect(swRes.body.message).toMatch(sw);
    }
    expect((await t.db.select({ n: sql<number>`count(*)` }).from(orders))[0]!.n).toBe(ordersBefore);
    expect(await redemptionCount()).toBe(usesBefore);
    expect((await owner.get(`/api/discount-codes/${disabled.id}`)).body.used).toBe(0);
    expect((await owner.get(`/api/discount-codes/${usedUp.id}`)).body).toMatchObject({
      used: 1,
      uses_left: 0,
      status: 'used_up',
    });
  });

  it('holds a customer to the per-customer limit', async () => {
    await create({ code: 'ONEEACH', max_uses_per_customer: 1 });
    const customer = { phone: '0754999001', name: 'Rehema' };
    expect((await order({ customer, discount_code: 'ONEEACH' })).status).toBe(201);
    const second = await order({ customer, discount_code: 'oneeach' });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('discount_code_customer_limit');
    // Another customer still may.
    expect((await order({ discount_code: 'ONEEACH' })).status).toBe(201);
  });

  it('writes no use when the order fails after the code was taken (same transaction)', async () => {
    const code = (await create({ code: 'ROLLBACK', max_uses: 1 })).body;
    // More than the stock: the order is refused after the code was checked and counted.
    const res = await order({ discount_code: 'ROLLBACK' }, 5000);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('out_of_stock');
    expect(await redemptionCount(code.id)).toBe(0);
    expect((await owner.get(`/api/discount-codes/${code.id}`)).body).toMatchObject({ used: 0, uses_left: 1 });
  });

  it('gives the use back when the order is cancelled, and a used code cannot be deleted', async () => {
    const code = (await create({ code: 'GIVEBACK', max_uses: 1 })).body;
    const made = await order({ discount_code: 'GIVEBACK' });
    expect((await owner.delete(`/api/discount-codes/${code.id}`)).status).toBe(409);
    const cancelled = await owner.post(`/api/orders/${made.body.id}/transitions`, { to: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
    expect((await owner.get(`/api/discount-codes/${code.id}`)).body).toMatchObject({
      used: 0,
      uses_left: 1,
      discount_given: 0,
    });
    expect((await order({ discount_code: 'GIVEBACK' })).status).toBe(201);
  });

  it('of 20 orders at once for the last use, exactly one gets it', async () => {
    const code = (await create({ code: 'LASTONE', max_uses: 3 })).body;
    // Two uses gone: one is left.
    await t.db.update(discountCodes).set({ usedCount: 2 }).where(eq(discountCodes.id, code.id));
    const results = await Promise.all(Array.from({ length: 20 }, () => order({ discount_code: 'lastone' })));
    const ok = results.filter((r) => r.status === 201);
    expect(results.map((r) => r.status).filter((s) => s !== 201 && s !== 400)).toEqual([]);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'discount_code_used_up')).toHaveLength(19);
    expect(await redemptionCount(code.id)).toBe(1);
    expect((await owner.get(`/api/discount-codes/${code.id}`)).body).toMatchObject({ used: 3, uses_left: 0 });
  });

  it('refuses a change below the uses already made, or to an expiry in the past, changing nothing', async () => {
    const code = (await create({ code: 'TWOUSES', max_uses: 5 })).body;
    for (let i = 0; i < 2; i++) expect((await order({ discount_code: 'TWOUSES' })).status).toBe(201);
    const path = `/api/discount-codes/${code.id}`;
    const below = await owner.request('PATCH', path, { max_uses: 1 });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ code: 'discount_max_below_used', field: 'max_uses' });
    const past = await owner.request('PATCH', path, { expires_at: '2021-05-01T00:00:00Z' });
    expect(past.body.code).toBe('discount_expiry_past');
    expect((await owner.get(path)).body).toMatchObject({ max_uses: 5, expires_at: null, used: 2, uses_left: 3 });
    expect((await owner.request('PATCH', path, { max_uses: 2 })).body).toMatchObject({
      uses_left: 0,
      status: 'used_up',
    });
  });

  it('lets one customer use a once-each code once when two of their orders race', async () => {
    await create({ code: 'RACEEACH', max_uses_per_customer: 1 });
    const customer = { phone: '0754999002', name: 'Juma' };
    const results = await Promise.all(Array.from({ length: 10 }, () => order({ customer, discount_code: 'RACEEACH' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'discount_code_customer_limit')).toHaveLength(9);
  });
});

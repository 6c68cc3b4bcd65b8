import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, eatDay, monthOf } from '../../../lib/eat-days.ts';
import { expenseEntries, expenseMonthTotals, expenses } from '../../db/schema/books.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';

let t: TestApp, owner: TestClient, shopId: string;
const today = eatDay();
const thisMonth = monthOf(today);

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const valid = { amount: 50_000, category: 'rent', spent_on: today, paid_by: 'cash', note: 'Kodi ya duka' };
const add = async (body: Record<string, unknown> = {}) => {
  const res = await owner.post('/api/expenses', { ...valid, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const cashOf = async (expenseId: string) =>
  t.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, reversesId: ledgerEntries.reversesId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.expenseId, expenseId)));

describe('recording an expense', () => {
  it.each([
    ['a zero amount', { amount: 0 }, 'amount_positive'],
    ['a negative amount', { amount: -500 }, 'amount_positive'],
    ['a fraction of a shilling', { amount: 10.5 }, 'amount_invalid'],
    ['an unknown category', { category: 'bribes' }, 'expense_category_unknown'],
    ['a date in a wrong format', { spent_on: '25/11/2026' }, 'date_invalid'],
    ['a day that does not exist', { spent_on: '2026-02-30' }, 'date_invalid'],
    ['an unknown way of paying', { paid_by: 'cheque' }, 'paid_by_unknown'],
    ['a note with a NUL byte', { note: 'a\u0000b' }, undefined],
    ['a note of 501 characters', { note: 'x'.repeat(501) }, 'note_too_long'],
    ['a field it does not know', { vat: 18 }, undefined],
  ])('refuses %s with a 400 and writes nothing', async (_what, change, code) => {
    const before = await shopSnapshot(t.db, shopId);
    const res = await owner.post('/api/expenses', { ...valid, ...change });
    expect(res.status).toBe(400);
    if (code) expect(res.body.code).toBe(code);
    expect(res.body.message).toBeTruthy();
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });

  it('paid in cash, it leaves the cash drawer; by mobile money it does not', async () => {
    const cash = await add({ amount: 12_000 });
    expect(cash).toMatchObject({ amount: 12_000, category: 'rent', paid_by: 'cash', deleted: false });
    expect(cash.history).toMatchObject([{ kind: 'record', amount: 12_000 }]);
    expect(await cashOf(cash.id)).toEqual([{ kind: 'expense', amount: -12_000, reversesId: null }]);
    const mobile = await add({ amount: 7_000, paid_by: 'mobile_money' });
    expect(await cashOf(mobile.id)).toEqual([]);
  });

  it('a retry with the same Idempotency-Key records it once', async () => {
    const key = { 'idempotency-key': `exp-${Math.random()}` };
    const first = await owner.post('/api/expenses', { ...valid, amount: 1_234 }, key);
    const again = await owner.post('/api/expenses', { ...valid, amount: 1_234 }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('editing and deleting', () => {
  it('an edit reverses the standing record and records the new one; the cash drawer follows', async () => {
    const e = await add({ amount: 20_000, category: 'supplies' });
    const edited = await owner.put(`/api/expenses/${e.id}`, { ...valid, amount: 25_000, category: 'food' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.history.map((h: any) => [h.kind, h.amount, h.category])).toEqual([
      ['record', 20_000, 'supplies'],
      ['reversal', -20_000, 'supplies'],
      ['record', 25_000, 'food'],
    ]);
    expect(edited.body.history[1].reverses_id).toBe(edited.body.history[0].id);
    const cash = await cashOf(e.id);
    expect(cash.reduce((s, x) => s + x.amount, 0)).toBe(-25_000);
    expect(cash.filter((x) => x.kind === 'reversal')).toHaveLength(1);
  });

  it('a note alone changes no figure and writes no entry', async () => {
    const e = await add({ amount: 3_000 });
    const edited = await owner.put(`/api/expenses/${e.id}`, { ...valid, amount: 3_000, note: 'Better words' });
    expect(edited.body.note).toBe('Better words');
    expect(edited.body.history).toHaveLength(1);
  });

  it('a delete is a reversal shown in the history; the row stays, marked', async () => {
    const e = await add({ amount: 9_000 });
    expect((await owner.delete(`/api/expenses/${e.id}`)).status).toBe(204);
    const detail = await owner.get(`/api/expenses/${e.id}`);
    expect(detail.body.deleted).toBe(true);
    expect(detail.body.history.map((h: any) => [h.kind, h.amount])).toEqual([
      ['record', 9_000],
      ['reversal', -9_000],
    ]);
    expect((await cashOf(e.id)).reduce((s, x) => s + x.amount, 0)).toBe(0);
    const list = await owner.get('/api/expenses?page_size=100');
    expect(list.body.items.some((x: any) => x.id === e.id)).toBe(false);
    const deleted = await owner.get('/api/expenses?deleted=only');
    expect(deleted.body.items.some((x: any) => x.id === e.id)).toBe(true);
    // Gone from the books: neither edited nor deleted again.
    expect((await owner.delete(`/api/expenses/${e.id}`)).status).toBe(409);
    expect((await owner.put(`/api/expenses/${e.id}`, valid)).status).toBe(409);
  });

  it('an unknown expense is 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await owner.get(`/api/expenses/${id}`)).status).toBe(404);
    expect((await owner.put(`/api/expenses/${id}`, valid)).status).toBe(404);
    expect((await owner.delete(`/api/expenses/${id}`)).status).toBe(404);
  });

  it('entries cannot be changed: the database refuses an UPDATE', async () => {
    await add();
    const error = await t.db
      .execute(sql`update expense_entries set amount = 1 where shop_id = ${shopId}`)
      .catch((e) => e);
    expect(pgErrorCode(error)).toBe('23001');
  });
});

describe('another shop', () => {
  it("finds none of this shop's expenses or monthly expenses (404) and changes nothing", async () => {
    const e = await add({ note: 'Siri ya duka' });
    const r = await owner.post('/api/expenses/recurring', { ...valid, spent_on: undefined, day_of_month: 28 });
    const other = (await signUpUser(t, { shop: true })).client;
    const before = await shopSnapshot(t.db, shopId);
    expect((await other.get(`/api/expenses/${e.id}`)).status).toBe(404);
    expect((await other.put(`/api/expenses/${e.id}`, valid)).status).toBe(404);
    expect((await other.delete(`/api/expenses/${e.id}`)).status).toBe(404);
    expect((await other.post(`/api/expenses/recurring/${r.body.id}/skip`)).status).toBe(404);
    expect((await other.delete(`/api/expenses/recurring/${r.body.id}`)).status).toBe(404);
    const listed = JSON.stringify([
      (await other.get('/api/expenses?q=Siri')).body,
      (await other.get('/api/expenses/recurring')).body,
      (await other.get('/api/expenses/summary')).body,
      (await other.get('/api/profit')).body,
    ]);
    expect(listed).not.toContain(e.id);
    expect(listed).not.toContain('Siri');
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });
});

describe('month totals', () => {
  it('after any mix of records, edits and deletes, every month total equals the sum of its entries and of the expenses standing', async () => {
    const signed = await signUpUser(t, { shop: true });
    const api = signed.client;
    const shop = signed.shop.id;
    const months = [addMonths(thisMonth, -1), thisMonth];
    const fields = fc.record({
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      category: fc.constantFrom('rent', 'salary', 'food'),
      spent_on: fc.constantFrom(`${months[0]}-28`, `${months[1]}-01`, `${months[1]}-15`),
      paid_by: fc.constantFrom('cash', 'mobile_money', 'bank'),
    });
    const step = fc.oneof(
      fc.record({ op: fc.constant('add' as const), fields }),
      fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), fields }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const live: string[] = [];
        for (const s of steps) {
          if (s.op === 'add') live.push((await api.post('/api/expenses', { ...s.fields, note: '' })).body.id);
          else if (live.length && s.op === 'edit')
            expect((await api.put(`/api/expenses/${live[s.pick % live.length]}`, s.fields)).status).toBe(200);
          else if (live.length && s.op === 'delete')
            expect((await api.delete(`/api/expenses/${live.splice(s.pick % live.length, 1)[0]}`)).status).toBe(204);
        }
        const key = (m: string, c: string) => `${m.slice(0, 7)}:${c}`;
        const totals = new Map(
          (await t.db.select().from(expenseMonthTotals).where(eq(expenseMonthTotals.shopId, shop))).map((r) => [
            key(r.month, r.category),
            r.total,
          ]),
        );
        const sums = new Map<string, number>();
        for (const e of await t.db.select().from(expenseEntries).where(eq(expenseEntries.shopId, shop)))
          sums.set(key(e.spentOn, e.category), (sums.get(key(e.spentOn, e.category)) ?? 0) + e.amount);
        const standing = new Map<string, number>();
        for (const e of await t.db.select().from(expenses).where(eq(expenses.shopId, shop)))
          if (!e.deletedAt)
            standing.set(key(e.spentOn, e.category), (standing.get(key(e.spentOn, e.category)) ?? 0) + e.amount);
        for (const k of new Set([...totals.keys(), ...sums.keys(), ...standing.keys()])) {
          expect(totals.get(k) ?? 0).toBe(sums.get(k) ?? 0);
          expect(totals.get(k) ?? 0).toBe(standing.get(k) ?? 0);
        }
        // The cash drawer holds exactly the cash expenses standing.
        const [drawer] = (
          (await t.db.execute(
            sql`select coalesce(sum(amount), 0)::bigint as n from ledger_entries where shop_id = ${shop} and expense_id is not null`,
          )) as unknown as { rows: { n: string }[] }
        ).rows;
        const cashStanding = (await t.db.select().from(expenses).where(eq(expenses.shopId, shop)))
          .filter((e) => !e.deletedAt && e.paidBy === 'cash')
          .reduce((s, e) => s + e.amount, 0);
        expect(Number(drawer!.n)).toBe(0 - cashStanding + 0);
      }),
      { numRuns: 12 },
    );
  });
});

describe('list, export and summary', () => {
  let api: TestClient;
  beforeAll(async () => {
    api = (await signUpUser(t, { shop: true })).client;
    const last = addMonths(thisMonth, -1);
    for (const [amount, category, spent_on, paid_by, note] of [
      [100_000, 'rent', `${thisMonth}-01`, 'bank', 'Kodi Novemba'],
      [30_000, 'food', `${thisMonth}-01`, 'cash', 'Chai ya wafanyakazi'],
      [20_000, 'food', `${last}-10`, 'cash', 'Chakula'],
      [500_000, 'salary', `${last}-28`, 'mobile_money', 'Mshahara wa Juma'],
    ] as const)
      expect((await api.post('/api/expenses', { amount, category, spent_on, paid_by, note })).status).toBe(201);
  });

  it('filters by range, category, method and words of the note, and pages by cursor', async () => {
    const all = await api.get('/api/expenses?page_size=3');
    // Newest day first; on one day the one recorded last first.
    expect(all.body.items.map((x: any) => x.amount)).toEqual([30_000, 100_000, 500_000]);
    expect(all.body.next_cursor).toBeTruthy();
    const rest = await api.get(`/api/expenses?page_size=3&cursor=${all.body.next_cursor}`);
    expect(rest.body.items.map((x: any) => x.amount)).toEqual([20_000]);
    expect(rest.body.next_cursor).toBeNull();
    const food = await api.get('/api/expenses?category=food');
    expect(food.body.items).toHaveLength(2);
    const cashThisMonth = await api.get(`/api/expenses?paid_by=cash&from=${thisMonth}-01`);
    expect(cashThisMonth.body.items.map((x: any) => x.note)).toEqual(['Chai ya wafanyakazi']);
    expect((await api.get('/api/expenses?q=juma')).body.items.map((x: any) => x.amount)).toEqual([500_000]);
    expect((await api.get('/api/expenses?from=2026-13-01')).status).toBe(400);
    expect((await api.get('/api/expenses?category=bribes')).status).toBe(400);
    expect((await api.get('/api/expenses?from=2026-05-02&to=2026-05-01')).body.code).toBe('date_range_reversed');
  });

  it('exports what the filters select as CSV', async () => {
    const res = await t.app.request('/api/expenses/export?category=food', { headers: { cookie: api.cookie } });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('spent_on,category,amount,currency,paid_by,note,id,created_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('food,30000,TZS,cash,Chai ya wafanyakazi');
  });

  it('sums this month and last month by category', async () => {
    const res = await api.get('/api/expenses/summary');
    expect(res.body).toMatchObject({
      month: thisMonth,
      total: 130_000,
      by_category: [
        { category: 'rent', total: 100_000, count: 1 },
        { category: 'food', total: 30_000, count: 1 },
      ],
      last_month: {
        total: 520_000,
        by_category: [
          { category: 'salary', total: 500_000 },
          { category: 'food', total: 20_000 },
        ],
      },
    });
  });
});

describe('receipt photo', () => {
  const png = async () => {
    const sharp = (await import('sharp')).default;
    return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
  };
  const form = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'receipt.png') => {
    const f = new FormData();
    f.set('receipt', new File([bytes], name, { type }));
    return f;
  };

  it('stores a photo and shows it with the expense', async () => {
    const e = await add();
    const res = await owner.post(`/api/expenses/${e.id}/receipt`, form(await png(), 'image/png'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.receipt.url).toMatch(/^\/media\/receipts\/.+\.webp$/);
    const photo = await t.app.request(res.body.receipt.thumbnail_url);
    expect(photo.status).toBe(200);
  });

  it('refuses a file that is not an image (even named .png) with a 415 and writes nothing', async () => {
    const e = await add();
    const before = await shopSnapshot(t.db, shopId);
    const text = new TextEncoder().encode('%PDF-1.4 not a photo at all');
    const res = await owner.post(`/api/expenses/${e.id}/receipt`, form(text, 'image/png'));
    expect(res.status).toBe(415);
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });
});

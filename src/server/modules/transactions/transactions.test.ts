import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { creditPayment } from '../ledger/credit-payment.ts';
import { addOrder, addPayment, addPaymentAccount } from '../ledger/test/ledger-kit.ts';

let t: TestApp, owner: TestClient, shopId: string;
let productId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  productId = (
    await owner.post('/api/products', { name: 'Kanga', price: 15000, category: 'clothing_accessories', stock: 100 })
  ).body.id;
});
afterAll(() => t.close());

const entryCount = async (id = shopId) =>
  (await t.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.shopId, id)))[0]!.n;

describe('bad input is a clear 400 and writes nothing', () => {
  it.each([
    [{ amount: 0, note: 'x' }, 'amount_zero'],
    [{ amount: 1.5, note: 'x' }, 'amount_invalid'],
    [{ amount: '100', note: 'x' }, 'amount_invalid'],
    [{ amount: 1e11, note: 'x' }, 'amount_too_large'],
    [{ amount: 100, note: '  ' }, 'note_required'],
    [{ amount: 100, note: 'x', account: 'bank' }, 'account_invalid'],
    [{ amount: 100, note: 'x', kind: 'payment' }, 'unknown_field'],
  ])('adjustment %j → %s', async (body, code) => {
    const before = await entryCount();
    const res = await owner.post('/api/transactions/adjustments', body);
    expect([res.status, res.body.code]).toEqual([400, code]);
    expect(res.body.message).toBeTruthy();
    expect(await entryCount()).toBe(before);
  });

  it.each([
    ['kind=gift', 'kind_unknown'],
    ['from=2026-13-01', 'date_invalid'],
    ['from=yesterday', 'date_invalid'],
    ['from=2026-05-02&to=2026-05-01', 'date_range_reversed'],
    ['status=lost', 'status_unknown'],
    ['cursor=abc', 'cursor_invalid'],
    // Found by the API fuzz: the right shape, but no such time (it reached the database: a 500).
    ['cursor=1566-66-01T53%3A86%3A91.907Z_d63dcebd-e7fa-cbe6-3f36-048b1faff0fa', 'cursor_invalid'],
    ['account=bank', 'account_invalid'],
  ])('list ?%s → %s', async (query, code) => {
    for (const path of ['/api/transactions', '/api/transactions/totals', '/api/transactions/export']) {
      if (path !== '/api/transactions' && query.startsWith('cursor')) continue;
      const res = await owner.get(`${path}?${query}`);
      expect([path, res.status, res.body.code]).toEqual([path, 400, code]);
    }
  });

  it('answers in Swahili when asked', async () => {
    const res = await owner.post(
      '/api/transactions/adjustments',
      { amount: 0, note: 'x' },
      { 'accept-language': 'sw' },
    );
    expect(res.body.message).toBe('Kiasi hakiwezi kuwa sifuri.');
  });
});

describe('adjustments and reversals', () => {
  it('records an adjustment, reverses it once, and refuses a second reversal', async () => {
    const made = await owner.post('/api/transactions/adjustments', { amount: -700, note: 'Counted short' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ kind: 'adjustment', amount: -700, account: null, note: 'Counted short' });
    const reversed = await owner.post(`/api/transactions/${made.body.id}/reversal`, { note: 'Found it' });
    expect(reversed.status).toBe(201);
    expect(reversed.body).toMatchObject({ kind: 'reversal', amount: 700, reverses_id: made.body.id });
    const again = await owner.post(`/api/transactions/${made.body.id}/reversal`, {});
    expect([again.status, again.body.code]).toEqual([409, 'entry_already_reversed']);
    const detail = await owner.get(`/api/transactions/${made.body.id}`);
    expect(detail.body.reversed_by).toBe(reversed.body.id);
  });

  it('a retry with the same Idempotency-Key records one entry', async () => {
    const before = await entryCount();
    const key = { 'idempotency-key': `adj-${Date.now()}` };
    const body = { amount: 300, note: 'Float' };
    const [a, b] = [
      await owner.post('/api/transactions/adjustments', body, key),
      await owner.post('/api/transactions/adjustments', body, key),
    ];
    expect([a.status, b.status, b.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(b.body.id).toBe(a.body.id);
    expect(await entryCount()).toBe(before + 1);
  });

  it("another shop's entries and accounts are 404, and nothing is written", async () => {
    const other = await signUpUser(t, { shop: true });
    const account = await addPaymentAccount(t.db, other.shop.id);
    const theirs = await other.client.post('/api/transactions/adjustments', { amount: 100, note: 'Theirs' });
    const before = await entryCount(other.shop.id);
    expect((await owner.get(`/api/transactions/${theirs.body.id}`)).status).toBe(404);
    expect((await owner.post(`/api/transactions/${theirs.body.id}/reversal`, {})).status).toBe(404);
    const onTheirAccount = await owner.post('/api/transactions/adjustments', {
      amount: 100,
      note: 'x',
      account: account.id,
    });
    expect([onTheirAccount.status, onTheirAccount.body.code]).toEqual([404, 'payment_account_not_found']);
    const listed = await owner.get(`/api/transactions?account=${account.id}`);
    expect(listed.body.items).toEqual([]);
    expect(await entryCount(other.shop.id)).toBe(before);
  });
});

describe('cash sales', () => {
  it('a POS cash sale (created completed) goes into the cash drawer once', async () => {
    const sale = await owner.post('/api/orders', {
      channel: 'pos',
      payment_method: 'cash',
      status: 'completed',
      lines: [{ product_id: productId, quantity: 2 }],
    });
    expect([sale.status, sale.body.code]).toEqual([201, undefined]);
    const listed = await owner.get(`/api/transactions?order_id=${sale.body.id}`);
    expect(listed.body.items.map((e: any) => [e.kind, e.amount, e.account, e.order.number])).toEqual([
      ['cash_sale', 30000, null, sale.body.number],
    ]);
  });

  it('a cash order moved to paid, then delivered, is taken once; a mobile-money order never as cash', async () => {
    const cash = await owner.post('/api/orders', {
      payment_method: 'cash',
      lines: [{ product_id: productId, quantity: 1 }],
    });
    const mobile = await owner.post('/api/orders', {
      payment_method: 'mobile_money',
      lines: [{ product_id: productId, quantity: 1 }],
    });
    expect((await owner.get(`/api/transactions?order_id=${cash.body.id}`)).body.items).toEqual([]);
    for (const to of ['paid', 'delivered', 'completed'])
      expect((await owner.post(`/api/orders/${cash.body.id}/transitions`, { to })).status).toBe(200);
    await owner.post(`/api/orders/${mobile.body.id}/transitions`, { to: 'paid' });
    const cashEntries = (await owner.get(`/api/transactions?order_id=${cash.body.id}`)).body.items;
    expect(cashEntries.map((e: any) => [e.kind, e.amount])).toEqual([['cash_sale', 15000]]);
    expect((await owner.get(`/api/transactions?order_id=${mobile.body.id}`)).body.items).toEqual([]);
  });
});

describe('list, totals, export, detail', () => {
  let fresh: TestClient;
  let freshShop: string;
  let accountId: string;
  let paymentEntry: string;
  beforeAll(async () => {
    const o = await signUpUser(t, { shop: true });
    fresh = o.client;
    freshShop = o.shop.id;
    const account = await addPaymentAccount(t.db, freshShop);
    accountId = account.id;
    const order = await addOrder(t.db, freshShop, { total: 20000 });
    const payment = await addPayment(t.db, freshShop, account.id, order.id, { amount: 20000 });
    await t.db.execute(
      // The flow stores exchanges masked; a field it missed is masked on the way out all the same.
      (await import('drizzle-orm')).sql`update payments set raw = ${JSON.stringify([
        { request: { api_key: 'sk_live_abcdef123456', phone: '255754123456' }, response: { checksum: 'deadbeefcafe' } },
      ])}::jsonb where id = ${payment.id}`,
    );
    const credited = await creditPayment(t.db, {
      shopId: freshShop,
      paymentId: payment.id,
      provider: 'clickpesa',
      providerReference: 'CP-99',
      amount: 20000,
      currency: 'TZS',
      fee: 400,
    });
    if (credited.outcome !== 'credited') throw new Error(credited.outcome);
    paymentEntry = credited.entryId;
    for (let i = 1; i <= 5; i++) await fresh.post('/api/transactions/adjustments', { amount: i * 100, note: `n${i}` });
  });

  it('pages newest first with a cursor, every entry once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await fresh.get(`/api/transactions?page_size=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((e: any) => e.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort().reverse()).toEqual(seen); // time-ordered ids: newest first
  });

  it('filters by type, account, status and day (EAT), with totals for the same range', async () => {
    const byKind = (await fresh.get('/api/transactions?kind=fee')).body.items;
    expect(byKind.map((e: any) => e.amount)).toEqual([-400]);
    const byAccount = (await fresh.get(`/api/transactions?account=${accountId}`)).body.items;
    expect(byAccount.map((e: any) => e.kind).sort()).toEqual(['fee', 'payment']);
    expect((await fresh.get('/api/transactions?account=cash')).body.items).toHaveLength(5);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const totals = (await fresh.get(`/api/transactions/totals?from=${today}&to=${today}`)).body;
    expect(totals).toEqual({ count: 7, money_in: 21500, money_out: -400, net: 21100 });
    const tomorrow = new Date(Date.now() + 27 * 3600_000).toISOString().slice(0, 10);
    expect((await fresh.get(`/api/transactions/totals?from=${tomorrow}`)).body.count).toBe(0);
    await fresh.post(`/api/transactions/${paymentEntry}/reversal`, {});
    expect((await fresh.get('/api/transactions?status=reversed')).body.items.map((e: any) => e.id)).toEqual([
      paymentEntry,
    ]);
    expect((await fresh.get('/api/transactions/totals?status=standing')).body.count).toBe(7);
  });

  it('the detail shows the payment with its exchange masked, and the order link', async () => {
    const detail = (await fresh.get(`/api/transactions/${paymentEntry}`)).body;
    expect(detail.order.number).toBeGreaterThan(0);
    expect(detail.payment).toMatchObject({ provider_reference: 'CP-99', status: 'succeeded', amount: 20000 });
    const raw = JSON.stringify(detail.payment.raw);
    expect(raw).not.toContain('sk_live_abcdef123456');
    expect(raw).not.toContain('deadbeefcafe');
    expect(raw).toContain('••••3456');
    expect(raw).toContain('255754123456');
  });

  it('exports the filtered entries as CSV', async () => {
    const res = await fresh.get('/api/transactions/export?account=cash');
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (res.body as string).trim().split(/\r?\n/);
    expect(lines[0]).toBe('date,type,account,amount,currency,order_number,customer,note,id,reverses_id,reversed_by');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(',adjustment,cash,500,TZS,');
  });

  it('balances: the drawer and the provider account', async () => {
    const res = (await fresh.get('/api/transactions/balances')).body;
    expect(res.map((b: any) => [b.account?.id ?? null, b.balance, b.available])).toEqual([
      [null, 1500, 0],
      [accountId, -400, 0], // the payment was reversed in the filter test; its fee stands
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/chat.ts';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';
import { createCheckoutLink } from './checkout-link.ts';

// A discount code on the order page (issue 28): "Apply" says what it takes off, or why not, in
// the page's language; the order sent with it costs that much less, and the ledger's sale, the
// order and the analytics all say the same amounts.

let t: TestApp, owner: TestClient, shopId: string;
let sabuni: { id: string };
let conversationId: string;

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  sabuni = (await owner.post('/api/products', { name: 'Sabuni', price: 10_000, category: 'home', stock: 100 })).body;
  const [wa] = await t.db
    .insert(conversations)
    .values({
      shopId,
      channel: 'whatsapp',
      externalId: '255754333444',
      customerName: 'Neema',
      customerPhone: '+255754333444',
      language: 'sw',
    })
    .returning();
  conversationId = wa!.id;
  await owner.post('/api/discount-codes', { code: 'KARIBU', kind: 'percentage', value: 10, min_order: 15_000 });
});
afterAll(() => t.close());

async function token() {
  const created = await createCheckoutLink(
    t.db,
    { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
    { shopId, conversationId, channel: 'whatsapp', items: [{ product_id: sabuni.id, quantity: 2 }], language: 'sw' },
  );
  return new URL(created.url).searchParams.get('token')!;
}
// The customer's browser: no session, one address for every call.
const customer = () => (browser ??= t.client());
let browser: TestClient | undefined;

describe('a discount code on the order page', () => {
  it('says what a code takes off, in any case, and refuses one in words in the page’s language', async () => {
    const tk = await token();
    const path = `/api/v1/order/discount?token=${encodeURIComponent(tk)}`;
    const ok = await customer().post(path, { code: ' karibu ', subtotal: 20_000 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ code: 'KARIBU', kind: 'percentage', value: 10, min_order: 15_000, amount: 2000 });
    const low = await customer().post(path, { code: 'KARIBU', subtotal: 10_000 }, { 'accept-language': 'sw' });
    expect(low.status).toBe(400);
    expect(low.body.message).toContain('TZS 15,000');
    expect(low.body.message).toMatch(/inahitaji oda/);
    const unknown = await customer().post(path, { code: 'HAKUNA', subtotal: 20_000 });
    expect(unknown.body).toMatchObject({ code: 'discount_code_unknown', field: 'discount_code' });
    const nul = await customer().post(path, { code: 'KAR\u0000IBU', subtotal: 20_000 });
    expect(nul.status).toBe(400);
  });

  it('makes the order cost less; the order, the ledger’s sale and the analytics agree', async () => {
    const tk = await token();
    const sent = await customer().post(`/api/v1/order?token=${encodeURIComponent(tk)}`, {
      items: [{ product_id: sabuni.id, quantity: 2 }],
      payment_method: 'cash',
      discount_code: 'karibu',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.total).toBe(18_000);
    const order = (await owner.get(`/api/orders/${sent.body.order_id}`)).body;
    expect(order).toMatchObject({ subtotal: 20_000, total: 18_000, discount: { code: 'KARIBU', amount: 2000 } });
    // Cash taken: the sale goes into the ledger at the order's total, naming the discount.
    const paid = await owner.post(`/api/orders/${order.id}/transitions`, { to: 'paid' });
    expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
    const entries = (await owner.get('/api/transactions')).body.items;
    const sale = entries.find(
      (e: { kind: string; order: { id: string } | null }) => e.kind === 'cash_sale' && e.order?.id === order.id,
    );
    expect(sale).toMatchObject({
      amount: 18_000,
      order: { number: order.number, discount: { code: 'KARIBU', amount: 2000 } },
    });
    expect(sale.amount + sale.order.discount.amount).toBe(order.subtotal);
    const figures = (await owner.get('/api/analytics/discounts?range=today')).body;
    expect(figures).toMatchObject({
      orders: 1,
      discount_given: 2000,
      codes: [{ code: 'KARIBU', orders: 1, discount_given: 2000 }],
    });
    const overview = (await owner.get('/api/analytics/overview?range=today')).body;
    expect(overview.sales.value).toBe(18_000);
  });

  it('refuses the order with the code’s reason when the code cannot be used, and writes no order', async () => {
    const tk = await token();
    const sent = await customer().post(
      `/api/v1/order?token=${encodeURIComponent(tk)}`,
      { items: [{ product_id: sabuni.id, quantity: 1 }], payment_method: 'cash', discount_code: 'KARIBU' },
      { 'accept-language': 'en' },
    );
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ code: 'discount_code_min_order', field: 'discount_code' });
    // The link is still open: the customer drops the code or adds goods and sends again.
    expect((await customer().get(`/api/v1/order?token=${encodeURIComponent(tk)}`)).status).toBe(200);
  });

  it('answers a script guessing codes 429 after 20 tries from one address (40 at once)', async () => {
    const tk = await token();
    const guesser = t.client();
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        guesser.post(`/api/v1/order/discount?token=${encodeURIComponent(tk)}`, { code: `GUESS${i}`, subtotal: 20_000 }),
      ),
    );
    const statuses = tries.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
  });
});

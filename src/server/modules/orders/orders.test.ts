import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner, type TestApp, type TestClient } from '../../test/harness.ts';
import { addChai, addKanga } from '../../test/catalogue-kit.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';

let t: TestApp, owner: TestClient, shopId: string;
let kanga: any;
let chai: any;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  kanga = await addKanga(owner, 2);
  chai = await addChai(owner);
});
afterAll(() => t.close());

const line = (p: any, quantity: number, extra: object = {}) => ({ product_id: p.id, quantity, ...extra });

describe('orders', () => {
  it('creates an order from catalogue prices, with charges, a new customer and a timeline', async () => {
    const res = await owner.post('/api/orders', {
      customer: { phone: '0754 111 222', name: 'Zawadi' },
      channel: 'whatsapp',
      lines: [
        line(kanga, 2, { variant_id: kanga.variants[1].id, addon_option_ids: [kanga.addon_groups[0].options[0].id] }),
        line(chai, 3),
      ],
      fulfilment: 'delivery',
      delivery_address: 'Sinza, Dar es Salaam',
      payment_method: 'mobile_money',
      charges: [
        { name: 'Delivery', type: 'fixed', value: 3000 },
        { name: 'Service', type: 'percentage', value: 2.5 },
      ],
    });
    expect(res.status).toBe(201);
    const o = res.body;
    expect(o).toMatchObject({
      number: 1,
      status: 'pending',
      channel: 'whatsapp',
      subtotal: 43000,
      charges_total: 4075,
      total: 47075,
    });
    expect(o.lines[0]).toMatchObject({
      product_name: 'Kanga',
      variant_name: 'Blue',
      unit_price: 18500,
      quantity: 2,
      line_total: 37000,
      addons: [{ group: 'Wrap', name: 'Box', price: 2500 }],
    });
    expect(o.customer).toMatchObject({ name: 'Zawadi', phone: '+255754111222' });
    expect(o.timeline).toMatchObject([{ from: null, to: 'pending', actor: { name: 'Asha Juma' } }]);
    expect(o.next_statuses).toEqual(['paid', 'cancelled']);
    const customer = (await owner.get(`/api/customers/${o.customer.id}`)).body;
    expect(customer).toMatchObject({ order_count: 1, total_spent: 47075 });
    expect(customer.recent_orders[0].number).toBe(1);
    expect((await owner.get(`/api/products/${kanga.id}`)).body.variants[1].stock).toBe(0);
    expect((await owner.get(`/api/products/${chai.id}`)).body.stock).toBe(7);
    const second = await owner.post('/api/orders', {
      customer: { phone: '+255754111222', name: 'Other name' },
      lines: [line(chai, 1)],
    });
    expect(second.body).toMatchObject({ number: 2, customer: { id: o.customer.id, name: 'Zawadi' } });
  });

  it('refuses bad orders with a clear 4xx and writes nothing', async () => {
    const draft = (await owner.post('/api/products', { name: 'Draft', price: 1, category: 'home', status: 'draft' }))
      .body;
    const before = await shopSnapshot(t.db, shopId);
    const cases: [unknown, number, string][] = [
      [{ lines: [] }, 400, 'order_empty'],
      [{ lines: [line(kanga, 1)] }, 400, 'variant_required'],
      [{ lines: [line(kanga, 1, { variant_id: chai.id })] }, 400, 'variant_not_found'],
      [
        {
          lines: [
            line(kanga, 1, {
              variant_id: kanga.variants[0].id,
              addon_option_ids: kanga.addon_groups[0].options.map((x: any) => x.id),
            }),
          ],
        },
        400,
        'addon_selection',
      ],
      [{ lines: [line(chai, 1, { addon_option_ids: [kanga.addon_groups[0].options[0].id] })] }, 400, 'addon_unknown'],
      [{ lines: [line(draft, 1)] }, 400, 'product_unavailable'],
      [{ lines: [line(chai, 1)], fulfilment: 'delivery' }, 400, 'delivery_address_required'],
      [{ lines: [line(chai, 1)], charges: [{ name: 'x', type: 'percentage', value: 120 }] }, 400, 'invalid_value'],
      [{ lines: [line(chai, 0)] }, 400, 'too_small'],
      [
        { lines: [line(chai, 5), line(kanga, 1, { variant_id: kanga.variants[0].id }), line(chai, 3)] },
        409,
        'out_of_stock',
      ],
      [{ lines: [line(chai, 1)], customer_id: '00000000-0000-4000-8000-000000000000' }, 404, 'customer_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await owner.post('/api/orders', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const oos = await owner.post('/api/orders', { lines: [line(chai, 50)] });
    expect(oos.body.message).toBe('Not enough Chai in stock: 6 left.');
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });

  it('moves through the workflow, refuses other steps with 409, and gives stock back on cancel', async () => {
    const o = (
      await owner.post('/api/orders', { customer: { phone: '0713999888', name: 'Said' }, lines: [line(chai, 2)] })
    ).body;
    const skip = await owner.post(`/api/orders/${o.id}/transitions`, { to: 'completed' });
    expect([skip.status, skip.body.code]).toEqual([409, 'transition_not_allowed']);
    expect(skip.body.message).toBe('An order cannot move from Pending to Completed in your order workflow.');
    const inSwahili = await owner.post(
      `/api/orders/${o.id}/transitions`,
      { to: 'completed' },
      { 'accept-language': 'sw' },
    );
    expect(inSwahili.body.message).toBe(
      'Oda haiwezi kuhama kutoka Inasubiri kwenda Imekamilika katika mtiririko wako wa oda.',
    );
    const paid = await owner.post(`/api/orders/${o.id}/transitions`, { to: 'paid', note: 'M-Pesa ref QX12' });
    expect(paid.body).toMatchObject({ status: 'paid', next_statuses: ['picked_up', 'delivered', 'cancelled'] });
    expect(paid.body.timeline[1]).toMatchObject({
      from: 'pending',
      to: 'paid',
      note: 'M-Pesa ref QX12',
      customer_message: `Tumepokea malipo ya oda #${o.number}. Asante!`,
    });
    const stockBefore = (await owner.get(`/api/products/${chai.id}`)).body.stock;
    const cancelled = await owner.post(`/api/orders/${o.id}/transitions`, { to: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await owner.get(`/api/products/${chai.id}`)).body.stock).toBe(stockBefore + 2);
    const moves = (await owner.get(`/api/products/${chai.id}/movements`)).body.items;
    expect(moves[0]).toMatchObject({ reason: 'order_cancelled', delta: 2, order_id: o.id });
    expect((await owner.get(`/api/customers/${o.customer.id}`)).body).toMatchObject({ order_count: 0, total_spent: 0 });
    const again = await owner.post(`/api/orders/${o.id}/transitions`, { to: 'cancelled' });
    expect(again.status).toBe(409);
    expect((await owner.get(`/api/products/${chai.id}`)).body.stock).toBe(stockBefore + 2);
  });

  it('lists with status filter, search by number, name or phone, date range and pagination', async () => {
    const list = async (query: string) => (await owner.get(`/api/orders?${query}`)).body;
    const all = await list('page_size=2');
    expect(all).toMatchObject({ total: 3, page_size: 2, total_capped: false });
    expect(all.items[0].number).toBe(3);
    expect((await list('status=cancelled')).items.map((o: any) => o.number)).toEqual([3]);
    expect((await list('status=pending')).total).toBe(2);
    expect((await list('q=1')).items.map((o: any) => o.number)).toEqual([1]);
    expect((await list('q=zawa')).total).toBe(2);
    expect((await list('q=0713999888')).items.map((o: any) => o.number)).toEqual([3]);
    expect((await list('q=999 888')).total).toBe(0);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('to=2020-01-01')).total).toBe(0);
    expect((await owner.get('/api/orders?status=lost')).status).toBe(400);
  });

  it('records a POS cash sale as completed with cash rounding', async () => {
    await owner.put('/api/pos-settings', {
      receipt_header: 'Duka la Asha',
      cash_rounding: 500,
      default_payment_method: 'cash',
    });
    const sale = await owner.post('/api/orders', {
      channel: 'pos',
      status: 'completed',
      payment_method: 'cash',
      lines: [line(chai, 1)],
      charges: [{ name: 'Bag', type: 'fixed', value: 300 }],
    });
    expect(sale.body).toMatchObject({
      status: 'completed',
      subtotal: 2000,
      charges_total: 300,
      rounding: 200,
      total: 2500,
      customer: null,
    });
    expect(sale.body.next_statuses).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOW } from '../../../lib/order-statuses.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient;
let chai: any;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpUser(t, { shop: true })).client;
  chai = (await owner.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 10 })).body;
});
afterAll(() => t.close());

describe('order workflow', () => {
  it('starts from the default of the spec', async () => {
    const res = await owner.get('/api/order-workflow');
    expect(res.body).toEqual(DEFAULT_WORKFLOW);
  });

  it('lets the shop drop statuses and steps; the server then refuses them', async () => {
    const simple = {
      statuses: ['pending', 'completed', 'cancelled'],
      transitions: [
        {
          from: 'pending',
          to: 'completed',
          notify: true,
          message: { en: 'Order #{number} is ready.', sw: 'Oda #{number} iko tayari.' },
        },
        { from: 'pending', to: 'cancelled' },
      ],
    };
    const saved = await owner.put('/api/order-workflow', simple);
    expect(saved.status).toBe(200);
    expect(saved.body.transitions[1]).toEqual({
      from: 'pending',
      to: 'cancelled',
      notify: false,
      message: { en: '', sw: '' },
    });
    const order = (
      await owner.post('/api/orders', {
        customer: { phone: '0754222333', language: 'en' },
        lines: [{ product_id: chai.id, quantity: 1 }],
      })
    ).body;
    expect(order.next_statuses).toEqual(['completed', 'cancelled']);
    const paid = await owner.post(`/api/orders/${order.id}/transitions`, { to: 'paid' });
    expect([paid.status, paid.body.code]).toEqual([409, 'transition_not_allowed']);
    const done = await owner.post(`/api/orders/${order.id}/transitions`, { to: 'completed' });
    expect(done.body.timeline[1].customer_message).toBe(`Order #${order.number} is ready.`);
    const pos = await owner.post('/api/orders', { status: 'paid', lines: [{ product_id: chai.id, quantity: 1 }] });
    expect([pos.status, pos.body.code]).toEqual([400, 'status_not_used']);
  });

  it('refuses a workflow that cannot work', async () => {
    const bad = [
      { statuses: ['paid', 'completed'], transitions: [] },
      { statuses: ['pending', 'paid'], transitions: [{ from: 'pending', to: 'delivered' }] },
      { statuses: ['pending', 'cancelled'], transitions: [{ from: 'cancelled', to: 'pending' }] },
      {
        statuses: ['pending', 'paid'],
        transitions: [{ from: 'pending', to: 'paid', notify: true, message: { en: 'Paid', sw: '' } }],
      },
      { statuses: ['pending', 'paid'], transitions: [{ from: 'pending', to: 'pending' }] },
    ];
    for (const body of bad) {
      const res = await owner.put('/api/order-workflow', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'workflow_invalid']);
    }
    expect((await owner.put('/api/order-workflow', { statuses: ['pending', 'lost'], transitions: [] })).status).toBe(
      400,
    );
    expect((await owner.get('/api/order-workflow')).body.statuses).toEqual(['pending', 'completed', 'cancelled']);
  });

  it('says why a workflow is refused in the reader’s language, statuses in words', async () => {
    const twice = { statuses: ['pending', 'paid', 'paid'], transitions: [] };
    const noSwahili = {
      statuses: ['pending', 'paid'],
      transitions: [{ from: 'pending', to: 'paid', notify: true, message: { en: 'Paid', sw: '' } }],
    };
    expect((await owner.put('/api/order-workflow', twice, { 'accept-language': 'sw' })).body.message).toBe(
      'Mtiririko wa oda si sahihi: hali moja imeorodheshwa mara mbili.',
    );
    expect((await owner.put('/api/order-workflow', noSwahili, { 'accept-language': 'sw' })).body.message).toBe(
      'Mtiririko wa oda si sahihi: Inasubiri → Imelipwa inatuma ujumbe, kwa hiyo inahitaji maandishi yake ya Kiingereza na Kiswahili.',
    );
    expect((await owner.put('/api/order-workflow', noSwahili)).body.message).toBe(
      'The order workflow is not valid: Pending → Paid sends a message, so it needs its English and Swahili text.',
    );
  });
});

describe('POS settings', () => {
  it('has defaults, saves, and refuses odd values', async () => {
    expect((await owner.get('/api/pos-settings')).body).toEqual({
      receipt_header: '',
      receipt_footer: '',
      default_payment_method: 'cash',
      charges: [],
      cash_rounding: 0,
    });
    const body = {
      receipt_header: 'Duka la Asha\nKariakoo',
      receipt_footer: 'Asante kwa kununua!',
      default_payment_method: 'mobile_money',
      charges: [{ name: 'VAT', type: 'percentage', value: 18 }],
      cash_rounding: 100,
    };
    expect((await owner.put('/api/pos-settings', body)).body).toEqual(body);
    expect((await owner.put('/api/pos-settings', { ...body, cash_rounding: 30 })).status).toBe(400);
    expect((await owner.put('/api/pos-settings', { ...body, default_payment_method: 'card' })).status).toBe(400);
    expect((await owner.get('/api/pos-settings')).body).toEqual(body);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartTotal } from '../../../lib/order-page-pricing.ts';
import { checkoutLinks, conversationMessages, conversations, type CheckoutItem } from '../../db/schema/chat.ts';
import { orders } from '../../db/schema/orders.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { addChai, addKanga } from '../../test/catalogue-kit.ts';
import { shopSnapshot } from '../../test/shop-snapshot.ts';
import { createCheckoutLink } from './checkout-link.ts';
import { signCheckoutToken } from './checkout-token.ts';
import { submitOrderPage } from './order-submit.service.ts';

let t: TestApp, owner: TestClient, shopId: string;
let kanga: any;
let chai: any;
let sabuni: any;
let foreign: any;
let waConversation: string;
let widgetConversation: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  kanga = await addKanga(owner, 0);
  chai = await addChai(owner);
  sabuni = (await owner.post('/api/products', { name: 'Sabuni', price: 1000, category: 'home', stock: 10 })).body;
  const other = await signUpUser(t, { shop: true });
  foreign = (await other.client.post('/api/products', { name: 'Foreign', price: 500, category: 'home', stock: 10 }))
    .body;
  const [wa] = await t.db
    .insert(conversations)
    .values({
      shopId,
      channel: 'whatsapp',
      externalId: '255754111222',
      customerName: 'Zawadi',
      customerPhone: '+255754111222',
      language: 'sw',
    })
    .returning();
  const [widget] = await t.db
    .insert(conversations)
    .values({ shopId, channel: 'widget', externalId: 'chat-abcdefgh', language: 'en' })
    .returning();
  waConversation = wa!.id;
  widgetConversation = widget!.id;
});
afterAll(() => t.close());

const env = () => ({ storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey });
const basket = (): CheckoutItem[] => [
  { product_id: kanga.id, variant_id: kanga.variants[0].id, quantity: 1 },
  { product_id: chai.id, quantity: 2 },
];

async function link(options: { channel?: 'whatsapp' | 'widget'; items?: CheckoutItem[]; now?: Date } = {}) {
  const channel = options.channel ?? 'whatsapp';
  const created = await createCheckoutLink(
    t.db,
    env(),
    {
      shopId,
      conversationId: channel === 'whatsapp' ? waConversation : widgetConversation,
      channel,
      items: options.items ?? basket(),
      language: channel === 'whatsapp' ? 'sw' : 'en',
    },
    options.now,
  );
  return { ...created, token: new URL(created.url).searchParams.get('token')! };
}
const q = (token: string) => `/api/v1/order?token=${encodeURIComponent(token)}`;
const body = (extra: object = {}) => ({
  items: [
    {
      product_id: kanga.id,
      variant_id: kanga.variants[0].id,
      addon_option_ids: [kanga.addon_groups[0].options[0].id],
      quantity: 2,
    },
    { product_id: chai.id, quantity: 2 },
  ],
  fulfilment: 'delivery',
  delivery_address: 'Sinza, Dar es Salaam',
  payment_method: 'mobile_money',
  ...extra,
});
const rateLimitRows = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from rate_limits`)) as unknown as { rows: { n: number }[] })
    .rows[0]!.n;

describe('GET /api/v1/order', () => {
  it('answers the cart: shop, customer known from WhatsApp, every line with its choices and the total', async () => {
    const { token, expiresAt } = await link();
    const res = await t.client().get(q(token));
    expect(res.status).toBe(200);
    const cart = res.body;
    expect(cart).toMatchObject({
      shop_name: 'Asha Fashion',
      logo_url: null,
      currency: 'TZS',
      language: 'sw',
      channel: 'whatsapp',
      expires_at: expiresAt.toISOString(),
      customer: { name: 'Zawadi', phone: '+255754111222' },
      unavailable: [],
    });
    // no draft reference: the order number comes with the order (one number everywhere)
    expect(cart).not.toHaveProperty('order_id');
    expect(cart.products).toHaveLength(2);
    expect(cart.products[0]).toMatchObject({
      line: 0,
      product_id: kanga.id,
      name: 'Kanga',
      quantity: 1,
      variant_id: kanga.variants[0].id,
      unit_price: 15000,
      customisable: true,
      variants: [
        { id: kanga.variants[0].id, name: 'Red', price: 15000, in_stock: true },
        { id: kanga.variants[1].id, name: 'Blue', price: 16000, in_stock: false },
      ],
      add_ons: [
        {
          name: 'Wrap',
          min: 0,
          max: 1,
          required: false,
          options: [
            { name: 'Box', price: 2500 },
            { name: 'Paper', price: 500 },
          ],
        },
      ],
    });
    expect(cart.products[1]).toMatchObject({
      product_id: chai.id,
      quantity: 2,
      unit_price: 2000,
      customisable: false,
      variants: [],
      add_ons: [],
    });
    expect(cart.total).toBe(19000);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a basket line without a variant the first one in stock, and sets apart products no longer sold', async () => {
    const draft = (
      await owner.post('/api/products', { name: 'Old stock', price: 700, category: 'home', status: 'draft' })
    ).body;
    const { token } = await link({
      channel: 'widget',
      items: [
        { product_id: kanga.id, quantity: 150 },
        { product_id: draft.id, quantity: 1 },
      ],
    });
    const cart = (await t.client().get(q(token))).body;
    expect(cart.customer).toBeNull();
    expect(cart.language).toBe('en');
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ variant_id: kanga.variants[0].id, quantity: 99 });
    expect(cart.unavailable).toEqual([{ product_id: draft.id, name: 'Old stock' }]);
  });

  it('refuses missing, malformed, forged and tampered tokens without touching the database', async () => {
    const { id, token, expiresAt } = await link();
    const before = await shopSnapshot(t.db, shopId);
    const limits = await rateLimitRows();
    const [body, expiry, signature] = [token.slice(0, 36), token.split('.')[1]!, token.split('.')[2]!];
    const later = Math.floor(expiresAt.getTime() / 1000) + 3600;
    const cases: [string, number, string][] = [
      ['/api/v1/order', 400, 'order_token_required'],
      [q(''), 400, 'order_token_required'],
      [q('nonsense'), 400, 'order_link_invalid'],
      [q(`${body}.${expiry}`), 400, 'order_link_invalid'],
      [q(`${body}.${later}.${signature}`), 404, 'order_link_invalid'],
      [
        q(`${body}.${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
        404,
        'order_link_invalid',
      ],
      [q(signCheckoutToken('another-secret-another-secret-0000', id, expiresAt)), 404, 'order_link_invalid'],
    ];
    for (const [url, status, code] of cases) {
      const res = await t.client().get(url);
      expect([res.status, res.body.code], url).toEqual([status, code]);
      const post = await t.client().post(url.includes('?') ? `${url}&channel=whatsapp` : url, body_());
      expect([post.status, post.body.code], `POST ${url}`).toEqual([status, code]);
    }
    expect((await t.client().get('/api/v1/order', { 'accept-language': 'sw' })).body.message).toBe(
      'Hakuna tokeni iliyotolewa. Tafadhali hakiki kiungo chako.',
    );
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
    expect(await rateLimitRows()).toBe(limits);
  });

  it('a well-signed token of a link that does not exist is not found', async () => {
    const res = await t
      .client()
      .get(
        q(signCheckoutToken(t.deps.env.secretKey, '00000000-0000-4000-8000-000000000000', new Date(Date.now() + HOUR))),
      );
    expect([res.status, res.body.code]).toEqual([404, 'order_link_invalid']);
  });

  it('says an expired link has expired (410)', async () => {
    const { token } = await link({ now: new Date(Date.now() - 49 * HOUR) });
    const res = await t.client().get(q(token));
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/^This order link has expired/);
  });
});

function body_() {
  return body();
}

describe('POST /api/v1/order', () => {
  it('creates one real order at catalogue prices, marks the link used and tells the chat', async () => {
    const { id, token } = await link();
    const cart = (await t.client().get(q(token))).body;
    const input = body({ notes: 'Piga simu ukifika', delivery_location: { lat: -6.77, lng: 39.23, name: 'Sinza' } });
    const expected = cartTotal(
      cart.products,
      input.items.map((i: any) => ({
        variant_id: i.variant_id ?? null,
        addon_option_ids: i.addon_option_ids ?? [],
        quantity: i.quantity,
      })),
    );
    // The query says widget; the link says WhatsApp, and the link wins.
    const res = await t.client().post(`${q(token)}&channel=widget`, input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ order_number: 1, total: 39000, currency: 'TZS' });
    expect(res.body.total).toBe(expected);
    const order = (await owner.get(`/api/orders/${res.body.order_id}`)).body;
    expect(order).toMatchObject({
      number: 1,
      status: 'pending',
      channel: 'whatsapp',
      fulfilment: 'delivery',
      payment_method: 'mobile_money',
      total: 39000,
      notes: 'Piga simu ukifika',
      customer: { name: 'Zawadi', phone: '+255754111222' },
    });
    expect(order.lines[0]).toMatchObject({
      product_name: 'Kanga',
      variant_name: 'Red',
      unit_price: 17500,
      quantity: 2,
      addons: [{ group: 'Wrap', name: 'Box', price: 2500 }],
    });
    expect(order.timeline).toHaveLength(1);
    expect((await owner.get(`/api/products/${kanga.id}`)).body.variants[0].stock).toBe(3);
    const [row] = await t.db.select().from(checkoutLinks).where(eq(checkoutLinks.id, id));
    expect(row!.usedAt).not.toBeNull();
    expect(row!.orderId).toBe(res.body.order_id);
    // The bot confirms in the chat, in the conversation's language, and the chat now knows the customer.
    const said = await t.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.shopId, shopId), eq(conversationMessages.conversationId, waConversation)));
    expect(said.map((m) => m.preview)).toEqual([expect.stringContaining('oda yako #1 (TZS 39,000)')]);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.shopId, shopId), eq(conversations.id, waConversation)));
    expect(conversation!.customerId).toBe(order.customer.id);

    const again = await t.client().post(q(token), input);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'order_link_used',
      'This order has already been submitted as order #1.',
    ]);
    expect((await t.client().get(q(token))).status).toBe(409);
  });

  it('calls the chat confirmation inside the same transaction, with the order figures', async () => {
    const { id } = await link();
    const notify = vi.fn(async () => {});
    const input = {
      items: [{ product_id: chai.id, quantity: 1, addon_option_ids: [] }],
      fulfilment: 'pickup' as const,
      delivery_address: '',
      notes: '',
      customer_name: '',
      customer_phone: '',
      payment_method: 'cash' as const,
    };
    const done = await submitOrderPage(t.db, id, input, notify);
    expect(notify).toHaveBeenCalledWith(expect.anything(), {
      shopId,
      conversationId: waConversation,
      orderId: done.order_id,
      orderNumber: done.order_number,
      total: 2000,
      currency: 'TZS',
      customerId: expect.any(String),
    });
    // A failing confirmation undoes the order and leaves the link open.
    const other = await link();
    const before = await shopSnapshot(t.db, shopId);
    await expect(
      submitOrderPage(t.db, other.id, input, async () => {
        throw new Error('chat down');
      }),
    ).rejects.toThrow('chat down');
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });

  it('makes one order of two concurrent submits of the same link; the other gets 409 with its number', async () => {
    const { id, token } = await link();
    const count = async () => (await t.db.select().from(orders).where(eq(orders.shopId, shopId))).length;
    const before = await count();
    const [a, b] = await Promise.all([t.client().post(q(token), body()), t.client().post(q(token), body())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const won = a.status === 201 ? a : b;
    const lost = a.status === 201 ? b : a;
    expect(lost.body.message).toBe(`This order has already been submitted as order #${won.body.order_number}.`);
    expect(await count()).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(checkoutLinks)
      .where(and(eq(checkoutLinks.shopId, shopId), eq(checkoutLinks.id, id)));
    expect(row!.orderId).toBe(won.body.order_id);
  });

  it('refuses bad orders with a clear 4xx and writes nothing, leaving the link open', async () => {
    const { token } = await link({ channel: 'widget' });
    const shati = await owner.post('/api/products', {
      name: 'Shati',
      price: 9000,
      category: 'clothing_accessories',
      variants: [{ name: 'M', price: 9000, stock: 3 }],
      addon_groups: [{ name: 'Print', min: 0, max: 1, options: [{ name: 'Name', price: 1000 }] }],
    });
    expect(shati.status, JSON.stringify(shati.body)).toBe(201);
    const other = shati.body;
    const before = await shopSnapshot(t.db, shopId);
    const phone = { customer_phone: '0754 999 888', customer_name: 'Neema' };
    const kangaLine = (extra: object) => ({
      product_id: kanga.id,
      variant_id: kanga.variants[0].id,
      quantity: 1,
      ...extra,
    });
    const cases: [unknown, number, string][] = [
      [body(), 400, 'order_phone_required'],
      [body({ customer_phone: '12345' }), 400, 'invalid_phone'],
      [body({ ...phone, items: [{ product_id: foreign.id, quantity: 1 }] }), 400, 'order_item_not_in_basket'],
      [body({ ...phone, items: [{ product_id: sabuni.id, quantity: 1 }] }), 400, 'order_item_not_in_basket'],
      [body({ ...phone, items: [kangaLine({ variant_id: other.variants[0].id })] }), 400, 'variant_not_found'],
      [body({ ...phone, items: [kangaLine({ variant_id: undefined })] }), 400, 'variant_required'],
      [
        body({ ...phone, items: [kangaLine({ addon_option_ids: [other.addon_groups[0].options[0].id] })] }),
        400,
        'addon_unknown',
      ],
      [
        body({
          ...phone,
          items: [kangaLine({ addon_option_ids: kanga.addon_groups[0].options.map((o: any) => o.id) })],
        }),
        400,
        'addon_selection',
      ],
      [body({ ...phone, items: [kangaLine({ quantity: 0 })] }), 400, 'too_small'],
      [body({ ...phone, items: [kangaLine({ quantity: 100 })] }), 400, 'too_big'],
      [body({ ...phone, items: [kangaLine({ quantity: 1.5 })] }), 400, 'invalid_value'],
      [body({ ...phone, items: [] }), 400, 'order_empty'],
      [body({ ...phone, delivery_address: '' }), 400, 'delivery_address_required'],
      [body({ ...phone, payment_method: 'bitcoin' }), 400, 'invalid_choice'],
      [body({ ...phone, price: 1 }), 400, 'unknown_field'],
      [body({ ...phone, items: [kangaLine({ quantity: 6 })] }), 409, 'out_of_stock'],
      [body({ ...phone, items: [kangaLine({ variant_id: kanga.variants[1].id })] }), 409, 'out_of_stock'],
    ];
    for (const [input, status, code] of cases) {
      const res = await t.client().post(q(token), input);
      expect([res.status, res.body.code], JSON.stringify(input)).toEqual([status, code]);
    }
    const notJson = await t.client().post(q(token), 'items=1', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);

    // The same link still works once the customer fixes the form; the typed number makes the customer.
    const ok = await t
      .client()
      .post(
        q(token),
        body({ ...phone, fulfilment: 'pickup', delivery_address: '', items: [{ product_id: chai.id, quantity: 1 }] }),
      );
    expect(ok.status).toBe(201);
    const order = (await owner.get(`/api/orders/${ok.body.order_id}`)).body;
    expect(order).toMatchObject({
      channel: 'widget',
      fulfilment: 'pickup',
      customer: { name: 'Neema', phone: '+255754999888' },
    });
  });

  it('refuses an expired link with 410 and writes nothing', async () => {
    const { token } = await link({ now: new Date(Date.now() - 49 * HOUR) });
    const before = await shopSnapshot(t.db, shopId);
    const res = await t.client().post(q(token), body());
    expect([res.status, res.body.code]).toEqual([410, 'order_link_expired']);
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
  });

  it('limits submits per address', async () => {
    const client = t.client();
    const { token } = await link();
    let last = 0;
    // Counted once the token and the body hold (a request refused before costs no database work).
    for (let i = 0; i < 21; i++)
      last = (await client.post(q(token), body({ items: [{ product_id: sabuni.id, quantity: 1 }] }))).status;
    expect(last).toBe(429);
  });
});

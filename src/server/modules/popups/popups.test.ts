import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { chatShop } from '../../test/chat-test-kit.ts';
import { ensureBot } from '../../chatbot/bots.ts';
import { customerConsents } from '../../db/schema/consent.ts';
import { customers } from '../../db/schema/customers.ts';
import { conversations } from '../../db/schema/chat.ts';
import { popupEvents, popups } from '../../db/schema/popups.ts';
import { createCheckoutLink } from '../order-link/checkout-link.ts';
import { perAddress } from '../plugin/index.ts';
import { samplePopup } from './popups.permission-calls.ts';
import { perVisitor, phonesPerAddress } from './popups.public-routes.ts';

// Website pop-ups (issue 28): the editor's API, the loader's endpoints, and what a pop-up sold.
let t: TestApp, owner: TestClient, shopId: string, botId: string, sodaId: string;
const count = async (table: typeof popups | typeof popupEvents) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(eq(table.shopId, shopId))
    )[0]!.n,
  );
const words = (title: string) => ({
  en: { title, text: 'Karibu', button: 'Go' },
  sw: { title, text: 'Karibu', button: 'Nenda' },
});
const popupOf = (over: Record<string, unknown> = {}) => ({ ...samplePopup(), name: 'Welcome', ...over });

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signUpUser(t, { shop: true });
  owner = signed.client;
  shopId = signed.shop.id;
  botId = (await ensureBot(t.db, shopId)).id;
  const soda = await owner.post('/api/products', {
    name: 'Soda baridi',
    price: 1_000,
    category: 'food_beverages',
    stock: 50,
  });
  expect(soda.status, JSON.stringify(soda.body)).toBe(201);
  sodaId = soda.body.id;
});
afterAll(() => t.close());

describe('the editor API', () => {
  it('creates, lists, reads, replaces and deletes a pop-up', async () => {
    const made = await owner.post('/api/popups', popupOf());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Welcome',
      status: 'active',
      live: true,
      position: 'bottom_right',
      frequency: 'once_per_visitor',
    });
    const id = made.body.id;
    expect((await owner.get('/api/popups')).body.items.map((p: { id: string }) => p.id)).toContain(id);
    const put = await owner.put(
      `/api/popups/${id}`,
      popupOf({ name: 'Karibu', position: 'top_left', status: 'paused' }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ name: 'Karibu', position: 'top_left', live: false });
    expect((await owner.delete(`/api/popups/${id}`)).status).toBe(204);
    expect((await owner.get(`/api/popups/${id}`)).status).toBe(404);
  });

  it.each([
    ['an unknown position', { position: 'middle' }, 'popup_position_invalid'],
    [
      'an end before the start',
      { starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      'popup_end_before_start',
    ],
    [
      'a split that does not add up',
      {
        variants: [
          { key: 'a', weight: 60, texts: words('A') },
          { key: 'b', weight: 30, texts: words('B') },
        ],
      },
      'popup_split_not_100',
    ],
    [
      'a title too long',
      { variants: [{ key: 'a', weight: 100, texts: words('x'.repeat(81)) }] },
      'popup_text_too_long',
    ],
    ['a NUL byte', { name: 'Wel\u0000come' }, undefined],
    ['a lone surrogate', { name: 'Wel\ud800come' }, undefined],
    ['a javascript: link', { action: { kind: 'link', url: 'javascript:alert(1)' } }, 'popup_link_invalid'],
    [
      'a phone pop-up without consent words',
      { action: { kind: 'phone', channels: ['sms'], consent_en: '', consent_sw: '' } },
      'popup_consent_required',
    ],
  ])('refuses %s with a clear 400 and writes nothing', async (_, over, code) => {
    const before = await count(popups);
    const res = await owner.post('/api/popups', popupOf(over));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBeTruthy();
    if (code) expect(JSON.stringify(res.body)).toContain(code);
    expect(await count(popups)).toBe(before);
  });

  it("answers 404 for another shop's pop-up, to read, change, delete or count", async () => {
    const mine = (await owner.post('/api/popups', popupOf())).body.id;
    const other = await signUpUser(t, { shop: true });
    expect((await other.client.get(`/api/popups/${mine}`)).status).toBe(404);
    expect((await other.client.put(`/api/popups/${mine}`, popupOf({ name: 'Taken' }))).status).toBe(404);
    expect((await other.client.delete(`/api/popups/${mine}`)).status).toBe(404);
    expect((await other.client.get('/api/popups')).body.items).toEqual([]);
    expect((await owner.get(`/api/popups/${mine}`)).body.name).toBe('Welcome');
  });

  it('keeps emoji and markup as text', async () => {
    const res = await owner.post('/api/popups', popupOf({ name: '🎉 <script>alert(1)</script>' }));
    expect(res.status).toBe(201);
    expect((await owner.get(`/api/popups/${res.body.id}`)).body.name).toBe('🎉 <script>alert(1)</script>');
  });
});

describe('the loader endpoints', () => {
  let live: string;
  const client = () => {
    const c = t.client();
    return c;
  };
  beforeAll(async () => {
    live = (
      await owner.post('/api/popups', popupOf({ name: 'Live', action: { kind: 'chat', message: 'Nataka punguzo' } }))
    ).body.id;
    await owner.post('/api/popups', popupOf({ name: 'Paused', status: 'paused' }));
    await owner.post('/api/popups', popupOf({ name: 'Later', starts_at: '2099-01-01T00:00:00Z' }));
    await owner.post(
      '/api/popups',
      popupOf({ name: 'Over', starts_at: '2020-01-01T00:00:00Z', ends_at: '2020-02-01T00:00:00Z' }),
    );
  });

  it('gives any site the live pop-ups only, with open CORS', async () => {
    const res = await client().get(`/plugin/popups/${botId}`, { origin: 'https://mama-neema.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const ids = res.body.popups.map((p: { id: string }) => p.id);
    expect(ids).toContain(live);
    expect(res.body.popups.every((p: { action: { kind: string } }) => p.action)).toBe(true);
    const names = (await owner.get('/api/popups')).body.items
      .filter((p: { live: boolean }) => !p.live)
      .map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Paused', 'Later', 'Over']));
    expect(res.body.popups).toHaveLength(
      (await owner.get('/api/popups')).body.items.filter((p: { live: boolean }) => p.live).length,
    );
    expect((await client().get('/plugin/popups/nobody')).status).toBe(404);
  });

  it('counts shown, closed and clicked, and refuses a pop-up that is not live or not the shop’s', async () => {
    perVisitor.reset();
    const c = client();
    for (const kind of ['shown', 'clicked', 'closed'])
      expect(
        (
          await c.post(`/plugin/popups/${botId}/events`, {
            popup_id: live,
            variant: 'a',
            kind,
            visitor_id: 'visitor-0001',
          })
        ).status,
      ).toBe(204);
    const paused = (await owner.get('/api/popups')).body.items.find((p: { name: string }) => p.name === 'Paused').id;
    const before = await count(popupEvents);
    expect(
      (
        await c.post(`/plugin/popups/${botId}/events`, {
          popup_id: paused,
          variant: 'a',
          kind: 'shown',
          visitor_id: 'visitor-0001',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await c.post(`/plugin/popups/${botId}/events`, {
          popup_id: live,
          variant: 'b',
          kind: 'shown',
          visitor_id: 'visitor-0001',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await c.post(`/plugin/popups/${botId}/events`, {
          popup_id: live,
          variant: 'a',
          kind: 'bought',
          visitor_id: 'visitor-0001',
        })
      ).status,
    ).toBe(400);
    const other = await chatShop(t, { products: false });
    expect(
      (
        await c.post(`/plugin/popups/${other.bot.id}/events`, {
          popup_id: live,
          variant: 'a',
          kind: 'shown',
          visitor_id: 'visitor-0001',
        })
      ).status,
    ).toBe(404);
    expect(await count(popupEvents)).toBe(before);
    const results = (await owner.get('/api/popups/results')).body.items.find(
      (r: { popup_id: string }) => r.popup_id === live,
    );
    expect(results).toMatchObject({ variant: 'a', shown: 1, clicked: 1, closed: 1, phones: 0 });
  });

  it('holds one visitor to its budget when 40 events arrive at once', async () => {
    perVisitor.reset();
    perAddress.reset();
    const before = await count(popupEvents);
    const c = client();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        c.post(`/plugin/popups/${botId}/events`, {
          popup_id: live,
          variant: 'a',
          kind: 'shown',
          visitor_id: 'visitor-flood',
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 204).length;
    expect(ok).toBe(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(await count(popupEvents)).toBe(before + ok);
  });
});

describe('a phone number left in a pop-up', () => {
  let phonePopup: string;
  beforeAll(async () => {
    phonePopup = (
      await owner.post(
        '/api/popups',
        popupOf({
          name: 'Phone',
          action: {
            kind: 'phone',
            channels: ['whatsapp', 'sms'],
            consent_en: 'Send me offers on WhatsApp and SMS.',
            consent_sw: 'Nitumie ofa kwa WhatsApp na SMS.',
          },
        }),
      )
    ).body.id;
  });

  it("becomes the customer's consent, from the pop-up, in the words shown", async () => {
    phonesPerAddress.reset();
    const res = await t.client().post(`/plugin/popups/${botId}/phone`, {
      popup_id: phonePopup,
      variant: 'a',
      visitor_id: 'visitor-phone',
      phone: '0754 300 111',
      channels: ['whatsapp'],
      language: 'sw',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, shopId), eq(customers.phone, '+255754300111')));
    expect(customer).toBeTruthy();
    const consents = await t.db.select().from(customerConsents).where(eq(customerConsents.customerId, customer!.id));
    expect(consents).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        state: 'opted_in',
        source: 'popup',
        words: 'Nitumie ofa kwa WhatsApp na SMS.',
      }),
    ]);
    const detail = await owner.get(`/api/customers/${customer!.id}/consent`);
    expect(JSON.stringify(detail.body)).toContain('popup');
    const results = (await owner.get('/api/popups/results')).body.items.find(
      (r: { popup_id: string }) => r.popup_id === phonePopup,
    );
    expect(results.phones).toBe(1);
  });

  it('refuses a bad number, a channel not offered, and a pop-up that takes no numbers, writing nothing', async () => {
    phonesPerAddress.reset();
    const customersBefore = Number(
      (
        await t.db
          .select({ n: sql<number>`count(*)` })
          .from(customers)
          .where(eq(customers.shopId, shopId))
      )[0]!.n,
    );
    const events = await count(popupEvents);
    const base = {
      popup_id: phonePopup,
      variant: 'a',
      visitor_id: 'visitor-phone2',
      phone: '0754300222',
      channels: ['sms'],
      language: 'en',
    };
    const chatPopup = (await owner.get('/api/popups')).body.items.find((p: { name: string }) => p.name === 'Live').id;
    for (const [body, status] of [
      [{ ...base, phone: '12' }, 400],
      [{ ...base, channels: [] }, 400],
      [{ ...base, phone: '0754\u0000300222' }, 400],
      [{ ...base, popup_id: chatPopup }, 400],
    ] as const) {
      const res = await t.client().post(`/plugin/popups/${botId}/phone`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    }
    const only = await owner.put(
      `/api/popups/${phonePopup}`,
      popupOf({
        name: 'Phone',
        action: { kind: 'phone', channels: ['whatsapp'], consent_en: 'WhatsApp offers', consent_sw: '' },
      }),
    );
    expect(only.status).toBe(200);
    expect((await t.client().post(`/plugin/popups/${botId}/phone`, base)).status).toBe(400);
    expect(
      Number(
        (
          await t.db
            .select({ n: sql<number>`count(*)` })
            .from(customers)
            .where(eq(customers.shopId, shopId))
        )[0]!.n,
      ),
    ).toBe(customersBefore);
    expect(await count(popupEvents)).toBe(events);
  });
});

describe('what a pop-up sold', () => {
  it('follows the chat the pop-up opened to its order and the money paid for it', async () => {
    perVisitor.reset();
    perAddress.reset();
    const id = (
      await owner.post(
        '/api/popups',
        popupOf({
          name: 'Sales',
          variants: [
            { key: 'a', weight: 50, texts: words('A') },
            { key: 'b', weight: 50, texts: words('B') },
          ],
        }),
      )
    ).body.id;
    const visitor = t.client();
    const chatId = 'popup-chat-0001';
    expect(
      (
        await visitor.post(`/plugin/popups/${botId}/events`, {
          popup_id: id,
          variant: 'b',
          kind: 'clicked',
          visitor_id: 'visitor-sales',
          chat_id: chatId,
        })
      ).status,
    ).toBe(204);
    const said = await visitor.post(`/plugin/conversation/${botId}`, {
      message: 'Nataka punguzo',
      chat_id: chatId,
      message_id: 'm-1',
    });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.shopId, shopId), eq(conversations.externalId, chatId)));
    const link = await createCheckoutLink(
      t.db,
      { storeUrl: 'http://localhost:4321', secretKey: t.deps.env.secretKey },
      {
        shopId,
        conversationId: conversation!.id,
        channel: 'widget',
        items: [{ product_id: sodaId, quantity: 3 }],
        language: 'sw',
      },
    );
    const token = new URL(link.url).searchParams.get('token')!;
    const order = await t.client().post(`/api/v1/order?token=${encodeURIComponent(token)}`, {
      items: [{ product_id: sodaId, quantity: 3 }],
      fulfilment: 'pickup',
      payment_method: 'cash',
      customer_phone: '0754 111 999',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId = order.body.id ?? order.body.order_id;
    let result = (await owner.get('/api/popups/results')).body.items.find(
      (r: { popup_id: string; variant: string }) => r.popup_id === id && r.variant === 'b',
    );
    expect(result).toMatchObject({ clicked: 1, chats: 1, orders: 1, orders_paid: 0, paid: 0 });
    const paid = await owner.post(`/api/orders/${orderId}/transitions`, { to: 'paid', note: 'cash' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    result = (await owner.get('/api/popups/results')).body.items.find(
      (r: { popup_id: string; variant: string }) => r.popup_id === id && r.variant === 'b',
    );
    expect(result).toMatchObject({ orders: 1, orders_paid: 1, paid: 3000 });
    // variant A opened no chat and sold nothing
    expect(
      (await owner.get('/api/popups/results')).body.items.find(
        (r: { popup_id: string; variant: string }) => r.popup_id === id && r.variant === 'a',
      ),
    ).toBeUndefined();
  });
});

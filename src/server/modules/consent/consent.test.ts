import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { consentEvents, customerConsents } from '../../db/schema/consent.ts';
import { customers } from '../../db/schema/customers.ts';
import { chatShop, customer as widgetCustomer } from '../../test/chat-test-kit.ts';
import { handleInbound } from '../../chatbot/engine.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { mayMarketTo, optedOutAnywhere, optOutByPhone, optOutHint, optOutPath, recordConsent } from './index.ts';

let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

let phoneSeq = 0;
async function newCustomer(client = owner, language: 'en' | 'sw' = 'sw') {
  const phone = `07542${String(++phoneSeq).padStart(5, '0')}`;
  const res = await client.post('/api/customers', { phone, name: `Mteja ${phoneSeq}`, language });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; phone: string };
}

const eventsOf = async (customerId: string) =>
  t.db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.shopId, shopId), eq(consentEvents.customerId, customerId)))
    .orderBy(asc(consentEvents.id));
const rowsOf = async (customerId: string) =>
  t.db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.shopId, shopId), eq(customerConsents.customerId, customerId)));
const allWrites = async () => ({
  consents: (await t.db.select({ n: count() }).from(customerConsents))[0]!.n,
  events: (await t.db.select({ n: count() }).from(consentEvents))[0]!.n,
});

/** What campaigns would ask, for one customer. */
async function mayMarket(customerId: string) {
  const [row] = await t.db
    .select({
      sms: mayMarketTo(shopId, customers.id, 'sms'),
      whatsapp: mayMarketTo(shopId, customers.id, 'whatsapp'),
      out: optedOutAnywhere(shopId, customers.id),
    })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, customerId)));
  return row;
}

describe('the switch: GET/PUT /api/customers/:id/consent', () => {
  it('starts with nothing asked, records each change with its source, words and member, and answers the state', async () => {
    const c = await newCustomer();
    const first = await owner.get(`/api/customers/${c.id}/consent`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      customer_id: c.id,
      opted_out_anywhere: false,
      channels: [
        { channel: 'sms', state: 'none', source: null, words: '', at: null },
        { channel: 'whatsapp', state: 'none', source: null, words: '', at: null },
      ],
    });
    expect(await mayMarket(c.id)).toEqual({ sms: false, whatsapp: false, out: false });

    const on = await owner.put(`/api/customers/${c.id}/consent`, {
      channel: 'sms',
      state: 'opted_in',
      words: 'Ndiyo, nitumieni ofa',
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.channels[0]).toMatchObject({
      channel: 'sms',
      state: 'opted_in',
      source: 'manual',
      words: 'Ndiyo, nitumieni ofa',
    });
    expect(await mayMarket(c.id)).toEqual({ sms: true, whatsapp: false, out: false });

    const history = await owner.get(`/api/customers/${c.id}/consent/history`);
    expect(history.status).toBe(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({ channel: 'sms', state: 'opted_in', source: 'manual', by_name: 'Asha Juma' }),
    ]);
  });

  it('an opt-out on one channel stops campaigns on every channel', async () => {
    const c = await newCustomer();
    for (const channel of ['sms', 'whatsapp'])
      await owner.put(`/api/customers/${c.id}/consent`, { channel, state: 'opted_in' });
    expect(await mayMarket(c.id)).toEqual({ sms: true, whatsapp: true, out: false });
    const off = await owner.put(`/api/customers/${c.id}/consent`, { channel: 'whatsapp', state: 'opted_out' });
    expect(off.body.opted_out_anywhere).toBe(true);
    expect(await mayMarket(c.id)).toEqual({ sms: false, whatsapp: false, out: true });
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const c = await newCustomer();
    const before = await allWrites();
    for (const body of [
      {},
      { channel: 'email', state: 'opted_in' },
      { channel: 'sms', state: 'maybe' },
      { channel: 'sms', state: 'opted_in', words: 'x'.repeat(501) },
      { channel: 'sms', state: 'opted_in', words: 'stop\u0000' },
      { channel: 'sms', state: 'opted_in', words: 'half \uD83D emoji' },
      { channel: 'sms', state: 'opted_in', extra: true },
    ]) {
      const res = await owner.put(`/api/customers/${c.id}/consent`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.put('/api/customers/not-a-uuid/consent', { channel: 'sms', state: 'opted_in' })).status).toBe(
      404,
    );
    expect(
      (
        await owner.put('/api/customers/00000000-0000-4000-8000-000000000000/consent', {
          channel: 'sms',
          state: 'opted_in',
        })
      ).status,
    ).toBe(404);
    expect(await allWrites()).toEqual(before);
  });

  it("another shop's customer is 404 for reading, history and the switch, and nothing is written", async () => {
    const c = await newCustomer();
    await owner.put(`/api/customers/${c.id}/consent`, { channel: 'sms', state: 'opted_in', words: 'mine' });
    const other = await signUpUser(t, { shop: true });
    const before = await allWrites();
    expect((await other.client.get(`/api/customers/${c.id}/consent`)).status).toBe(404);
    expect((await other.client.get(`/api/customers/${c.id}/consent/history`)).status).toBe(404);
    const put = await other.client.put(`/api/customers/${c.id}/consent`, { channel: 'sms', state: 'opted_out' });
    expect(put.status).toBe(404);
    expect(await allWrites()).toEqual(before);
    expect((await rowsOf(c.id))[0]).toMatchObject({ state: 'opted_in', words: 'mine' });
  });

  it('a member without the customers permission gets 403; one who may only read cannot set it', async () => {
    const c = await newCustomer();
    const invite = async (permissions: unknown[]) => {
      const staff = await signUpUser(t);
      const res = await owner.post('/api/staff/invitations', { email: staff.email, permissions });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const token = new URL(res.body.link).pathname.split('/').pop()!;
      expect((await staff.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
      return staff.client;
    };
    const ordersOnly = await invite([{ resource: 'orders', action: 'read' }]);
    expect((await ordersOnly.get(`/api/customers/${c.id}/consent`)).status).toBe(403);
    expect((await ordersOnly.get(`/api/customers/${c.id}/consent/history`)).status).toBe(403);
    expect((await ordersOnly.put(`/api/customers/${c.id}/consent`, { channel: 'sms', state: 'opted_in' })).status).toBe(
      403,
    );
    const reader = await invite([{ resource: 'customers', action: 'read' }]);
    expect((await reader.get(`/api/customers/${c.id}/consent`)).status).toBe(200);
    expect((await reader.put(`/api/customers/${c.id}/consent`, { channel: 'sms', state: 'opted_in' })).status).toBe(
      403,
    );
    expect(await eventsOf(c.id)).toEqual([]);
  });

  it('40 parallel switches leave one consistent state and one history row each', async () => {
    const c = await newCustomer();
    const puts = Array.from({ length: 40 }, (_, i) =>
      owner.put(`/api/customers/${c.id}/consent`, {
        channel: i % 3 === 0 ? 'whatsapp' : 'sms',
        state: i % 2 === 0 ? 'opted_in' : 'opted_out',
        words: `change ${i}`,
      }),
    );
    const answers = await Promise.all(puts);
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const events = await eventsOf(c.id);
    expect(events).toHaveLength(40);
    expect(new Set(events.map((e) => e.words)).size).toBe(40);
    const rows = await rowsOf(c.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // The state left on each channel is that of its newest history row, at the same time.
      const last = events.filter((e) => e.channel === row.channel).at(-1)!;
      expect([row.state, row.words, row.at.getTime()]).toEqual([last.state, last.words, last.at.getTime()]);
    }
  });

  it('keeps the history append-only in the database', async () => {
    const c = await newCustomer();
    await recordConsent(t.db, {
      shopId,
      customerId: c.id,
      channel: 'sms',
      state: 'opted_in',
      source: 'import',
      words: 'x',
    });
    await expect(
      t.db.execute(sql`update consent_events set words = 'changed' where customer_id = ${c.id}`),
    ).rejects.toThrow();
  });
});

describe('opt-out by the link: /o/:token', () => {
  it('asks in the customer language, opts out on every channel with the words shown, and says it is done', async () => {
    const c = await newCustomer(owner, 'sw');
    await owner.put(`/api/customers/${c.id}/consent`, { channel: 'sms', state: 'opted_in' });
    await owner.put(`/api/customers/${c.id}/consent`, { channel: 'whatsapp', state: 'opted_in' });
    const path = optOutPath(shopId, c.id, t.deps.env);
    expect(path).toMatch(/^\/o\/[\w-]{64}$/);
    const visitor = t.client();

    const page = await visitor.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.body).toContain('Usitishe matangazo kutoka Asha Fashion?');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).not.toContain('<script');
    const english = await visitor.get(`${path}?lang=en`);
    expect(english.body).toContain('Stop offers from Asha Fashion?');

    const post = await visitor.request('POST', `${path}?lang=sw`, '', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe(`${path}?lang=sw`);
    const rows = await rowsOf(c.id);
    expect(rows.map((r) => [r.channel, r.state, r.source, r.words]).sort()).toEqual([
      ['sms', 'opted_out', 'link', 'Usitishe matangazo kutoka Asha Fashion?'],
      ['whatsapp', 'opted_out', 'link', 'Usitishe matangazo kutoka Asha Fashion?'],
    ]);
    expect(await mayMarket(c.id)).toEqual({ sms: false, whatsapp: false, out: true });
    const done = await visitor.get(`${path}?lang=sw`);
    expect(done.body).toContain('hutapokea tena matangazo kutoka Asha Fashion');

    // A second post writes nothing more.
    const events = (await eventsOf(c.id)).length;
    await visitor.request('POST', path, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await eventsOf(c.id)).toHaveLength(events);
  });

  it('a forged or altered token is a 404 page and writes nothing', async () => {
    const c = await newCustomer();
    const token = optOutPath(shopId, c.id, t.deps.env).slice(3);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const other = await signUpUser(t, { shop: true });
    const before = await allWrites();
    for (const bad of [
      flip(token, 5), // another customer id
      flip(token, 30),
      flip(token, 63), // the signature
      token.slice(0, 63),
      `${token}A`,
      optOutPath(other.shop.id, c.id, t.deps.env).slice(3), // right customer, another shop: no such customer there
      optOutPath(shopId, c.id, { secretKey: 'another key' }).slice(3),
      'x',
    ]) {
      for (const method of ['GET', 'POST']) {
        const res =
          method === 'GET'
            ? await t.client().get(`/o/${bad}`)
            : await t.client().request(method, `/o/${bad}`, '', {
                'content-type': 'application/x-www-form-urlencoded',
              });
        expect(res.status, `${method} ${bad}`).toBe(404);
        expect(String(res.body)).toContain('opt-out-invalid');
      }
    }
    expect(await allWrites()).toEqual(before);
  });
});

describe('opt-out by reply', () => {
  it('STOP on WhatsApp opts the customer out and the bot confirms, without running the flow', async () => {
    const shop = await chatShop(t, { products: false });
    const send = (text: string, n: number) =>
      handleInbound(t.deps, {
        shopId: shop.shopId,
        channel: 'whatsapp',
        externalId: '255754999001',
        messageId: `wamid.${n}`,
        content: { kind: 'text', text },
      });
    // The customer chose English: STOP is confirmed in English.
    await send('English', 1);
    const [buyer] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, shop.shopId), eq(customers.phone, '+255754999001')));
    await recordConsent(t.db, {
      shopId: shop.shopId,
      customerId: buyer!.id,
      channel: 'whatsapp',
      state: 'opted_in',
      source: 'chat',
      words: 'Ndiyo',
    });
    const reply = await send(' s t o p ', 2);
    expect(JSON.stringify(reply.reply)).toContain('you will get no more offers');
    const [row] = await t.db
      .select()
      .from(customerConsents)
      .where(and(eq(customerConsents.shopId, shop.shopId), eq(customerConsents.customerId, buyer!.id)));
    expect(row).toMatchObject({ channel: 'whatsapp', state: 'opted_out', source: 'reply', words: 's t o p' });
    // A resend of the same message writes nothing more.
    await send(' s t o p ', 2);
    const [n] = await t.db
      .select({ n: count() })
      .from(consentEvents)
      .where(and(eq(consentEvents.shopId, shop.shopId), eq(consentEvents.customerId, buyer!.id)));
    expect(n!.n).toBe(2);
    // ACHA is answered in Swahili.
    expect(JSON.stringify((await send('Acha.', 3)).reply)).toContain('hutapokea tena matangazo');
  });

  it('SITAKI in the widget opts the customer of its phone out of every channel', async () => {
    const shop = await chatShop(t, { products: false });
    const phone = '+255754999002';
    const [made] = await t.db
      .insert(customers)
      .values({ shopId: shop.shopId, phone, name: 'Neema' })
      .returning({ id: customers.id });
    const chat = widgetCustomer(t, shop.shopId, undefined, { profile: { phone: '0754999002', name: 'Neema' } });
    await chat.open();
    const reply = await chat.text('SITAKI!');
    expect(JSON.stringify(reply.reply)).toContain('hutapokea tena matangazo');
    const rows = await t.db
      .select()
      .from(customerConsents)
      .where(and(eq(customerConsents.shopId, shop.shopId), eq(customerConsents.customerId, made!.id)));
    expect(rows.map((r) => [r.channel, r.state, r.source]).sort()).toEqual([
      ['sms', 'opted_out', 'reply'],
      ['whatsapp', 'opted_out', 'reply'],
    ]);
  });

  it('a widget visitor without a phone still gets the confirmation; nothing is written', async () => {
    const shop = await chatShop(t, { products: false });
    const before = await allWrites();
    const chat = widgetCustomer(t, shop.shopId);
    const reply = await chat.text('STOP');
    expect(JSON.stringify(reply.reply)).toContain('no more offers');
    expect(await allWrites()).toEqual(before);
  });

  it('optOutByPhone (SMS replies) finds the customer by any spelling of the number, or writes nothing', async () => {
    const c = await newCustomer();
    expect(await optOutByPhone(t.db, shopId, c.phone, 'sms', 'STOP')).toBe(true);
    expect((await rowsOf(c.id))[0]).toMatchObject({ channel: 'sms', state: 'opted_out', source: 'reply' });
    const local = c.phone.replace('+255', '0');
    expect(await optOutByPhone(t.db, shopId, local, 'sms', 'ACHA')).toBe(true);
    const before = await allWrites();
    expect(await optOutByPhone(t.db, shopId, '0799000000', 'sms', 'STOP')).toBe(false);
    expect(await optOutByPhone(t.db, shopId, 'not a phone', 'sms', 'STOP')).toBe(false);
    expect(await allWrites()).toEqual(before);
  });
});

describe('the hint', () => {
  it('is said in both languages', () => {
    expect(optOutHint('en')).toBe('Reply STOP to opt out');
    expect(optOutHint('sw')).toBe('Jibu ACHA kusitisha');
  });
});

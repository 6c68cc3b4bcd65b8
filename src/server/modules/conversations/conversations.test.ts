import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { whatsappAccounts } from '../../db/schema/whatsapp.ts';
import { seal } from '../../whatsapp/secret-box.ts';
import { conversationMessages, conversations, type Conversation } from '../../db/schema/chat.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient;
let ownerId: string;
let shopId: string;
let staff: { client: TestClient; id: string };
let reader: TestClient;
let other: { client: TestClient; shopId: string; userId: string };

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function join(email: string, permissions: { resource: string; action: string[] }[]) {
  const invite = await owner.post('/api/staff/invitations', { email, permissions });
  const token = new URL(invite.body.link).pathname.split('/').pop();
  const person = await signUpUser(t, { email });
  await person.client.post(`/api/invitations/${token}/accept`);
  return person;
}

async function conversation(values: Partial<Conversation> & { externalId: string }, shop = shopId) {
  // updated_at as old as the last message, so the updates feed sees only what a test changes.
  const [row] = await t.db
    .insert(conversations)
    .values({ shopId: shop, channel: 'widget', updatedAt: values.lastMessageAt ?? new Date(), ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  ownerId = o.user.id;
  shopId = o.shop.id;
  const s = await join('agent@example.com', [{ resource: 'conversations', action: ['read', 'update'] }]);
  staff = { client: s.client, id: s.user.id };
  reader = (await join('reader@example.com', [{ resource: 'conversations', action: ['read'] }])).client;
  const x = await signUpUser(t, { shop: true });
  other = { client: x.client, shopId: x.shop.id, userId: x.user.id };
});
afterAll(() => t.close());

describe('conversation list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const base = Date.now() - 10 * HOUR;
    const rows = [
      {
        externalId: 'chat-amina',
        customerName: 'Amina Said',
        customerPhone: '+255754111222',
        lastMessagePreview: 'Nataka viatu',
        unreadCount: 2,
      },
      {
        externalId: '255754333444',
        channel: 'whatsapp' as const,
        customerName: 'Baraka',
        customerPhone: '+255754333444',
        lastMessagePreview: 'Price of kanga?',
        lastInboundAt: ago(HOUR),
      },
      {
        externalId: 'chat-closed',
        customerName: 'Closed Person',
        lastMessagePreview: 'Thanks',
        status: 'closed' as const,
      },
      { externalId: 'chat-mine', customerName: 'Mine Person', lastMessagePreview: 'Hello', assignedTo: '' },
      { externalId: 'preview:builder', customerName: 'Preview', lastMessagePreview: 'draft test' },
    ];
    ids = {};
    for (const [i, r] of rows.entries()) {
      const row = await conversation({
        ...r,
        assignedTo: r.assignedTo === '' ? ownerId : null,
        lastMessageAt: new Date(base + i * 60_000),
      });
      ids[r.externalId] = row.id;
    }
    // Same millisecond as another row's neighbour: the cursor must not skip or repeat it.
    for (let i = 0; i < 5; i++)
      await conversation({
        externalId: `chat-bulk-${i}`,
        customerName: `Bulk ${i}`,
        lastMessageAt: new Date(base - HOUR),
      });
    await conversation({ externalId: 'chat-other-shop', customerName: 'Amina Said' }, other.shopId);
  });

  const names = async (query: string, client = owner) =>
    (await client.get(`/api/conversations?${query}`)).body.items.map((c: any) => c.customer_name);

  it('lists newest activity first, without preview chats, with window and unread', async () => {
    const res = await owner.get('/api/conversations');
    expect(res.status).toBe(200);
    expect(res.body.items.slice(0, 4).map((c: any) => c.customer_name)).toEqual([
      'Mine Person',
      'Closed Person',
      'Baraka',
      'Amina Said',
    ]);
    expect(res.body.items.map((c: any) => c.customer_name)).not.toContain('Preview');
    const baraka = res.body.items.find((c: any) => c.customer_name === 'Baraka');
    expect(baraka).toMatchObject({
      channel: 'whatsapp',
      window_open: true,
      unread_count: 0,
      bot_paused: false,
      status: 'open',
    });
    const mine = res.body.items.find((c: any) => c.customer_name === 'Mine Person');
    expect(mine.assigned_to).toEqual({ id: ownerId, name: 'Asha Juma' });
    expect(res.body.items.find((c: any) => c.customer_name === 'Amina Said').unread_count).toBe(2);
  });

  it('filters by channel, status, assignee and unread', async () => {
    expect(await names('channel=whatsapp')).toEqual(['Baraka']);
    expect(await names('status=closed')).toEqual(['Closed Person']);
    expect(await names('assigned=me')).toEqual(['Mine Person']);
    expect(await names('assigned=me', staff.client)).toEqual([]);
    expect(await names(`assigned=${ownerId}`, staff.client)).toEqual(['Mine Person']);
    expect(await names('assigned=none&status=open&channel=widget')).not.toContain('Mine Person');
    expect(await names('unread=true')).toEqual(['Amina Said']);
    expect((await owner.get('/api/conversations?channel=sms')).status).toBe(400);
  });

  it('searches name, phone and the last message', async () => {
    expect(await names('q=amina')).toEqual(['Amina Said']);
    expect(await names('q=0754333444')).toEqual(['Baraka']);
    expect(await names('q=754111')).toEqual(['Amina Said']);
    expect(await names('q=KANGA')).toEqual(['Baraka']);
    expect(await names('q=100%25')).toEqual([]);
    expect(await names('q=draft')).toEqual([]);
  });

  it('pages with a cursor, no row skipped or repeated', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { items: { id: string }[]; next_cursor: string | null } } = await owner.get(
        `/api/conversations?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.body.items.map((c) => c.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('shows another shop nothing', async () => {
    expect(await names('', other.client)).toEqual(['Amina Said']);
    expect((await other.client.get(`/api/conversations/${ids['chat-amina']}`)).status).toBe(404);
    expect((await other.client.post(`/api/conversations/${ids['chat-amina']}/takeover`)).status).toBe(404);
    expect((await other.client.get(`/api/conversations/${ids['chat-amina']}/messages`)).status).toBe(404);
  });

  it('reports changes and the unread total since a time', async () => {
    const first = await owner.get('/api/conversations/updates');
    expect(first.body).toMatchObject({ changed: [], unread_total: 2 });
    const quiet = await owner.get(`/api/conversations/updates?since=${first.body.now}`);
    // Nothing changed: no list, and the total is not counted again.
    expect(quiet.body).toMatchObject({ changed: [], unread_total: null });
    expect((await owner.get(`/api/conversations/updates?since=${first.body.now}&total=true`)).body.unread_total).toBe(
      2,
    );
    await owner.post(`/api/conversations/${ids['chat-amina']}/read`);
    const after = await owner.get(`/api/conversations/updates?since=${quiet.body.now}`);
    expect(after.body).toMatchObject({ changed: [ids['chat-amina']], unread_total: 0, overflow: false });
    // A new message on any chat (deliver moves last_message_at) is reported too.
    await owner.post(`/api/conversations/${ids['chat-closed']}/messages`, { text: 'Karibu tena' });
    const next = (await owner.get(`/api/conversations/updates?since=${after.body.now}`)).body.changed;
    expect(next[0]).toBe(ids['chat-closed']);
    expect(next.filter((id: string) => id !== ids['chat-amina'])).toEqual([ids['chat-closed']]);
    expect((await owner.get('/api/conversations/updates?since=yesterday')).status).toBe(400);
  });
});

describe('a conversation', () => {
  it('shows the customer profile and latest orders', async () => {
    const customer = await owner.post('/api/customers', { phone: '0755222333', name: 'Mama Neema', tags: ['vip'] });
    const product = await owner.post('/api/products', {
      name: 'Kitenge',
      price: 20000,
      category: 'clothing_accessories',
      stock: 50,
    });
    for (let i = 0; i < 6; i++)
      await owner.post('/api/orders', {
        customer_id: customer.body.id,
        lines: [{ product_id: product.body.id, quantity: 1 }],
      });
    const c = await conversation({ externalId: 'chat-neema', customerPhone: '+255755222333', customerName: 'Neema' });
    const res = await owner.get(`/api/conversations/${c.id}`);
    expect(res.body.customer).toMatchObject({
      id: customer.body.id,
      name: 'Mama Neema',
      tags: ['vip'],
      order_count: 6,
    });
    expect(res.body.customer.orders).toHaveLength(5);
    expect(res.body.customer.orders[0].number).toBeGreaterThan(res.body.customer.orders[4].number);
    const none = await conversation({ externalId: 'chat-anon' });
    expect((await owner.get(`/api/conversations/${none.id}`)).body.customer).toBeNull();
  });

  it('pages messages oldest first, fifty at a time', async () => {
    const c = await conversation({ externalId: 'chat-long' });
    const at = Date.now() - HOUR;
    await t.db.insert(conversationMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        shopId,
        conversationId: c.id,
        direction: 'in' as const,
        author: 'customer' as const,
        content: { kind: 'text' as const, text: `m${i}` },
        preview: `m${i}`,
        status: 'received' as const,
        // Pairs share a timestamp: the id breaks the tie.
        createdAt: new Date(at + Math.floor(i / 2)),
      })),
    );
    const page1 = await owner.get(`/api/conversations/${c.id}/messages`);
    expect(page1.body.messages).toHaveLength(50);
    const page2 = await owner.get(`/api/conversations/${c.id}/messages?before=${page1.body.before}`);
    const page3 = await owner.get(`/api/conversations/${c.id}/messages?before=${page2.body.before}`);
    expect(page3.body.before).toBeNull();
    const all = [...page3.body.messages, ...page2.body.messages, ...page1.body.messages];
    expect(all).toHaveLength(120);
    expect(new Set(all.map((m: any) => m.id)).size).toBe(120);
    expect(all.at(-1).created_at >= all[0].created_at).toBe(true);
  });
});

describe('replies', () => {
  it('refuses free text outside the WhatsApp window with 409, and writes nothing', async () => {
    const c = await conversation({ externalId: '255700000001', channel: 'whatsapp', lastInboundAt: ago(25 * HOUR) });
    const res = await staff.client.post(`/api/conversations/${c.id}/messages`, { text: 'Habari' });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'window_closed',
      'The 24-hour window has closed: send a template.',
    ]);
    const sw = await staff.client.post(
      `/api/conversations/${c.id}/messages`,
      { text: 'Habari' },
      { 'accept-language': 'sw' },
    );
    expect(sw.body.message).toMatch(/saa 24/);
    expect(await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, c.id))).toEqual(
      [],
    );
    const never = await conversation({ externalId: '255700000002', channel: 'whatsapp', lastInboundAt: null });
    expect((await staff.client.post(`/api/conversations/${never.id}/messages`, { text: 'Hi' })).status).toBe(409);
  });

  it('sends free text inside the window: a message row, a send job, the bot paused', async () => {
    const c = await conversation({ externalId: '255700000003', channel: 'whatsapp', lastInboundAt: ago(HOUR) });
    const res = await staff.client.post(`/api/conversations/${c.id}/messages`, { text: '  Karibu, tunayo.  ' });
    expect(res.status).toBe(201);
    expect(res.body.conversation).toMatchObject({
      bot_paused: true,
      assigned_to: { id: staff.id },
      preview: 'Karibu, tunayo.',
    });
    const [row] = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, res.body.message_id));
    expect(row).toMatchObject({
      direction: 'out',
      author: 'agent',
      authorUserId: staff.id,
      status: 'pending',
      content: { kind: 'action', action: { send_message: { text: 'Karibu, tunayo.' } } },
    });
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'whatsapp.send'), eq(jobs.dedupeKey, row!.id)));
    expect(queued[0]?.payload).toEqual({ shopId, messageId: row!.id });
    const transcript = await owner.get(`/api/conversations/${c.id}/messages`);
    expect(transcript.body.messages.at(-1)).toMatchObject({
      author: 'agent',
      author_name: 'Asha Juma',
      status: 'pending',
    });
  });

  it('replies to a widget chat at any time (the widget picks it up by polling)', async () => {
    const c = await conversation({ externalId: 'chat-widget-reply', lastInboundAt: ago(100 * HOUR) });
    const res = await owner.post(`/api/conversations/${c.id}/messages`, { text: 'Hello from the shop' });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, res.body.message_id));
    expect(row?.status).toBe('sent');
    expect(await t.db.select().from(jobs).where(eq(jobs.dedupeKey, row!.id))).toEqual([]);
  });

  it('validates the reply', async () => {
    const c = await conversation({ externalId: 'chat-validate' });
    const send = (body: unknown) => owner.post(`/api/conversations/${c.id}/messages`, body);
    expect((await send({ text: '   ' })).body.code).toBe('too_short');
    expect((await send({ text: 'x'.repeat(4097) })).body.code).toBe('too_long');
    expect((await send({ text: 'x'.repeat(4096) })).status).toBe(201);
    expect((await send({})).body.code).toBe('reply_text_or_template');
    expect((await send({ template: { name: 'hello', language: 'en' } })).body.code).toBe('template_whatsapp_only');
  });

  it('says no number is connected when templates are asked for', async () => {
    const res = await owner.get('/api/conversations/templates');
    expect(res.body).toEqual({ items: [], reason: 'not_connected' });
    const c = await conversation({ externalId: '255700000009', channel: 'whatsapp' });
    const send = await owner.post(`/api/conversations/${c.id}/messages`, {
      template: { name: 'hello', language: 'en' },
    });
    expect([send.status, send.body.code]).toEqual([409, 'whatsapp_not_connected']);
  });

  it('lists approved templates and sends one outside the window', async () => {
    const asked: string[] = [];
    const graph = createServer((req, res) => {
      asked.push(`${req.headers.authorization} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: [
            {
              name: 'order_update',
              language: 'sw',
              status: 'APPROVED',
              category: 'UTILITY',
              components: [
                { type: 'BODY', text: 'Habari {{1}}, oda yako {{2}} iko tayari.' },
                { type: 'FOOTER', text: 'Duka' },
              ],
            },
            {
              name: 'hello',
              language: 'en',
              status: 'APPROVED',
              category: 'MARKETING',
              components: [
                { type: 'HEADER', format: 'TEXT', text: 'Hi' },
                { type: 'BODY', text: 'Welcome back!' },
              ],
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    const before = t.deps.env.WHATSAPP_GRAPH_URL;
    t.deps.env.WHATSAPP_GRAPH_URL = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
    try {
      await t.db.insert(whatsappAccounts).values({
        shopId,
        phoneNumberId: '1100',
        wabaId: '2200',
        mode: 'manual',
        accessTokenEnc: seal(t.deps.env.secretKey, 'EAAG-secret'),
      });
      const list = await owner.get('/api/conversations/templates');
      expect(list.body.reason).toBeNull();
      expect(list.body.items).toEqual([
        {
          name: 'order_update',
          language: 'sw',
          category: 'UTILITY',
          header: null,
          body: 'Habari {{1}}, oda yako {{2}} iko tayari.',
          footer: 'Duka',
          param_count: 2,
        },
        {
          name: 'hello',
          language: 'en',
          category: 'MARKETING',
          header: 'Hi',
          body: 'Welcome back!',
          footer: null,
          param_count: 0,
        },
      ]);
      expect(asked[0]).toMatch(/^Bearer EAAG-secret \/v\d+\.\d+\/2200\/message_templates\?status=APPROVED/);

      const c = await conversation({ externalId: '255700000010', channel: 'whatsapp', lastInboundAt: ago(30 * HOUR) });
      const send = (template: unknown) => staff.client.post(`/api/conversations/${c.id}/messages`, { template });
      expect((await send({ name: 'order_update', language: 'sw', params: ['Juma'] })).body).toMatchObject({
        code: 'template_params',
        field: 'template.params',
      });
      expect((await send({ name: 'nope', language: 'sw' })).body.code).toBe('template_not_found');
      const sent = await send({ name: 'order_update', language: 'sw', params: ['Juma', '#12'] });
      expect(sent.status).toBe(201);
      const [row] = await t.db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.id, sent.body.message_id));
      expect(row).toMatchObject({
        author: 'agent',
        status: 'pending',
        content: {
          kind: 'template',
          name: 'order_update',
          language: 'sw',
          text: 'Habari Juma, oda yako #12 iko tayari.',
          params: ['Juma', '#12'],
        },
      });
      expect(await t.db.select().from(jobs).where(eq(jobs.dedupeKey, row!.id))).toHaveLength(1);
    } finally {
      t.deps.env.WHATSAPP_GRAPH_URL = before;
      await t.db.delete(whatsappAccounts).where(eq(whatsappAccounts.shopId, shopId));
      await new Promise<void>((resolve) => graph.close(() => resolve()));
    }
  });

  it('refuses a member who may only read', async () => {
    const c = await conversation({ externalId: 'chat-reader' });
    expect((await reader.post(`/api/conversations/${c.id}/messages`, { text: 'Hi' })).status).toBe(403);
    expect((await reader.post(`/api/conversations/${c.id}/takeover`)).status).toBe(403);
    expect((await reader.get(`/api/conversations/${c.id}`)).status).toBe(200);
  });
});

describe('takeover, assignment and status', () => {
  it('takes over from the bot and hands back', async () => {
    const c = await conversation({ externalId: 'chat-takeover', state: { node: 'menu' } });
    const taken = await staff.client.post(`/api/conversations/${c.id}/takeover`);
    expect(taken.body).toMatchObject({ bot_paused: true, assigned_to: { id: staff.id } });
    // A second person taking over keeps the first assignee.
    expect((await owner.post(`/api/conversations/${c.id}/takeover`)).body.assigned_to.id).toBe(staff.id);
    const back = await staff.client.post(`/api/conversations/${c.id}/handback`);
    expect(back.body.bot_paused).toBe(false);
  });

  it('assigns to members of the shop only', async () => {
    const c = await conversation({ externalId: 'chat-assign' });
    expect((await owner.post(`/api/conversations/${c.id}/assign`, { user_id: staff.id })).body.assigned_to).toEqual({
      id: staff.id,
      name: 'Asha Juma',
    });
    const refused = await owner.post(`/api/conversations/${c.id}/assign`, { user_id: other.userId });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'assignee_not_member', 'user_id']);
    expect((await owner.post(`/api/conversations/${c.id}/assign`, { user_id: null })).body.assigned_to).toBeNull();
    const list = await owner.get('/api/conversations/assignees');
    const members = list.body.items.map((m: any) => m.id);
    expect(members).toHaveLength(3);
    expect(members).toEqual(expect.arrayContaining([ownerId, staff.id]));
    expect(members).not.toContain(other.userId);
  });

  it('closes and reopens', async () => {
    const c = await conversation({ externalId: 'chat-status' });
    expect((await owner.put(`/api/conversations/${c.id}/status`, { status: 'closed' })).body.status).toBe('closed');
    expect((await owner.put(`/api/conversations/${c.id}/status`, { status: 'done' })).status).toBe(400);
    expect((await owner.put(`/api/conversations/${c.id}/status`, { status: 'open' })).body.status).toBe('open');
  });
});
